import type { EngineOptions } from '../solvers/index.js';

/*
 * `--timeout S` is a promise about the whole command: one absolute deadline, counted from
 * when the command started, is carried to every question the command asks (the search,
 * remarks, the other rule, repairs, generation, the re-check), each of which stops at the
 * earlier of its own limit and this one.
 */

let started = Date.now();

/**
 * Marks the start of a command (main calls it once per run): `at`, a `Date.now()` time, is
 * when the process began (bin/cookcheck.js passes it), so that Node's own start-up, a good
 * part of a second on a busy machine, counts against --timeout too; default: now.
 */
export function startCommandClock(at = Date.now()): void {
  started = Math.round(Math.min(at, Date.now()));
}

/** Milliseconds since the command started. */
export function commandElapsedMs(): number {
  return Date.now() - started;
}

/** The command's deadline for `--timeout seconds`, or undefined without one. */
export function commandDeadline(seconds: number | undefined): number | undefined {
  return seconds === undefined ? undefined : started + seconds * 1000;
}

/**
 * Printing an answer takes time too (thousands of solutions drawn as text: half a second),
 * so the work stops this long before the command's deadline, and the printing after it
 * stops at the deadline itself: a tenth of the time limit, between 0.1 and 0.5 s.
 */
export function outputReserveMs(seconds: number): number {
  return Math.min(500, Math.max(100, seconds * 100));
}

/** When the work of a command with `--timeout seconds` must end, leaving time to print; undefined without one. */
export function workDeadline(seconds: number | undefined): number | undefined {
  return seconds === undefined ? undefined : started + seconds * 1000 - Math.min(outputReserveMs(seconds), seconds * 500);
}

/** Generation stops at this share of the time left, so the re-check of its puzzle has the rest. */
export const GENERATE_SHARE = 0.75;

/** The engine with its deadline moved to `fraction` of the time left (unchanged without a deadline). */
export function withShare(engine: EngineOptions, fraction: number): EngineOptions {
  if (engine.deadline === undefined) return engine;
  const now = Date.now();
  return { ...engine, deadline: now + Math.max(0, engine.deadline - now) * fraction };
}
