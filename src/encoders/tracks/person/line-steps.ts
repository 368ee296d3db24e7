import type { TracksPuzzle } from '../model.js';
import { NONE, TRACK, UNKNOWN, linesOf, type Board, type Line, type Rule } from './board.js';

/** What a cell may hold: no track (mask 0) or one of the six pieces, as a mask of sides N E S W. */
const OPTIONS = [0, 0b0011, 0b0101, 0b1001, 0b0110, 0b1010, 0b1100] as const;

function fits(b: Board, i: number, mask: number): boolean {
  if (mask === 0) return b.cell[i] !== TRACK && b.count(i, TRACK) === 0;
  if (b.cell[i] === NONE) return false;
  for (let d = 0; d < 4; d++) {
    const s = b.side[i * 4 + d];
    if ((mask >> d) & 1 ? s === NONE : s === TRACK) return false;
  }
  return true;
}

/** Counts up to this fit the bit sets below; longer lines are left to the other steps. */
const MAX_COUNTED = 30;

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
  if (target > MAX_COUNTED) return false;
  if (cells.every((i) => b.cell[i] !== UNKNOWN && b.count(i, UNKNOWN) === 0)) return false;
  const n = cells.length;
  const backward = (forward + 2) % 4;
  const flips = parity ? 4 : 1;
  const states = 2 * flips;
  const full = counted ? 2 ** (target + 1) - 1 : 1;
  const flipOf = (mask: number) => (parity ? ((mask >> across[0]) & 1) * 2 + ((mask >> across[1]) & 1) : 0);
  const grow = (counts: number, mask: number) => (counted && mask ? (counts << 1) & full : counts);
  const shrink = (counts: number, mask: number) => (counted && mask ? counts >>> 1 : counts);
  /** The state before and after a cell holding `mask`. */
  const before = (mask: number, flip: number) => ((mask >> backward) & 1) * flips + flip;
  const after = (mask: number, flip: number) => ((mask >> forward) & 1) * flips + (flip ^ flipOf(mask));

  const allowed: number[][] = cells.map((i) => OPTIONS.filter((m) => fits(b, i, m)));
  const ahead = new Int32Array((n + 1) * states);
  ahead[(b.side[cells[0]! * 4 + backward] === TRACK ? 1 : 0) * flips] = 1;
  for (let j = 0; j < n; j++) {
    for (const m of allowed[j]!) {
      for (let flip = 0; flip < flips; flip++) {
        ahead[(j + 1) * states + after(m, flip)]! |= grow(ahead[j * states + before(m, flip)]!, m);
      }
    }
  }
  const behind = new Int32Array((n + 1) * states);
  const endFlip = parity ? line.crossingParity[0] * 2 + line.crossingParity[1] : 0;
  behind[n * states + (b.side[cells[n - 1]! * 4 + forward] === TRACK ? 1 : 0) * flips + endFlip] = counted ? 2 ** target : 1;
  const supported: number[][] = cells.map(() => []);
  for (let j = n - 1; j >= 0; j--) {
    for (const m of allowed[j]!) {
      let used = false;
      for (let flip = 0; flip < flips; flip++) {
        const next = behind[(j + 1) * states + after(m, flip)]!;
        const s = j * states + before(m, flip);
        behind[s]! |= shrink(next, m);
        used ||= (grow(ahead[s]!, m) & next) !== 0;
      }
      if (used) supported[j]!.push(m);
    }
  }

  let progress = false;
  for (let j = 0; j < n; j++) {
    const options = supported[j]!;
    const i = cells[j]!;
    if (options.length === 0) {
      b.broken = true;
      return true;
    }
    const anyMask = options.reduce((x, m) => x | m, 0);
    const allMask = options.reduce((x, m) => x & m, 0b1111);
    const empty = options.includes(0);
    if (b.cell[i] === UNKNOWN && (!empty || options.length === 1)) progress = b.setCell(i, empty ? NONE : TRACK) || progress;
    for (let d = 0; d < 4; d++) {
      if (b.side[i * 4 + d] !== UNKNOWN) continue;
      if ((allMask >> d) & 1) progress = b.setSide(i, d, TRACK) || progress;
      else if (!((anyMask >> d) & 1)) progress = b.setSide(i, d, NONE) || progress;
    }
  }
  return progress;
}

const settleLines = (parity: boolean): Rule => (b: Board, p: TracksPuzzle) => {
  let progress = false;
  for (const line of linesOf(p)) {
    if (!parity && line.clue === null) continue;
    progress = settleLine(b, line, parity) || progress;
    if (b.broken) return true;
  }
  return progress;
};

/** Line reasoning: the ways a row or column can still meet its clue, cell by cell. */
export const lineCounting = settleLines(false);

/** Crossing parity: the track crosses each cut between rows (columns) an even or odd number of times. */
export const lineParity = settleLines(true);
