import type { Assignment, Clause, Lit } from '../../solvers/index.js';
import { usedComponents, type GraphEdge } from './cycles.js';

/**
 * Lazy cut for a used component holding no terminal (a stray loop under degree <= 2): it
 * must join the rest, so each of its used nodes implies an edge leaving the component.
 * Stronger than forbidding the loop's edge set: it also rules out every loop on the same
 * cells and every way of keeping them used while cut off.
 */
export function regionCuts(
  nodeCount: number,
  edges: readonly GraphEdge[],
  assignment: Assignment,
  isTerminal: (node: number) => boolean,
  usedLit: (node: number) => Lit,
): Clause[] {
  const cuts: Clause[] = [];
  for (const part of usedComponents(nodeCount, edges, assignment)) {
    if (part.nodes.some(isTerminal)) continue;
    const inside = new Set(part.nodes);
    const leaving = edges.filter((e) => inside.has(e.a) !== inside.has(e.b)).map((e) => e.lit);
    for (const node of part.nodes) cuts.push([-usedLit(node), ...leaving]);
  }
  return cuts;
}
