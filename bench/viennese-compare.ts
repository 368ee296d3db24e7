import { improveLights, type ImproveMethod } from '../src/encoders/viennese/improve.js';
import type { Maze } from '../src/encoders/viennese/model.js';
import { median } from './stats.js';

/** One seed: vmfactory's mutate-and-keep loop and annealing, each scoring `steps` mazes from that seed. */
export interface Duel {
  readonly seed: number;
  readonly keep: number;
  readonly anneal: number;
  /** Strictly better wins; equal scores (a tie at 1 included) are a tie. */
  readonly outcome: 'win' | 'tie' | 'loss';
  readonly keepCpuMs: number;
  readonly annealCpuMs: number;
  /** Each method's best colouring. */
  readonly keepLights: Uint8Array;
  readonly annealLights: Uint8Array;
}

export interface DuelTally {
  readonly steps: number;
  readonly seeds: string;
  readonly wins: number;
  readonly ties: number;
  readonly losses: number;
  /** The seeds annealing did not win, with both scores. */
  readonly notWon: readonly { seed: number; keep: number; anneal: number }[];
  readonly keepMedian: number;
  readonly annealMedian: number;
  /** Geometric means over the seeds (a tie at score 1 counts as 1). */
  readonly keepGeoMean: number;
  readonly annealGeoMean: number;
  /** The lowest annealing score beside the highest mutate-and-keep one, and each method's worst. */
  readonly annealMin: number;
  readonly keepMax: number;
  readonly keepMin: number;
  readonly keepCpuMs: number;
  readonly annealCpuMs: number;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function run(maze: Maze, method: ImproveMethod, steps: number, seed: number): { score: number; cpuMs: number; lights: Uint8Array } {
  const started = cpuMs();
  const result = improveLights(maze, { method, steps, seed });
  // Same budget for both: a run that scored fewer or more mazes compares nothing.
  if (result.steps !== steps) throw new Error(`${method} scored ${result.steps} mazes, not ${steps} (seed ${seed})`);
  return { score: result.score, cpuMs: cpuMs() - started, lights: result.lights };
}

export function duel(maze: Maze, steps: number, seed: number): Duel {
  const keep = run(maze, 'keep', steps, seed);
  const anneal = run(maze, 'anneal', steps, seed);
  const outcome = anneal.score > keep.score ? 'win' : anneal.score === keep.score ? 'tie' : 'loss';
  return { seed, keep: keep.score, anneal: anneal.score, outcome, keepCpuMs: keep.cpuMs, annealCpuMs: anneal.cpuMs, keepLights: keep.lights, annealLights: anneal.lights };
}

const short = (score: number) => Number(score.toPrecision(3));
/** Geometric mean; a score of 0 (no walk at all) counts as 1 so that one such run does not hide the rest. */
const geoMean = (scores: readonly number[]) => Math.exp(scores.reduce((t, s) => t + Math.log(Math.max(1, s)), 0) / scores.length);

export function tally(steps: number, duels: readonly Duel[]): DuelTally {
  const count = (outcome: Duel['outcome']) => duels.filter((d) => d.outcome === outcome).length;
  const seeds = duels.map((d) => d.seed);
  return {
    steps,
    seeds: `${Math.min(...seeds)}-${Math.max(...seeds)}`,
    wins: count('win'),
    ties: count('tie'),
    losses: count('loss'),
    notWon: duels.filter((d) => d.outcome !== 'win').map((d) => ({ seed: d.seed, keep: short(d.keep), anneal: short(d.anneal) })),
    keepMedian: short(median(duels.map((d) => d.keep))),
    annealMedian: short(median(duels.map((d) => d.anneal))),
    keepGeoMean: short(geoMean(duels.map((d) => d.keep))),
    annealGeoMean: short(geoMean(duels.map((d) => d.anneal))),
    annealMin: short(Math.min(...duels.map((d) => d.anneal))),
    keepMax: short(Math.max(...duels.map((d) => d.keep))),
    keepMin: short(Math.min(...duels.map((d) => d.keep))),
    keepCpuMs: Math.round(duels.reduce((t, d) => t + d.keepCpuMs, 0)),
    annealCpuMs: Math.round(duels.reduce((t, d) => t + d.annealCpuMs, 0)),
  };
}
