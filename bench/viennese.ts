import { Random } from '../src/encoders/lib/random.js';
import { canvas } from '../src/encoders/viennese/canvas.js';
import { compileMaze, withLights, type Variant } from '../src/encoders/viennese/model.js';
import { VienneseScorer } from '../src/encoders/viennese/score.js';
import { round } from './stats.js';
import { duel, tally, type DuelTally } from './viennese-compare.js';
import { referenceScore } from './viennese-reference.js';
import { rescoreWithVmfactory, type ScoredMaze } from './viennese-vmfactory.js';

const VARIANTS: readonly Variant[] = ['no-u-turn', 'u-turn'];
const SCORED = Number(process.env['VIENNESE_BENCH_MAZES'] ?? 200_000);
const REFERENCE_MAZES = 2_000;
/** Steps of the reference's simple-path search before it gives up on one colouring. */
const REFERENCE_BUDGET = 2_000_000;
const STEPS = [2_000, 20_000];

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Mazes scored per second on random colourings (wall clock and CPU time, one core), the
 * slowest single colouring, and the same colourings through the plain reimplementation of
 * vmfactory's scoring (same scores required); then improvement runs on a 5x5 canvas from
 * fixed seeds, vmfactory's mutate-and-keep loop beside simulated annealing, seed by seed.
 */
export async function benchViennese(log: (line: string) => void = () => {}): Promise<object> {
  const scoring = [];
  for (const n of [4, 6]) {
    for (const variant of VARIANTS) {
      const puzzle = canvas('square', n, n, variant);
      const { maze } = compileMaze(puzzle);
      const scorer = new VienneseScorer(maze);
      const random = new Random(n * 10 + variant.length);
      const colourings = Array.from({ length: 4096 }, () => Uint8Array.from({ length: maze.streetCount }, () => random.int(3)));
      for (let i = 0; i < 20_000; i++) scorer.score(colourings[i % colourings.length]!);
      const [wall0, cpu0] = [performance.now(), cpuMs()];
      let unique = 0;
      for (let i = 0; i < SCORED; i++) if (scorer.score(colourings[i % colourings.length]!).verdict === 'unique') unique++;
      const [wall, cpu] = [performance.now() - wall0, cpuMs() - cpu0];
      // One colouring at a time, in CPU time: on a shared machine wall time mostly measures the other processes.
      const times = colourings.map((c) => {
        const t = cpuMs();
        scorer.score(c);
        return cpuMs() - t;
      }).sort((a, b) => a - b);
      // The reference on the first colourings: speed, and the same score for each.
      let mismatches = 0;
      let gaveUp = 0;
      const hard: { states: number; cpuMs: number }[] = [];
      const [refWall0, refCpu0] = [performance.now(), cpuMs()];
      for (const lights of colourings.slice(0, REFERENCE_MAZES)) {
        const reference = referenceScore(withLights(puzzle, lights), REFERENCE_BUDGET);
        if (reference.gaveUp) {
          gaveUp++;
          const t = cpuMs();
          const states = scorer.score(lights).states;
          hard.push({ states, cpuMs: round((cpuMs() - t) * 1000) / 1000 });
        }
        else if (Math.abs(reference.score - scorer.score(lights).score) > 1e-6 * Math.max(1, reference.score)) mismatches++;
      }
      const [refWall, refCpu] = [performance.now() - refWall0, cpuMs() - refCpu0];
      const row = {
        maze: `${n}x${n} ${variant}`,
        scored: SCORED,
        uniqueShare: round((100 * unique) / SCORED),
        perSecondWall: Math.round((SCORED / wall) * 1000),
        perSecondCpu: Math.round((SCORED / cpu) * 1000),
        medianCpuUs: round(times[times.length >> 1]! * 1000),
        maxCpuMs: round(times[times.length - 1]! * 100) / 100,
        referencePerSecondCpu: Math.round((REFERENCE_MAZES / refCpu) * 1000),
        referencePerSecondWall: Math.round((REFERENCE_MAZES / refWall) * 1000),
        speedupCpu: round(SCORED / cpu / (REFERENCE_MAZES / refCpu)),
        referenceGaveUp: gaveUp,
        /** The colourings the reference gave up on: their reachable states and the time scored here. */
        referenceGaveUpOn: hard,
        referenceMismatches: mismatches,
      };
      log(`viennese score ${row.maze}: ${row.perSecondCpu}/s cpu (${row.perSecondWall}/s wall), max ${row.maxCpuMs} ms cpu; reference ${row.referencePerSecondCpu}/s, ${mismatches} mismatches, ${gaveUp} gave up`);
      scoring.push(row);
    }
  }

  const duelMazes: ScoredMaze[] = [];
  const improvement = VARIANTS.flatMap((variant) => improvementRuns(variant, duelMazes, log));
  const vmfactory = rescoreWithVmfactory(duelMazes, log);
  const summary = [
    ...scoring.map((r) => ({ what: `score ${r.maze}`, perSecondCpu: r.perSecondCpu, maxCpuMs: r.maxCpuMs, referencePerSecondCpu: r.referencePerSecondCpu, speedupCpu: r.speedupCpu })),
    ...improvement.map((r) => ({ what: `improve ${r.canvas} ${r.steps} steps seeds ${r.seeds}`, wins: r.wins, ties: r.ties, losses: r.losses, annealGeoMean: r.annealGeoMean, keepGeoMean: r.keepGeoMean, annealMin: r.annealMin, keepMax: r.keepMax })),
    { what: 'the duel mazes scored again by vmfactory', ...vmfactory },
  ];
  return {
    family: 'viennese',
    note: 'CPU time is process user+system time (the machine is shared); the reference is vmfactory scoring reimplemented plainly (bench/viennese-reference.ts). Published for the Python original (issue 17): 800-1,100 4x4 mazes a second, about 5 a second on 6x6.',
    scoring,
    improvement,
    vmfactory,
    summary,
  };
}

