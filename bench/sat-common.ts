import { join } from 'node:path';
import type { BackendName } from '../src/solvers/index.js';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { BIN } from './process.js';
import { runProgram, type Contender } from './side-by-side.js';
import { round } from './stats.js';

/** What the SAT engine's bench parts share (sat-engine.ts, sat-published.ts). */
export const BACKENDS: readonly BackendName[] = ['auto', 'minisat', 'cadical', 'logic-solver'];
/** Ours: the default backend. */
export const OURS = 'auto';
export const ROUNDS = Number(process.env['SAT_BENCH_ROUNDS'] ?? 5);
export const CAP_MS = Number(process.env['SAT_BENCH_CAP_MS'] ?? 60_000);

export const at = (...parts: string[]) => join(PACKAGE_ROOT, ...parts);
export const cookcheck = (name: string, args: readonly string[], cap = CAP_MS): Contender => ({
  name,
  run: () => runProgram(process.execPath, [BIN, ...args], cap, undefined, { cpu: true }),
});

/** a / b to two places, or nothing when either is missing. */
export const ratio = (a: number | null | undefined, b: number | null | undefined) => (a != null && b ? round(a / b) : null);
