import type { Remark } from '../family.js';
import { deletionCooks } from './cook-check.js';
import { railwayGraph, stepsOf } from './graph.js';
import type { RailwayPuzzle } from './model.js';
import { shortestRoute } from './shortest.js';

/**
 * Why there is no route, in plain search (Dijkstra over states): whether one appears
 * without the heading or without the waypoints, and whether the waypoints are reachable
 * only by running along a segment twice the same way, which a route never does.
 */
export function explainNoRoute(puzzle: RailwayPuzzle): Remark[] {
  const remarks: Remark[] = [];
  const { waypoints, ...free } = puzzle;
  if (puzzle.start.heading !== undefined) {
    const unheaded: RailwayPuzzle = { ...puzzle, start: { node: puzzle.start.node } };
    const found = shortestRoute(railwayGraph(unheaded));
    if (found?.simple) {
      remarks.push({ key: 'heading', text: `There is a route when the train may leave the start in any direction, not only along ${puzzle.start.heading}.`, data: { routeWithoutHeading: true } });
    }
  }
  if (waypoints?.length) {
    const found = shortestRoute(railwayGraph(free));
    remarks.push({
      key: 'waypoints',
      text: found ? 'There is a route from the start to the finish when the waypoints are left out.' : 'There is no route from the start to the finish even without the waypoints.',
      data: { routeWithoutWaypoints: found !== undefined },
    });
    const walk = shortestRoute(railwayGraph(puzzle));
    if (walk && !walk.simple) {
      remarks.push({ key: 'repeat', text: 'The train can pass every waypoint only by running along some segment twice in the same direction, which a route never does.', data: { walkLength: walk.length } });
    }
  }
  return remarks;
}

/**
 * The seed's cook check next to the SAT answer: deleting one segment of the shortest route
 * at a time, which cooks plain search finds; it cannot see a cook that runs over the whole
 * of the shortest route's track and more.
 */
export function explainCooks(puzzle: RailwayPuzzle): Remark[] {
  const graph = railwayGraph(puzzle);
  const found = shortestRoute(graph);
  if (!found?.simple) return [];
  const route = stepsOf(graph, found.states);
  const cooks = deletionCooks(puzzle, route);
  const deleted = cooks.map((c) => c.deleted);
  const text = cooks.length > 0
    ? `The seed's check (delete a segment of the shortest route, search again) finds a route without ${deleted.join(', ')}.`
    : "The seed's check (delete a segment of the shortest route, search again) finds no other route: the cooks run over the whole shortest route and more.";
  return [{ key: 'deletionCheck', text, data: { shortestRoute: route.map((s) => s.segment), deleted } }];
}
