import { checkUniqueNearby, prepareBackend, type EngineOptions, type Lit } from '../../solvers/index.js';
import { uniquenessRunOf, type UniquenessRun } from '../family.js';
import { encodeRailway } from './encode.js';
import { segmentOfState } from './graph.js';
import type { RailwayPuzzle, RailwaySolution } from './model.js';
import { firstRoute } from './plausible.js';

/**
 * Railway uniqueness, with the route a person would draw shown first: the first route is
 * looked for over the track of the shortest one (Dijkstra over states; for a traced picture
 * the most plausible, plausible.ts), or of the route given beside the maze, before anywhere (the solver's own first route can be a long detour with
 * loops); then another track anywhere, which settles uniqueness as plain enumeration does.
 */
export async function railwayUniqueness(puzzle: RailwayPuzzle, engine: EngineOptions, known?: RailwaySolution): Promise<UniquenessRun<RailwaySolution>> {
  // The solver will be asked: its start-up overlaps the encoding
  prepareBackend(engine.backend);
  const encoding = encodeRailway(puzzle);
  const { graph, segmentUsed } = encoding;
  const shortest = known === undefined ? firstRoute(graph) : undefined;
  const track = known
    ? new Set(known.segments.map((step) => graph.segmentIndex(step.segment)))
    : shortest?.simple
      ? new Set(shortest.states.map(segmentOfState))
      : undefined;
  // The segments of that track are used, the others not
  const starts: Lit[][] = track ? [segmentUsed.map((lit, i) => (track.has(i) ? lit : -lit))] : [];
  const outcome = await checkUniqueNearby(encoding, { starts, groups: [], neighbourhoods: () => [] }, engine);
  return uniquenessRunOf(outcome, (a) => encoding.decode(a));
}
