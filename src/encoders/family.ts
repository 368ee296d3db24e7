import { match } from 'ts-pattern';
import type { Assignment, EngineOptions, Problem, RunStats, Term, UniqueOutcome } from '../solvers/index.js';
import type { Issue, Parsed } from './issues.js';
import type { OptionSpec, OptionValues } from './options.js';

/** What the solver minimises or maximises: `offset + Σ weight·[lit true]`. */
export interface ObjectiveTerms {
  readonly terms: readonly Term[];
  readonly offset?: number;
}

/** An encoding: the problem for the engine and how to read an answer back. */
export interface Encoding<S> extends Problem {
  /**
   * The solution in a model. The order of what it lists as a set (rooks, a path walked from
   * either end) is its own and no part of the contract: two solutions are equal exactly when
   * `differences` finds no part, which is how answers and tests compare them.
   */
  decode(assignment: Assignment): S;
  /** Present when the family has a `best` measure: the same measure, in literals. */
  readonly objective?: ObjectiveTerms;
}

/** A grid cell as `[row, col]`, row 0 at the top. */
export type Cell = readonly [number, number];

/**
 * A place where two solutions differ, named as the family names it (a cell, a tile, a
 * jump, a track segment, a street, a move). Renderers read where it is from `cells`, `ids`
 * or `step`, never from `key`.
 */
export interface Part {
  /** Stable and unique within one comparison (`2,1`, `segment:c3`, `move:4`): what a program reading `--json` may match on. */
  readonly key: string;
  /** What it is, singular: `cell`, `edge`, `jump`, `track segment`, `move`. */
  readonly kind: string;
  /** How a person reads it: `(2,3)`, `jump 4 (1,1)→(1,4)`. */
  readonly name: string;
  /** The grid cells it is, in a family on a grid: one cell; the two neighbours an edge joins; a jump's tiles, from and to. */
  readonly cells?: readonly Cell[];
  /** The graph elements it is, by id, in a family on a graph: a track segment. */
  readonly ids?: readonly string[];
  /** Where it is along a walk, from 1 (move 3), where the parts are the steps of one. */
  readonly step?: number;
}

/** What makes one solution better than another, measured in plain code. */
export interface BestMeasure<P, S> {
  /** What is counted: `jumps`, `moves`, `length`. */
  readonly name: string;
  readonly direction: 'min' | 'max';
  /** The value of a solution, computed independently of the encoding. */
  measure(puzzle: P, solution: S): number;
}

/** A count that scales (a memoised search, say) instead of one solver call per solution. */
export interface CountRun {
  readonly count: number;
  readonly complete: boolean;
  readonly timedOut: boolean;
  /** A breakdown (lengths, sums) as text and as data. */
  readonly details?: { readonly text: string; readonly data: unknown };
  readonly stats: RunStats;
}

/** A command a family adds (`grade`, `score`); the command line registers it from the registry. */
export interface Assessment<P> {
  readonly command: string;
  /** One line for the command list. */
  readonly description: string;
  /** Text after `--help`: what the values mean. */
  readonly help?: string;
  readonly options?: readonly OptionSpec[];
  /** `check` adds it as a remark on a unique answer. */
  readonly remarkOnUnique?: boolean;
  assess(puzzle: P, request: { options: OptionValues; engine: EngineOptions }): Promise<{ text: string; data: unknown }>;
}

/** What reading a picture may know of the command: when it must be done by (`--timeout`). */
export interface PictureContext {
  /** A `Date.now()` time; work a format may skip (a sweep of settings) stops there. */
  readonly deadline?: number;
  /** Long work the picture asks for later (a sweep of settings) reports how far it got. */
  readonly onProgress?: (fraction: number, label: string) => void;
}

/** Input given as bytes (a picture), with the options it needs (`--start`, `--finish`, ...). */
export interface PictureFormat<P> {
  readonly name: string;
  readonly description: string;
  /** Whether the bytes are this format (by magic number); asked only of bytes that are a picture PNG, JPEG, TIFF, WebP, GIF, AVIF or netpbm (src/image/decode.ts). */
  detect(bytes: Uint8Array): boolean;
  readonly options: readonly OptionSpec[];
  parse(bytes: Uint8Array, options: OptionValues, origin: string, context?: PictureContext): Promise<Parsed<P>>;
}

