import type { Lit, Term } from '../../solvers/index.js';
import type { ObjectiveTerms } from '../family.js';
import type { GraphEdge } from '../lib/cycles.js';
import { headOf, segmentOfState, type RailwayGraph } from './graph.js';

/**
 * A segment's length as `best` counts it: whole pixels. The solver's pseudo-boolean bounds
 * need integer weights, and finer units make them grow with the bound (a BDD over the
 * weights), so each segment counts its length rounded to the pixel.
 */
export const wholePixels = (pixels: number): number => Math.round(pixels);

/**
 * Route length in whole pixels per segment, written with reduced costs so that the solver's
 * bounds stay small. With d(s) the shortest walk length ending with state s (Dijkstra, the
 * same weights; d(s1) = w(s1) for the first state, as weights are positive), a route s1..sk
 * has length
 *   w(s1) + Σ w(t) over its moves s→t = Σ (d(s) + w(t) - d(t)) over its moves + d(sk),
 * since the d terms telescope; and d(sk) = D + (d(sk) - D) for D the shortest finish.
 * So length = D + Σ non-negative weights on the move and finish literals, most of them 0
 * (every move on a shortest walk) and left out: a plain sum of segment lengths would put
 * every state in every bound.
 */
export function lengthObjective(
  graph: RailwayGraph,
  moves: readonly GraphEdge[],
  finishStates: readonly { state: number; lit: Lit }[],
): ObjectiveTerms {
  const weight = (s: number) => wholePixels(graph.lengths[segmentOfState(s)]!);
  const d = walkDistances(graph, weight);
  const reached = finishStates.filter((f) => Number.isFinite(d[f.state]!));
  if (reached.length === 0) return { terms: [] };
  const shortest = Math.min(...reached.map((f) => d[f.state]!));
  const terms: Term[] = [
    ...moves.map((m) => ({ lit: m.lit, weight: d[m.a]! + weight(m.b) - d[m.b]! })),
    ...reached.map((f) => ({ lit: f.lit, weight: d[f.state]! - shortest })),
  ];
  return { terms: terms.filter((t) => t.weight > 0), offset: shortest };
}

/** Shortest walk length (integer weights) from the start ending with each state; Infinity where none. */
export function walkDistances(graph: RailwayGraph, weight: (state: number) => number): number[] {
  const d = new Array<number>(graph.stateCount).fill(Infinity);
  const heap: [number, number][] = [];
  const push = (item: [number, number]) => {
    heap.push(item);
    for (let i = heap.length - 1; i > 0; ) {
      const up = (i - 1) >> 1;
      if (heap[up]![0] <= heap[i]![0]) break;
      [heap[up], heap[i]] = [heap[i]!, heap[up]!];
      i = up;
    }
  };
  const pop = (): [number, number] => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let m = i;
        if (l < heap.length && heap[l]![0] < heap[m]![0]) m = l;
        if (r < heap.length && heap[r]![0] < heap[m]![0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i]!, heap[m]!];
        i = m;
      }
    }
    return top;
  };
  for (const s of graph.startStates) {
    if (weight(s) < d[s]!) push([(d[s] = weight(s)), s]);
  }
  const finish = graph.puzzle.finish.node;
  while (heap.length > 0) {
    const [dist, s] = pop();
    if (dist > d[s]!) continue;
    if (headOf(graph.segments, s) === finish) continue;
    for (const t of graph.moves[s]!) {
      const next = dist + weight(t);
      if (next < d[t]!) push([(d[t] = next), t]);
    }
  }
  return d;
}
