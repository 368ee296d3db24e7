import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Random } from '../src/encoders/lib/random.js';
import { numberlinkNearby } from '../src/encoders/numberlink/cook-search.js';
import { joinAt, neighboursIn, randomCover, type Cell } from '../src/encoders/numberlink/cover.js';
import { buildNumberlink } from '../src/encoders/numberlink/encode.js';
import { puzzleOf, solutionOf } from '../src/encoders/numberlink/generate.js';
import type { NumberlinkPuzzle, NumberlinkSolution } from '../src/encoders/numberlink/model.js';
import { blockingClause, otherNearby, withSession } from '../src/solvers/index.js';

/*
 * Hard cook instances for bench/numberlink-cooks.ts, made the way a generator meets them:
 * a random cover of a 20x20 grid by long paths; while a cook lies near the intended paths
 * (two paths side by side, small squares: cook-search.ts), a path is cut where it differs,
 * until the puzzle looks unique; then each way of joining two neighbouring paths' ends
 * is one candidate, whose intended solution is the joined paths. A candidate is kept when
 * the global question "another colouring than the intended one?" takes `keepMs` or more,
 * or proves it unique.
 *
 *   npm run build && node dist/bench/numberlink-cook-instances.js <seed> <maxLength> <outDir> [keepMs] [limitMs]
 */

const SIZE = 20;

/** A cook near the intended solution, or undefined when none of the nearby questions finds one. */
async function nearbyCook(puzzle: NumberlinkPuzzle, intended: NumberlinkSolution): Promise<NumberlinkSolution | undefined> {
  const built = buildNumberlink(puzzle);
  const plan = numberlinkNearby(built, intended);
  return withSession(built.encoding, { timeLimitMs: 600_000 }, async (session) => {
    if ((await session.solve(plan.starts?.[0])) !== 'sat') throw new Error('the intended paths are not a solution');
    const first = session.assignment().slice();
    const near = await otherNearby(session, first, plan);
    return near.status === 'sat' ? built.encoding.decode(near.assignment) : undefined;
  });
}

/** The global question from the intended solution: its verdict and time. */
async function globalFromIntended(puzzle: NumberlinkPuzzle, intended: NumberlinkSolution, limitMs: number) {
  const built = buildNumberlink(puzzle);
  const plan = numberlinkNearby(built, intended);
  return withSession(built.encoding, { timeLimitMs: limitMs }, async (session) => {
    await session.solve(plan.starts?.[0]);
    const first = session.assignment().slice();
    const scope = session.model.newVar();
    session.model.addClause([-scope, ...blockingClause(built.encoding, first)]);
    const start = performance.now();
    const status = await session.solve([scope]);
    return { status, ms: Math.round(performance.now() - start) };
  });
}

/** Long random paths, cut where nearby cooks differ until none is left near them. */
async function uniqueLooking(random: Random, maxLength: number): Promise<Cell[][]> {
  let paths = randomCover(SIZE, SIZE, maxLength, random);
  while (paths.some((p) => p.length < 2)) paths = randomCover(SIZE, SIZE, maxLength, random);
  for (let round = 0; round < 200; round++) {
    const puzzle = puzzleOf(SIZE, SIZE, paths, true);
    const intended = solutionOf(puzzle, paths);
    const cook = await nearbyCook(puzzle, intended);
    if (!cook) return paths;
    const differs = (cell: Cell) => intended.grid[cell[0]]![cell[1]] !== cook.grid[cell[0]]![cell[1]];
    const cuts = paths.flatMap((p, i) => p.slice(2, -1).map((_, k) => ({ path: i, at: k + 2 })).filter(({ at }) => differs(p[at - 1]!) || differs(p[at]!)));
    if (cuts.length === 0) break;
    const { path, at } = random.pick(cuts);
    paths = paths.flatMap((p, i) => (i === path ? [p.slice(0, at), p.slice(at)] : [p]));
  }
  return paths;
}

/** Every way of joining two paths whose ends are neighbours. */
function joins(paths: readonly Cell[][]): Cell[][][] {
  const endOf = new Map<string, Cell[]>();
  for (const p of paths) for (const end of [p[0]!, p[p.length - 1]!]) endOf.set(end.join(','), p);
  const seen = new Set<string>();
  const out: Cell[][][] = [];
  for (const p of paths) {
    for (const end of [p[0]!, p[p.length - 1]!]) {
      for (const next of neighboursIn(SIZE, SIZE, end)) {
        const q = endOf.get(next.join(','));
        const key = [end.join(','), next.join(',')].sort().join('|');
        if (!q || q === p || seen.has(key)) continue;
        seen.add(key);
        out.push([...paths.filter((x) => x !== p && x !== q), joinAt(p, end, q, next)]);
      }
    }
  }
  return out;
}

const [seedText, maxLengthText, outDir, keepText, limitText] = process.argv.slice(2);
if (!seedText || !maxLengthText || !outDir) throw new Error('usage: numberlink-cook-instances <seed> <maxLength> <outDir> [keepMs] [limitMs]');
const [seed, maxLength, keepMs, limitMs] = [Number(seedText), Number(maxLengthText), Number(keepText ?? 2000), Number(limitText ?? 60_000)];
mkdirSync(outDir, { recursive: true });
const base = await uniqueLooking(new Random(seed), maxLength);
process.stderr.write(`cover seed ${seed}, maxLength ${maxLength}: ${base.length} pairs, no cook near the intended paths\n`);
for (const [index, paths] of joins(base).entries()) {
  const puzzle = puzzleOf(SIZE, SIZE, paths, true);
  const solution = solutionOf(puzzle, paths);
  const { status, ms } = await globalFromIntended(puzzle, solution, limitMs);
  // Past the limit, a cook near the intended paths still makes it a hidden cook.
  const hidden = status === 'unknown' && (await nearbyCook(puzzle, solution)) !== undefined;
  process.stderr.write(`join ${index}: ${status}${hidden ? ' (a cook nearby)' : ''} in ${ms} ms\n`);
  if ((status === 'unknown' && !hidden) || (status === 'sat' && ms < keepMs)) continue;
  const name = `cook-20x20-s${seed}-j${index}.json`;
  const source =
    `bench/numberlink-cook-instances.ts ${seed} ${maxLength}: a random 20x20 cover (seed ${seed}, paths up to ${maxLength} cells) cut until no cook lies ` +
    `near its paths, then join ${index}; the global question from the intended solution ${hidden ? 'found nothing in' : 'took'} ${ms} ms (MiniSat, load-dependent)`;
  const expected = status === 'unsat' ? { verdict: 'unique' } : { verdict: 'multiple' };
  writeFileSync(join(outDir, name), JSON.stringify({ source, expected, puzzle, solution }) + '\n');
  process.stderr.write(`  wrote ${name}\n`);
}
process.exit(0);
