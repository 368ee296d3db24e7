import { DIRS, facesBorder, givensOf, pieceOf, portSidesAt, sidesOf, type Piece, type TracksPuzzle, type TracksSolution } from './model.js';
import { verifyTracks } from './verify.js';

/**
 * The steps a person takes (after the seed, "How we make Train Track puzzles"), easiest
 * first: 1 completed rows/columns -> the rest empty; 2 cells a track points into hold
 * track; 3 cells a clue needs hold track; 4 dead ends (a cell with fewer than two ways
 * out, cells the entrance cannot reach, a pocket behind a single way in); 5 implied
 * pieces (two ways left, or two tracks in); loop avoidance (never join the two ends of
 * one stretch of track, nor close the track early); 6 bifurcation: try both pieces of a
 * two-way cell, a contradiction fixes the other.
 */
export const STEPS = ['completed-lines', 'track-implied', 'clue-implied', 'implied-piece', 'dead-end', 'loop-avoid', 'bifurcation'] as const;
export type Step = (typeof STEPS)[number];

export interface PersonResult {
  status: 'solved' | 'stuck' | 'contradiction';
  /** The hardest step the solve needed (in STEPS order), if any. */
  hardest: Step | undefined;
  bifurcations: number;
  /** How many sweeps of each step made progress. */
  uses: Record<Step, number>;
  solution?: TracksSolution;
}

const UNKNOWN = 0;
const TRACK = 1;
/** A cell without track, or a side the track does not cross. */
const NONE = 2;
const DELTAS = DIRS.map((d) => (d === 'N' ? [-1, 0] : d === 'E' ? [0, 1] : d === 'S' ? [1, 0] : [0, -1]) as [number, number]);

class Board {
  broken = false;
  constructor(
    readonly w: number,
    readonly h: number,
    readonly cell: Uint8Array,
    /** `side[cell * 4 + d]`, d indexing DIRS (N E S W); kept equal on both cells of an edge. */
    readonly side: Uint8Array,
  ) {}

  clone(): Board {
    return new Board(this.w, this.h, this.cell.slice(), this.side.slice());
  }

  next(i: number, d: number): number {
    const r = Math.floor(i / this.w) + DELTAS[d]![0];
    const c = (i % this.w) + DELTAS[d]![1];
    return r < 0 || r >= this.h || c < 0 || c >= this.w ? -1 : r * this.w + c;
  }

  setCell(i: number, v: number): boolean {
    if (this.cell[i] === v) return false;
    if (this.cell[i] !== UNKNOWN) this.broken = true;
    this.cell[i] = v;
    return true;
  }

  setSide(i: number, d: number, v: number): boolean {
    if (this.side[i * 4 + d] === v) return false;
    if (this.side[i * 4 + d] !== UNKNOWN) this.broken = true;
    this.side[i * 4 + d] = v;
    const j = this.next(i, d);
    if (j >= 0) this.side[j * 4 + ((d + 2) % 4)] = v;
    return true;
  }

  count(i: number, v: number): number {
    let n = 0;
    for (let d = 0; d < 4; d++) if (this.side[i * 4 + d] === v) n++;
    return n;
  }
}

type Rule = (board: Board, puzzle: TracksPuzzle) => boolean;

type Line = { cells: number[]; clue: number | null };
const linesCache = new WeakMap<TracksPuzzle, Line[]>();

/** The cells of every row, then every column, with its clue. */
function lines(p: TracksPuzzle): Line[] {
  const cached = linesCache.get(p);
  if (cached) return cached;
  const rows = p.rowClues.map((clue, r) => ({ clue, cells: Array.from({ length: p.width }, (_, c) => r * p.width + c) }));
  const cols = p.colClues.map((clue, c) => ({ clue, cells: Array.from({ length: p.height }, (_, r) => r * p.width + c) }));
  const all = [...rows, ...cols];
  linesCache.set(p, all);
  return all;
}

const completedLines: Rule = (b, p) => {
  let progress = false;
  for (const { cells, clue } of lines(p)) {
    if (clue === null || cells.filter((i) => b.cell[i] === TRACK).length !== clue) continue;
    for (const i of cells) if (b.cell[i] === UNKNOWN) progress = b.setCell(i, NONE) || progress;
  }
  return progress;
};

const trackImplied: Rule = (b) => {
  let progress = false;
  for (let i = 0; i < b.cell.length; i++) {
    for (let d = 0; d < 4; d++) {
      const s = b.side[i * 4 + d];
      if (s === TRACK) progress = b.setCell(i, TRACK) || progress;
      if (s === UNKNOWN && b.cell[i] === NONE) progress = b.setSide(i, d, NONE) || progress;
    }
  }
  return progress;
};

