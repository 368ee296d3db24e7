import { deadlineOf, DEFAULT_BACKEND, type EngineOptions, type RunStats } from '../../solvers/index.js';
import type { CountRun, Family, OptimalRun } from '../family.js';
import { scoreAssessment } from './assess.js';
import { encodeViennese } from './encode.js';
import { vienneseGenerator } from './generate.js';
import { compileMaze, nodeName, variantOf, type NodeId, type ViennesePuzzle, type VienneseSolution } from './model.js';
import { renderVienneseText } from './render.js';
import { renderVienneseReport } from './report.js';
import { StateGraphBuilder, type StateGraph } from './state-graph.js';
import { validateViennese } from './validate.js';
import { VIENNESE_VERIFIER_CODES, verifyViennese, walkDifferences } from './verify.js';
import { countShortestWalks, countSimplePaths, nodesOfWalk, shortestWalks } from './walks.js';
import { counted } from '../lib/text.js';

function rule(puzzle: ViennesePuzzle): string {
  const turns = variantOf(puzzle) === 'u-turn' ? 'u-turns allowed' : 'no u-turns';
  return `Viennese maze (${turns}): every light advances green → orange → red per street passed; never pass a red; walks differ as simple paths through the states`;
}

function graphOf(puzzle: ViennesePuzzle): { graph: StateGraph; walk: (arcs: readonly number[]) => NodeId[]; names: (arcs: readonly number[]) => string } {
  const { maze, lights, ids } = compileMaze(puzzle);
  const graph = new StateGraphBuilder(maze).build(lights);
  const walk = (arcs: readonly number[]) => nodesOfWalk(graph, arcs).map((n) => ids[n]!);
  return { graph, walk, names: (arcs) => walk(arcs).map(nodeName).join(' ') };
}

/** Shortest walks listed in a count's breakdown, at most. */
const SHORTEST_LISTED = 10;

const noSolverStats = (engine: EngineOptions, start: number, method: string): RunStats => ({
  backend: engine.backend ?? DEFAULT_BACKEND,
  method,
  solves: 0,
  cuts: 0,
  vars: 0,
  clauses: 0,
  ms: Math.round(performance.now() - start),
});

/** Simple walks counted by depth-first search through the state graph (each one visited once). */
async function countWalks(puzzle: ViennesePuzzle, limit: number, engine: EngineOptions): Promise<CountRun> {
  const start = performance.now();
  const { graph, names } = graphOf(puzzle);
  const deadline = deadlineOf(engine);
  const { count, complete, timedOut } = countSimplePaths(graph, limit, deadline);
  const shortest = countShortestWalks(graph);
  const listed = shortestWalks(graph, SHORTEST_LISTED).map(names);
  const text =
    graph.goal < 0
      ? 'no walk reaches the goal'
      : [
          `the shortest walks take ${counted(graph.level[graph.goal]!, 'move')} (${shortest} of them); ${counted(graph.count, 'reachable state')}`,
          ...listed.map((walk) => `  ${walk}`),
          ...(shortest > listed.length ? [`  ... ${shortest - listed.length} more`] : []),
        ].join('\n');
  return {
    count,
    complete,
    timedOut,
    details: { text, data: { shortestMoves: graph.goal < 0 ? null : graph.level[graph.goal], shortestWalks: shortest, shortestListed: listed, states: graph.count } },
    stats: noSolverStats(engine, start, 'depth-first search'),
  };
}

/** The fewest moves and up to `limit` walks taking them, by breadth-first search: a shortest walk never passes a state twice, so it is a simple path and no solver is needed. */
async function shortestWalkOptimum(puzzle: ViennesePuzzle, limit: number, engine: EngineOptions): Promise<OptimalRun<VienneseSolution>> {
  const start = performance.now();
  const { graph, walk } = graphOf(puzzle);
  if (graph.goal < 0) return { solutions: [], complete: true, timedOut: false, optimal: false, stats: noSolverStats(engine, start, 'breadth-first search') };
  const solutions = shortestWalks(graph, limit).map((arcs) => ({ nodes: walk(arcs) }));
  const complete = countShortestWalks(graph) <= limit;
  return { solutions, complete, timedOut: false, optimal: true, value: graph.level[graph.goal]!, stats: noSolverStats(engine, start, 'breadth-first search') };
}

export const viennese: Family<ViennesePuzzle, VienneseSolution> = {
  type: 'viennese',
  title: 'Viennese traffic-light maze',
  validate: validateViennese,
  rule,
  encode: (puzzle) => encodeViennese(puzzle),
  verify: verifyViennese,
  verifierCodes: VIENNESE_VERIFIER_CODES,
  differences: walkDifferences,
  best: { name: 'moves', direction: 'min', measure: (_puzzle, solution) => solution.nodes.length - 1 },
  optimum: shortestWalkOptimum,
  count: countWalks,
  renderText: renderVienneseText,
  renderSvg: renderVienneseReport,
  formats: [],
  generator: vienneseGenerator,
  assessments: [scoreAssessment],
};
