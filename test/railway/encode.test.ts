import { describe, expect, it } from 'vitest';
import { Random } from '../../src/encoders/lib/random.js';
import { encodeRailway } from '../../src/encoders/railway/encode.js';
import { railwayGraph } from '../../src/encoders/railway/graph.js';
import { shortestRoute } from '../../src/encoders/railway/shortest.js';
import { routeLength } from '../../src/encoders/railway/solution.js';
import { validateRailway } from '../../src/encoders/railway/validate.js';
import { verifyRailway } from '../../src/encoders/railway/verify.js';
import { enumerate } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';
import { bruteForceRoutes, bruteForceRoutesWithin, randomMaze, trackKey } from './brute.js';
import { instances } from '../helpers/depth.js';

describe.each(backends)('railway routes on %s', (backend) => {
  it.each(['transitions', 'sides'] as const)(`SAT enumeration equals brute force on ${instances(50)} random small mazes (%s form, seeded)`, async (form) => {
    const random = new Random(form === 'sides' ? 16_000 : 16_001);
    let withRoutes = 0;
    let withCooks = 0;
    let sameTrackTwice = 0;
    for (let i = 0; i < instances(50); i++) {
      const puzzle = randomMaze(random, form);
      expect(validateRailway(puzzle)).toEqual([]);
      const routes = bruteForceRoutes(puzzle);
      const expected = [...new Set(routes.map(trackKey))].sort();
      const encoding = encodeRailway(puzzle);
      const run = await enumerate(encoding, 10_000, { backend });
      expect(run.complete).toBe(true);
      const solutions = run.solutions.map((a) => encoding.decode(a));
      for (const s of solutions) expect(verifyRailway(puzzle, s)).toEqual([]);
      expect(solutions.map((s) => trackKey(s.segments)).sort(), JSON.stringify(puzzle)).toEqual(expected);
      if (expected.length > 0) withRoutes++;
      if (expected.length > 1) withCooks++;
      if (routes.length > expected.length) sameTrackTwice++;
    }
    // The sample is not degenerate: routes, cooks, and routes over the same track.
    expect(withRoutes).toBeGreaterThan(instances(12));
    expect(withCooks).toBeGreaterThan(instances(5));
    expect(sameTrackTwice).toBeGreaterThan(0);
  });
});

describe('shortest route', () => {
  it(`is the shortest verified route of brute force on ${instances(80)} random small mazes (seeded)`, () => {
    const random = new Random(16_002);
    let compared = 0;
    for (let i = 0; i < instances(80); i++) {
      const puzzle = randomMaze(random, i % 2 === 0 ? 'sides' : 'transitions');
      const routes = bruteForceRoutesWithin(puzzle, 200_000);
      if (routes === undefined) continue;
      const found = shortestRoute(railwayGraph(puzzle));
      if (!puzzle.waypoints) expect(found === undefined, JSON.stringify(puzzle)).toBe(routes.length === 0);
      if (!found || !found.simple) continue;
      const lengths = routes.map((r) => routeLength(puzzle, r));
      expect(found.length).toBeCloseTo(Math.min(...lengths), 6);
      compared++;
    }
    expect(compared).toBeGreaterThan(instances(20));
  });
});
