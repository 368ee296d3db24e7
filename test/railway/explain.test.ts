import { describe, expect, it } from 'vitest';
import { encodeRailway } from '../../src/encoders/railway/encode.js';
import { explainNoRoute } from '../../src/encoders/railway/explain.js';
import type { RailwayPuzzle } from '../../src/encoders/railway/model.js';
import { solve } from '../../src/solvers/index.js';
import { samplesOf } from '../helpers/samples.js';
import { bruteForceRoutes } from './brute.js';

const loop = (id: string, at: { x: number; y: number }, dx: number): { id: string; from: string; to: string; points: [number, number][] } => ({
  id, from: at === N ? 'N' : 'S', to: at === N ? 'N' : 'S',
  points: [[at.x, at.y], [at.x + dx, at.y - 30], [at.x + 2 * dx, at.y], [at.x + dx, at.y + 30], [at.x, at.y]],
});
const S = { id: 'S', x: 100, y: 100 };
const N = { id: 'N', x: 200, y: 100 };
/** Balloon loops at both ends of e; the passenger waits on the loop at N, the exit f leaves N too. */
const shuttle: RailwayPuzzle = {
  type: 'railway',
  nodes: [S, N, { id: 'F', x: 300, y: 200 }],
  segments: [{ id: 'e', from: 'S', to: 'N' }, { id: 'f', from: 'N', to: 'F' }, loop('L', N, 40), loop('g', S, -40)],
  transitions: [['e', 'N', 'L'], ['L', 'N', 'e'], ['e', 'N', 'f'], ['e', 'S', 'g'], ['g', 'S', 'e']],
  start: { node: 'S', heading: 'e' },
  finish: { node: 'F' },
  waypoints: [{ segment: 'L' }],
};

describe('why a railway maze has no route', () => {
  it('says how far the train gets when it never reaches the finish', () => {
    const puzzle = samplesOf('railway').find((s) => s.file === 'cusp-transitions-none.json')!.puzzle as unknown as RailwayPuzzle;
    const [reach] = explainNoRoute(puzzle);
    expect(reach).toMatchObject({ key: 'reach', data: { reachable: ['J', 'X'], finishReached: false } });
  });

  it('says when the waypoint is reachable only by running along a segment twice the same way', async () => {
    expect(bruteForceRoutes(shuttle)).toEqual([]);
    expect((await solve(encodeRailway(shuttle))).status).toBe('unsat');
    const keys = explainNoRoute(shuttle).map((r) => r.key);
    expect(keys).toEqual(['reach', 'waypoints', 'repeat']);
    expect(explainNoRoute(shuttle)[0]!.data).toMatchObject({ finishReached: true });
    expect(explainNoRoute(shuttle)[1]!.data).toEqual({ routeWithoutWaypoints: true });
  });

  it('says when a route exists without the heading', () => {
    // A -s- B -t- C: heading along t runs into the buffer at C; A lies the other way.
    const backwards: RailwayPuzzle = {
      type: 'railway',
      nodes: [{ id: 'A', x: 0, y: 0 }, { id: 'B', x: 50, y: 0 }, { id: 'C', x: 100, y: 0 }],
      segments: [{ id: 's', from: 'A', to: 'B' }, { id: 't', from: 'B', to: 'C' }],
      transitions: [['s', 'B', 't'], ['t', 'B', 's']],
      start: { node: 'B', heading: 't' },
      finish: { node: 'A' },
    };
    expect(bruteForceRoutes(backwards)).toEqual([]);
    expect(explainNoRoute(backwards).map((r) => r.key)).toEqual(['reach', 'heading']);
  });
});
