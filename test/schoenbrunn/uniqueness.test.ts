import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/answer.js';
import { Random } from '../../src/encoders/lib/random.js';
import { enumeratePaths } from '../../src/encoders/schoenbrunn/dfs.js';
import { randomBoard } from '../../src/encoders/schoenbrunn/generate.js';
import { jumpGraph, tileOf } from '../../src/encoders/schoenbrunn/graph.js';
import { schoenbrunn } from '../../src/encoders/schoenbrunn/index.js';
import { solutionOf, type SchoenbrunnPuzzle, type SchoenbrunnSolution } from '../../src/encoders/schoenbrunn/model.js';
import { schoenbrunnUniqueness } from '../../src/encoders/schoenbrunn/uniqueness.js';
import { verifySchoenbrunn } from '../../src/encoders/schoenbrunn/verify.js';
import { instances } from '../helpers/depth.js';

/** The solutions by the seed-style depth-first enumerator, filtered by the verifier: how many, and the first few. */
function bruteForce(puzzle: SchoenbrunnPuzzle): { count: number; first: SchoenbrunnSolution[] } {
  const graph = jumpGraph(puzzle);
  const expert = puzzle.mode === 'expert';
  const first: SchoenbrunnSolution[] = [];
  let count = 0;
  enumeratePaths(graph, (path) => {
    if (!expert && first.length >= 3) return void count++;
    const solution = solutionOf(puzzle, path.map((v) => tileOf(graph, v)));
    if (verifySchoenbrunn(puzzle, solution).length > 0) return;
    count++;
    if (first.length < 3) first.push(solution);
  });
  return { count, first };
}
const key = (s: SchoenbrunnSolution) => JSON.stringify(s.path);
const verdictOf = (n: number) => (n === 0 ? 'none' : n === 1 ? 'unique' : 'multiple');

describe('schoenbrunn uniqueness by counting', () => {
  it(`gives the verdict and the paths depth-first search gives, on ${instances(240)} random boards of both modes (seeded)`, async () => {
    const random = new Random(20261125);
    const seen = new Map<string, number>();
    let settled = 0;
    for (let i = 0; i < instances(240); i++) {
      const [h, w] = [3 + random.int(4), 3 + random.int(4)];
      const puzzle: SchoenbrunnPuzzle = { ...randomBoard(h, w, random, 3), mode: i % 2 === 0 ? 'expert' : 'normal' };
      const expected = bruteForce(puzzle);
      const verdict = verdictOf(expected.count);
      seen.set(verdict, (seen.get(verdict) ?? 0) + 1);
      const run = await schoenbrunnUniqueness(puzzle, {});
      if (run !== undefined) {
        settled++;
        expect(verdictOf(run.solutions.length), JSON.stringify(puzzle)).toBe(verdict);
        expect(run.complete).toBe(expected.count <= 1);
        for (const s of run.solutions) expect(verifySchoenbrunn(puzzle, s)).toEqual([]);
        if (expected.count === 1) expect(run.solutions.map(key)).toEqual(expected.first.map(key));
        if (run.solutions.length === 2) expect(key(run.solutions[0]!)).not.toBe(key(run.solutions[1]!));
      }
      const answer = await answerPuzzle(schoenbrunn, puzzle, { limit: 2, engine: {} });
      expect(answer.verdict, JSON.stringify(puzzle)).toBe(verdict);
    }
    for (const verdict of ['none', 'unique', 'multiple']) expect(seen.get(verdict) ?? 0, verdict).toBeGreaterThan(instances(240) / 40);
    expect(settled).toBeGreaterThan(instances(240) * 0.9);
  });

  it('leaves boards whose tiles may be revisited to enumeration', async () => {
    expect(await schoenbrunnUniqueness({ ...randomBoard(4, 4, new Random(1), 3), revisit: true }, {})).toBeUndefined();
  });
});
