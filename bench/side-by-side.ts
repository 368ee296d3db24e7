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
  /** CPU time (user + system, every thread) when asked for and /usr/bin/time is installed. */
  cpuMs?: number;
}

const TIME = '/usr/bin/time';

/**
 * With `cpu`, the program runs under /usr/bin/time for its CPU time too: steadier than wall
 * time on a busy machine. Only for programs that finish (a capped run would leave the program
 * running when the time process is killed).
 */
export function runProgram(command: string, args: readonly string[], capMs: number, input?: string, { cpu = false } = {}): Run {
  const timed = cpu && existsSync(TIME);
  const [program, programArgs] = timed ? [TIME, ['-f', '%U %S', command, ...args]] : [command, args];
  const start = performance.now();
  const run = spawnSync(program, programArgs, { encoding: 'utf8', timeout: capMs, maxBuffer: 64 * 1024 * 1024, ...(input === undefined ? {} : { input }) });
  const ms = performance.now() - start;
  const out: Run = { ms: round(ms), exit: run.status, timedOut: run.error !== undefined || run.signal !== null, stdout: run.stdout ?? '' };
  if (timed) {
    const [user, system] = (run.stderr ?? '').trim().split('\n').pop()!.split(' ').map(Number);
    if (Number.isFinite(user) && Number.isFinite(system)) out.cpuMs = round((user! + system!) * 1000);
  }
  return out;
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
export function sideBySide(contenders: readonly Contender[], rounds: number): Map<string, { runs: Run[]; medianMs: number; medianCpuMs: number | null }> {
  const runs = new Map<string, Run[]>(contenders.map((c) => [c.name, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? contenders : [...contenders].reverse();
    for (const c of order) runs.get(c.name)!.push(c.run());
  }
  const cpuMedian = (list: Run[]) => (list.every((r) => r.cpuMs !== undefined) ? round(median(list.map((r) => r.cpuMs!))) : null);
  return new Map([...runs].map(([name, list]) => [name, { runs: list, medianMs: round(median(list.map((r) => r.ms))), medianCpuMs: cpuMedian(list) }]));
}

/** `node -e 0`: the start-up of Node itself, the yardstick for whole-process figures. */
export const nodeStartup: Contender = { name: 'node -e 0', run: () => runProgram(process.execPath, ['-e', '0'], 60_000) };

/** The same, with its CPU time (`runProgram`'s `cpu`). */
export const nodeStartupTimed: Contender = { name: 'node -e 0', run: () => runProgram(process.execPath, ['-e', '0'], 60_000, undefined, { cpu: true }) };

/** The machine's load while a part ran (1-minute load average at its start and end). */
export function loadAverage(): number {
  return round(loadavg()[0]!);
}
