import { describe, expect, it } from 'vitest';
import { deletionCooks } from '../../src/encoders/railway/cook-check.js';
import { encodeRailway } from '../../src/encoders/railway/encode.js';
import { railwayGraph, stepsOf } from '../../src/encoders/railway/graph.js';
import type { RailwayPuzzle } from '../../src/encoders/railway/model.js';
import { shortestRoute } from '../../src/encoders/railway/shortest.js';
import { routeLength } from '../../src/encoders/railway/solution.js';
import { validateRailway } from '../../src/encoders/railway/validate.js';
import { verifyRailway } from '../../src/encoders/railway/verify.js';
import { enumerate } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';
import { samplesOf } from '../helpers/samples.js';
import { bruteForceRoutes, trackKey } from './brute.js';

const samples = samplesOf('railway');

describe('railway samples', () => {
  it('cover a unique maze, a cook, no route, both junction forms, a reversing loop and a waypoint', () => {
    const puzzles = samples.map((s) => s.puzzle as unknown as RailwayPuzzle);
    expect(new Set(samples.map((s) => s.expected.verdict))).toEqual(new Set(['unique', 'multiple', 'none']));
    expect(puzzles.some((p) => p.transitions === undefined)).toBe(true);
    expect(puzzles.some((p) => p.transitions !== undefined)).toBe(true);
    expect(puzzles.some((p) => p.segments.some((s) => s.from === s.to))).toBe(true);
    expect(puzzles.some((p) => p.waypoints !== undefined)).toBe(true);
  });

  describe.each(samples.map((s) => [s.file, s] as const))('%s', (_file, sample) => {
    const puzzle = sample.puzzle as unknown as RailwayPuzzle;
    const expectedCount = sample.expected.count ?? (sample.expected.verdict === 'none' ? 0 : undefined);

    it('is valid, and brute force finds the expected number of tracks', () => {
      expect(validateRailway(puzzle)).toEqual([]);
      const tracks = new Set(bruteForceRoutes(puzzle).map(trackKey));
      if (expectedCount !== undefined) expect(tracks.size).toBe(expectedCount);
    });

    it.each(backends)('SAT enumeration on %s finds them, each verified', async (backend) => {
      const encoding = encodeRailway(puzzle);
      const run = await enumerate(encoding, 20, { backend });
      expect(run.complete).toBe(true);
      const solutions = run.solutions.map((a) => encoding.decode(a));
      for (const s of solutions) expect(verifyRailway(puzzle, s)).toEqual([]);
      expect(solutions.map((s) => trackKey(s.segments)).sort()).toEqual([...new Set(bruteForceRoutes(puzzle).map(trackKey))].sort());
    });

    it('the shortest route is the shortest verified one, and deleting its segments finds the cooks', () => {
      const routes = bruteForceRoutes(puzzle);
      const found = shortestRoute(railwayGraph(puzzle));
      if (routes.length === 0) {
        expect(found).toBeUndefined();
        return;
      }
      expect(found?.simple).toBe(true);
      expect(found!.length).toBeCloseTo(Math.min(...routes.map((r) => routeLength(puzzle, r))), 6);
      // The seed's cook check finds cooks only where there are some (it may miss them: see cook-check.test.ts).
      const route = stepsOf(railwayGraph(puzzle), found!.states);
      const cooks = deletionCooks(puzzle, route);
      if (cooks.length > 0) expect(sample.expected.verdict).toBe('multiple');
      for (const c of cooks) expect(trackKey(c.route)).not.toBe(trackKey(route));
    });
  });
});
