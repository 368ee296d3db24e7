import type { TracksPuzzle } from '../model.js';
import { NONE, TRACK, UNKNOWN, type Board, type Rule } from './board.js';
import { linesOf } from './lines.js';
import { findBridges } from './bridges.js';

/**
 * The seed's steps 1-5, each at one place (a line or a cell): the solver asks them where
 * something changed; the rules below ask them everywhere.
 */
export type LocalStep = (b: Board, at: number) => boolean;

/** Step 1: a row or column with all its track placed has no more. */
export const completedLineAt: LocalStep = (b, line) => {
  if (b.held[line] !== b.clueOf(line)) return false;
  let progress = false;
  eachCellOf(b, line, (i) => {
    if (b.cell[i] === UNKNOWN && !b.holds(i)) progress = b.setCell(i, NONE) || progress;
  });
  return progress;
};

/** Step 2: a cell that track points into holds track; a cell without track is crossed nowhere. */
export const trackImpliedAt: LocalStep = (b, i) => {
  let progress = false;
  for (let d = 0; d < 4; d++) {
    const s = b.side[i * 4 + d];
    if (s === TRACK) progress = b.setCell(i, TRACK) || progress;
    if (s === UNKNOWN && b.cell[i] === NONE) progress = b.setSide(i, d, NONE) || progress;
  }
  return progress;
};

/** Step 3: a row or column with just enough open cells for its clue fills them all. */
export const clueImpliedAt: LocalStep = (b, line) => {
  if (b.lengthOf(line) - b.empty[line]! !== b.clueOf(line)) return false;
  let progress = false;
  eachCellOf(b, line, (i) => {
    if (b.cell[i] === UNKNOWN) progress = b.setCell(i, TRACK) || progress;
  });
  return progress;
};

/** Step 5: a track cell with two sides joined closes the others; with two ways left it takes both. */
export const impliedPieceAt: LocalStep = (b, i) => {
  if (!b.holds(i)) return false;
  const tracks = b.tracks[i]!;
  const open = 4 - b.nones[i]!;
  if (tracks !== 2 && open !== 2) return false;
  let progress = false;
  for (let d = 0; d < 4; d++) {
    if (b.side[i * 4 + d] !== UNKNOWN) continue;
    if (tracks === 2) progress = b.setSide(i, d, NONE) || progress;
    else progress = b.setSide(i, d, TRACK) || progress;
  }
  return progress;
};

/** Step 4: a cell with fewer than two ways out holds no track. */
export const deadEndAt: LocalStep = (b, i) => b.cell[i] !== NONE && 4 - b.nones[i]! < 2 && b.setCell(i, NONE);

function eachCellOf(b: Board, line: number, visit: (i: number) => void): void {
  if (line < b.h) for (let c = 0; c < b.w; c++) visit(line * b.w + c);
  else for (let r = 0; r < b.h; r++) visit(r * b.w + line - b.h);
}

/** A local step everywhere: over every line, or every cell. */
const everywhere =
  (step: LocalStep, over: 'lines' | 'cells'): Rule =>
  (b) => {
    let progress = false;
    const n = over === 'lines' ? b.h + b.w : b.cell.length;
    for (let k = 0; k < n; k++) progress = step(b, k) || progress;
    return progress;
  };

export const completedLines = everywhere(completedLineAt, 'lines');
export const trackImplied = everywhere(trackImpliedAt, 'cells');
export const clueImplied = everywhere(clueImpliedAt, 'lines');
export const impliedPiece = everywhere(impliedPieceAt, 'cells');
export const deadEnd = everywhere(deadEndAt, 'cells');

/**
 * Reachability: no track where the entrance cannot reach, nor in a pocket behind a single
 * way in; a single way on to the exit is track. (Beyond the seed's dead ends and beyond
 * Tatham's levels below Hard, so ranked with the hard steps.)
 */
export const reachability: Rule = (b, p) => {
  let progress = false;
  const start = p.entrance.row * p.width + p.entrance.col;
  const goal = p.exit.row * p.width + p.exit.col;
  const open = (i: number, d: number, j: number) => b.side[i * 4 + d] !== NONE && b.cell[j] !== NONE;
  const { bridges, order, size, tin } = findBridges(b, open, [start], (i) => (i === goal ? 1 : 0), (x, y) => x | y);
  for (let i = 0; i < b.cell.length; i++) if (tin[i]! < 0 && b.cell[i] !== NONE) progress = b.setCell(i, NONE) || progress;
  for (const [i, d, j, reachesGoal] of bridges) {
    if (reachesGoal) progress = b.setSide(i, d, TRACK) || progress;
    else {
      // Behind this edge nothing leads on: the track could enter but never leave.
      const first = order.indexOf(j);
      for (const k of order.slice(first, first + size[j]!)) progress = b.setCell(k, NONE) || progress;
    }
  }
  return progress;
};

/**
 * Loop avoidance: never join the two ends of one stretch, nor close the track early.
 * Parts change only when two of them join and open sides only get fewer, so after a sweep
 * that left no side open between the entrance's part and the exit's, nothing is left to
 * find while the board keeps its `joinStamp`.
 */
export const loopAvoid: Rule = (b, p) => {
  const swept = b.memo.get('loop-avoid');
  if (swept !== undefined && swept[0] === b.joinStamp) return false;
  const start = b.part(p.entrance.row * p.width + p.entrance.col);
  const goal = b.part(p.exit.row * p.width + p.exit.col);
  const { w, h } = b;
  let progress = false;
  let closingLeftOpen = false;
  for (let i = 0; i < w * h; i++) {
    const x = b.part(i);
    // The side to the east (d = 1), then the side to the south (d = 2).
    for (let d = 1; d <= 2; d++) {
      if (b.side[i * 4 + d] !== UNKNOWN) continue;
      const j = d === 1 ? (i % w === w - 1 ? -1 : i + 1) : i + w < w * h ? i + w : -1;
      if (j < 0) continue;
      const y = b.part(j);
      const closes = (x === start && y === goal) || (x === goal && y === start);
      if (x === y || (closes && !completes(b, p, start, goal))) progress = b.setSide(i, d, NONE) || progress;
      else if (closes) closingLeftOpen = true;
    }
  }
  if (!closingLeftOpen) b.memo.set('loop-avoid', Int32Array.of(b.joinStamp));
  return progress;
};

/** Whether joining the entrance's part to the exit's would leave no track elsewhere and meet every clue. */
function completes(b: Board, p: TracksPuzzle, start: number, goal: number): boolean {
  for (let i = 0; i < b.cell.length; i++) {
    if (b.holds(i) && b.part(i) !== start && b.part(i) !== goal) return false;
  }
  return linesOf(p).every(({ index, clue }) => clue === null || b.held[index] === clue);
}

/** Whether the board already breaks a rule (the board's setters notice as they go). */
export function contradicts(b: Board): boolean {
  return b.broken;
}
