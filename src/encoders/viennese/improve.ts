import { Random } from '../lib/random.js';
import { anneal, type SearchResult } from './anneal.js';
import { MoveForecaster, type MoveForecast } from './forecast.js';
import type { Maze } from './model.js';
import { DEFAULT_EXPONENTS, VienneseScorer, type ScoreExponents } from './score.js';
import { phaseStateCount } from './state-graph.js';

export type ImproveMethod = 'keep' | 'anneal';
export const IMPROVE_METHODS: readonly ImproveMethod[] = ['keep', 'anneal'];

export interface ImproveOptions {
  readonly method: ImproveMethod;
  /** Mazes scored (the first colouring included). */
  readonly steps: number;
  readonly seed: number;
  /** keep: each light changes with probability p/2 (vmfactory's `proba_change`, default 0.5). */
  readonly p?: number;
  /** anneal: how many times the temperature is raised again (default 4), from the best colouring of the current chain. */
  readonly restarts?: number;
  /** anneal: the temperature at the start and at the end of each round (default 0.5 and 0.06 in no-u-turn mazes, 0.5 and 0.02 with u-turns). */
  readonly temperatures?: readonly [number, number];
  readonly exponents?: ScoreExponents;
  /** anneal: whether long rounds may cross colourings with two or more walks (default: in no-u-turn mazes only). */
  readonly crossing?: boolean;
  /** Start from these lights instead of a random colouring. */
  readonly initial?: ArrayLike<number>;
  /** Called now and then with the steps done and the best score so far. */
  readonly onProgress?: (done: number, best: number) => void;
  /** A `Date.now()` time: the search stops there with the best colouring found so far. */
  readonly deadline?: number;
}

/** `steps`: mazes scored, `options.steps` or fewer when the deadline stopped the search. */
export type ImproveResult = SearchResult;

/** Colours a maze for a high score (see `keepIfBetter` and `anneal`) in `steps` scored mazes; deterministic per seed. */
export function improveLights(maze: Maze, options: ImproveOptions): ImproveResult {
  const scorer = new VienneseScorer(maze);
  const random = new Random(options.seed);
  const exponents = options.exponents ?? DEFAULT_EXPONENTS;
  const lights = options.initial ? Uint8Array.from(options.initial) : Uint8Array.from({ length: maze.streetCount }, () => random.int(3));
  if (options.method === 'keep') return keepIfBetter(lights, (l) => scorer.score(l, exponents).score, random, options);
  return anneal(lights, (l) => scorer.score(l, exponents), random, {
    steps: options.steps,
    restarts: options.restarts ?? 4,
    temperatures: options.temperatures ?? (maze.uTurn ? U_TURN_TEMPERATURES : NO_U_TURN_TEMPERATURES),
    // Measured on 5x5 canvases, 20,000 steps, seeds 1-80 and 1001-1080: crossing raises no-u-turn's worst runs
    // (lowest 2e8 → 5e8) and lowers u-turn's (1.7e7 → 5e6), whose colourings have two or more walks far more often.
    crossing: options.crossing ?? !maze.uTurn,
    exponents,
    stopBefore: (step) => pastDeadline(options, step),
    cutsOfLast: () => scorer.cuts.subarray(0, scorer.cutCount),
    forecasts: { forecaster: new MoveForecaster(maze, scorer.builder), ...(maze.uTurn ? U_TURN_FORECASTS : NO_U_TURN_FORECASTS) },
    ...(maze.uTurn ? {} : { smallRegion: Math.floor(SMALL_REGION_SHARE * phaseStateCount(maze)) }),
    onStep: (step, best) => {
      if (step % PROGRESS_EVERY === 0) options.onProgress?.(step, best);
    },
  });
}

/**
 * No-u-turn mazes: the moves not scored from a colouring with a unique walk, and the share of moves that try its
 * detours. Measured on 5x5 canvases (colourings from runs of seeds 1-20): `cuts-goal` moves all lose the walk,
 * `detours` 94%, `adds-walk` 97.5%. Skipping them raised the worst runs on seeds 1-80 and 1001-1080 (2,000 steps
 * 3.9e6 -> 6e7, 20,000 steps 5.8e8 -> 1e9).
 */
const NO_U_TURN_FORECASTS = { skipped: new Set<MoveForecast>(['cuts-goal', 'detours', 'adds-walk']), detourShare: 0.5 };

/**
 * U-turn mazes: 12% of the moves forecast to add a walk keep a unique one (and are the way off walks without loop
 * edges); skipping them lowered the scores, so only moves that cut off the goal are skipped. Detours keep a unique
 * walk less often than in no-u-turn mazes (pairs 8% against 39%), and a quarter of the moves try them. Measured on
 * 5x5 canvases, 400 seeds (1-80, 1001-1080, 7001-9080), 2,000 steps, against no forecasts: geometric mean 1.3e7 ->
 * 2.7e7, the 5% quantile 2.8e6 -> 3.5e6, the worst 5.1e5 -> 1.1e6 (with half the moves on detours: 2.6e7, 2.0e6,
 * 2.1e5).
 */
const U_TURN_FORECASTS = { skipped: new Set<MoveForecast>(['cuts-goal']), detourShare: 0.25 };

/** U-turn mazes: tuned on 5x5 canvases, 2,000 and 20,000 steps (hotter runs wander off good colourings). */
const U_TURN_TEMPERATURES = [0.5, 0.02] as const;

/**
 * No-u-turn mazes: a round ends warmer than in u-turn mazes. Measured on 5x5 canvases, 2,000 steps, seeds 30001-40000,
 * against 0.02 at the end: 0.04, 0.06 and 0.1 raised the geometric mean from 2.16e9 to 2.23e9, 2.27e9 and 2.28e9 and
 * cut the runs below 5e8 from 137 to 110, 92 and 101 (a cooler start, 0.35 instead of 0.5, raised them to 207); on
 * seeds 100001-110000, 0.06: 2.16e9 -> 2.27e9, 127 -> 98.
 */
const NO_U_TURN_TEMPERATURES = [0.5, 0.06] as const;

/**
 * No-u-turn mazes: a chain whose best colouring reaches at most this share of the state space (`phaseStateCount`) no
 * farther than the goal (O2) after a round is given up for a new one. Such walks are shut in a small region, which
 * the chain seldom leaves: the lowest runs end with O2 50-70 of 240 (good ones 110-140), L 17-25 and Lp 8-17. Measured on 5x5
 * canvases, 2,000 steps, seeds 30001-40000 and 100001-110000: runs below 2e8 69 -> 24, below 5e8 358 -> 264. In u-turn
 * mazes (22 or 26 of 75 states, 2,000 runs) it did not help or lowered the low runs, so it is off there.
 */
const SMALL_REGION_SHARE = 0.3;

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
