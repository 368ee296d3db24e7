import { describe, expect, it } from 'vitest';
import { Random } from '../../src/encoders/lib/random.js';
import { enumeratePaths } from '../../src/encoders/schoenbrunn/dfs.js';
import { randomBoard } from '../../src/encoders/schoenbrunn/generate.js';
import { jumpGraph } from '../../src/encoders/schoenbrunn/graph.js';
import type { SchoenbrunnPuzzle } from '../../src/encoders/schoenbrunn/model.js';
import { nearestSum } from '../../src/encoders/schoenbrunn/nearest.js';

/** The seed's answer when no path reaches the target: the least |sum - target|, then the fewest jumps (then the lower sum). */
function nearestByDfs(puzzle: SchoenbrunnPuzzle, target: number): { sum: number; jumps: number } | undefined {
  const graph = jumpGraph(puzzle);
  let best: { sum: number; jumps: number } | undefined;
  enumeratePaths(graph, (path) => {
    const sum = path.reduce((s, v) => s + graph.values[v]!, 0);
    const jumps = path.length - 1;
    const key = (x: { sum: number; jumps: number }) => [Math.abs(x.sum - target), x.jumps, x.sum];
    const [a, b] = [key({ sum, jumps }), best && key(best)];
    if (!b || a[0]! < b[0]! || (a[0] === b[0] && (a[1]! < b[1]! || (a[1] === b[1] && a[2]! < b[2]!)))) best = { sum, jumps };
  });
  return best;
}

describe('the nearest sum when no path reaches the target', () => {
  it('is what depth-first search finds, on random boards up to 6x6 with targets no path reaches', async () => {
    const random = new Random(31);
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      const board = randomBoard(3 + random.int(4), 3 + random.int(4), random, 3);
      const target = random.int(21) - 10;
      const puzzle: SchoenbrunnPuzzle = { ...board, target };
      const expected = nearestByDfs(puzzle, target);
      if (!expected || expected.sum === target) continue;
      const remark = await nearestSum(puzzle, {});
      expect(remark?.data, JSON.stringify(puzzle)).toMatchObject(expected);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
