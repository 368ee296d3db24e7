import { strayPathCycleCuts, walkFrom, type Arc } from '../lib/path-cuts.js';
import { Model, deadlineOf, enumerateOptimal, solve, DEFAULT_BACKEND, type Assignment, type Clause, type EngineOptions, type LazyCheck, type Lit, type RunStats, type Term } from '../../solvers/index.js';
import type { OptimalRun } from '../family.js';
import { encodeSchoenbrunn, linkExactlyOne } from './encode.js';
import { distances, jumpGraph, tileOf, type JumpGraph } from './graph.js';
import { modeOf, revisitOf, solutionOf, targetOf, type SchoenbrunnPuzzle, type SchoenbrunnSolution } from './model.js';
import { shortPaths, STEP_BUDGET } from './shortest-walks.js';
import { analyseSums, type StateSpace } from './sums.js';

/**
 * The best path (fewest jumps). First a depth-first search guided by the distances through
 * the (tile, sum) states, within a step budget (shortest-walks.ts): it settles most boards.
 * The boards it leaves open go to the solver: the whole encoding says whether any path
 * exists (and gives an upper bound), then deepening: for a bound K, a simple path of at most
 * K jumps from start to goal is a path in the graph of (tile, sum so far) states that lie at
 * most K jumps from both ends, visiting each tile once. That graph carries the expert sum
 * in its states, so no pseudo-boolean sum is needed, and it is small while K is. K starts
 * where the guided search stopped (every shorter bound refuted) and grows until a path
 * exists; the solver then proves the optimum within that bound.
 */
export async function bestPaths(
  puzzle: SchoenbrunnPuzzle,
  limit: number,
  engine: EngineOptions,
  { guidedSteps = STEP_BUDGET }: { guidedSteps?: number } = {},
): Promise<OptimalRun<SchoenbrunnSolution> | undefined> {
  if (revisitOf(puzzle)) return undefined;
  const started = performance.now();
  const deadline = deadlineOf(engine);
  const graph = jumpGraph(puzzle);
  const expert = modeOf(puzzle) === 'expert';
  const sums = expert ? analyseSums(graph, targetOf(puzzle)) : undefined;
  const states = sums ? sums.states : plainStates(graph);
  const totals: RunStats = { backend: engine.backend ?? DEFAULT_BACKEND, solves: 0, cuts: 0, vars: 0, clauses: 0, ms: 0 };
  const done = (run: Omit<OptimalRun<SchoenbrunnSolution>, 'stats'>): OptimalRun<SchoenbrunnSolution> => ({ ...run, stats: { ...totals, ms: Math.round(performance.now() - started) } });
  const none = { solutions: [], complete: true, timedOut: false, optimal: false };
  if (!states) return sums?.impossible ? done(none) : undefined;
  const first = graph.start * states.width + (expert ? graph.values[graph.start]! : 0) - states.low;
  const last = graph.goal * states.width + (expert ? targetOf(puzzle) : 0) - states.low;
  const lowest = states.forward[last]!;
  if (lowest < 0) return done(none);
  // A search guided by the state distances settles most boards before any solver is needed.
  const short = shortPaths(graph, states, first, last, limit, (tile) => (expert ? graph.values[tile]! : 0), guidedSteps);
  if (short.found) {
    const solutions = short.paths.map((path) => solutionOf(puzzle, path.map((v) => tileOf(graph, v))));
    return done(solutions.length === 0 ? none : { solutions, complete: short.complete, timedOut: false, optimal: true, value: short.jumps });
  }
  let longest = states.forward.reduce((count, d, i) => (d >= 0 && states.backward[i]! >= 0 ? count + 1 : count), 0);
  const timedOut = { solutions: [], complete: false, timedOut: true, optimal: false };
  const within = () => {
    const remaining = deadline === undefined ? undefined : deadline - Date.now();
    return remaining === undefined ? engine : { ...engine, timeLimitMs: Math.max(1, remaining) };
  };
  const add = (stats: RunStats) => {
    for (const key of ['solves', 'cuts', 'vars', 'clauses'] as const) totals[key] += stats[key];
    totals.backend = stats.backend;
  };
  // Boards the guided search leaves open are hard: one question to the whole encoding first
  // settles whether any path exists (boards without one end here) and bounds the deepening.
  const some = await solve(encodeSchoenbrunn(puzzle), within());
  add(some.stats);
  if (some.status === 'unsat') return done(none);
  if (some.status === 'unknown') return done(timedOut);
  longest = Math.min(longest, encodeSchoenbrunn(puzzle).decode(some.assignment).jumps);
  // The deepening starts where the guided search stopped: no path is shorter.
  for (let bound = short.atLeast, step = 1; ; bound += step, step += 1) {
    if (deadline !== undefined && Date.now() >= deadline) return done(timedOut);
    const encoding = encodeBounded(puzzle, graph, states, Math.min(bound, longest), expert);
    const run = await enumerateOptimal(encoding, encoding.jumps, 'min', limit, within());
    add(run.stats);
    if (run.solutions.length > 0 || run.timedOut) {
      const solutions = run.solutions.map((a) => encoding.decode(a));
      return done({ solutions, complete: run.complete, timedOut: run.timedOut, optimal: run.optimal, ...(run.value !== undefined ? { value: run.value } : {}) });
    }
    if (bound >= longest) return done(none);
  }
}

