import type { CountRun } from '../family.js';
import { deadlineOf, DEFAULT_BACKEND, type EngineOptions, type RunStats } from '../../solvers/index.js';
import { censusOfPaths, MEMO_BYTES, type PathCensus } from './count.js';
import { LayeredCounter, type LayeredCount } from './layered-count.js';
import { counted } from '../lib/text.js';
import { distances, jumpGraph, type JumpGraph } from './graph.js';
import { modeOf, revisitOf, targetOf, type SchoenbrunnPuzzle } from './model.js';
import { analyseSums } from './sums.js';

/**
 * `count` without one solver call per solution: simple paths path by path, shortest first
 * (layered-count.ts), then the memoised census (count.ts; normal: all of them, by jumps and
 * by sum; expert: those reaching the target, by jumps); with `revisit` the shortest walks
 * counted layer by layer over the BFS distances. Histograms count jumps (a path of j jumps
 * visits j + 1 tiles). A count cut short reports what it counted, and how.
 */
export async function countSchoenbrunn(puzzle: SchoenbrunnPuzzle, limit: number, engine: EngineOptions): Promise<CountRun> {
  const started = performance.now();
  const graph = jumpGraph(puzzle);
  const stats = () => ({ backend: engine.backend ?? DEFAULT_BACKEND, solves: 0, cuts: 0, vars: 0, clauses: 0, ms: Math.round(performance.now() - started) });
  if (revisitOf(puzzle)) {
    const { count, jumps } = shortestWalks(graph);
    const text = count === 0 ? 'the goal cannot be reached' : `${counted(count, 'shortest walk')} of ${counted(jumps, 'jump')}`;
    return { count, complete: true, timedOut: false, details: { text, data: { shortestJumps: jumps, paths: count } }, stats: stats() };
  }
  const expert = modeOf(puzzle) === 'expert';
  const target = targetOf(puzzle);
  const impossible = expert ? analyseSums(graph, target).impossible : undefined;
  if (impossible) return { count: 0, complete: true, timedOut: false, details: { text: `no path: ${impossible}`, data: { reason: impossible } }, stats: stats() };
  const deadline = deadlineOf(engine);
  const onProgress = (paths: number) => engine.onProgress?.(paths);
  // The time left from now, in shares: `share(0.1)` is the time a tenth of it from now.
  const start = Date.now();
  const share = (fraction: number) => (deadline === undefined ? undefined : start + (deadline - start) * fraction);
  // 1. Path by path, shortest first, up to the limit: the first paths come at once.
  const layered = new LayeredCounter(graph, expert ? target : undefined);
  let levels = layered.run({ until: share(FIRST_SHARE) ?? start + FIRST_MS, limit, onProgress });
  if (levels.complete) return runOf(levels, undefined, false, expert, target, stats());
  // 2. The memoised census, which counts millions of paths without walking them (the whole
  //    count of a 9x9 board) or none (a 15x15 expert board). Its memory is bounded; once
  //    `limit` paths are known it stops at that bound.
  const known = pathsOf(levels.byJumps);
  const whenFull = known >= limit ? 'stop' : 'flush';
  // With the limit counted already, an exact count is a bonus: without a time limit it gets CENSUS_BONUS_MS.
  const until = share(CENSUS_UNTIL) ?? (known >= limit ? Date.now() + CENSUS_BONUS_MS : undefined);
  const census = censusOfPaths(graph, expert ? target : undefined, { ...(until === undefined ? {} : { deadline: until }), whenFull, onProgress: (paths) => onProgress(Math.max(known, paths)) });
  if (census.complete) return runOf(levels, census, false, expert, target, stats());
  // 3. Path by path again, where it stopped, until the time or the limit.
  levels = layered.run({ ...(deadline === undefined ? {} : { until: deadline }), limit, onProgress });
  return runOf(levels, census, levels.stopped === 'time', expert, target, stats());
}

/** Without a time limit, the path-by-path count gets this long before the census. */
const FIRST_MS = 250;
/** With one, this share of the time, then the census until this share; the path-by-path count the rest. */
const FIRST_SHARE = 0.1;
const CENSUS_UNTIL = 0.35;
/** Without one, once the limit is counted, the census gets this long to make the count exact. */
const CENSUS_BONUS_MS = 10_000;

/** The count of whichever counted more (the census when it is complete), saying how it was cut short. */
function runOf(levels: LayeredCount, census: PathCensus | undefined, timedOut: boolean, expert: boolean, target: number, stats: RunStats): CountRun {
  const layeredPaths = pathsOf(levels.byJumps);
  const censusPaths = census ? pathsOf(census.byJumps) : -1;
  const memory = census?.emptied
    ? [`(the memoised census reached its memory bound of ${MEMO_BYTES / 2 ** 20} MB${census.stopped === 'memory' ? ' and stopped there, the limit being counted' : ` ${counted(census.emptied, 'time')} and started afresh`})`]
    : [];
  if (census && (census.complete || censusPaths > layeredPaths)) {
    const cut = census.complete ? [] : ['(the count was cut short: these are part of the paths, in no particular order)'];
    return { count: censusPaths, complete: census.complete, timedOut, details: detailsOf(census, expert, target, [...cut, ...memory]), stats };
  }
  const cut = levels.complete ? [] : [`(the count was cut short: every path of up to ${levels.level - 1} jumps is counted, of ${levels.level} jumps and more a part or none)`];
  const run = { byJumps: levels.byJumps, ...(levels.bySum ? { bySum: levels.bySum } : {}), complete: levels.complete };
  return { count: layeredPaths, complete: levels.complete, timedOut, details: detailsOf(run, expert, target, [...cut, ...memory]), stats };
}

const pathsOf = (byJumps: readonly number[]) => byJumps.reduce((a, b) => a + b, 0);

function detailsOf(census: Pick<PathCensus, 'byJumps' | 'bySum' | 'complete'>, expert: boolean, target: number, remarks: string[]): { text: string; data: unknown } {
  const byJumps = census.byJumps.map((paths, jumps) => ({ jumps, paths })).filter((e) => e.paths > 0);
  const bySum = census.bySum ? [...census.bySum].sort((a, b) => a[0] - b[0]).map(([sum, paths]) => ({ sum, paths })) : undefined;
  const lines = [`${expert ? `paths summing to ${target}` : 'paths'} by jumps: ${byJumps.map((e) => `${e.jumps}:${e.paths}`).join(' ') || 'none'}`];
  if (bySum) lines.push(`paths by sum: ${bySum.map((e) => `${e.sum}:${e.paths}`).join(' ') || 'none'}`);
  lines.push(...remarks);
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
