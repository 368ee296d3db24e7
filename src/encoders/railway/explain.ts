import type { Remark } from '../family.js';
import { deletionCooks } from './cook-check.js';
import { headOf, railwayGraph, stepsOf } from './graph.js';
import type { RailwayPuzzle } from './model.js';
import { shortestRoute } from './shortest.js';

/** The nodes a train from the start can arrive at, by any legal walk. */
export function reachableNodes(puzzle: RailwayPuzzle): Set<string> {
  const graph = railwayGraph(puzzle);
  const seen = new Set(graph.startStates);
  const stack = [...graph.startStates];
  const nodes = new Set<string>();
  while (stack.length > 0) {
    const s = stack.pop()!;
    nodes.add(headOf(graph.segments, s));
    for (const t of graph.moves[s]!) if (!seen.has(t)) seen.add(t), stack.push(t);
  }
  return nodes;
}

/**
 * Why there is no route, in plain search (Dijkstra over states): how far the train gets,
 * whether a route appears without the heading or without the waypoints, and whether the
 * waypoints are reachable only by running along a segment twice the same way, which a
 * route never does.
 */
export function explainNoRoute(puzzle: RailwayPuzzle): Remark[] {
  const reached = reachableNodes(puzzle);
  const remarks: Remark[] = [
    {
      key: 'reach',
      text: reached.has(puzzle.finish.node)
        ? `The train can reach the finish ${puzzle.finish.node}, but not by a route that meets every condition.`
        : `From ${puzzle.start.node} the train can reach ${reached.size} of the ${puzzle.nodes.length} nodes${reached.size > 0 ? ` (${[...reached].sort().slice(0, 12).join(', ')}${reached.size > 12 ? ', ...' : ''})` : ''}; the finish ${puzzle.finish.node} is not among them.`,
      data: { reachable: [...reached].sort(), finishReached: reached.has(puzzle.finish.node) },
    },
  ];
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
