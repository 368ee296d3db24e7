import { askOtherThan, deadlineOf, type Lit, type SolveStatus } from '../../solvers/index.js';
import type { GenerateRequest, Generator } from '../family.js';
import { failed, issue, parsed, type Parsed } from '../issues.js';
import { optionValue } from '../options.js';
import { Random } from '../lib/random.js';
import { encodeTracks } from './encode.js';
import { GRADES, withinGrade, type GradeName } from './grade.js';
import { DELTA, DIRS, facesBorder, pieceOf, type Given, type Piece, type Port, type Side, type TracksPuzzle } from './model.js';
import { solveLikePerson, type PersonResult } from './solver-person.js';
import { counted } from '../lib/text.js';

interface Laid {
  cells: number[];
  entrance: Port;
  exit: Port;
}

const neighbour = (w: number, h: number, i: number, side: Side): number => {
  const r = Math.floor(i / w) + DELTA[side][0];
  const c = (i % w) + DELTA[side][1];
  return r < 0 || r >= h || c < 0 || c >= w ? -1 : r * w + c;
};

/** Border sides of a cell other than `not`, in DIRS order. */
function borderSides(w: number, h: number, i: number): Side[] {
  return DIRS.filter((s) => facesBorder({ width: w, height: h }, Math.floor(i / w), i % w, s));
}

/**
 * A random self-avoiding walk from a border cell (the seed's step 1) until it stands on a
 * border cell past a minimum length, then widened by detours (a step a->b becomes
 * a->c->d->b round a free square) until it covers the target share of the grid.
 * Tatham mode enters on the left edge and leaves on the bottom edge.
 */
function layPath(w: number, h: number, coverage: number, tatham: boolean, random: Random, deadline?: number): Laid | undefined {
  // Widening a 30x30 track takes seconds: past the deadline, no track.
  const late = () => deadline !== undefined && Date.now() >= deadline;
  const target = Math.max(2, Math.round(coverage * w * h));
  const border = Array.from({ length: w * h }, (_, i) => i).filter((i) => borderSides(w, h, i).length > 0);
  for (let attempt = 0; attempt < 500; attempt++) {
    if (late()) return undefined;
    const start = tatham ? random.int(h) * w : random.pick(border);
    const entrance: Port = { row: Math.floor(start / w), col: start % w, side: tatham ? 'W' : random.pick(borderSides(w, h, start)) };
    const path = [start];
    const used = new Uint8Array(w * h);
    used[start] = 1;
    const minimum = Math.min(target, w + h);
    let exit: Port | undefined;
    for (;;) {
      const at = path[path.length - 1]!;
      const [row, col] = [Math.floor(at / w), at % w];
      const exits = tatham ? (row === h - 1 ? (['S'] as Side[]) : []) : borderSides(w, h, at).filter((s) => at !== start || s !== entrance.side);
      if (path.length >= minimum && exits.length > 0 && random.next() < 0.5) {
        exit = { row, col, side: random.pick(exits) };
        break;
      }
      const next = random.shuffle(DIRS).map((s) => neighbour(w, h, at, s)).filter((j) => j >= 0 && !used[j]);
      if (next.length === 0) break;
      path.push(next[0]!);
      used[next[0]!] = 1;
    }
    if (!exit) continue;
    while (path.length < target) {
      if (late()) return undefined;
      const detours: [number, number, number][] = [];
      for (let k = 0; k + 1 < path.length; k++) {
        for (const s of DIRS) {
          const c = neighbour(w, h, path[k]!, s);
          const d = neighbour(w, h, path[k + 1]!, s);
          if (c >= 0 && d >= 0 && !used[c] && !used[d] && neighbour(w, h, c, sideBetween(path[k]!, path[k + 1]!)) === d) detours.push([k, c, d]);
        }
      }
      if (detours.length === 0) break;
      const [k, c, d] = random.pick(detours);
      path.splice(k + 1, 0, c, d);
      used[c] = used[d] = 1;
    }
    if (path.length < target) continue;
    const rows = new Set(path.map((i) => Math.floor(i / w)));
    const cols = new Set(path.map((i) => i % w));
    // A row or column without track is too boring (the seed's step 2).
    if (rows.size < h || cols.size < w) continue;
    return { cells: path, entrance, exit };
  }
  return undefined;
}

function sideBetween(a: number, b: number): Side {
  return b === a + 1 ? 'E' : b === a - 1 ? 'W' : b > a ? 'S' : 'N';
}

/** The piece of each cell on the path, by the cells (or ports) before and after it. */
function piecesOf(laid: Laid): Map<number, Piece> {
  const out = new Map<number, Piece>();
  laid.cells.forEach((cell, k) => {
    const before = k === 0 ? laid.entrance.side : sideBetween(cell, laid.cells[k - 1]!);
    const after = k === laid.cells.length - 1 ? laid.exit.side : sideBetween(cell, laid.cells[k + 1]!);
    out.set(cell, pieceOf(before, after));
  });
  return out;
}

function settingsOf(options: GenerateRequest['options']): { w: number; h: number; coverage: number; grade?: GradeName; tatham: boolean } {
  const { width: w, height: h } = optionValue.size(options, 'size') ?? { width: 8, height: 8 };
  const coverage = optionValue.number(options, 'coverage') ?? 0.5;
  const grade = optionValue.text(options, 'grade') as GradeName | undefined;
  const out = { w, h, coverage, tatham: optionValue.flag(options, 'tatham') };
  return grade === undefined ? out : { ...out, grade };
}

