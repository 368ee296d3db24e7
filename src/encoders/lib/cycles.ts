import type { Assignment, Clause, Lit } from '../../solvers/index.js';
import { rootOf, singletons } from './union-find.js';

export interface GraphEdge {
  readonly lit: Lit;
  readonly a: number;
  readonly b: number;
}

/** Connected parts of the subgraph made of the edges set true in the model. */
export function usedComponents(
  nodeCount: number,
  edges: readonly GraphEdge[],
  assignment: Assignment,
): { nodes: number[]; edges: GraphEdge[] }[] {
  const parent = singletons(nodeCount);
  const find = (x: number): number => rootOf(parent, x);
  const used = edges.filter((e) => assignment[e.lit] === 1);
  for (const e of used) parent[find(e.a)] = find(e.b);
  const parts = new Map<number, { nodes: number[]; edges: GraphEdge[] }>();
  const part = (root: number) => {
    let p = parts.get(root);
    if (!p) parts.set(root, (p = { nodes: [], edges: [] }));
    return p;
  };
  const seen = new Set<number>();
  for (const e of used) {
    const p = part(find(e.a));
    p.edges.push(e);
    for (const n of [e.a, e.b]) {
      if (seen.has(n)) continue;
      seen.add(n);
      p.nodes.push(n);
    }
  }
  return [...parts.values()];
}

/**
 * Lazy cut for stray loops: every used component without a terminal node is a cycle
 * (under degree <= 2), so at least one of its edges must go.
 */
export function strayLoopCuts(
  nodeCount: number,
  edges: readonly GraphEdge[],
  assignment: Assignment,
  isTerminal: (node: number) => boolean,
): Clause[] {
  const cuts: Clause[] = [];
  for (const part of usedComponents(nodeCount, edges, assignment)) {
    if (part.nodes.some(isTerminal)) continue;
    cuts.push(part.edges.map((e) => -e.lit));
  }
  return cuts;
}
