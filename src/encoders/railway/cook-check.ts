import { railwayGraph, stepsOf } from './graph.js';
import type { RailwayPuzzle, RouteStep } from './model.js';
import { shortestRoute } from './shortest.js';

export interface DeletionCook {
  /** The segment of the route taken out of the maze. */
  readonly deleted: string;
  /** The shortest route of the maze without it. */
  readonly route: RouteStep[];
}

/**
 * The seed's cook check (Slavík & Wagon, §3): delete one segment of the route from the
 * maze at a time and search again (Dijkstra); any route found avoids that segment, so it
 * runs over other track: a cook. It misses cooks that use every segment of the route and
 * more; the SAT enumeration does not. A heading or waypoint on the deleted segment leaves
 * that deletion without a route.
 */
export function deletionCooks(puzzle: RailwayPuzzle, route: readonly RouteStep[]): DeletionCook[] {
  const cooks: DeletionCook[] = [];
  const graph = railwayGraph(puzzle);
  for (const id of new Set(route.map((s) => s.segment))) {
    if (puzzle.start.heading === id) continue;
    if (puzzle.waypoints?.some((w) => 'segment' in w && w.segment === id)) continue;
    const found = shortestRoute(graph, graph.segmentIndex(id));
    if (found?.simple) cooks.push({ deleted: id, route: stepsOf(graph, found.states) });
  }
  return cooks;
}
