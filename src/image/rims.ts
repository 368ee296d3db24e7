import type { JudgedMove, JunctionMoves } from './moves.js';
import type { PixelGraph } from './pixel-graph.js';
import { armsAt } from './arms.js';

/*
 * An engine's web (webs.ts) keeps its wheels' rims and its frame's edges as short loops out
 * of its node and back in. A train let out along a rim and back in turns twice at the node,
 * and two turns within the limit add up to a way no junction allows: through the V of the
 * switch the engine stands on, or back the way it came (all at once 58: up the line into the
 * web, round a rim 8.8 widths round, and back down the same line). A rim is no way on,
 * unless a line at the web has no other: measured at the web's
 * node, a line turning away under the engine can be over the limit into every other line, and
 * then the rims are the tracing's only way round (all at once 4).
 */

/** Refuses the moves onto and off the rims of each web whose other arms each have a way on without them. */
export function refuseRims(graph: PixelGraph, moves: JunctionMoves): void {
  for (const [nodeId, list] of moves) {
    const rims = new Set(graph.nodes.get(nodeId)?.rims ?? []);
    if (rims.size === 0) continue;
    const onRim = (m: JudgedMove) => rims.has(m.into.segment.id) || rims.has(m.out.segment.id);
    const lines = armsAt(graph, nodeId).filter((arm) => !rims.has(arm.segment.id));
    const wayOn = (id: number) => list.some((m) => m.allowed && !onRim(m) && (m.into.segment.id === id || m.out.segment.id === id));
    if (lines.length === 0 || !lines.every((arm) => wayOn(arm.segment.id))) continue;
    moves.set(
      nodeId,
      list.map((m) => (onRim(m) && m.allowed ? { ...m, allowed: false, by: 'rim' } : m)),
    );
  }
}