/** Normal mode: one state per tile, sums ignored. */
function plainStates(graph: JumpGraph): StateSpace {
  return { low: 0, width: 1, forward: distances(graph, graph.start), backward: distances(graph, graph.goal, true) };
}

interface BoundedEncoding {
  readonly model: Model;
  readonly answerKeys: Lit[];
  readonly lazy: readonly LazyCheck[];
  readonly jumps: Term[];
  decode(assignment: Assignment): SchoenbrunnSolution;
}


/** Simple paths of at most `bound` jumps, as paths through (tile, sum) states. */
function encodeBounded(puzzle: SchoenbrunnPuzzle, graph: JumpGraph, states: StateSpace, bound: number, expert: boolean): BoundedEncoding {
  const { width, low, forward, backward } = states;
  const model = new Model();
  const near = (state: number) => forward[state]! >= 0 && backward[state]! >= 0 && forward[state]! + backward[state]! <= bound;
  const tileOfState = (state: number) => Math.floor(state / width);
  const first = graph.start * width + (expert ? graph.values[graph.start]! : 0) - low;
  const last = graph.goal * width + (expert ? targetOf(puzzle) : 0) - low;
  const visit = new Map<number, Lit>();
  for (let state = 0; state < forward.length; state++) if (near(state)) visit.set(state, model.newVar());
  const arcs: Arc[] = [];
  const outOf = new Map<number, Lit[]>();
  const inTo = new Map<number, Lit[]>();
  for (const [state] of visit) {
    const s = state % width;
    for (const v of graph.out[tileOfState(state)]!) {
      const next = v * width + s + (expert ? graph.values[v]! : 0);
      if (s + (expert ? graph.values[v]! : 0) < 0 || s + (expert ? graph.values[v]! : 0) >= width || !visit.has(next)) continue;
      if (forward[state]! + 1 + backward[next]! > bound) continue;
      const arc = { lit: model.newVar(), from: state, to: next };
      arcs.push(arc);
      (outOf.get(state) ?? outOf.set(state, []).get(state)!).push(arc.lit);
      (inTo.get(next) ?? inTo.set(next, []).get(next)!).push(arc.lit);
    }
  }
  // The path starts on the start with its value and ends on the goal with the target sum.
  model.addClause([visit.get(first)!]);
  model.addClause([visit.get(last)!]);
  const copies = new Map<number, Lit[]>();
  for (const [state, lit] of visit) {
    // A visited state is left by one jump (but the last) and entered by one (but the first).
    if (state !== last) linkExactlyOne(model, lit, outOf.get(state) ?? []);
    if (state !== first) linkExactlyOne(model, lit, inTo.get(state) ?? []);
    const tile = tileOfState(state);
    (copies.get(tile) ?? copies.set(tile, []).get(tile)!).push(lit);
  }
  // Each tile is visited once, whatever the sum on arrival; a tile literal stands for its copies.
  const tiles: Lit[] = [];
  for (const [tile, lits] of copies) {
    model.atMostOne(lits);
    if (tile === graph.start) continue;
    const lit = model.or(lits);
    tiles.push(lit);
  }
  const jumps = tiles.map((lit) => ({ lit, weight: 1 }));
  // At most `bound` jumps (one per tile visited after the start).
  model.atMost(tiles, bound);

  // Used arcs off the path from the start form cycles: each must be entered from outside
  const lazy = [{ kind: 'cycle cut', cuts: (assignment: Assignment): Clause[] => strayPathCycleCuts(first, arcs, (state) => visit.get(state)!, assignment) }];
  return {
    model,
    answerKeys: arcs.map((a) => a.lit),
    lazy,
    jumps,
    decode: (assignment) => solutionOf(puzzle, walkFrom(first, arcs, assignment).map((state) => tileOf(graph, tileOfState(state)))),
  };
}
