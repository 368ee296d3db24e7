import { describe, expect, it } from 'vitest';
import { Random } from '../../src/encoders/lib/random.js';
import { bestPaths } from '../../src/encoders/schoenbrunn/best.js';
import { enumeratePaths } from '../../src/encoders/schoenbrunn/dfs.js';
import { randomBoard } from '../../src/encoders/schoenbrunn/generate.js';
import { distances, jumpGraph } from '../../src/encoders/schoenbrunn/graph.js';
import { analyseSums } from '../../src/encoders/schoenbrunn/sums.js';
import type { SchoenbrunnPuzzle } from '../../src/encoders/schoenbrunn/model.js';

/** The fewest jumps of a path summing to 0 (expert) or of any path (normal), and every path that takes that many, by DFS. */
function optimaByDfs(puzzle: SchoenbrunnPuzzle): { jumps: number; paths: string[] } {
  const graph = jumpGraph(puzzle);
  let jumps = Infinity;
  let paths: string[] = [];
  enumeratePaths(graph, (path) => {
    if (puzzle.mode === 'expert' && path.reduce((s, v) => s + graph.values[v]!, 0) !== 0) return;
    const j = path.length - 1;
    if (j < jumps) [jumps, paths] = [j, []];
    if (j === jumps) paths.push(JSON.stringify(path.map((v) => [Math.floor(v / graph.width), v % graph.width])));
  });
  return { jumps, paths: paths.sort() };
}

/** The fewest jumps of a walk through the (tile, sum) states: where the guided search starts. */
function lowerBound(puzzle: SchoenbrunnPuzzle): number {
  const graph = jumpGraph(puzzle);
  if (puzzle.mode !== 'expert') return distances(graph, graph.start)[graph.goal]!;
  return analyseSums(graph, 0).minJumps ?? -1;
}

describe('the best path by the search guided by (tile, sum) state distances', () => {
  it('is the optimum depth-first search finds, with every optimal path, on 150 random boards up to 6x6 (both modes)', async () => {
    const random = new Random(99);
    let settled = 0;
    let beyondShortestWalk = 0;
    for (let i = 0; i < 150; i++) {
      const board = randomBoard(4 + random.int(3), 4 + random.int(3), random, 3 + random.int(3));
      const puzzle: SchoenbrunnPuzzle = { ...board, mode: i % 3 === 0 ? 'normal' : 'expert' };
      const expected = optimaByDfs(puzzle);
      const run = await bestPaths(puzzle, 1000, {});
      // Every path returned is an optimal one DFS found, and all of them are there.
      if (expected.jumps === Infinity) {
        expect(run?.solutions ?? [], JSON.stringify(puzzle)).toEqual([]);
        continue;
      }
      expect(run?.value, JSON.stringify(puzzle)).toBe(expected.jumps);
      expect(run!.optimal && run!.complete).toBe(true);
      expect(run!.solutions.map((s) => JSON.stringify(s.path)).sort()).toEqual(expected.paths);
      expect(run!.stats.solves).toBe(0);
      settled++;
      if (expected.jumps > lowerBound(puzzle)) beyondShortestWalk++;
    }
    // The guided search settles them all here; the solver's deepening is compared in differential.test.ts.
    expect(settled).toBeGreaterThan(50);
    expect(beyondShortestWalk).toBeGreaterThan(3);
  });
});
