import { oddCrossings, type TracksPuzzle } from '../model.js';
import type { Board } from './board.js';

/** A row or column: its cells in order, its clue, and the directions along and across it. */
export interface Line {
  /** Index among all lines: rows first, then columns (as `Board.rowOf` and `colOf` count). */
  readonly index: number;
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
    index: r,
    clue,
    cells: Array.from({ length: p.width }, (_, c) => r * p.width + c),
    forward: 1,
    across: [0, 2],
    crossingParity: [parity('row', r), parity('row', r + 1)],
  }));
  const cols: Line[] = p.colClues.map((clue, c) => ({
    index: p.height + c,
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

/**
 * Runs `apply` on every line changed since it last found nothing there: the line steps
 * read only the cells of their line, so an unchanged line has nothing new to give.
 */
export function eachChangedLine(b: Board, p: TracksPuzzle, step: string, apply: (line: Line) => boolean): boolean {
  let seen = b.memo.get(step);
  if (!seen) b.memo.set(step, (seen = new Int32Array(b.lineStamp.length).fill(-1)));
  let progress = false;
  for (const line of linesOf(p)) {
    if (seen[line.index] === b.lineStamp[line.index]) continue;
    if (apply(line)) progress = true;
    else seen[line.index] = b.lineStamp[line.index]!;
    if (b.broken) return true;
  }
  return progress;
}
