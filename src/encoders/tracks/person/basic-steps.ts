import type { TracksPuzzle } from '../model.js';
import { holdsTrack, NONE, TRACK, UNKNOWN, linesOf, trackParts, type Board, type Rule } from './board.js';
import { findBridges } from './bridges.js';

const trackCount = (b: Board, cells: readonly number[]) => cells.reduce((n, i) => n + (holdsTrack(b, i) ? 1 : 0), 0);
const openCount = (b: Board, cells: readonly number[]) => cells.reduce((n, i) => n + (b.cell[i] !== NONE ? 1 : 0), 0);

/** Step 1: a row or column with all its track placed has no more. */
export const completedLines: Rule = (b, p) => {
  let progress = false;
  for (const { cells, clue } of linesOf(p)) {
    if (clue === null || trackCount(b, cells) !== clue) continue;
    for (const i of cells) if (b.cell[i] === UNKNOWN && !holdsTrack(b, i)) progress = b.setCell(i, NONE) || progress;
  }
  return progress;
};

/** Step 2: a cell that track points into holds track; a cell without track is crossed nowhere. */
export const trackImplied: Rule = (b) => {
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

/** Step 3: a row or column with just enough open cells for its clue fills them all. */
export const clueImplied: Rule = (b, p) => {
  let progress = false;
  for (const { cells, clue } of linesOf(p)) {
    if (clue === null || openCount(b, cells) !== clue) continue;
    for (const i of cells) if (b.cell[i] === UNKNOWN) progress = b.setCell(i, TRACK) || progress;
  }
  return progress;
};

/** Step 5: a track cell with two sides joined closes the others; with two ways left it takes both. */
export const impliedPiece: Rule = (b) => {
  let progress = false;
  for (let i = 0; i < b.cell.length; i++) {
    if (!holdsTrack(b, i)) continue;
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

/** Step 4: a cell with fewer than two ways out holds no track. */
export const deadEnd: Rule = (b) => {
  let progress = false;
  for (let i = 0; i < b.cell.length; i++) {
    if (b.cell[i] !== NONE && 4 - b.count(i, NONE) < 2) progress = b.setCell(i, NONE) || progress;
  }
  return progress;
};

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

/** Loop avoidance: never join the two ends of one stretch, nor close the track early. */
export const loopAvoid: Rule = (b, p) => {
  const find = trackParts(b);
  const start = find(p.entrance.row * p.width + p.entrance.col);
  const goal = find(p.exit.row * p.width + p.exit.col);
  let progress = false;
  for (let i = 0; i < b.cell.length; i++) {
    for (const d of [1, 2]) {
      const j = b.next(i, d);
      if (j < 0 || b.side[i * 4 + d] !== UNKNOWN) continue;
      const [x, y] = [find(i), find(j)];
      const closes = (x === start && y === goal) || (x === goal && y === start);
      if (x === y || (closes && !completes(b, p, find, start, goal))) progress = b.setSide(i, d, NONE) || progress;
    }
  }
  return progress;
};

function completes(b: Board, p: TracksPuzzle, find: (i: number) => number, start: number, goal: number): boolean {
  for (let i = 0; i < b.cell.length; i++) {
    if (holdsTrack(b, i) && find(i) !== start && find(i) !== goal) return false;
  }
  return linesOf(p).every(({ cells, clue }) => clue === null || trackCount(b, cells) === clue);
}

/** Whether the board already breaks a rule. */
export function contradicts(b: Board, p: TracksPuzzle): boolean {
  if (b.broken) return true;
  for (let i = 0; i < b.cell.length; i++) {
    const tracks = b.count(i, TRACK);
    if (tracks > 2 || (b.cell[i] === TRACK && 4 - b.count(i, NONE) < 2) || (b.cell[i] === NONE && tracks > 0)) return true;
  }
  for (const { cells, clue } of linesOf(p)) {
    if (clue !== null && (trackCount(b, cells) > clue || openCount(b, cells) < clue)) return true;
  }
  trackParts(b);
  return b.broken;
}
