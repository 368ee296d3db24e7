import type { NumberlinkSolution } from './model.js';

/**
 * Path colours for pictures: ten hues far apart, each dark enough for a white label, none of
 * them the red that marks where two solutions differ.
 */
export const PATH_COLOURS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#a6a600', '#393b79', '#636363'] as const;

/** Which labels lie side by side (`touching`), and which close by (`near`): two cells apart, or diagonal. */
export interface Neighbours {
  readonly touching: Map<string, Set<string>>;
  readonly near: Map<string, Set<string>>;
}

function link(relation: Map<string, Set<string>>, a: string, b: string): void {
  if (a === '' || b === '' || a === b) return;
  relation.get(a)?.add(b);
  relation.get(b)?.add(a);
}

/**
 * Which labels lie side by side and close by, in any of the solutions (paths in cells next
 * to each other; two apart or diagonal), or without one, endpoints within two steps (close by).
 */
export function neighboursOf(labels: readonly string[], given: readonly (readonly string[])[], solutions: readonly NumberlinkSolution[]): Neighbours {
  const fresh = () => new Map(labels.map((l) => [l, new Set<string>()]));
  const [touching, near] = [fresh(), fresh()];
  const at = (grid: readonly (readonly string[])[], r: number, c: number) => grid[r]?.[c] ?? '';
  for (const { grid } of solutions) {
    grid.forEach((row, r) =>
      row.forEach((label, c) => {
        link(touching, label, at(grid, r, c + 1));
        link(touching, label, at(grid, r + 1, c));
        for (const [dr, dc] of [[0, 2], [2, 0], [1, 1], [1, -1]] as const) link(near, label, at(grid, r + dr, c + dc));
      }),
    );
  }
  if (solutions.length === 0) {
    const ends = given.flatMap((row, r) => row.flatMap((label, c) => (label === '' ? [] : [{ label, r, c }])));
    for (const a of ends) for (const b of ends) if (Math.abs(a.r - b.r) + Math.abs(a.c - b.c) <= 2) link(near, a.label, b.label);
  }
  return { touching, near };
}

/**
 * A colour (an index below `size`) for each label. Up to `size` labels each get their own.
 * More share, but never with a label side by side while colours allow: labels are coloured
 * in smallest-last order of the side-by-side relation (each taken off with the fewest such
 * neighbours left, coloured in reverse), which needs at most one colour more than the most
 * neighbours any label has among those coloured before it: at most 6 on the paths of one
 * drawing (side-by-side paths form a planar graph), at most 12 for two drawings together.
 * Among the colours left it takes one no label close by has, and the least used.
 */
export function labelColours(labels: readonly string[], neighbours: Neighbours, size: number): Map<string, number> {
  if (labels.length <= size) return new Map(labels.map((l, i) => [l, i]));
  const { touching, near } = neighbours;
  const left = new Map(labels.map((l) => [l, new Set(touching.get(l) ?? [])]));
  const removed: string[] = [];
  while (left.size > 0) {
    // The first label (in label order) with the fewest neighbours left.
    let pick = '';
    let fewest = Infinity;
    for (const [label, next] of left) if (next.size < fewest) [pick, fewest] = [label, next.size];
    removed.push(pick);
    for (const other of left.get(pick)!) left.get(other)?.delete(pick);
    left.delete(pick);
  }
  const colour = new Map<string, number>();
  const used = new Array<number>(size).fill(0);
  const coloursOf = (labels: Set<string> | undefined) => new Set([...(labels ?? [])].map((n) => colour.get(n)).filter((c) => c !== undefined));
  for (const label of removed.reverse()) {
    const [hard, soft] = [coloursOf(touching.get(label)), coloursOf(near.get(label))];
    const all = used.map((count, c) => ({ count, c }));
    const free = all.filter(({ c }) => !hard.has(c));
    const clear = free.filter(({ c }) => !soft.has(c));
    const choice = (clear.length > 0 ? clear : free.length > 0 ? free : all).reduce((a, b) => (b.count < a.count ? b : a));
    colour.set(label, choice.c);
    used[choice.c]!++;
  }
  return colour;
}
