import { answerPuzzle } from '../src/api/index.js';
import { encodeRailway } from '../src/encoders/railway/encode.js';
import { railwayGraph } from '../src/encoders/railway/graph.js';
import { railway } from '../src/encoders/railway/index.js';
import { shortestRoute } from '../src/encoders/railway/shortest.js';
import { validateRailway } from '../src/encoders/railway/validate.js';
import { count, solve } from '../src/solvers/index.js';
import { syntheticMaze } from './railway-synthetic.js';
import { median, round } from './stats.js';

const SIZES = (process.env['RAILWAY_BENCH_SIZES'] ?? '8,16,24,32,48').split(',').map(Number);
const SEEDS = [1, 2, 3];
const LIMIT_MS = 30_000;
const COUNT_LIMIT = 100;

const timed = async <T>(run: () => T | Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const value = await run();
  return [value, round(performance.now() - t)];
};

/**
 * Synthetic two-sided railway mazes on n x n lattices (bench/railway-synthetic.ts), fixed
 * seeds, MiniSat, in process: validate; the shortest route by Dijkstra over states; `check`
 * (the answer with up to two routes, each verified); `check --best` (the shortest length
 * proved, up to two optimal tracks); counting tracks up to 100. Questions stop at 30 s.
 */
export async function benchRailway(log: (line: string) => void = () => {}): Promise<object> {
  await solve(encodeRailway(syntheticMaze(4, 99)));
  const sizes = [];
  for (const n of SIZES) {
    const instances: Row[] = [];
    for (const seed of SEEDS) instances.push(await measure(n, seed));
    const show = (f: (i: Row) => string) => instances.map(f).join(' ');
    log(`railway ${n}x${n}: shortest ${show((i) => `${i.shortestMs}`)} ms; check ${show((i) => `${i.checkMs} (${i.verdict})`)} ms; best ${show((i) => `${i.bestMs} (${i.best?.value ?? '-'}${i.best?.optimal === false ? '?' : ''})`)} ms; count ${show((i) => `${i.countMs} (${i.tracks}${i.countComplete ? '' : '+'})`)} ms`);
    sizes.push({
      size: `${n}x${n}`,
      medianSegments: median(instances.map((i) => i.segments)),
      medianShortestMs: median(instances.map((i) => i.shortestMs)),
      medianCheckMs: median(instances.map((i) => i.checkMs)),
      medianBestMs: median(instances.map((i) => i.bestMs)),
      medianCountMs: median(instances.map((i) => i.countMs)),
      instances,
    });
  }
  const summary = sizes.map((s) => ({
    maze: `synthetic ${s.size}`,
    segments: s.medianSegments,
    shortestMs: s.medianShortestMs,
    checkMs: s.medianCheckMs,
    bestMs: s.medianBestMs,
    countTo100Ms: s.medianCountMs,
  }));
  return { family: 'railway', backend: 'minisat', timeLimitMs: LIMIT_MS, summary, synthetic: sizes };
}

type Row = Awaited<ReturnType<typeof measure>>;

/** One maze: each question timed. */
async function measure(n: number, seed: number) {
  const puzzle = syntheticMaze(n, seed);
  const [issues, validateMs] = await timed(() => validateRailway(puzzle));
  if (issues.length > 0) throw new Error(`synthetic maze invalid: ${issues[0]!.message}`);
  const engine = { timeLimitMs: LIMIT_MS };
  const [shortest, shortestMs] = await timed(() => shortestRoute(railwayGraph(puzzle)));
  const [checked, checkMs] = await timed(() => answerPuzzle(railway, puzzle, { limit: 2, engine }));
  const [best, bestMs] = await timed(() => answerPuzzle(railway, puzzle, { limit: 2, engine, best: true }));
  const [counted, countMs] = await timed(() => count(encodeRailway(puzzle), COUNT_LIMIT, engine));
  return {
    seed,
    segments: puzzle.segments.length,
    validateMs,
    shortestMs,
    shortestPx: shortest ? round(shortest.length) : null,
    shortestSegments: shortest ? shortest.states.length : null,
    checkMs,
    verdict: checked.verdict,
    cuts: checked.stats.cuts,
    vars: checked.stats.vars,
    clauses: checked.stats.clauses,
    bestMs,
    best: best.best ?? null,
    bestVerdict: best.verdict,
    countMs,
    tracks: counted.count,
    countComplete: counted.complete,
  };
}