/** Every verdict an answer can have. */
export const VERDICTS = ['unique', 'multiple', 'none', 'unknown'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Two or more solutions are several; fewer are settled only when the search was complete. */
export function verdictOf(count: number, complete: boolean): Verdict {
  if (count >= 2) return 'multiple';
  if (!complete) return 'unknown';
  return count === 1 ? 'unique' : 'none';
}

/** What a family's own uniqueness question found: up to two solutions, reported as enumeration reports them. */
export interface UniquenessRun<S> {
  readonly solutions: S[];
  /** True when these are all the solutions. */
  readonly complete: boolean;
  readonly timedOut: boolean;
  readonly stats: RunStats;
}

/** The engine's uniqueness outcome as a run of decoded solutions. */
export function uniquenessRunOf<S>(outcome: UniqueOutcome, decode: (a: Assignment) => S): UniquenessRun<S> {
  const { stats } = outcome;
  return match(outcome)
    .with({ verdict: 'unique' }, (o) => ({ solutions: [decode(o.solution)], complete: true, timedOut: false, stats }))
    .with({ verdict: 'multiple' }, (o) => ({ solutions: o.solutions.map(decode), complete: false, timedOut: false, stats }))
    .with({ verdict: 'none' }, () => ({ solutions: [], complete: true, timedOut: false, stats }))
    .with({ verdict: 'unknown' }, (o) => ({ solutions: o.solutions.map(decode), complete: false, timedOut: true, stats }))
    .exhaustive();
}

/** What a family's own search for the best solutions found, as `enumerateOptimal` reports it, decoded. */
export interface OptimalRun<S> extends UniquenessRun<S> {
  /** The optimum of the family's `best` measure, or the best found when the clock stopped the search. */
  readonly value?: number;
  /** Whether `value` is proved optimal. */
  readonly optimal: boolean;
}

/** A foreign text format of a family (puzz.link URL, Tatham game ID, plain text). */
export interface PuzzleFormat<P> {
  readonly name: string;
  readonly description: string;
  /** Whether the (trimmed) input text looks like this format. */
  detect(text: string): boolean;
  /** Whether `detect` recognises a header naming this format: a text it detects is then read by no other format. */
  readonly headed?: boolean;
  parse(text: string): Parsed<P>;
  /** Absent when the format is read-only; issues when this puzzle cannot be expressed. */
  serialize?(puzzle: P): Parsed<string>;
}

export interface RenderOptions {
  /** ANSI colours (stdout is a terminal). */
  readonly color: boolean;
  /** Parts to mark as different (what `differences` gave). */
  readonly marks?: readonly Part[];
  /** Columns the drawing should fit in: a family wraps its long lines (a walk) and stacks what it sets side by side. */
  readonly width?: number;
}

/** A second solution to draw beside the first (a cook), with the parts where the two differ. */
export interface Cook<S> {
  readonly solution: S;
  /** `differences(first, solution)`. */
  readonly differences: readonly Part[];
}

export interface GenerateRequest<P = unknown> {
  /** Option values by name, parsed and bounds-checked by the caller, defaults applied. */
  readonly options: OptionValues;
  readonly seed: number;
  readonly engine: EngineOptions;
  /** The puzzle to start from (`--from file`), when the generator takes one. */
  readonly from?: P;
  /** Called with a fraction in [0, 1] and a short label. */
  readonly onProgress?: (fraction: number, label: string) => void;
  /** Called with what a person should know about a puzzle delivered. */
  readonly onNote?: (text: string) => void;
  /**
   * Called when the time limit stopped the generator before it finished the puzzle the seed
   * gives: the puzzle delivered keeps the promise, but it is not the seed's (a longer limit
   * gives another). The command line prints it, says so and exits 5.
   */
  readonly onCutShort?: (text: string) => void;
}

/**
 * What a generated puzzle promises; the command line checks it again before printing: a
 * unique solution, a unique best solution (the optimum proved, one solution reaching it),
 * or a score by one of the family's assessments.
 */
export type GeneratorPromise = { readonly kind: 'unique' } | { readonly kind: 'unique-best' } | { readonly kind: 'score'; readonly assessment: string };

export interface Generator<P> {
  readonly options: readonly OptionSpec[];
  readonly promise: GeneratorPromise;
  /** Whether it can start from a given puzzle (`--from file`). */
  readonly fromPuzzle?: boolean;
  /** One puzzle, deterministic per seed; issues for bad options. */
  generate(request: GenerateRequest<P>): Promise<Parsed<P>>;
}

/** Extra lines a family adds to an answer (a grade, a repair, a note on the other rule). */
export interface Remark {
  readonly key: string;
  readonly text: string;
  readonly data?: unknown;
  /** Solutions of the puzzle the remark found; the answer lists them among its own once verified. */
  readonly solutions?: readonly unknown[];
  /** Printed before the solution: what a reader must know before looking at it. */
  readonly lead?: boolean;
  /** Whether the puzzle the answer is about is itself settled ('unsure': another reading of the input, a setting away, answers otherwise). */
  readonly confidence?: 'sure' | 'unsure';
}

export interface Family<P, S> {
  /** The JSON `type`; the family's JSON Schema (2020-12) is `schemas/<type>.schema.json` (schemaOf). */
  readonly type: string;
  readonly title: string;
  /** Cross-field rules after the schema passed. Anything accepted must encode without throwing. */
  validate(puzzle: P): Issue[];
  /** The rule set applied, named in every answer. */
  rule(puzzle: P): string;
  encode(puzzle: P): Encoding<S>;
  /**
   * Settles uniqueness (up to two solutions) faster than enumerating the encoding, for the
   * rules where the family knows how; undefined elsewhere. Its solutions are verified too.
   * `known` is a solution the verifier accepted (the constructor's): the search may start there.
   */
  uniqueness?(puzzle: P, engine: EngineOptions, known?: S): Promise<UniquenessRun<S> | undefined>;
  /**
   * Up to `limit` solutions, when more than two are asked for (`solve --all`), faster than
   * enumerating the encoding, where the family knows how; undefined elsewhere. Verified too.
   */
  solutions?(puzzle: P, limit: number, engine: EngineOptions): Promise<UniquenessRun<S> | undefined>;
  /** Independent check with plain graph code; no issues means a valid solution. */
  verify(puzzle: P, solution: S): Issue[];
  /** Every code `verify` can report; each has a failing fixture in `samples/verifier/<code>.json`. */
  readonly verifierCodes: readonly string[];
  /** Where two solutions differ; empty exactly when they are equal (the one test of equality: JSON may list a set in any order). */
  differences(a: S, b: S): Part[];
  /** What the best solution minimises or maximises; the encoding then carries `objective`. */
  readonly best?: BestMeasure<P, S>;
  /**
   * The best solutions (up to `limit`) with the optimum proved, faster than tightening the
   * encoding's objective, where the family knows how; undefined elsewhere. Its solutions are
   * verified and measured like any other.
   */
  optimum?(puzzle: P, limit: number, engine: EngineOptions): Promise<OptimalRun<S> | undefined>;
  /** Counts faster than enumerating the encoding (used by `count`). */
  count?(puzzle: P, limit: number, engine: EngineOptions): Promise<CountRun>;
  renderText(puzzle: P, solution: S | undefined, options: RenderOptions): string;
  /**
   * The puzzle and a solution as SVG. `cooks` (other solutions) are drawn too, each in its
   * own colour or its own panel, with the parts where it differs from `solution` marked
   * (and on `solution`, where it differs from the first cook).
   */
  renderSvg(puzzle: P, solution: S | undefined, cooks?: readonly Cook<S>[]): string;
  /** Foreign text formats. */
  readonly formats: readonly PuzzleFormat<P>[];
  /** Formats read from bytes (pictures). */
  readonly pictureFormats?: readonly PictureFormat<P>[];
  /** Remarks on a unique solution (e.g. a path that could also wind another way inside its own cells). */
  explainUnique?(puzzle: P, solution: S, engine: EngineOptions): Promise<Remark[]>;
  /** Remarks for a puzzle without solution (e.g. "solvable under the classic rule"). */
  explainNone?(puzzle: P, engine: EngineOptions): Promise<Remark[]>;
  /** Remarks when the time limit cut the search short (e.g. what a stricter rule settles). */
  explainUnknown?(puzzle: P, engine: EngineOptions): Promise<Remark[]>;
  /** Remarks for a puzzle with several solutions (e.g. the fewest givens that fix it). */
  explainMultiple?(puzzle: P, solutions: readonly S[], engine: EngineOptions): Promise<Remark[]>;
  /** What its remarks on each verdict are, for the note saying they were cut short (`the remark on ...`). */
  readonly remarkNames?: Readonly<Partial<Record<Verdict, string>>>;
  readonly generator?: Generator<P>;
  /** Commands the family adds (`grade`, `score`). */
  readonly assessments?: readonly Assessment<P>[];
}

/** A family with its types erased, as the registry lists it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFamily = Family<any, any>;
