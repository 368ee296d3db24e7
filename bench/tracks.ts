import { encodeTracks } from '../src/encoders/tracks/encode.js';
import { tracks } from '../src/encoders/tracks/index.js';
import { generatePuzzle } from '../src/api/index.js';
import type { TracksPuzzle } from '../src/encoders/tracks/model.js';
import { checkUnique, solve } from '../src/solvers/index.js';
import { median, round } from './stats.js';
import { benchTathamTracks } from './tracks-tatham.js';

const SIZES = (process.env['TRACKS_BENCH_SIZES'] ?? '8,10,12,15,20').split(',').map(Number);
const SEEDS = [1, 2, 3, 4, 5];
/**
 * Near-minimal 20x20 puzzles have uniqueness tests that run for half a minute each, so
 * their generation gets a time limit: once it passes, the remaining givens stay (the
 * puzzle is still proved unique, just less sparse).
 */
const GENERATION_LIMIT_MS: Readonly<Record<number, number>> = { 20: 20_000 };


/**
 * Generated Train Tracks puzzles (default options, fixed seeds) per size: generation time
 * (minimal givens proved by SAT), then in-process solve and uniqueness proof on MiniSat.
 */
export async function benchTracks(log: (line: string) => void = () => {}): Promise<object> {
  // Load MiniSat once so the first instance does not pay for it.
  const warm = await generatePuzzle(tracks, { options: { size: '6x6' }, seed: 99, engine: {} });
  if (warm.ok) await checkUnique(encodeTracks(warm.value));
  const sizes = [];
  for (const n of SIZES) {
    const instances = [];
    for (const seed of SEEDS) {
      let t = performance.now();
      const limit = GENERATION_LIMIT_MS[n];
      const engine = limit === undefined ? {} : { timeLimitMs: limit };
      const made = await generatePuzzle(tracks, { options: { size: `${n}x${n}` }, seed, engine });
      const generateMs = performance.now() - t;
      if (!made.ok) throw new Error(`generation failed: ${made.issues.map((i) => i.message).join('; ')}`);
      const puzzle: TracksPuzzle = made.value;
      t = performance.now();
      const solved = await solve(encodeTracks(puzzle));
      const solveMs = performance.now() - t;
      t = performance.now();
      const unique = await checkUnique(encodeTracks(puzzle));
      const uniqueMs = performance.now() - t;
      instances.push({
        seed,
        givens: puzzle.givens?.length ?? 0,
        trackCells: puzzle.rowClues.reduce((s: number, c) => s + (c ?? 0), 0),
        generateMs: round(generateMs),
        generationLimitMs: limit ?? null,
        solveMs: round(solveMs),
        uniqueMs: round(uniqueMs),
        verdict: unique.verdict,
        solveStatus: solved.status,
        cuts: unique.stats.cuts,
        solves: unique.stats.solves,
      });
    }
    log(`tracks ${n}x${n}: generate ${instances.map((i) => i.generateMs).join(' ')} ms; solve ${instances.map((i) => i.solveMs).join(' ')} ms; unique ${instances.map((i) => i.uniqueMs).join(' ')} ms`);
    sizes.push({
      size: `${n}x${n}`,
      medianGenerateMs: round(median(instances.map((i) => i.generateMs))),
      medianSolveMs: round(median(instances.map((i) => i.solveMs))),
      medianUniqueMs: round(median(instances.map((i) => i.uniqueMs))),
      medianSolvePlusUniqueMs: round(median(instances.map((i) => i.solveMs + i.uniqueMs))),
      instances,
    });
  }
  const graded = await gradedGeneration(log);
  const tatham = (await benchTathamTracks(log)) as { sets: { set: string; medianUniqueMs: number; medianProcessMs: number; unique: number; puzzles: number; gradedWithoutGuessing: number }[] };
  const summary = [
    ...tatham.sets.map((t) => ({ puzzles: `tatham ${t.set}`, n: t.puzzles, checkUniqueMs: t.medianUniqueMs, processMs: t.medianProcessMs, unique: t.unique, noGuessing: t.gradedWithoutGuessing })),
    ...sizes.map((g) => ({ puzzles: `generated ${g.size}`, n: g.instances.length, checkUniqueMs: g.medianUniqueMs, generateMs: g.medianGenerateMs })),
  ];
  return { family: 'tracks', backend: 'minisat', summary, tatham, generated: sizes, graded };
}

/**
 * `generate tracks --grade G` at 20x20 and 30x30, each grade, two seeds: wall and CPU time
 * (the process's, all threads), since on a busy machine the wall time mostly measures the
 * others. The README's claim about --grade rests on these figures.
 */
async function gradedGeneration(log: (line: string) => void): Promise<object[]> {
  const rows = [];
  for (const n of [20, 30]) {
    for (const grade of ['easy', 'tricky', 'hard', 'expert']) {
      for (const seed of [1, 2]) {
        const cpu = process.cpuUsage();
        const t = performance.now();
        const made = await generatePuzzle(tracks, { options: { size: `${n}x${n}`, grade }, seed, engine: {} });
        const wallMs = round(performance.now() - t);
        const used = process.cpuUsage(cpu);
        const row = { size: `${n}x${n}`, grade, seed, wallMs, cpuMs: round((used.user + used.system) / 1000), givens: made.ok ? (made.value.givens?.length ?? 0) : null };
        log(JSON.stringify(row));
        rows.push(row);
      }
    }
  }
  return rows;
}