/** Seed ranges of the improvement duel: "1-40,41-80" by default (VIENNESE_BENCH_SEEDS). */
function seedRanges(): number[][] {
  const text = process.env['VIENNESE_BENCH_SEEDS'] ?? '1-40,41-80';
  return text.split(',').map((range) => {
    const [from, to] = range.split('-').map(Number) as [number, number?];
    return Array.from({ length: (to ?? from) - from + 1 }, (_, i) => from + i);
  });
}

/**
 * vmfactory's mutate-and-keep beside annealing on a 5x5 canvas, from the same seeds, each
 * scoring the same number of mazes: per seed range wins, ties and losses of annealing, the
 * seeds it did not win, and each method's CPU time over the range. Both methods' mazes go
 * into `mazes`, with their scores.
 */
function improvementRuns(variant: Variant, mazes: ScoredMaze[], log: (line: string) => void): (DuelTally & { canvas: string })[] {
  const puzzle = canvas('square', 5, 5, variant);
  const { maze } = compileMaze(puzzle);
  const tallies = [];
  for (const steps of STEPS) {
    for (const seeds of seedRanges()) {
      const duels = seeds.map((seed) => duel(maze, steps, seed));
      for (const d of duels) mazes.push({ puzzle: withLights(puzzle, d.keepLights), ours: d.keep }, { puzzle: withLights(puzzle, d.annealLights), ours: d.anneal });
      const result = tally(steps, duels);
      const e = (score: number) => score.toExponential(1);
      const notWon = result.notWon.map((d) => `seed ${d.seed} ${e(d.anneal)} vs ${e(d.keep)}`).join(', ');
      log(`viennese improve 5x5 ${variant} ${steps} steps seeds ${result.seeds}: anneal wins ${result.wins}, ties ${result.ties}, loses ${result.losses}${notWon ? ` (${notWon})` : ''}; median ${e(result.annealMedian)} vs ${e(result.keepMedian)}, geometric mean ${e(result.annealGeoMean)} vs ${e(result.keepGeoMean)}, worst ${e(result.annealMin)} vs ${e(result.keepMin)}, our lowest vs their highest ${e(result.annealMin)} vs ${e(result.keepMax)}; cpu ${result.annealCpuMs} vs ${result.keepCpuMs} ms`);
      tallies.push({ canvas: `5x5 ${variant}`, ...result });
    }
  }
  return tallies;
}
