import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { round } from './stats.js';

export const BIN = join(PACKAGE_ROOT, 'bin', 'cookcheck.js');
export const TIME = '/usr/bin/time';

export interface ProcessRun {
  processMs: number;
  processExit: number | null;
  peakRssMb?: number;
}

/** `cookcheck <args>` as a user runs it: wall time, exit code, peak RSS (via /usr/bin/time -f %M when present). */
export function runCookcheck(args: readonly string[]): ProcessRun {
  const timed = existsSync(TIME);
  const start = performance.now();
  const run = timed
    ? spawnSync(TIME, ['-f', '%M', process.execPath, BIN, ...args], { encoding: 'utf8' })
    : spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  const processMs = performance.now() - start;
  const kb = timed ? Number(run.stderr.trim().split('\n').pop()) : NaN;
  return { processMs: round(processMs), processExit: run.status, ...(Number.isFinite(kb) ? { peakRssMb: round(kb / 1024) } : {}) };
}
