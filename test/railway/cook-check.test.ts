import { describe, expect, it } from 'vitest';
import { Random } from '../../src/encoders/lib/random.js';
import { deletionCooks } from '../../src/encoders/railway/cook-check.js';
import { encodeRailway } from '../../src/encoders/railway/encode.js';
import { railwayGraph, stepsOf } from '../../src/encoders/railway/graph.js';
import type { RailwayPuzzle } from '../../src/encoders/railway/model.js';
import { shortestRoute } from '../../src/encoders/railway/shortest.js';
import { verifyRailway } from '../../src/encoders/railway/verify.js';
import { enumerate } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';
import { samplesOf } from '../helpers/samples.js';
import { randomMaze, trackKey } from './brute.js';
import { instances } from '../helpers/depth.js';

describe.each(backends)("the seed's cook check (delete a segment of the route, search again) on %s", (backend) => {
  it(`agrees with SAT enumeration on ${instances(80)} random mazes: a deletion cook means several tracks, a unique track means none`, async () => {
    const random = new Random(16_003);
    let unique = 0;
    let cooked = 0;
    let missed = 0;
    for (let i = 0; i < instances(80); i++) {
      const { waypoints: _, ...puzzle } = randomMaze(random, i % 2 === 0 ? 'sides' : 'transitions');
      const found = shortestRoute(railwayGraph(puzzle));
      if (!found) continue;
      const route = stepsOf(railwayGraph(puzzle), found.states);
      const cooks = deletionCooks(puzzle, route);
      for (const c of cooks) expect(c.route.some((s) => s.segment === c.deleted)).toBe(false);
      const encoding = encodeRailway(puzzle);
      const run = await enumerate(encoding, 1000, { backend });
      expect(run.complete).toBe(true);
      const tracks = new Set(run.solutions.map((a) => trackKey(encoding.decode(a).segments)));
      // Every deletion cook is a route whose track SAT found too.
      for (const c of cooks) expect(tracks.has(trackKey(c.route))).toBe(true);
      if (tracks.size === 1) {
        expect(cooks).toEqual([]);
        unique++;
      } else if (cooks.length > 0) cooked++;
      else missed++;
    }
    expect(unique).toBeGreaterThan(instances(6));
    expect(cooked).toBeGreaterThan(instances(6));
    // The deletion check misses some cooked mazes (cooks over the whole shortest route and more): SAT does not.
    expect(missed).toBeGreaterThan(1);
  });

  it('misses the cook of the reversing-loop sample, which SAT finds', async () => {
    const sample = samplesOf('railway').find((s) => s.file === 'reversing-loop-cook-multiple.json')!;
    const puzzle = sample.puzzle as unknown as RailwayPuzzle;
    const graph = railwayGraph(puzzle);
    const route = stepsOf(graph, shortestRoute(graph)!.states);
    expect(deletionCooks(puzzle, route)).toEqual([]);
    const encoding = encodeRailway(puzzle);
    const run = await enumerate(encoding, 10, { backend });
    const solutions = run.solutions.map((a) => encoding.decode(a));
    expect(solutions).toHaveLength(2);
    for (const s of solutions) expect(verifyRailway(puzzle, s)).toEqual([]);
    // The cook runs over every segment of the shortest route, and more.
    const longer = solutions.find((s) => s.segments.length > route.length)!;
    for (const step of route) expect(longer.segments.map((s) => s.segment)).toContain(step.segment);
  });
});
