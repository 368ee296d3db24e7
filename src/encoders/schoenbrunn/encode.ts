import { strayPathCycleCuts, walkFrom, type Arc } from '../lib/path-cuts.js';
import { Model, type Assignment, type Lit, type Problem, type Term } from '../../solvers/index.js';
import type { Encoding } from '../family.js';
import { distances, jumpGraph, relevantNodes, tileOf } from './graph.js';
import { modeOf, revisitOf, solutionOf, targetOf, type SchoenbrunnPuzzle, type SchoenbrunnSolution } from './model.js';
import { analyseSums } from './sums.js';

/** What is minimised: value = offset + Σ weight·[lit]. */
export interface Objective {
  readonly terms: readonly Term[];
  readonly offset: number;
}

export interface SchoenbrunnEncoding extends Encoding<SchoenbrunnSolution> {
  /** The number of jumps. */
  readonly objective: Objective;
  /** Why there is no solution, when a cheap argument showed it before any search. */
  readonly impossible?: string;
}


const START_TO_GOAL = 'The path runs from the start to the goal';
const ONE_PATH = 'The path is simple: no cycle apart from it';
const TARGET_SUM = 'Expert: the visited tiles sum to the target';

/**
 * A simple path from start to goal in the jump graph. One literal per jump ("the path jumps
 * from u to v": the answer keys) and one per tile ("the path visits it"). Only tiles on some
 * walk from start to goal take part; in expert mode only those on some walk that can still
 * reach the target sum (analyseSums). Stray cycles beside the path are cut lazily. With
 * `revisit` the answer is a shortest walk, and shortest walks are simple paths whose every
 * jump goes one BFS layer further, so only those jumps take part and no cycle can form.
 */
export function encodeSchoenbrunn(puzzle: SchoenbrunnPuzzle): SchoenbrunnEncoding {
  const graph = jumpGraph(puzzle);
  const { start, goal, values } = graph;
  const model = new Model();
  const expert = modeOf(puzzle) === 'expert';
  const sums = expert ? analyseSums(graph, targetOf(puzzle)) : undefined;
  const usable = sums ? sums.usable : relevantNodes(graph);
  const fromStart = distances(graph, start);
  const toGoal = distances(graph, goal, true);
  const shortest = fromStart[goal]!;
  const onShortest = (u: number, v: number) =>
    fromStart[u]! + 1 === fromStart[v] && fromStart[v]! + toGoal[v]! === shortest && fromStart[u]! + toGoal[u]! === shortest;

  const visit = new Map<number, Lit>();
  for (let v = 0; v < values.length; v++) if (usable[v]) visit.set(v, model.newVar());
  const arcs: Arc[] = [];
  const outOf = new Map<number, Arc[]>();
  const inTo = new Map<number, Arc[]>();
  for (const [u] of visit) {
    for (const v of graph.out[u]!) {
      if (!visit.has(v) || (revisitOf(puzzle) && !onShortest(u, v))) continue;
      const arc = { lit: model.newVar(), from: u, to: v };
      arcs.push(arc);
      (outOf.get(u) ?? outOf.set(u, []).get(u)!).push(arc);
      (inTo.get(v) ?? inTo.set(v, []).get(v)!).push(arc);
    }
  }

  const impossible = sums?.impossible ?? (shortest < 0 ? 'the goal cannot be reached from the start' : undefined);
  if (impossible !== undefined || !visit.has(start) || !visit.has(goal)) {
    // Found before any search: the sum (expert mode) or the jumps never reach the goal
    model.rule(sums?.impossible !== undefined ? TARGET_SUM : START_TO_GOAL);
    model.addClause([]);
  } else {
    model.rule(START_TO_GOAL);
    model.addClause([visit.get(start)!]);
    model.addClause([visit.get(goal)!]);
    model.rule('A visited tile other than the goal is left by exactly one jump; the others by none');
    for (const [v, lit] of visit) if (v !== goal) linkExactlyOne(model, lit, (outOf.get(v) ?? []).map((a) => a.lit));
    model.rule('A visited tile other than the start is entered by exactly one jump');
    for (const [v, lit] of visit) if (v !== start) linkExactlyOne(model, lit, (inTo.get(v) ?? []).map((a) => a.lit));
    model.rule(ONE_PATH);
    // The two-tile cycle, cut eagerly: a jump and its reverse never both lie on a simple path
    for (const arc of arcs) {
      const back = outOf.get(arc.to)?.find((a) => a.to === arc.from);
      if (back && arc.from < arc.to) model.addClause([-arc.lit, -back.lit]);
    }
    const inner: Term[] = [...visit].filter(([v]) => v !== start && v !== goal).map(([v, lit]) => ({ lit, weight: values[v]! }));
    if (expert) {
      model.rule(TARGET_SUM);
      model.pbEqual(inner, targetOf(puzzle) - values[start]! - values[goal]!);
    }
    // Implied: at least as many jumps as the shortest walk (with the target sum, in expert mode)
    model.rule('At least as many jumps as the shortest walk');
    const lowest = sums?.minJumps ?? shortest;
    model.atLeast(inner.map((t) => t.lit), lowest - 1);
  }
  model.closeRule();

  const jumpTerms: Term[] = [...visit].filter(([v]) => v !== start).map(([, lit]) => ({ lit, weight: 1 }));
  const problem: Problem = {
    model,
    answerKeys: arcs.map((a) => a.lit),
    ...(revisitOf(puzzle) ? {} : { lazy: [{ kind: 'cycle cut', rule: ONE_PATH, cuts: (assignment: Assignment) => strayPathCycleCuts(graph.start, arcs, (tile) => visit.get(tile)!, assignment) }] }),
  };
  return {
    ...problem,
    objective: { terms: jumpTerms, offset: 0 },
    ...(impossible !== undefined ? { impossible } : {}),
    decode: (assignment) => solutionOf(puzzle, walkFrom(graph.start, arcs, assignment).map((v) => tileOf(graph, v))),
  };
}

/** lit ↔ (exactly one of `arcs`). */
export function linkExactlyOne(model: Model, lit: Lit, arcs: readonly Lit[]): void {
  model.addClause([-lit, ...arcs]);
  for (const a of arcs) model.implies(a, lit);
  model.atMostOne(arcs);
}

