import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { railwayGraph, stepsOf } from '../../src/encoders/railway/graph.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { schemaOf } from '../../src/schemas.js';
import { shortestRoute } from '../../src/encoders/railway/shortest.js';
import { solutionOf } from '../../src/encoders/railway/solution.js';
import { classMaze } from '../helpers/corpus-maze.js';

// The family on graphs the picture tracer made: the boundary accepts them, and the answer holds.
describe('railway family on traced pictures', () => {
  const schema = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }).compile(schemaOf(railway));
  it('accepts traced synthetic mazes, finds a verified route, and --best is within rounding of the exact Dijkstra length', async () => {
    for (const seed of [11, 12, 13]) {
      const maze = await classMaze('clean', seed);
      const read = await railwayPicture.parse(new Uint8Array(maze.bytes), { start: [...maze.start], finish: [...maze.finish] }, `clean-${seed}.png`);
      if (!read.ok) throw new Error(read.issues.map((i) => i.message).join('; '));
      const puzzle: RailwayPuzzle = read.value;
      expect(schema(puzzle), JSON.stringify(schema.errors)).toBe(true);
      expect(railway.validate(puzzle)).toEqual([]);
      const graph = railwayGraph(puzzle);
      const shortest = shortestRoute(graph);
      expect(shortest?.simple).toBe(true);
      const route = solutionOf(puzzle, stepsOf(graph, shortest!.states));
      expect(railway.verify(puzzle, route)).toEqual([]);
      const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, puzzle, { limit: 2, engine: {}, best: true });
      expect(answer.solutions.length).toBeGreaterThan(0);
      // The optimum in whole pixels per segment is within the rounding of Dijkstra's exact length.
      expect(Math.abs(answer.best!.value - shortest!.length)).toBeLessThanOrEqual(0.5 * route.segments.length);
      expect(railway.best!.measure(puzzle, answer.solutions[0]!)).toBe(answer.best!.value);
      // The picture is drawn underneath from the file it was traced from (test/railway/underlay.test.ts)
      expect(puzzle.source?.['file']).toBe(`clean-${seed}.png`);
    }
  });
});
