import type { CountRun } from '../family.js';
import { deadlineOf, DEFAULT_BACKEND, type EngineOptions } from '../../solvers/index.js';
import { censusOfPaths, type PathCensus } from './count.js';
import { distances, jumpGraph, type JumpGraph } from './graph.js';
import { modeOf, revisitOf, targetOf, type SchoenbrunnPuzzle } from './model.js';
import { analyseSums } from './sums.js';

/**
 * `count` without one solver call per solution: the memoised census of simple paths
 * (normal: all of them, by jumps and by sum; expert: those reaching the target, by jumps),
 * or with `revisit` the shortest walks counted layer by layer over the BFS distances.
 * Histograms count jumps (a path of j jumps visits j + 1 tiles).
 */
export async function countSchoenbrunn(puzzle: SchoenbrunnPuzzle, _limit: number, engine: EngineOptions): Promise<CountRun> {
  const started = performance.now();
  const graph = jumpGraph(puzzle);
  const stats = () => ({ backend: engine.backend ?? DEFAULT_BACKEND, solves: 0, cuts: 0, vars: 0, clauses: 0, ms: Math.round(performance.now() - started) });
  if (revisitOf(puzzle)) {
    const { count, jumps } = shortestWalks(graph);
    const text = count === 0 ? 'the goal cannot be reached' : `${count} shortest walks of ${jumps} jumps`;
    return { count, complete: true, timedOut: false, details: { text, data: { shortestJumps: jumps, paths: count } }, stats: stats() };
  }
  const expert = modeOf(puzzle) === 'expert';
  const target = targetOf(puzzle);
  const impossible = expert ? analyseSums(graph, target).impossible : undefined;
  if (impossible) return { count: 0, complete: true, timedOut: false, details: { text: `no path: ${impossible}`, data: { reason: impossible } }, stats: stats() };
  const deadline = deadlineOf(engine) ?? Infinity;
  const census = censusOfPaths(graph, expert ? target : undefined, deadline);
  const count = census.byJumps.reduce((a, b) => a + b, 0);
  return { count, complete: census.complete, timedOut: !census.complete, details: detailsOf(census, expert, target), stats: stats() };
}

function detailsOf(census: PathCensus, expert: boolean, target: number): { text: string; data: unknown } {
  const byJumps = census.byJumps.map((paths, jumps) => ({ jumps, paths })).filter((e) => e.paths > 0);
  const bySum = census.bySum ? [...census.bySum].map(([sum, paths]) => ({ sum, paths })) : undefined;
  const lines = [`${expert ? `paths summing to ${target}` : 'paths'} by jumps: ${byJumps.map((e) => `${e.jumps}:${e.paths}`).join(' ') || 'none'}`];
  if (bySum) lines.push(`paths by sum: ${bySum.map((e) => `${e.sum}:${e.paths}`).join(' ') || 'none'}`);
  if (!census.complete) lines.push('(the time limit stopped the count: these are part of the paths)');
  return { text: lines.join('\n'), data: { unit: 'jumps', byJumps, ...(bySum ? { bySum } : {}), complete: census.complete } };
}

/** Shortest walks from start to goal (all simple), counted over the BFS layers. */
function shortestWalks(graph: JumpGraph): { count: number; jumps: number } {
  const dist = distances(graph, graph.start);
  const jumps = dist[graph.goal]!;
  if (jumps < 0) return { count: 0, jumps: -1 };
  const ways = new Float64Array(graph.values.length);
  ways[graph.start] = 1;
  const order = [...dist.keys()].filter((v) => dist[v]! >= 0).sort((a, b) => dist[a]! - dist[b]!);
  for (const u of order) for (const v of graph.out[u]!) if (dist[v] === dist[u]! + 1) ways[v]! += ways[u]!;
  return { count: ways[graph.goal]!, jumps };
}
