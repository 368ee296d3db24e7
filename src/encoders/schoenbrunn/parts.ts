import type { Part } from '../family.js';
import { cellKeyOf } from '../lib/grid.js';
import { tileName, type SchoenbrunnSolution } from './model.js';
import { counted } from '../lib/text.js';

/** A jump as a part key: `row,col>row,col`. */
export const jumpKey = (from: readonly number[], to: readonly number[]): string => `${cellKeyOf(from)}>${cellKeyOf(to)}`;

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
      .map((j) => ({ key: jumpKey(j.from, j.to), kind: 'jump', name: `${which}jump ${j.index} ${tileName(j.from)}→${tileName(j.to)}` }));
  const parts = [...only(a, inB, ''), ...only(b, inA, 'other ')];
  if (parts.length === 0 && a.path.length !== b.path.length) {
    parts.push({ key: 'length', kind: 'jump', name: `${counted(a.jumps, 'jump')} against ${b.jumps}` });
  }
  return parts;
}
