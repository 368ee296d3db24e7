import { NONE, TRACK, UNKNOWN, type Rule } from './board.js';
import { findBridges } from './bridges.js';

/**
 * Bridge parity: in the graph of still-undecided sides, a side whose removal cuts off a
 * group of cells is the only unknown crossing of that group's boundary. The track starts
 * and ends outside the grid, so it crosses every boundary an even number of times: the
 * side is track exactly when the known crossings (the group's track sides) are odd.
 */
export const bridgeParity: Rule = (b) => {
  const undecided = (i: number, d: number) => b.side[i * 4 + d] === UNKNOWN;
  const cells = Array.from({ length: b.cell.length }, (_, i) => i);
  const { bridges } = findBridges(b, undecided, cells, (i) => b.count(i, TRACK) & 1, (x, y) => x ^ y);
  let progress = false;
  for (const [i, d, , isOdd] of bridges) progress = b.setSide(i, d, isOdd ? TRACK : NONE) || progress;
  return progress;
};
