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

/**
 * Every way to fill one line that agrees with the board, its clue and (with `parity`) the
 * parity of the crossings through both of its long sides, by dynamic programming along the
 * line; a cell or side that is the same in every way is settled.
 */
function settleLine(b: Board, line: Line, parity: boolean): boolean {
  const { cells, forward, across } = line;
  if (cells.every((i) => b.cell[i] !== UNKNOWN && b.count(i, UNKNOWN) === 0)) return false;
  const n = cells.length;
  const backward = (forward + 2) % 4;
  const target = line.clue ?? 0;
  const counted = line.clue !== null;
  // A state: track cells so far, whether the track runs on into the next cell, and (with
  // parity) the parities of the crossings through both long sides so far.
  const flips = parity ? 4 : 1;
  const states = (target + 1) * 2 * flips;
  const stateOf = (k: number, on: number, flip: number) => (k * 2 + on) * flips + flip;
  const startOn = b.side[cells[0]! * 4 + backward] === TRACK ? 1 : 0;
  const endOn = b.side[cells[n - 1]! * 4 + forward] === TRACK ? 1 : 0;
  const endFlip = parity ? line.crossingParity[0] * 2 + line.crossingParity[1] : 0;
  const flipOf = (mask: number) => (parity ? ((mask >> across[0]) & 1) * 2 + ((mask >> across[1]) & 1) : 0);

  const allowed: number[][] = cells.map((i) => OPTIONS.filter((m) => fits(b, i, m)));
  /** The state after `mask` from state `s`, or -1 when the mask cannot follow. */
  const step = (s: number, mask: number): number => {
    const flip = s % flips;
    const on = Math.floor(s / flips) % 2;
    const k = Math.floor(s / flips / 2);
    if (((mask >> backward) & 1) !== on) return -1;
    const k2 = counted && mask ? k + 1 : k;
    if (k2 > target) return -1;
    return stateOf(k2, (mask >> forward) & 1, flip ^ flipOf(mask));
  };

  const ahead = new Uint8Array((n + 1) * states);
  ahead[stateOf(0, startOn, 0)] = 1;
  for (let j = 0; j < n; j++) {
    for (let s = 0; s < states; s++) {
      if (!ahead[j * states + s]) continue;
      for (const m of allowed[j]!) {
        const t = step(s, m);
        if (t >= 0) ahead[(j + 1) * states + t] = 1;
      }
    }
  }
  const behind = new Uint8Array((n + 1) * states);
  behind[n * states + stateOf(counted ? target : 0, endOn, endFlip)] = 1;
  const supported = cells.map(() => new Set<number>());
  for (let j = n - 1; j >= 0; j--) {
    for (let s = 0; s < states; s++) {
      for (const m of allowed[j]!) {
        const t = step(s, m);
        if (t < 0 || !behind[(j + 1) * states + t]) continue;
        behind[j * states + s] = 1;
        if (ahead[j * states + s]) supported[j]!.add(m);
      }
    }
  }

  let progress = false;
  for (let j = 0; j < n; j++) {
    const options = [...supported[j]!];
    const i = cells[j]!;
    if (options.length === 0) {
      b.broken = true;
      return true;
    }
    const anyMask = options.reduce((x, m) => x | m, 0);
    const allMask = options.reduce((x, m) => x & m, 0b1111);
    const empty = options.includes(0);
    if (b.cell[i] === UNKNOWN && (empty ? options.length === 1 : true)) progress = b.setCell(i, empty ? NONE : TRACK) || progress;
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