/**
 * Whether the puzzle with these givens keeps its one solution (and, with a grade, stays
 * within it). A solve by the person-style steps, all sound deductions, settles it at
 * once; where they get stuck, only SAT can tell (the laid solution is excluded, so unsat
 * means unique), and no grade is met.
 */
async function staysUnique(
  otherSolution: (givens: readonly Lit[]) => Promise<SolveStatus>,
  givens: Lit[],
  person: PersonResult,
  grade: GradeName | undefined,
): Promise<boolean> {
  if (person.status === 'solved') return grade === undefined || withinGrade(person, grade);
  return grade === undefined && (await otherSolution(givens)) === 'unsat';
}

/**
 * The seed's generator: lay a path, count the clues, then drop given pieces one by one
 * in random order while SAT still proves the solution unique (one incremental session:
 * each given is an assumption, and "differs from the laid solution" a clause). With a
 * grade, a given is dropped only while the person-style solver still manages at that
 * grade or easier. The entrance and exit pieces stay, as in Tatham's puzzles.
 */
async function generate(request: GenerateRequest): Promise<Parsed<TracksPuzzle>> {
  const { w, h, coverage, grade, tatham } = settingsOf(request.options);
  const random = new Random(request.seed);
  request.onProgress?.(0, 'laying a track');
  const deadline = deadlineOf(request.engine);
  const laid = layPath(w, h, coverage, tatham, random, deadline);
  if (!laid && deadline !== undefined && Date.now() >= deadline) {
    return failed(issue('generate.timeout', '', `no ${w}x${h} track was laid within the time limit (seed ${request.seed}); try a longer --timeout`));
  }
  if (!laid) return failed(issue('generate.path', '', `no track covering ${coverage} of a ${w}x${h} grid was found; lower --coverage`));
  const pieces = piecesOf(laid);
  const rowClues = Array.from({ length: h }, (_, r) => laid.cells.filter((i) => Math.floor(i / w) === r).length);
  const colClues = Array.from({ length: w }, (_, c) => laid.cells.filter((i) => i % w === c).length);
  const base: TracksPuzzle = { type: 'tracks', width: w, height: h, rowClues, colClues, entrance: laid.entrance, exit: laid.exit };
  const given = (cells: Iterable<number>): Given[] =>
    [...cells].sort((a, b) => a - b).map((i) => ({ row: Math.floor(i / w), col: i % w, piece: pieces.get(i)! }));

  const encoding = encodeTracks(base, { withoutGivens: true });
  const { model } = encoding;
  const guard = new Map<number, Lit>();
  const solutionLits: Lit[] = [];
  for (let i = 0; i < w * h; i++) {
    const piece = pieces.get(i);
    const [row, col] = [Math.floor(i / w), i % w];
    if (piece === undefined) {
      solutionLits.push(-encoding.used(row, col));
      continue;
    }
    const lits = encoding.pieceLits(row, col, piece);
    solutionLits.push(...lits);
    const g = model.newVar();
    for (const lit of lits) model.addClause([-g, lit]);
    guard.set(i, g);
  }

  const ends = new Set([laid.cells[0]!, laid.cells[laid.cells.length - 1]!]);
  const keep = new Set(laid.cells);
  const order = random.shuffle(laid.cells.filter((i) => !ends.has(i)));
  let tried = 0;
  await askOtherThan(encoding, solutionLits, request.engine, async (other) => {
    for (const [k, cell] of order.entries()) {
      // Past the deadline, stop removing: the puzzle so far is proved unique.
      if (deadline !== undefined && Date.now() >= deadline) break;
      tried = k + 1;
      request.onProgress?.(k / order.length, 'removing given pieces');
      keep.delete(cell);
      const person = solveLikePerson({ ...base, givens: given(keep) }, { guess: grade === 'expert' });
      if (!(await staysUnique(other, [...keep].map((i) => guard.get(i)!), person, grade))) keep.add(cell);
    }
  });
  // A question the deadline cut short kept its given: that removal was not tried either.
  if (deadline !== undefined && Date.now() >= deadline && tried > 0) tried -= 1;
  if (tried < order.length) {
    request.onCutShort?.(`the time limit stopped the removal of given pieces after ${tried} of ${order.length} (seed ${request.seed}); the puzzle keeps ${counted(keep.size, 'given')} and is unique, but the seed's own puzzle, made without the limit, is another`);
  }
  request.onProgress?.(1, 'done');
  return parsed({ ...base, givens: given(keep) });
}

export const tracksGenerator: Generator<TracksPuzzle> = {
  options: [
    { kind: 'size', name: 'size', description: 'grid width x height', default: '8x8', min: 3, max: 30 },
    { kind: 'number', name: 'coverage', description: 'share of the cells the track covers at least', default: 0.5, min: 0.05, max: 0.8 },
    { kind: 'choice', name: 'grade', description: 'keep the puzzle solvable by the person-style steps at this grade or easier', choices: GRADES },
    { kind: 'flag', name: 'tatham', description: 'entrance on the left edge, exit on the bottom edge, so the puzzle exports as a Tatham game ID' },
  ],
  promise: { kind: 'unique' },
  generate,
};

