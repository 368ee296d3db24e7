import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/answer.js';
import { Random } from '../../src/encoders/lib/random.js';
import { railwayGraph } from '../../src/encoders/railway/graph.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { shortestRoute } from '../../src/encoders/railway/shortest.js';
import { routeLength } from '../../src/encoders/railway/solution.js';
import { backends } from '../helpers/backends.js';
import { instances } from '../helpers/depth.js';
import { bruteForceRoutesWithin, randomMaze, trackKey } from './brute.js';

describe.each(backends)('railway uniqueness on %s', (backend) => {
  it(`gives the verdict brute force gives, and shows a shortest route first, on ${instances(60, 2)} random mazes (seeded)`, async () => {
    const random = new Random(16_005);
    let several = 0;
    let shortestNotFirstFound = 0;
    for (let i = 0; i < instances(60, 2); i++) {
      const puzzle = randomMaze(random, i % 2 === 0 ? 'sides' : 'transitions');
      const routes = bruteForceRoutesWithin(puzzle, 200_000);
      if (routes === undefined) continue;
      const tracks = new Set(routes.map(trackKey));
      const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, puzzle, { limit: 2, engine: { backend } });
      expect(answer.verdict, JSON.stringify(puzzle)).toBe(tracks.size === 0 ? 'none' : tracks.size === 1 ? 'unique' : 'multiple');
      for (const s of answer.solutions) expect(tracks.has(trackKey(s.segments))).toBe(true);
      if (answer.solutions.length === 2) expect(trackKey(answer.solutions[0]!.segments)).not.toBe(trackKey(answer.solutions[1]!.segments));
      const shortest = shortestRoute(railwayGraph(puzzle));
      if (tracks.size < 2 || !shortest?.simple) continue;
      several++;
      // The route shown first runs over a shortest route's track
      const least = Math.min(...routes.map((r) => routeLength(puzzle, r)));
      const shownTrack = trackKey(answer.solutions[0]!.segments);
      expect(routes.some((r) => trackKey(r) === shownTrack && Math.abs(routeLength(puzzle, r) - least) < 1e-6), JSON.stringify(puzzle)).toBe(true);
      if (answer.solutions.some((s) => routeLength(puzzle, s.segments) > least + 1e-6)) shortestNotFirstFound++;
    }
    expect(several).toBeGreaterThan(instances(8, 2));
    // Some second routes are longer: the order is not luck
    expect(shortestNotFirstFound).toBeGreaterThan(0);
  });
});
