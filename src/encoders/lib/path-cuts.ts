import type { Assignment, Clause, Lit } from '../../solvers/index.js';

/** A directed edge the solver may use: `lit` true means the walk goes `from` → `to`. */
export interface Arc {
  readonly lit: Lit;
  readonly from: number;
  readonly to: number;
}

/** The nodes of the walk from `start` along the arcs set true, until it ends or repeats a node. */
export function walkFrom(start: number, arcs: readonly Arc[], assignment: Assignment): number[] {
  const next = new Map<number, number>();
  for (const a of arcs) if (assignment[a.lit] === 1) next.set(a.from, a.to);
  const path = [start];
  const seen = new Set(path);
  for (let u = next.get(start); u !== undefined && !seen.has(u); u = next.get(u)) {
    path.push(u);
    seen.add(u);
  }
  return path;
}

/**
 * Lazy cuts for a simple directed path from `start` where every node has at most one arc in
 * and one out: arcs set true off the path form cycles. A cycle's nodes can only be visited
 * if the path enters the cycle's node set from outside, so for each node w of the cycle,
 * visited(w) → some arc from outside into the set. This rules out every other cycle on
 * those nodes too, not just the one found.
 */
export function strayPathCycleCuts(start: number, arcs: readonly Arc[], visited: (node: number) => Lit, assignment: Assignment): Clause[] {
  const onPath = new Set(walkFrom(start, arcs, assignment));
  const next = new Map<number, number>();
  for (const a of arcs) if (assignment[a.lit] === 1 && !onPath.has(a.from)) next.set(a.from, a.to);
  const cuts: Clause[] = [];
  const done = new Set<number>();
  for (const first of next.keys()) {
    if (done.has(first)) continue;
    const cycle: number[] = [];
    for (let u: number | undefined = first; u !== undefined && !done.has(u); u = next.get(u)) {
      done.add(u);
      cycle.push(u);
    }
    const members = new Set(cycle);
    const entries = arcs.filter((a) => members.has(a.to) && !members.has(a.from)).map((a) => a.lit);
    for (const w of cycle) cuts.push([-visited(w), ...entries]);
  }
  return cuts;
}
