import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { Random } from '../../src/encoders/lib/random.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { solutionOf } from '../../src/encoders/railway/solution.js';
import { backends } from '../helpers/backends.js';
import { bruteForceRoutesWithin, randomMaze, trackKey } from './brute.js';
import { instances } from '../helpers/depth.js';

/** The family without its own optimum: the solver's optimisation over the encoding. */
const bySolver: typeof railway = { ...railway, optimum: async () => undefined };

describe.each(backends)('the shortest route (--best) on %s', (backend) => {
  it(`is the least length over every verified route of brute force on ${instances(40, 2)} random mazes, waypoints included (seeded)`, async () => {
    const random = new Random(16_004);
    let withRoutes = 0;
    let withWaypoints = 0;
    let tied = 0;
    for (let i = 0; i < instances(40, 2); i++) {
      const puzzle = randomMaze(random, i % 2 === 0 ? 'sides' : 'transitions');
      const walks = bruteForceRoutesWithin(puzzle, 200_000);
      if (walks === undefined) continue;
      const routes = walks.map((r) => solutionOf(puzzle, r));
      // Shortest walks without the solver where there are no waypoints (best.ts), else the solver's optimisation; both without waypoints.
      for (const family of puzzle.waypoints ? [railway] : [railway, bySolver]) {
        const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(family, puzzle, { limit: 2, engine: { backend }, best: true });
        if (family === railway && !puzzle.waypoints) expect(answer.stats.solves).toBe(0);
        if (routes.length === 0) {
          expect(answer.verdict, JSON.stringify(puzzle)).toBe('none');
          continue;
        }
        const lengths = routes.map((r) => railway.best!.measure(puzzle, r));
        const least = Math.min(...lengths);
        expect(answer.best, JSON.stringify(puzzle)).toEqual({ name: 'pixels', value: least, optimal: true });
        // The optimal tracks: all of them when fewer than two, else two of them.
        const optimalTracks = new Set(routes.filter((_, k) => lengths[k] === least).map((r) => trackKey(r.segments)));
        expect(answer.verdict).toBe(optimalTracks.size === 1 ? 'unique' : 'multiple');
        for (const s of answer.solutions) expect(optimalTracks.has(trackKey(s.segments))).toBe(true);
        if (family === railway && optimalTracks.size > 1) tied++;
      }
      if (routes.length === 0) continue;
      withRoutes++;
      if (puzzle.waypoints) withWaypoints++;
    }
    expect(withRoutes).toBeGreaterThan(instances(12, 2));
    expect(withWaypoints).toBeGreaterThan(0);
    // Ties between optimal tracks occur, so the "multiple" branch is exercised.
    expect(tied).toBeGreaterThan(0);
  });
});
