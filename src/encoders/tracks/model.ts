import { DELTA, DIRS, OPPOSITE, type Dir } from '../lib/grid.js';

export type Side = Dir;
/** A track piece by the two sides it joins. */
export type Piece = 'NS' | 'EW' | 'NE' | 'NW' | 'SE' | 'SW';
export const PIECES: readonly Piece[] = ['NS', 'EW', 'NE', 'NW', 'SE', 'SW'];

/** Where the track crosses the grid border: a border cell and the side it leaves through. */
export interface Port {
  readonly row: number;
  readonly col: number;
  readonly side: Side;
}

export interface Given {
  readonly row: number;
  readonly col: number;
  readonly piece: Piece;
}

/** A Train Tracks puzzle as JSON gives it. */
export interface TracksPuzzle {
  readonly type: 'tracks';
  readonly width: number;
  readonly height: number;
  /** Track cells per row, top to bottom; `null` when unknown. */
  readonly rowClues: readonly (number | null)[];
  /** Track cells per column, left to right; `null` when unknown. */
  readonly colClues: readonly (number | null)[];
  readonly entrance: Port;
  readonly exit: Port;
  readonly givens?: readonly Given[];
  /** Two orthogonally adjacent track cells must be joined (the track never runs alongside itself). */
  readonly forbidSelfTouch?: boolean;
  readonly title?: string;
  readonly source?: string;
}

/** Each cell a piece (`NS`, `EW`, `NE`, `NW`, `SE`, `SW`) or `""`; row 0 at the top. */
export interface TracksSolution {
  readonly cells: string[][];
}

export { DELTA, DIRS, OPPOSITE, type Dir };

export function isPiece(text: string): text is Piece {
  return (PIECES as readonly string[]).includes(text);
}

/** The two sides a piece joins. */
export function sidesOf(piece: Piece): [Side, Side] {
  return [piece[0] as Side, piece[1] as Side];
}

/** The piece joining two different sides. */
export function pieceOf(a: Side, b: Side): Piece {
  const set = new Set([a, b]);
  if (set.has('N')) return `N${set.has('S') ? 'S' : set.has('E') ? 'E' : 'W'}` as Piece;
  if (set.has('S')) return `S${set.has('E') ? 'E' : 'W'}` as Piece;
  return 'EW';
}

export const givensOf = (p: TracksPuzzle): readonly Given[] => p.givens ?? [];
export { cellKey } from '../lib/grid.js';

/** Whether the side of cell (row, col) faces outside the grid. */
export function facesBorder(puzzle: Pick<TracksPuzzle, 'width' | 'height'>, row: number, col: number, side: Side): boolean {
  const [dr, dc] = DELTA[side];
  const r = row + dr;
  const c = col + dc;
  return r < 0 || r >= puzzle.height || c < 0 || c >= puzzle.width;
}

/** The ports (entrance, exit) at a cell, as the sides they use. */
export function portSidesAt(puzzle: TracksPuzzle, row: number, col: number): Side[] {
  return [puzzle.entrance, puzzle.exit].filter((p) => p.row === row && p.col === col).map((p) => p.side);
}

/** A short text for a port: "left of row 3". */
export function portName(port: Port): string {
  switch (port.side) {
    case 'W':
      return `the left of row ${port.row}`;
    case 'E':
      return `the right of row ${port.row}`;
    case 'N':
      return `the top of column ${port.col}`;
    case 'S':
      return `the bottom of column ${port.col}`;
  }
}

/**
 * Whether the track crosses the cut before row (column) `k` an odd number of times. It runs
 * from outside the grid to outside, so an inner cut is crossed oddly exactly when one port
 * lies before it; the first and last cuts are the border, crossed only at ports.
 */
export function oddCrossings(puzzle: TracksPuzzle, axis: 'row' | 'col', k: number): boolean {
  const ports = [puzzle.entrance, puzzle.exit];
  const last = axis === 'row' ? puzzle.height : puzzle.width;
  const [first, after]: [Side, Side] = axis === 'row' ? ['N', 'S'] : ['W', 'E'];
  if (k === 0) return ports.filter((port) => port.side === first).length % 2 === 1;
  if (k === last) return ports.filter((port) => port.side === after).length % 2 === 1;
  return ports.filter((port) => port[axis] < k).length % 2 === 1;
}
