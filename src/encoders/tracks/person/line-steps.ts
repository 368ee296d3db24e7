import type { TracksPuzzle } from '../model.js';
import { NONE, TRACK, UNKNOWN, type Board, type Rule } from './board.js';
import { eachChangedLine, type Line } from './lines.js';

/** What a cell may hold: no track (mask 0) or one of the six pieces, as a mask of sides N E S W. */
const OPTIONS = [0, 0b0011, 0b0101, 0b1001, 0b0110, 0b1010, 0b1100] as const;

/** Whether a cell may take `mask` on this board. */
function fits(b: Board, i: number, mask: number): boolean {
  if (mask === 0) return b.cell[i] !== TRACK && b.tracks[i] === 0;
  if (b.cell[i] === NONE) return false;
  for (let d = 0; d < 4; d++) {
    const s = b.side[i * 4 + d];
    if ((mask >> d) & 1 ? s === NONE : s === TRACK) return false;
  }
  return true;
}

/** Counts up to this fit the bit sets below; longer lines are left to the other steps. */
const MAX_COUNTED = 30;

/** Whether every cell of the line and all its sides are decided. */
function settled(b: Board, cells: readonly number[]): boolean {
  for (let j = 0; j < cells.length; j++) {
    const i = cells[j]!;
    if (b.cell[i] === UNKNOWN || b.tracks[i]! + b.nones[i]! < 4) return false;
  }
  return true;
}

/**
 * Every way to fill one line that agrees with the board, its clue and (with `parity`) the
 * parity of the crossings through both of its long sides, by dynamic programming along the
 * line; a cell or side that is the same in every way is settled. A state is whether the
 * track runs on into the next cell and the crossing parities so far; per state, a bit set
 * of the track counts so far.
 */
function settleLine(b: Board, line: Line, parity: boolean): boolean {
  const { cells, forward, across } = line;
  const counted = line.clue !== null;
  const target = line.clue ?? 0;
  if (target > MAX_COUNTED || settled(b, cells)) return false;
  const n = cells.length;
  const backward = (forward + 2) % 4;
  const flips = parity ? 4 : 1;
  const states = 2 * flips;
  const full = counted ? 2 ** (target + 1) - 1 : 1;
  // Per cell, the masks it may take (up to 7, in `allowed[j * 7 ..]`); per mask, the state
  // it needs before, the one it leaves after, the crossings it flips, whether it counts.
  const allowed = new Int8Array(n * 7);
  const options = new Int8Array(n);
  for (let j = 0; j < n; j++) {
    for (const m of OPTIONS) if (fits(b, cells[j]!, m)) allowed[j * 7 + options[j]!++] = m;
  }
  const into = (m: number) => ((m >> backward) & 1) * flips;
  const out = (m: number) => ((m >> forward) & 1) * flips;
  const flipOf = (m: number) => (parity ? ((m >> across[0]) & 1) * 2 + ((m >> across[1]) & 1) : 0);

  const ahead = new Int32Array((n + 1) * states);
  ahead[(b.side[cells[0]! * 4 + backward] === TRACK ? 1 : 0) * flips] = 1;
  for (let j = 0; j < n; j++) {
    for (let k = 0; k < options[j]!; k++) {
      const m = allowed[j * 7 + k]!;
      const from = j * states + into(m);
      const to = (j + 1) * states + out(m);
      const flip = flipOf(m);
      const grows = counted && m !== 0;
      for (let f = 0; f < flips; f++) {
        const counts = ahead[from + f]!;
        ahead[to + (f ^ flip)]! |= grows ? (counts << 1) & full : counts;
      }
    }
  }
  const behind = new Int32Array((n + 1) * states);
  const endFlip = parity ? line.crossingParity[0] * 2 + line.crossingParity[1] : 0;
  behind[n * states + (b.side[cells[n - 1]! * 4 + forward] === TRACK ? 1 : 0) * flips + endFlip] = counted ? 2 ** target : 1;
  let progress = false;
  for (let j = n - 1; j >= 0; j--) {
    // The masks some way through the whole line uses here: sides they all share, sides none has.
    let anyMask = 0;
    let allMask = 0b1111;
    let supported = 0;
    let empty = false;
    for (let k = 0; k < options[j]!; k++) {
      const m = allowed[j * 7 + k]!;
      const from = j * states + into(m);
      const to = (j + 1) * states + out(m);
      const flip = flipOf(m);
      const grows = counted && m !== 0;
      let used = false;
      for (let f = 0; f < flips; f++) {
        const next = behind[to + (f ^ flip)]!;
        behind[from + f]! |= grows ? next >>> 1 : next;
        if (((grows ? (ahead[from + f]! << 1) & full : ahead[from + f]!) & next) !== 0) used = true;
      }
      if (!used) continue;
      supported++;
      anyMask |= m;
      allMask &= m;
      if (m === 0) empty = true;
    }
    if (supported === 0) {
      b.broken = true;
      return true;
    }
    const i = cells[j]!;
    if (b.cell[i] === UNKNOWN && (!empty || supported === 1)) progress = b.setCell(i, empty ? NONE : TRACK) || progress;
    for (let d = 0; d < 4; d++) {
      if (b.side[i * 4 + d] !== UNKNOWN) continue;
      if ((allMask >> d) & 1) progress = b.setSide(i, d, TRACK) || progress;
      else if (!((anyMask >> d) & 1)) progress = b.setSide(i, d, NONE) || progress;
    }
  }
  return progress;
}

const settleLines = (parity: boolean): Rule => (b: Board, p: TracksPuzzle) =>
  eachChangedLine(b, p, parity ? 'crossing-parity' : 'line-counting', (line) => (parity || line.clue !== null) && settleLine(b, line, parity));

/** Line reasoning: the ways a row or column can still meet its clue, cell by cell. */
export const lineCounting = settleLines(false);

/** Crossing parity: the track crosses each cut between rows (columns) an even or odd number of times. */
export const lineParity = settleLines(true);
