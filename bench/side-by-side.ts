import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { delimiter, join } from 'node:path';
import { median, round } from './stats.js';

/** A program run as a user runs it: wall time and exit code, or `timedOut` past the cap. */
export interface Run {
  ms: number;
  exit: number | null;
  timedOut: boolean;
  stdout: string;
}

export function runProgram(command: string, args: readonly string[], capMs: number, input?: string): Run {
  const start = performance.now();
  const run = spawnSync(command, args, { encoding: 'utf8', timeout: capMs, maxBuffer: 64 * 1024 * 1024, ...(input === undefined ? {} : { input }) });
  const ms = performance.now() - start;
  return { ms: round(ms), exit: run.status, timedOut: run.error !== undefined || run.signal !== null, stdout: run.stdout ?? '' };
}

/** The full path of a program on PATH (or an absolute path that exists), if installed. */
export function installed(program: string): string | undefined {
  if (program.includes('/')) return existsSync(program) ? program : undefined;
  return (process.env['PATH'] ?? '').split(delimiter).map((dir) => join(dir, program)).find((path) => existsSync(path));
}

export interface Contender {
  name: string;
  run: () => Run;
}

/**
 * Runs contenders in turn, `rounds` times, alternating their order every round so that a
 * machine speeding up or slowing down meets both alike; per contender the runs and median.
 */
export function sideBySide(contenders: readonly Contender[], rounds: number): Map<string, { runs: Run[]; medianMs: number }> {
  const runs = new Map<string, Run[]>(contenders.map((c) => [c.name, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? contenders : [...contenders].reverse();
    for (const c of order) runs.get(c.name)!.push(c.run());
  }
  return new Map([...runs].map(([name, list]) => [name, { runs: list, medianMs: round(median(list.map((r) => r.ms))) }]));
}

/** `node -e 0`: the start-up of Node itself, the yardstick for whole-process figures. */
export const nodeStartup: Contender = { name: 'node -e 0', run: () => runProgram(process.execPath, ['-e', '0'], 60_000) };

/** The machine's load while a part ran (1-minute load average at its start and end). */
export function loadAverage(): number {
  return round(loadavg()[0]!);
}