const clueImplied: Rule = (b, p) => {
  let progress = false;
  for (const { cells, clue } of lines(p)) {
    if (clue === null || cells.filter((i) => b.cell[i] !== NONE).length !== clue) continue;
    for (const i of cells) if (b.cell[i] === UNKNOWN) progress = b.setCell(i, TRACK) || progress;
  }
  return progress;
};

const impliedPiece: Rule = (b) => {
  let progress = false;
  for (let i = 0; i < b.cell.length; i++) {
    if (b.cell[i] !== TRACK) continue;
    const tracks = b.count(i, TRACK);
    const open = 4 - b.count(i, NONE);
    for (let d = 0; d < 4; d++) {
      if (b.side[i * 4 + d] !== UNKNOWN) continue;
      if (tracks === 2) progress = b.setSide(i, d, NONE) || progress;
      else if (open === 2) progress = b.setSide(i, d, TRACK) || progress;
    }
  }
  return progress;
};

/** Union-find over the cells joined by track. */
function trackParts(b: Board): (i: number) => number {
  const parent = Array.from({ length: b.cell.length }, (_, i) => i);
  const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x]!)));
  for (let i = 0; i < b.cell.length; i++) {
    for (const d of [1, 2]) {
      const j = b.next(i, d);
      if (j < 0 || b.side[i * 4 + d] !== TRACK) continue;
      const [x, y] = [find(i), find(j)];
      if (x === y) b.broken = true; // a closed loop
      parent[x] = y;
    }
  }
  return find;
}

const deadEnd: Rule = (b, p) => {
  let progress = false;
  // A cell with fewer than two ways out holds no track.
  for (let i = 0; i < b.cell.length; i++) {
    if (b.cell[i] !== NONE && 4 - b.count(i, NONE) < 2) progress = b.setCell(i, NONE) || progress;
  }
  if (progress) return true;
  // Cells the entrance cannot reach, and pockets behind a single way in, hold no track.
  const start = p.entrance.row * p.width + p.entrance.col;
  const goal = p.exit.row * p.width + p.exit.col;
  const n = b.cell.length;
  const tin = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  const hasGoal = new Uint8Array(n);
  const order: number[] = [];
  const bridges: [number, number, number][] = [];
  let clock = 0;
  const visit = (i: number, parentSide: number) => {
    tin[i] = low[i] = clock++;
    order.push(i);
    hasGoal[i] = i === goal ? 1 : 0;
    for (let d = 0; d < 4; d++) {
      const j = b.next(i, d);
      if (j < 0 || d === parentSide || b.side[i * 4 + d] === NONE || b.cell[j] === NONE) continue;
      if (tin[j] >= 0) low[i] = Math.min(low[i]!, tin[j]!);
      else {
        visit(j, (d + 2) % 4);
        low[i] = Math.min(low[i]!, low[j]!);
        size[i]! += size[j]!;
        hasGoal[i]! |= hasGoal[j]!;
        if (low[j]! > tin[i]!) bridges.push([i, d, j]);
      }
    }
  };
  visit(start, -1);
  for (let i = 0; i < n; i++) if (tin[i]! < 0 && b.cell[i] !== NONE) progress = b.setCell(i, NONE) || progress;
  for (const [i, d, j] of bridges) {
    if (hasGoal[j]) progress = b.setSide(i, d, TRACK) || progress;
    else {
      // Behind this edge nothing leads on: the track could enter but never leave.
      for (const k of order.slice(order.indexOf(j), order.indexOf(j) + size[j]!)) progress = b.setCell(k, NONE) || progress;
    }
  }
  return progress;
};

const loopAvoid: Rule = (b, p) => {
  const find = trackParts(b);
  const start = find(p.entrance.row * p.width + p.entrance.col);
  const goal = find(p.exit.row * p.width + p.exit.col);
  let progress = false;
  for (let i = 0; i < b.cell.length; i++) {
    for (const d of [1, 2]) {
      const j = b.next(i, d);
      if (j < 0 || b.side[i * 4 + d] !== UNKNOWN) continue;
      const [x, y] = [find(i), find(j)];
      // Joining the ends of one stretch makes a loop; joining entrance to exit ends the
      // track, which only works when every track cell and clue is then accounted for.
      const closes = (x === start && y === goal) || (x === goal && y === start);
      if (x === y || (closes && !completes(b, p, find, start, goal))) progress = b.setSide(i, d, NONE) || progress;
    }
  }
  return progress;
};

function completes(b: Board, p: TracksPuzzle, find: (i: number) => number, start: number, goal: number): boolean {
  for (let i = 0; i < b.cell.length; i++) {
    if (b.cell[i] === TRACK && find(i) !== start && find(i) !== goal) return false;
  }
  return lines(p).every(({ cells, clue }) => clue === null || cells.filter((i) => b.cell[i] === TRACK).length === clue);
}

