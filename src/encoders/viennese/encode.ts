import { strayPathCycleCuts } from '../lib/path-cuts.js';
import { Model, type Assignment, type Clause, type Lit, type Term } from '../../solvers/index.js';
import type { Encoding } from '../family.js';
import { compileMaze, type NodeId, type ViennesePuzzle, type VienneseSolution } from './model.js';
import { StateGraphBuilder, type StateGraph } from './state-graph.js';
import { reachesGoal } from './walks.js';

export interface VienneseEncoding extends Encoding<VienneseSolution> {
  /** Moves taken: one per edge used (`solve --best` minimises it). */
  readonly objective: { readonly terms: readonly Term[] };
  readonly graph: StateGraph;
}

/**
 * A simple path through the state graph from the start state to the goal: one variable
 * per edge between states that are reachable and can reach the goal, in-degree equal to
 * out-degree and at most one at every state, and lazy cuts that join every stray cycle to
 * the path. A simple path is fixed by its edge set, so the edges are the answer keys and
 * each walk counts once.
 */
export function encodeViennese(puzzle: ViennesePuzzle): VienneseEncoding {
  const { maze, lights, ids } = compileMaze(puzzle);
  const graph = new StateGraphBuilder(maze).build(lights);
  const model = new Model();
  const { count, outStart, to } = graph;
  const reaches = reachesGoal(graph);
  const outs: Lit[][] = Array.from({ length: count }, () => []);
  const ins: Lit[][] = Array.from({ length: count }, () => []);
  const edges: { lit: Lit; from: number; to: number; arc: number }[] = [];
  for (let s = 0; s < count; s++) {
    if (!reaches[s]) continue;
    for (let e = outStart[s]!, end = outStart[s + 1]!; e < end; e++) {
      const t = to[e]!;
      // The start is never entered again
      if (!reaches[t] || t === 0) continue;
      const lit = model.newVar();
      outs[s]!.push(lit);
      ins[t]!.push(lit);
      edges.push({ lit, from: s, to: t, arc: graph.arc[e]! });
    }
  }
  const used: Lit[] = new Array<Lit>(count).fill(0);
  model.rule('The walk leaves the start once and arrives at the goal once');
  if (graph.goal < 0) model.addClause([]);
  else {
    model.exactlyOne(outs[0]!);
    model.exactlyOne(ins[graph.goal]!);
    model.rule('Every other state is passed at most once: entered once and left once, or not at all');
    for (let s = 1; s < count; s++) {
      if (!reaches[s] || s === graph.goal) continue;
      model.atMostOne(ins[s]!);
      model.atMostOne(outs[s]!);
      used[s] = model.or(ins[s]!);
      for (const lit of outs[s]!) model.implies(lit, used[s]!);
      if (ins[s]!.length > 0) model.addClause([-used[s]!, ...outs[s]!]);
    }
  }
  model.closeRule();

  // The walk is one path: the goal is absorbing (no arc leaves it), so the walk from the start ends there
  const cycles = (assignment: Assignment): Clause[] => strayPathCycleCuts(0, edges, (state) => used[state]!, assignment);
  const lazy = [{ kind: 'cycle cut', rule: 'The walk is one path: no cycle apart from it', cuts: cycles }];
  const decode = (assignment: Assignment): VienneseSolution => {
    const next = new Map<number, { to: number; arc: number }>();
    for (const e of edges) if (assignment[e.lit] === 1) next.set(e.from, e);
    const nodes: NodeId[] = [ids[maze.start]!];
    for (let s = 0, steps = 0; s !== graph.goal && steps <= count; steps++) {
      const e = next.get(s);
      if (!e) break;
      nodes.push(ids[maze.arcHead[e.arc]!]!);
      s = e.to;
    }
    return { nodes };
  };
  return {
    model,
    answerKeys: edges.map((e) => e.lit),
    lazy,
    decode,
    objective: { terms: edges.map((e) => ({ lit: e.lit, weight: 1 })) },
    graph,
  };
}
