import type { UniquenessRun } from '../encoders/family.js';
import { BuildStopped, DEFAULT_BACKEND, type EngineOptions } from '../solvers/index.js';

/** The run of a search whose problem was still being built at the deadline: nothing found, time ran out. */
export function stoppedRun(error: unknown, engine: EngineOptions, startedAt: number): UniquenessRun<never> {
  if (!(error instanceof BuildStopped)) throw error;
  const ms = Math.round(performance.now() - startedAt);
  return { solutions: [], complete: false, timedOut: true, stats: { backend: engine.backend ?? DEFAULT_BACKEND, solves: 0, cuts: 0, vars: 0, clauses: 0, ms } };
}

/** Remarks whose problem was still being built at the deadline: none. */
export function noRemarks(error: unknown): [] {
  if (!(error instanceof BuildStopped)) throw error;
  return [];
}