const RULES: readonly [Step, Rule][] = [
  ['completed-lines', completedLines],
  ['track-implied', trackImplied],
  ['clue-implied', clueImplied],
  ['implied-piece', impliedPiece],
  ['dead-end', deadEnd],
  ['loop-avoid', loopAvoid],
];

function contradicts(b: Board, p: TracksPuzzle): boolean {
  if (b.broken) return true;
  for (let i = 0; i < b.cell.length; i++) {
    const tracks = b.count(i, TRACK);
    if (tracks > 2 || (b.cell[i] === TRACK && 4 - b.count(i, NONE) < 2) || (b.cell[i] === NONE && tracks > 0)) return true;
  }
  for (const { cells, clue } of lines(p)) {
    if (clue === null) continue;
    if (cells.filter((i) => b.cell[i] === TRACK).length > clue || cells.filter((i) => b.cell[i] !== NONE).length < clue) return true;
  }
  trackParts(b);
  return b.broken;
}

/** Applies the steps up to loop avoidance until none helps; false on a contradiction. */
function propagate(b: Board, p: TracksPuzzle, uses?: Record<Step, number>): boolean {
  for (;;) {
    if (contradicts(b, p)) return false;
    const rule = RULES.find(([, apply]) => apply(b, p));
    if (!rule) return true;
    if (uses) uses[rule[0]] += 1;
  }
}

function startBoard(p: TracksPuzzle): Board {
  const { width: w, height: h } = p;
  const b = new Board(w, h, new Uint8Array(w * h), new Uint8Array(w * h * 4));
  for (let i = 0; i < w * h; i++) {
    const [r, c] = [Math.floor(i / w), i % w];
    const ports = portSidesAt(p, r, c);
    DIRS.forEach((side, d) => {
      if (facesBorder(p, r, c, side)) b.setSide(i, d, ports.includes(side) ? TRACK : NONE);
    });
  }
  for (const { row, col, piece } of givensOf(p)) setPiece(b, row * w + col, piece);
  return b;
}

function setPiece(b: Board, i: number, piece: Piece): void {
  b.setCell(i, TRACK);
  DIRS.forEach((side, d) => b.setSide(i, d, sidesOf(piece).includes(side) ? TRACK : NONE));
}

/** The pieces a track cell may still take. */
function options(b: Board, i: number): Piece[] {
  const out: Piece[] = [];
  for (let x = 0; x < 4; x++) {
    for (let y = x + 1; y < 4; y++) {
      const ok = [0, 1, 2, 3].every((d) => (d === x || d === y ? b.side[i * 4 + d] !== NONE : b.side[i * 4 + d] !== TRACK));
      if (ok) out.push(pieceOf(DIRS[x]!, DIRS[y]!));
    }
  }
  return out;
}

function decided(b: Board): boolean {
  return b.cell.every((v) => v !== UNKNOWN) && b.side.every((v) => v !== UNKNOWN);
}

function solutionOf(b: Board): TracksSolution {
  const cells = Array.from({ length: b.h }, (_, r) =>
    Array.from({ length: b.w }, (_, c) => {
      const i = r * b.w + c;
      const sides = DIRS.filter((_, d) => b.side[i * 4 + d] === TRACK);
      return sides.length === 2 ? pieceOf(sides[0]!, sides[1]!) : '';
    }),
  );
  return { cells };
}

/**
 * Solves like a person: steps 1-5 and loop avoidance to a standstill, then bifurcation on
 * a track cell with two possible pieces, whose trial runs steps 1-5 only (no nesting).
 */
export function solveLikePerson(puzzle: TracksPuzzle): PersonResult {
  const uses = Object.fromEntries(STEPS.map((s) => [s, 0])) as Record<Step, number>;
  const b = startBoard(puzzle);
  const result = (status: PersonResult['status'], solution?: TracksSolution): PersonResult => {
    const hardest = [...STEPS].reverse().find((s) => uses[s] > 0);
    const out: PersonResult = { status, hardest, bifurcations: uses.bifurcation, uses };
    if (solution) out.solution = solution;
    return out;
  };
  for (;;) {
    if (!propagate(b, puzzle, uses)) return result('contradiction');
    if (decided(b)) {
      const solution = solutionOf(b);
      return verifyTracks(puzzle, solution).length === 0 ? result('solved', solution) : result('contradiction');
    }
    let fixed = false;
    for (let i = 0; i < b.cell.length && !fixed; i++) {
      if (b.cell[i] !== TRACK) continue;
      const pieces = options(b, i);
      if (pieces.length !== 2) continue;
      for (const [k, piece] of pieces.entries()) {
        const trial = b.clone();
        setPiece(trial, i, piece);
        if (propagate(trial, puzzle)) continue;
        setPiece(b, i, pieces[1 - k]!);
        uses.bifurcation += 1;
        fixed = true;
        break;
      }
    }
    if (!fixed) return result('stuck');
  }
}
