import { DELTA, DIRS, facesBorder, givensOf, oddCrossings, pieceOf, portSidesAt, sidesOf, type Piece, type TracksPuzzle, type TracksSolution } from '../model.js';

export const UNKNOWN = 0;
export const TRACK = 1;
/** A cell without track, or a side the track does not cross. */
export const NONE = 2;
const DELTAS = DIRS.map((d) => DELTA[d]);

/** What a person has pencilled in: per cell track / no track, per side crossed / not. */
export class Board {
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

  decided(): boolean {
    return this.cell.every((v) => v !== UNKNOWN) && this.side.every((v) => v !== UNKNOWN);
  }
}

/** A row or column: its cells in order, its clue, and the directions along and across it. */
export interface Line {
  readonly cells: readonly number[];
  readonly clue: number | null;
  /** Direction from one cell of the line to the next (E for rows, S for columns). */
  readonly forward: number;
  /** The two directions across the line (N, S for rows; W, E for columns). */
  readonly across: readonly [number, number];
  /** Parity of the track crossings through each of the two `across` sides of the whole line. */
  readonly crossingParity: readonly [number, number];
}

const linesCache = new WeakMap<TracksPuzzle, Line[]>();

/** Every row, then every column, with the crossing parity of both long sides (model.ts). */
export function linesOf(p: TracksPuzzle): Line[] {
  const cached = linesCache.get(p);
  if (cached) return cached;
  const parity = (axis: 'row' | 'col', k: number) => (oddCrossings(p, axis, k) ? 1 : 0);
  const rows: Line[] = p.rowClues.map((clue, r) => ({
    clue,
    cells: Array.from({ length: p.width }, (_, c) => r * p.width + c),
    forward: 1,
    across: [0, 2],
    crossingParity: [parity('row', r), parity('row', r + 1)],
  }));
  const cols: Line[] = p.colClues.map((clue, c) => ({
    clue,
    cells: Array.from({ length: p.height }, (_, r) => r * p.width + c),
    forward: 2,
    across: [3, 1],
    crossingParity: [parity('col', c), parity('col', c + 1)],
  }));
  const all = [...rows, ...cols];
  linesCache.set(p, all);
  return all;
}

export function startBoard(p: TracksPuzzle): Board {
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

export function setPiece(b: Board, i: number, piece: Piece): void {
  b.setCell(i, TRACK);
  DIRS.forEach((side, d) => b.setSide(i, d, sidesOf(piece).includes(side) ? TRACK : NONE));
}

/** The pieces a track cell may still take. */
export function pieceOptions(b: Board, i: number): Piece[] {
  const out: Piece[] = [];
  for (let x = 0; x < 4; x++) {
    for (let y = x + 1; y < 4; y++) {
      const ok = [0, 1, 2, 3].every((d) => (d === x || d === y ? b.side[i * 4 + d] !== NONE : b.side[i * 4 + d] !== TRACK));
      if (ok) out.push(pieceOf(DIRS[x]!, DIRS[y]!));
    }
  }
  return out;
}

export function solutionOf(b: Board): TracksSolution {
  const cells = Array.from({ length: b.h }, (_, r) =>
    Array.from({ length: b.w }, (_, c) => {
      const i = r * b.w + c;
      const sides = DIRS.filter((_, d) => b.side[i * 4 + d] === TRACK);
      return sides.length === 2 ? pieceOf(sides[0]!, sides[1]!) : '';
    }),
  );
  return { cells };
}

/** Union-find over the cells joined by track; marks the board broken on a closed loop. */
export function trackParts(b: Board): (i: number) => number {
  const parent = new Int32Array(b.cell.length).map((_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]!]!;
    return x;
  };
  for (let i = 0; i < b.cell.length; i++) {
    for (const d of [1, 2]) {
      if (b.side[i * 4 + d] !== TRACK) continue;
      const j = b.next(i, d);
      if (j < 0) continue;
      const [x, y] = [find(i), find(j)];
      if (x === y) b.broken = true;
      parent[x] = y;
    }
  }
  return find;
}

/** A cell holds track when marked so or when track crosses one of its sides. */
export const holdsTrack = (b: Board, i: number): boolean => b.cell[i] === TRACK || b.count(i, TRACK) > 0;

export type Rule = (board: Board, puzzle: TracksPuzzle) => boolean;
