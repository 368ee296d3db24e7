import type { Cell, Part } from '../family.js';
import { cellKeyOf } from '../lib/grid.js';
import { tileName, type SchoenbrunnSolution } from './model.js';
import { counted } from '../lib/text.js';

const toCell = (tile: readonly number[]): Cell => [tile[0]!, tile[1]!];

/** A jump as a part key: `row,col>row,col`. */
export const jumpKey = (from: readonly number[], to: readonly number[]): string => `${cellKeyOf(from)}>${cellKeyOf(to)}`;

/** The jumps among the parts (read from their tiles), by `jumpKey`: what a drawing marks. */
export function markedJumps(parts: readonly Part[] | undefined): Set<string> {
  return new Set((parts ?? []).filter((p) => p.kind === 'jump' && p.cells?.length === 2).map((p) => jumpKey(p.cells![0]!, p.cells![1]!)));
}

/**
 * Jumps one path makes and the other does not, named by their place in the path they
 * belong to: "jump 3 (4,1)→(2,1)". Empty exactly when the two paths are equal (a path is
 * fixed by its set of jumps: each tile is left at most once).
 */
export function jumpDifferences(a: SchoenbrunnSolution, b: SchoenbrunnSolution): Part[] {
  const jumpsOf = (s: SchoenbrunnSolution) => s.path.slice(1).map((to, i) => ({ index: i + 1, from: s.path[i]!, to }));
  const keys = (s: SchoenbrunnSolution) => new Set(jumpsOf(s).map((j) => jumpKey(j.from, j.to)));
  const [inA, inB] = [keys(a), keys(b)];
  const only = (s: SchoenbrunnSolution, other: Set<string>, which: string) =>
    jumpsOf(s)
      .filter((j) => !other.has(jumpKey(j.from, j.to)))
      .map((j): Part => ({ key: jumpKey(j.from, j.to), kind: 'jump', name: `${which}jump ${j.index} ${tileName(j.from)}→${tileName(j.to)}`, cells: [toCell(j.from), toCell(j.to)] }));
  const parts = [...only(a, inB, ''), ...only(b, inA, 'other ')];
  if (parts.length === 0 && a.path.length !== b.path.length) {
    parts.push({ key: 'length', kind: 'jump', name: `${counted(a.jumps, 'jump')} against ${b.jumps}` });
  }
  return parts;
}
