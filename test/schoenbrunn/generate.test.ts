import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/answer.js';
import { Random } from '../../src/encoders/lib/random.js';
import { bestPaths } from '../../src/encoders/schoenbrunn/best.js';
import { enumeratePaths } from '../../src/encoders/schoenbrunn/dfs.js';
import { randomBoard, schoenbrunnGenerator } from '../../src/encoders/schoenbrunn/generate.js';
import { jumpGraph } from '../../src/encoders/schoenbrunn/graph.js';
import { schoenbrunn } from '../../src/encoders/schoenbrunn/index.js';
import type { SchoenbrunnPuzzle } from '../../src/encoders/schoenbrunn/model.js';
import { plantPath } from '../../src/encoders/schoenbrunn/plant.js';
import { validateSchoenbrunn } from '../../src/encoders/schoenbrunn/validate.js';

const make = (size: number, seed: number, more: Record<string, number> = {}) =>
  schoenbrunnGenerator.generate({ options: { size: { width: size, height: size }, rounds: 120, ...more }, seed, engine: {} });

/** Zero-sum paths by jumps, by the seed-style depth-first enumerator. */
function zeroSumByJumps(puzzle: SchoenbrunnPuzzle): Map<number, number> {
  const graph = jumpGraph(puzzle);
  const byJumps = new Map<number, number>();
  enumeratePaths(graph, (path) => {
    if (path.reduce((s, v) => s + graph.values[v]!, 0) === 0) byJumps.set(path.length - 1, (byJumps.get(path.length - 1) ?? 0) + 1);
  });
  return byJumps;
}

describe('schoenbrunn generator', () => {
  it('gives the same board for the same seed, with progress, and its best expert path is unique by depth-first search', async () => {
    const progress: number[] = [];
    const first = await schoenbrunnGenerator.generate({ options: { size: { width: 5, height: 5 }, rounds: 120 }, seed: 4, engine: {}, onProgress: (f) => progress.push(f) });
    expect(first).toEqual(await make(5, 4));
    expect(progress.at(-1)).toBe(1);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(validateSchoenbrunn(first.value)).toEqual([]);
    const byJumps = zeroSumByJumps(first.value);
    const fewest = Math.min(...byJumps.keys());
    expect(byJumps.get(fewest)).toBe(1);
    expect(fewest).toBe(10); // two fifths of 25 tiles
    expect(first.value.source).toContain(`takes ${fewest} jumps`);
  });

  it('makes 7x7 boards whose unique best path the solver alone confirms, and larger ones with the --jumps asked for', async () => {
    for (const seed of [1, 2, 3]) {
      const made = await make(7, seed);
      expect(made.ok).toBe(true);
      if (!made.ok) continue;
      const byJumps = zeroSumByJumps(made.value);
      const fewest = Math.min(...byJumps.keys());
      expect(byJumps.get(fewest), `seed ${seed}`).toBe(1);
      const solver = await bestPaths(made.value, 2, {}, { guidedSteps: 0 });
      expect(solver).toMatchObject({ value: fewest, optimal: true, complete: true });
      expect(solver!.solutions).toHaveLength(1);
    }
    const large = await make(12, 5, { jumps: 79, rounds: 40 });
    expect(large.ok).toBe(true);
    if (!large.ok) return;
    const answer = await answerPuzzle(schoenbrunn, large.value, { limit: 2, engine: {}, best: true });
    expect(answer.verdict).toBe('unique');
    expect(answer.best).toEqual({ name: 'jumps', value: 79, optimal: true });
  });

  it('gives different boards for different seeds', async () => {
    const [a, b] = [await make(5, 1), await make(5, 2)];
    expect(a.ok && b.ok && JSON.stringify(a.value.grid) !== JSON.stringify(b.value.grid)).toBe(true);
  });
});

describe('a planted path', () => {
  it('sums to 0 and is the only shortest walk to the goal (depth-first search over 300 plantings)', () => {
    const random = new Random(11);
    let planted = 0;
    for (let i = 0; i < 300; i++) {
      const [h, w] = [3 + random.int(4), 3 + random.int(4)];
      const board = randomBoard(h, w, random);
      const plant = plantPath(board, 1 + random.int(Math.floor((h * w) / 2)), random);
      if (!plant) continue;
      planted++;
      const puzzle: SchoenbrunnPuzzle = { ...board, grid: plant.grid, start: plant.start, mode: 'normal' };
      const graph = jumpGraph(puzzle);
      const lengths: number[] = [];
      let sum = NaN;
      enumeratePaths(graph, (path) => {
        lengths.push(path.length - 1);
        if (path.length === plant.planted.size) sum = path.reduce((s, v) => s + graph.values[v]!, 0);
      });
      const fewest = Math.min(...lengths);
      expect(fewest).toBe(plant.planted.size - 1);
      expect(lengths.filter((l) => l === fewest)).toHaveLength(1);
      expect(sum).toBe(0);
    }
    expect(planted).toBeGreaterThan(100);
  });
});
