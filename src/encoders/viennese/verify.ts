import type { Part } from '../family.js';
import { issue, pointer, type Issue } from '../issues.js';
import { lightIndex, nodeName, RED, variantOf, type NodeId, type ViennesePuzzle, type VienneseSolution } from './model.js';

export const VIENNESE_VERIFIER_CODES = ['walk.shape', 'walk.node', 'walk.start', 'walk.street', 'walk.red', 'walk.uTurn', 'walk.pastGoal', 'walk.goal'] as const;

/**
 * Replays a walk against the lights, without the state graph: it starts at the start,
 * each move follows a street whose light is not red after k lights passed (the light that
 * began as colour c shows (c + k) mod 3), no move goes straight back in no-u-turn, and the
 * walk ends on reaching the goal.
 * Codes: `walk.shape`, `walk.node`, `walk.start`, `walk.street`, `walk.red`, `walk.uTurn`,
 * `walk.pastGoal`, `walk.goal`.
 */
export function verifyViennese(puzzle: ViennesePuzzle, solution: VienneseSolution): Issue[] {
  const walk = (solution as { nodes?: unknown }).nodes;
  if (!Array.isArray(walk) || walk.length === 0) return [issue('walk.shape', pointer('nodes'), 'the solution has no list of nodes')];
  const ids = new Set<NodeId>(puzzle.nodes.map((n) => n.id));
  const issues: Issue[] = [];
  walk.forEach((id, i) => {
    if (!ids.has(id as NodeId)) issues.push(issue('walk.node', pointer('nodes', i), `step ${i} names ${JSON.stringify(id)}, which is not a node of the maze`));
  });
  if (issues.length > 0) return issues;
  const nodes = walk as NodeId[];
  if (nodes[0] !== puzzle.start) {
    issues.push(issue('walk.start', pointer('nodes', 0), `the walk begins at ${nodeName(nodes[0]!)}, not at the start ${nodeName(puzzle.start)}`));
  }
  const lightOf = new Map<string, number>();
  for (const s of puzzle.streets) {
    lightOf.set(JSON.stringify([s.from, s.to]), lightIndex(s.light));
    lightOf.set(JSON.stringify([s.to, s.from]), lightIndex(s.light));
  }
  const noUTurn = variantOf(puzzle) === 'no-u-turn';
  for (let k = 0; k + 1 < nodes.length; k++) {
    const [from, to] = [nodes[k]!, nodes[k + 1]!];
    const move = `move ${k + 1} (${nodeName(from)}→${nodeName(to)})`;
    const at = pointer('nodes', k + 1);
    if (from === puzzle.goal) {
      issues.push(issue('walk.pastGoal', at, `${move} leaves the goal, where the walk has ended`));
      break;
    }
    const light = lightOf.get(JSON.stringify([from, to]));
    if (light === undefined) {
      issues.push(issue('walk.street', at, `${move}: no street joins ${nodeName(from)} and ${nodeName(to)}`));
      continue;
    }
    const shows = (light + k) % 3;
    if (shows === RED) issues.push(issue('walk.red', at, `${move}: the light shows red after ${k} lights passed`));
    if (noUTurn && k > 0 && nodes[k - 1] === to) issues.push(issue('walk.uTurn', at, `${move} goes straight back to ${nodeName(to)} (no u-turns)`));
  }
  if (nodes[nodes.length - 1] !== puzzle.goal && !issues.some((i) => i.code === 'walk.pastGoal')) {
    issues.push(issue('walk.goal', pointer('nodes', nodes.length - 1), `the walk ends at ${nodeName(nodes[nodes.length - 1]!)}, not at the goal ${nodeName(puzzle.goal)}`));
  }
  return issues;
}

/** Where two walks differ, named by move: "move 5: g→k" (the move of `a`, or of `b` where `a` has ended). */
export function walkDifferences(a: VienneseSolution, b: VienneseSolution): Part[] {
  const moves = Math.max(a.nodes.length, b.nodes.length) - 1;
  const parts: Part[] = [];
  for (let k = 1; k <= moves; k++) {
    const [a0, a1, b0, b1] = [a.nodes[k - 1], a.nodes[k], b.nodes[k - 1], b.nodes[k]];
    if (a0 === b0 && a1 === b1) continue;
    const [from, to] = a1 !== undefined ? [a0!, a1] : [b0!, b1!];
    parts.push({ key: `move:${k}`, kind: 'move', name: `move ${k}: ${nodeName(from)}→${nodeName(to)}`, step: k });
  }
  return parts;
}

