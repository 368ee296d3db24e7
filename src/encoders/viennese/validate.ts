import { issue, pointer, type Issue } from '../issues.js';
import { LIGHTS, nodeName, type NodeId, type ViennesePuzzle } from './model.js';

/** The state graph has up to 3·Σ degree edges (u-turn) or 3·Σ degree² (no-u-turn); past this the maze is refused, not ground through. */
const MAX_STATE_EDGES = 20_000_000;

/**
 * Rules JSON Schema cannot say: node ids are unique, no two nodes share a place, streets join two different known
 * nodes, at most one street per pair, the start and the goal are known and differ, and
 * the state graph fits in memory.
 */
export function validateViennese(puzzle: ViennesePuzzle): Issue[] {
  const issues: Issue[] = [];
  const known = new Map<NodeId, number>();
  puzzle.nodes.forEach((node, i) => {
    const first = known.get(node.id);
    if (first !== undefined) {
      issues.push(issue('node.duplicate', pointer('nodes', i, 'id'), `node id ${JSON.stringify(node.id)} is used twice (nodes ${first} and ${i})`));
    } else known.set(node.id, i);
  });

  // Two nodes drawn at one place would hide each other in every picture
  const places = new Map<string, number>();
  puzzle.nodes.forEach((node, i) => {
    if (node.x === undefined || node.y === undefined) return;
    const place = `${node.x},${node.y}`;
    const first = places.get(place);
    if (first !== undefined) {
      issues.push(issue('node.place', pointer('nodes', i), `nodes ${nodeName(puzzle.nodes[first]!.id)} and ${nodeName(node.id)} are both at (${node.x}, ${node.y}); give each its own place, or leave x and y out`));
    } else places.set(place, i);
  });

  const pairs = new Map<string, number>();
  const degree = new Map<NodeId, number>();
  puzzle.streets.forEach((street, i) => {
    let ends = true;
    for (const end of ['from', 'to'] as const) {
      if (!known.has(street[end])) {
        issues.push(issue('street.unknownNode', pointer('streets', i, end), `street ${i} ${end === 'from' ? 'starts' : 'ends'} at ${JSON.stringify(street[end])}, which is not a node id`));
        ends = false;
      }
    }
    if (!LIGHTS.includes(street.light)) {
      issues.push(issue('street.light', pointer('streets', i, 'light'), `street ${i} has light ${JSON.stringify(street.light)}; a light is green, orange or red`));
    }
    if (!ends) return;
    if (street.from === street.to) {
      issues.push(issue('street.loop', pointer('streets', i), `street ${i} leads from ${nodeName(street.from)} back to itself`));
      return;
    }
    const pair = JSON.stringify([street.from, street.to].map((id) => known.get(id)!).sort((a, b) => a - b));
    const first = pairs.get(pair);
    if (first !== undefined) {
      issues.push(issue('street.duplicate', pointer('streets', i), `streets ${first} and ${i} both join ${nodeName(street.from)} and ${nodeName(street.to)}`));
      return;
    }
    pairs.set(pair, i);
    for (const end of [street.from, street.to]) degree.set(end, (degree.get(end) ?? 0) + 1);
  });

  for (const end of ['start', 'goal'] as const) {
    if (!known.has(puzzle[end])) issues.push(issue(`${end}.unknown`, pointer(end), `the ${end} ${JSON.stringify(puzzle[end])} is not a node id`));
  }
  if (puzzle.start === puzzle.goal) issues.push(issue('goal.start', pointer('goal'), `the start and the goal are both ${nodeName(puzzle.goal)}`));

  const uTurn = puzzle.variant === 'u-turn';
  const stateEdges = [...degree.values()].reduce((sum, d) => sum + 3 * d * (uTurn ? 1 : d), 0);
  if (stateEdges > MAX_STATE_EDGES) {
    issues.push(issue('maze.size', pointer('streets'), `the state graph could have ${stateEdges} edges; the limit is ${MAX_STATE_EDGES}`));
  }
  return issues;
}
