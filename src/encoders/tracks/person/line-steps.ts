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
  const n = cells.length;
  const backward = (forward + 2) % 4;
  const target = line.clue ?? 0;
  const counts = line.clue === null ? 1 : target + 1;
  const states = counts * 8;
  const stateOf = (k: number, e: number, pa: number, pb: number) => ((k * 2 + e) * 2 + pa) * 2 + pb;
  const startE = b.side[cells[0]! * 4 + backward] === TRACK ? 1 : 0;
  const endE = b.side[cells[n - 1]! * 4 + forward] === TRACK ? 1 : 0;
  const [wantA, wantB] = parity ? line.crossingParity : [0, 0];

  const allowed: number[][] = cells.map((i) => OPTIONS.filter((m) => fits(b, i, m)));
  /** The state after `mask` from state `s`, or -1 when the mask cannot follow. */
  const step = (s: number, mask: number): number => {
    const pb = s & 1;
    const pa = (s >> 1) & 1;
    const e = (s >> 2) & 1;
    const k = s >> 3;
    if (((mask >> backward) & 1) !== e) return -1;
    const k2 = line.clue === null ? 0 : k + (mask ? 1 : 0);
    if (k2 > target) return -1;
    const a = parity ? (mask >> across[0]) & 1 : 0;
    const c = parity ? (mask >> across[1]) & 1 : 0;
    return stateOf(k2, (mask >> forward) & 1, pa ^ a, pb ^ c);
  };

  const ahead = new Uint8Array((n + 1) * states);
  ahead[stateOf(0, startE, 0, 0)] = 1;
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
  for (let s = 0; s < states; s++) {
    const ok = (s >> 3) === (line.clue === null ? 0 : target) && ((s >> 2) & 1) === endE && ((s >> 1) & 1) === wantA && (s & 1) === wantB;
    if (ok) behind[n * states + s] = 1;
  }
  for (let j = n - 1; j >= 0; j--) {
    for (let s = 0; s < states; s++) {
      for (const m of allowed[j]!) {
        const t = step(s, m);
        if (t >= 0 && behind[(j + 1) * states + t]) {
          behind[j * states + s] = 1;
          break;
        }
      }
    }
  }

  let progress = false;
  for (let j = 0; j < n; j++) {
    let anyMask = 0;
    let allMask = 0b1111;
    let empty = false;
    let piece = false;
    for (const m of allowed[j]!) {
      let supported = false;
      for (let s = 0; s < states && !supported; s++) {
        if (!ahead[j * states + s]) continue;
        const t = step(s, m);
        supported = t >= 0 && behind[(j + 1) * states + t] === 1;
      }
      if (!supported) continue;
      anyMask |= m;
      allMask &= m;
      if (m) piece = true;
      else empty = true;
    }
    const i = cells[j]!;
    if (!empty && !piece) {
      b.broken = true;
      return true;
    }
    if (b.cell[i] === UNKNOWN && empty !== piece) progress = b.setCell(i, piece ? TRACK : NONE) || progress;
    for (let d = 0; d < 4; d++) {
      if (b.side[i * 4 + d] !== UNKNOWN) continue;
      if (!empty && (allMask >> d) & 1) progress = b.setSide(i, d, TRACK) || progress;
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
