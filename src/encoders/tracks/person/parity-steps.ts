import { NONE, TRACK, UNKNOWN, type Rule } from './board.js';

/**
 * Bridge parity: in the graph of still-undecided sides, a side whose removal cuts off a
 * group of cells is the only unknown crossing of that group's boundary. The track starts
 * and ends outside the grid, so it crosses every boundary an even number of times: the
 * side is track exactly when the known crossings (the group's track sides) are odd.
 */
export const bridgeParity: Rule = (b) => {
  const n = b.cell.length;
  const tin = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const odd = new Uint8Array(n);
  const settled: [number, number, number][] = [];
  let clock = 0;
  const visit = (i: number, parentSide: number) => {
    tin[i] = low[i] = clock++;
    odd[i] = b.count(i, TRACK) & 1;
    for (let d = 0; d < 4; d++) {
      if (d === parentSide || b.side[i * 4 + d] !== UNKNOWN) continue;
      const j = b.next(i, d);
      if (j < 0) continue;
      if (tin[j]! >= 0) low[i] = Math.min(low[i]!, tin[j]!);
      else {
        visit(j, (d + 2) % 4);
        low[i] = Math.min(low[i]!, low[j]!);
        odd[i]! ^= odd[j]!;
        if (low[j]! > tin[i]!) settled.push([i, d, odd[j]!]);
      }
    }
  };
  for (let i = 0; i < n; i++) if (tin[i]! < 0) visit(i, -1);
  let progress = false;
  for (const [i, d, isOdd] of settled) progress = b.setSide(i, d, isOdd ? TRACK : NONE) || progress;
  return progress;
};
