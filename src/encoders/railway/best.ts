import { DEFAULT_BACKEND, type EngineOptions, type RunStats } from '../../solvers/index.js';
import type { OptimalRun } from '../family.js';
import { headOf, railwayGraph, segmentOfState, stepsOf, type RailwayGraph } from './graph.js';
import type { RailwayPuzzle, RailwaySolution } from './model.js';
import { walkDistances, wholePixels } from './objective.js';
import { routeLength, solutionOf } from './solution.js';

/** Shortest walks followed back at most: beyond, the solver decides (many walks over few tracks are rare). */
const MOST_WALKS = 10_000;

/**
 * The shortest routes (`best`: whole pixels per segment) without the solver. With positive
 * lengths every shortest walk is a route — its states lie at strictly growing distances, so
 * none repeats — and every shortest route is such a walk: each of its moves is tight
 * (distance before + the next segment = distance after). So the optimal routes are the tight
 * walks from a start state to a finish state at the least distance, followed back from the
 * finish; routes over the same track count once. Mazes with waypoints, or with a segment
 * shorter than half a pixel (a zero weight), are left to the solver.
 */
export async function railwayOptimum(puzzle: RailwayPuzzle, limit: number, engine: EngineOptions): Promise<OptimalRun<RailwaySolution> | undefined> {
  if ((puzzle.waypoints ?? []).length > 0) return undefined;
  const started = performance.now();
  const graph = railwayGraph(puzzle);
  const weight = (state: number) => wholePixels(graph.lengths[segmentOfState(state)]!);
  if (graph.lengths.some((length) => wholePixels(length) <= 0)) return undefined;
  const d = walkDistances(graph, weight);
  const finish = puzzle.finish.node;
  const ends = d.flatMap((dist, state) => (Number.isFinite(dist) && headOf(graph.segments, state) === finish ? [state] : []));
  const stats = (): RunStats => ({ backend: engine.backend ?? DEFAULT_BACKEND, solves: 0, cuts: 0, vars: 0, clauses: 0, ms: Math.round(performance.now() - started) });
  if (ends.length === 0) return { solutions: [], complete: true, timedOut: false, optimal: false, stats: stats() };
  const value = Math.min(...ends.map((s) => d[s]!));
  const tracks = shortestTracks(graph, d, weight, ends.filter((s) => d[s] === value), limit);
  if (tracks === undefined) return undefined;
  const solutions = tracks.walks
    .map((states) => stepsOf(graph, states))
    .sort((a, b) => routeLength(puzzle, a) - routeLength(puzzle, b) || a.length - b.length)
    .map((steps) => solutionOf(puzzle, steps));
  return { solutions, complete: tracks.complete, timedOut: false, optimal: true, value, stats: stats() };
}

/**
 * One walk per track among the tight walks ending in `ends`, up to `limit` tracks; `complete`
 * when every such walk was seen. Undefined past MOST_WALKS walks.
 */
function shortestTracks(
  graph: RailwayGraph,
  d: readonly number[],
  weight: (state: number) => number,
  ends: readonly number[],
  limit: number,
): { walks: number[][]; complete: boolean } | undefined {
  const finish = graph.puzzle.finish.node;
  const before: number[][] = Array.from({ length: graph.stateCount }, () => []);
  graph.moves.forEach((next, s) => {
    // A walk ends on reaching the finish: no move leaves a state that arrives there.
    if (headOf(graph.segments, s) === finish || !Number.isFinite(d[s]!)) return;
    for (const t of next) if (d[s]! + weight(t) === d[t]) before[t]!.push(s);
  });
  const isStart = new Set(graph.startStates);
  const byTrack = new Map<string, number[]>();
  let walks = 0;
  const path: number[] = [];
  // Depth-first, backwards from an end: true when the walk budget or the limit stops it.
  const back = (state: number): boolean => {
    path.push(state);
    if (isStart.has(state) && d[state] === weight(state)) {
      walks++;
      const walk = [...path].reverse();
      const track = [...new Set(walk.map(segmentOfState))].sort((a, b) => a - b).join(',');
      if (!byTrack.has(track)) byTrack.set(track, walk);
    }
    const stop = walks > MOST_WALKS || byTrack.size >= limit + 1 || before[state]!.some((p) => back(p));
    path.pop();
    return stop;
  };
  const stopped = ends.some((end) => back(end));
  if (walks > MOST_WALKS) return undefined;
  const found = [...byTrack.values()];
  return { walks: found.slice(0, limit), complete: !stopped && found.length <= limit };
}
