import { failed, issue, parsed, type Parsed } from '../encoders/issues.js';
import type { PixelGraph } from './pixel-graph.js';
import type { Point } from './raster.js';
import { type Arm, armPoints, armsAt, type Move, movesAt, type SecantSettings } from './turns.js';

export interface JudgedMove extends Move {
  readonly allowed: boolean;
  /** Why: the angle rule, or a person's --forbid / --allow. */
  readonly by: 'angle' | 'forbid' | 'allow';
}

/** Every move at every node of two or more arms, judged. */
export type JunctionMoves = Map<number, JudgedMove[]>;

/** The farthest a --forbid / --allow point may lie from the junction it names. */
export const OVERRIDE_REACH = 60;

/**
 * Judges each move by its turning angle, then applies the person's overrides: a --forbid
 * point names, among the moves now allowed, the one whose path (one arm in, the other
 * out, near the junction) passes nearest to it; --allow the same among moves not
 * allowed. The override holds for both directions along that pair of arms. The points are
 * picture pixels; the graph is `scale` times smaller.
 */
export function chooseMoves(graph: PixelGraph, secants: SecantSettings, forbid: readonly Point[], allow: readonly Point[], scale = 1): Parsed<JunctionMoves> {
  const moves: JunctionMoves = new Map();
  for (const node of graph.nodes.values()) {
    if (armsAt(graph, node.id).length < 2) continue;
    moves.set(
      node.id,
      movesAt(graph, node.id, secants).map((m) => ({ ...m, allowed: m.angle <= secants.angleLimit, by: 'angle' as const })),
    );
  }
  for (const [points, allowed, flag] of [[forbid, false, 'forbid'], [allow, true, 'allow']] as const) {
    for (const point of points) {
      const target = nearestPair(graph, moves, [point[0] / scale, point[1] / scale], secants.forward, !allowed, OVERRIDE_REACH / scale);
      if (!target) {
        return failed(issue(`picture.${flag}-far`, '', `--${flag} ${point[0]},${point[1]}: no junction within ${OVERRIDE_REACH} px`));
      }
      const list = moves.get(target.node)!;
      moves.set(
        target.node,
        list.map((m) => (samePair(m, target.a, target.b) ? { ...m, allowed, by: flag } : m)),
      );
    }
  }
  return parsed(moves);
}

const armKey = (arm: Arm) => `${arm.segment.id}:${arm.atFrom}`;

function samePair(move: Move, a: Arm, b: Arm): boolean {
  const keys = new Set([armKey(a), armKey(b)]);
  return keys.has(armKey(move.into)) && keys.has(armKey(move.out)) && armKey(move.into) !== armKey(move.out);
}

function nearestPair(graph: PixelGraph, moves: JunctionMoves, point: Point, reach: number, allowedNow: boolean, junctionReach: number) {
  let best: { node: number; a: Arm; b: Arm; d: number } | undefined;
  for (const [nodeId, list] of moves) {
    const node = graph.nodes.get(nodeId)!;
    if (Math.hypot(node.x - point[0], node.y - point[1]) > junctionReach) continue;
    for (const move of list) {
      if (move.allowed !== allowedNow) continue;
      const path = [...armPoints(graph, move.into).slice(0, 3 * reach).reverse(), [node.x, node.y] as Point, ...armPoints(graph, move.out).slice(0, 3 * reach)];
      const d = Math.min(...path.map(([x, y]) => Math.hypot(x - point[0], y - point[1])));
      if (!best || d < best.d) best = { node: nodeId, a: move.into, b: move.out, d };
    }
  }
  return best;
}
