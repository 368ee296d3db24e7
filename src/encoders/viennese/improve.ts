import { Random } from '../lib/random.js';
import type { Maze } from './model.js';
import { DEFAULT_EXPONENTS, VienneseScorer, type ScoreExponents, type ScoreOutcome } from './score.js';

export type ImproveMethod = 'keep' | 'anneal';
export const IMPROVE_METHODS: readonly ImproveMethod[] = ['keep', 'anneal'];

export interface ImproveOptions {
  readonly method: ImproveMethod;
  /** Mazes scored (the first colouring included). */
  readonly steps: number;
  readonly seed: number;
  /** keep: each light changes with probability p/2 (vmfactory's `proba_change`, default 0.5). */
  readonly p?: number;
  /** anneal: how many times the temperature is raised again from the best colouring (default 4). */
  readonly restarts?: number;
  /** anneal: the temperature at the start and at the end of each round (default 0.5 and 0.02). */
  readonly temperatures?: readonly [number, number];
  readonly exponents?: ScoreExponents;
  /** Start from these lights instead of a random colouring. */
  readonly initial?: ArrayLike<number>;
  /** Called now and then with the steps done and the best score so far. */
  readonly onProgress?: (done: number, best: number) => void;
  /** A `Date.now()` time: the search stops there with the best colouring found so far. */
  readonly deadline?: number;
}

export interface ImproveResult {
  readonly lights: Uint8Array;
  readonly score: number;
  /** Mazes scored: `options.steps`, or fewer when the deadline stopped the search. */
  readonly steps: number;
  /** Steps after which the best score first reached its final value. */
  readonly bestAt: number;
}

/** Colours a maze for a high score (see `keepIfBetter` and `anneal`); deterministic per seed. */
export function improveLights(maze: Maze, options: ImproveOptions): ImproveResult {
  const scorer = new VienneseScorer(maze);
  const random = new Random(options.seed);
  const exponents = options.exponents ?? DEFAULT_EXPONENTS;
  const lights = options.initial ? Uint8Array.from(options.initial) : Uint8Array.from({ length: maze.streetCount }, () => random.int(3));
  if (options.method === 'keep') return keepIfBetter(lights, (l) => scorer.score(l, exponents).score, random, options);
  return anneal(lights, (l) => scorer.score(l, exponents), random, options);
}

const PROGRESS_EVERY = 500;
const CLOCK_EVERY = 64;

/** Whether the search must stop before `step` (the clock is read every CLOCK_EVERY steps, from the second). */
const pastDeadline = (options: ImproveOptions, step: number): boolean =>
  options.deadline !== undefined && (step - 2) % CLOCK_EVERY === 0 && Date.now() >= options.deadline;

/**
 * The seed's loop, as vmfactory's `improve` runs it: each light has probability p of
 * being picked and a picked light moves on by +1 with probability 1/2 (so p/2 in all);
 * the new colouring replaces the current one only when it scores strictly higher.
 */
function keepIfBetter(lights: Uint8Array, score: (l: Uint8Array) => number, random: Random, options: ImproveOptions): ImproveResult {
  const p = options.p ?? 0.5;
  let best = score(lights);
  let bestAt = 1;
  const trial = new Uint8Array(lights.length);
  let step = 2;
  for (; step <= options.steps && !pastDeadline(options, step); step++) {
    for (let i = 0; i < lights.length; i++) {
      const change = random.int(2);
      trial[i] = random.next() < p ? (lights[i]! + change) % 3 : lights[i]!;
    }
    const s = score(trial);
    if (s > best) {
      best = s;
      bestAt = step;
      lights.set(trial);
    }
    if (step % PROGRESS_EVERY === 0) options.onProgress?.(step, best);
  }
  return { lights, score: best, steps: step - 1, bestAt };
}

/**
 * Log-score; below a unique solution the plateaus get a slope: several solutions count
 * the states where a second path branches off, and no solution lies above them all.
 */
function energyOf(outcome: ScoreOutcome): number {
  if (outcome.verdict === 'multiple') return Math.log(1 + outcome.branches);
  if (outcome.score > 1) return -Math.log(outcome.score);
  return outcome.verdict === 'unique' ? 0 : 5;
}

/**
 * Simulated annealing on the log-score: a move changes one light (sometimes two) to one of
 * its two other colours; a worse colouring is taken with probability exp(-Δ/T), T falling
 * geometrically from 0.5 to 0.02 within each of `restarts + 1` rounds; each new round starts
 * again, hot, from the best colouring found so far.
 */
function anneal(lights: Uint8Array, score: (l: Uint8Array) => ScoreOutcome, random: Random, options: ImproveOptions): ImproveResult {
  const rounds = (options.restarts ?? 4) + 1;
  // Tuned on 5x5 canvases, seeds 1-20, 2,000 and 20,000 steps, both variants (hotter runs wander on the score-1 plateau).
  const [hot, cold] = options.temperatures ?? [0.5, 0.02];
  const first = score(lights);
  let current = energyOf(first);
  const best = { lights: Uint8Array.from(lights), score: first.score, energy: current, at: 1 };
  const changed: number[] = [];
  const before: number[] = [];
  const roundLength = Math.max(1, Math.floor((options.steps - 1) / rounds));
  let step = 2;
  for (; step <= options.steps && !pastDeadline(options, step); step++) {
    const inRound = (step - 2) % roundLength;
    if (inRound === 0 && step > 2) {
      lights.set(best.lights);
      current = best.energy;
    }
    const temperature = hot * (cold / hot) ** (inRound / roundLength);
    changed.length = 0;
    before.length = 0;
    const count = random.next() < 0.25 ? 2 : 1;
    for (let c = 0; c < count; c++) {
      const i = random.int(lights.length);
      changed.push(i);
      before.push(lights[i]!);
      lights[i] = (lights[i]! + 1 + random.int(2)) % 3;
    }
    const outcome = score(lights);
    const energy = energyOf(outcome);
    if (energy <= current || random.next() < Math.exp((current - energy) / temperature)) {
      current = energy;
      if (outcome.score > best.score) {
        best.lights.set(lights);
        best.score = outcome.score;
        best.energy = energy;
        best.at = step;
      }
    } else {
      for (let c = changed.length - 1; c >= 0; c--) lights[changed[c]!] = before[c]!;
    }
    if (step % PROGRESS_EVERY === 0) options.onProgress?.(step, best.score);
  }
  return { lights: best.lights, score: best.score, steps: step - 1, bestAt: best.at };
}
