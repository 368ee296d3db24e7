import type { Assignment, EngineOptions, Problem, RunStats } from '../solvers/index.js';
import type { Issue, Parsed } from './issues.js';

/** An encoding: the problem for the engine and how to read an answer back. */
export interface Encoding<S> extends Problem {
  decode(assignment: Assignment): S;
}

export type Verdict = 'unique' | 'multiple' | 'none' | 'unknown';

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

/** A foreign text format of a family (puzz.link URL, Tatham game ID, plain text). */
export interface PuzzleFormat<P> {
  readonly name: string;
  readonly description: string;
  /** Whether the (trimmed) input text looks like this format. */
  detect(text: string): boolean;
  parse(text: string): Parsed<P>;
  /** Absent when the format is read-only; issues when this puzzle cannot be expressed. */
  serialize?(puzzle: P): Parsed<string>;
}

export interface RenderOptions {
  /** ANSI colours (stdout is a terminal). */
  readonly color: boolean;
  /** Cells to mark as different, as `row,col` keys. */
  readonly marks?: ReadonlySet<string>;
}

export interface GeneratorOption {
  /** commander flags, e.g. `--size <WxH>` */
  readonly flags: string;
  readonly description: string;
  readonly default?: string;
}

export interface GenerateRequest {
  /** Option values by long name (`size`, `coverage`, ...) as typed, defaults applied. */
  readonly options: Readonly<Record<string, string | undefined>>;
  readonly seed: number;
  readonly engine: EngineOptions;
  /** Called with a fraction in [0, 1] and a short label. */
  readonly onProgress?: (fraction: number, label: string) => void;
}

export interface Generator<P> {
  readonly options: readonly GeneratorOption[];
  /** One puzzle with a proven unique solution, deterministic per seed; issues for bad options. */
  generate(request: GenerateRequest): Promise<Parsed<P>>;
}

/** Extra lines a family adds to an answer (a grade, a repair, a note on the other rule). */
export interface Remark {
  readonly key: string;
  readonly text: string;
  readonly data?: unknown;
  /** Solutions of the puzzle the remark found; the answer lists them among its own once verified. */
  readonly solutions?: readonly unknown[];
}

export interface Family<P, S> {
  /** The JSON `type`. */
  readonly type: string;
  readonly title: string;
  /** The family's JSON Schema (2020-12). */
  readonly schema: object;
  /** Cross-field rules after the schema passed. Anything accepted must encode without throwing. */
  validate(puzzle: P): Issue[];
  /** The rule set applied, named in every answer. */
  rule(puzzle: P): string;
  encode(puzzle: P): Encoding<S>;
  /**
   * Settles uniqueness (up to two solutions) faster than enumerating the encoding, for the
   * rules where the family knows how; undefined elsewhere. Its solutions are verified too.
   */
  uniqueness?(puzzle: P, engine: EngineOptions): Promise<UniquenessRun<S> | undefined>;
  /** Independent check with plain graph code; no issues means a valid solution. */
  verify(puzzle: P, solution: S): Issue[];
  /** Cells (`row,col` keys) where two solutions differ. */
  differences(a: S, b: S): Set<string>;
  renderText(puzzle: P, solution: S | undefined, options: RenderOptions): string;
  renderSvg(puzzle: P, solution: S | undefined): string;
  readonly formats: readonly PuzzleFormat<P>[];
  /** Remarks for a puzzle without solution (e.g. "solvable under the classic rule"). */
  explainNone?(puzzle: P, engine: EngineOptions): Promise<Remark[]>;
  /** Remarks when the time limit cut the search short (e.g. what a stricter rule settles). */
  explainUnknown?(puzzle: P, engine: EngineOptions): Promise<Remark[]>;
  /** Remarks for a puzzle with several solutions (e.g. the fewest givens that fix it). */
  explainMultiple?(puzzle: P, solutions: readonly S[], engine: EngineOptions): Promise<Remark[]>;
  readonly generator?: Generator<P>;
  /**
   * How a person would solve it: `cookcheck grade` prints `text`, `--json` prints `data`;
   * `check` adds it as a remark when the solution is unique.
   */
  grade?(puzzle: P): { text: string; data: unknown };
}

/** A family with its types erased, as the registry lists it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFamily = Family<any, any>;
