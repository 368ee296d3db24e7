import { encodeRailway } from '../src/encoders/railway/encode.js';
import { railwayGraph } from '../src/encoders/railway/graph.js';
import { shortestRoute } from '../src/encoders/railway/shortest.js';
import { validateRailway } from '../src/encoders/railway/validate.js';
import { verifyRailway } from '../src/encoders/railway/verify.js';
import { checkUnique, count, solve } from '../src/solvers/index.js';
import { syntheticMaze } from './railway-synthetic.js';
import { median, round } from './stats.js';

const SIZES = (process.env['RAILWAY_BENCH_SIZES'] ?? '8,16,24,32,48').split(',').map(Number);
const SEEDS = [1, 2, 3];
const LIMIT_MS = 60_000;
const COUNT_LIMIT = 100;

const timed = async <T>(run: () => T | Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const value = await run();
  return [value, round(performance.now() - t)];
};

/**
 * Synthetic two-sided railway mazes on n x n lattices (bench/railway-synthetic.ts), fixed
 * seeds: validate, shortest route (Dijkstra over states), first route by SAT, uniqueness
 * (two answers or proof of one), counting tracks up to 100, and verifying the route; MiniSat.
 */
export async function benchRailway(log: (line: string) => void = () => {}): Promise<object> {
  await solve(encodeRailway(syntheticMaze(4, 99)));
  const sizes = [];
  for (const n of SIZES) {
    const instances = [];
    for (const seed of SEEDS) {
      const puzzle = syntheticMaze(n, seed);
      const [issues, validateMs] = await timed(() => validateRailway(puzzle));
      if (issues.length > 0) throw new Error(`synthetic maze invalid: ${issues[0]!.message}`);
      const [shortest, shortestMs] = await timed(() => shortestRoute(railwayGraph(puzzle)));
      const [encoding, encodeMs] = await timed(() => encodeRailway(puzzle));
      const [solved, solveMs] = await timed(() => solve(encoding, { timeLimitMs: LIMIT_MS }));
      const [unique, uniqueMs] = await timed(() => checkUnique(encodeRailway(puzzle), { timeLimitMs: LIMIT_MS }));
      const [counted, countMs] = await timed(() => count(encodeRailway(puzzle), COUNT_LIMIT, { timeLimitMs: LIMIT_MS }));
      const route = solved.status === 'sat' ? encoding.decode(solved.assignment) : undefined;
      const [verified, verifyMs] = await timed(() => (route ? verifyRailway(puzzle, route).length === 0 : null));
      instances.push({
        seed,
        segments: puzzle.segments.length,
        states: 2 * puzzle.segments.length,
        vars: unique.stats.vars,
        clauses: unique.stats.clauses,
        validateMs,
        shortestMs,
        shortestLength: shortest ? round(shortest.length) : null,
        encodeMs,
        solveMs,
        solveStatus: solved.status,
        uniqueMs,
        verdict: unique.verdict,
        cuts: unique.stats.cuts,
        countMs,
        tracks: counted.count,
        countComplete: counted.complete,
        verifyMs,
        verified,
      });
    }
    log(`railway ${n}x${n}: shortest ${instances.map((i) => i.shortestMs).join(' ')} ms; solve ${instances.map((i) => i.solveMs).join(' ')} ms; unique ${instances.map((i) => `${i.uniqueMs} (${i.verdict})`).join(' ')} ms; count ${instances.map((i) => `${i.countMs} (${i.tracks}${i.countComplete ? '' : '+'})`).join(' ')} ms`);
    sizes.push({
      size: `${n}x${n}`,
      medianSegments: median(instances.map((i) => i.segments)),
      medianShortestMs: median(instances.map((i) => i.shortestMs)),
      medianSolveMs: median(instances.map((i) => i.solveMs)),
      medianUniqueMs: median(instances.map((i) => i.uniqueMs)),
      medianCountMs: median(instances.map((i) => i.countMs)),
      instances,
    });
  }
  const summary = sizes.map((s) => ({ maze: `synthetic ${s.size}`, segments: s.medianSegments, shortestMs: s.medianShortestMs, solveMs: s.medianSolveMs, uniqueMs: s.medianUniqueMs, countTo100Ms: s.medianCountMs }));
  return { family: 'railway', backend: 'minisat', summary, synthetic: sizes };
}
