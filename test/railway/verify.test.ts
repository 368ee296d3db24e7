import { describe, expect, it } from 'vitest';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { RAILWAY_VERIFIER_CODES, verifyRailway } from '../../src/encoders/railway/verify.js';
import { samplesOf, verifierFixturesOf } from '../helpers/samples.js';
import { solutionOf } from '../../src/encoders/railway/solution.js';

const fixtures = verifierFixturesOf('railway');

describe('railway verifier', () => {
  it('keeps one failing route per code', () => {
    expect(fixtures.map((f) => f.code).sort()).toEqual([...RAILWAY_VERIFIER_CODES].sort());
  });

  it.each(fixtures.map((f) => [f.code, f] as const))('reports %s, and only that, for its fixture', (code, fixture) => {
    const issues = verifyRailway(fixture.puzzle as RailwayPuzzle, fixture.solution as RailwaySolution);
    expect(issues.map((i) => i.code)).toEqual([code]);
    expect(issues[0]!.message.length).toBeGreaterThan(10);
  });

  it('accepts a route that runs along a segment once each way round a reversing loop, either way round', () => {
    const puzzle = samplesOf('railway').find((s) => s.file === 'reversing-loop-transitions-unique.json')!.puzzle as unknown as RailwayPuzzle;
    for (const loopBack of [false, true]) {
      const route = [{ segment: 'b', reversed: false }, { segment: 'L', reversed: loopBack }, { segment: 'b', reversed: true }, { segment: 'a', reversed: true }];
      expect(verifyRailway(puzzle, solutionOf(puzzle, route))).toEqual([]);
    }
  });
});
