import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { BIN, TIME } from './process.js';
import { redisServerCommand, startRedis, type RedisServer } from './redis-server.js';
import { median, round } from './stats.js';

/*
 * `npm run bench -- batch`: puzzles a second on one list of small puzzles
 * (bench/data/batch/small-500.txt: Tatham game IDs and puzz.link URLs), checked
 * - by a shell loop of `cookcheck check --json` processes, one a puzzle (what people do today);
 * - by `cookcheck batch` with 1 and 2 worker threads in one process;
 * - by `cookcheck batch --queue` and 2 `cookcheck worker` processes (1 thread each) on a Redis
 *   server started for the run (skipped, and said, where redis-server is missing).
 * The shell loop runs once (minutes); the batches run ROUNDS times each, in turn, and their
 * medians are reported. Beside wall time, the CPU time of all the processes involved (steadier
 * on a busy machine). Only ratios within a run compare. Every way must give each puzzle the
 * same verdict.
 */

const LIST = join(PACKAGE_ROOT, 'bench', 'data', 'batch', 'small-500.txt');
const ROUNDS = Number(process.env['BATCH_BENCH_ROUNDS'] ?? 3);
const CLOCK_TICKS = 100;

interface Run {
  seconds: number;
  cpuSeconds: number | null;
  verdicts: string[];
}

function puzzles(): string[] {
  return readFileSync(LIST, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/** A process's CPU time so far (its threads included), from /proc; null where there is none. */
function cpuOf(pid: number | undefined): number | null {
  const stat = pid === undefined ? undefined : `/proc/${pid}/stat`;
  if (!stat || !existsSync(stat)) return null;
  const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Runs a command to its end: wall time, CPU time (with its children, by /usr/bin/time), stdout. */
function timed(command: string, args: readonly string[]): Promise<{ seconds: number; cpuSeconds: number | null; stdout: string; stderr: string; code: number | null }> {
  const withTime = existsSync(TIME);
  const start = performance.now();
  const child = withTime ? spawn(TIME, ['-f', '%U %S', command, ...args]) : spawn(command, args);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d));
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const seconds = (performance.now() - start) / 1000;
      const [user, system] = withTime ? stderr.trim().split('\n').pop()!.split(' ').map(Number) : [NaN, NaN];
      const cpuSeconds = Number.isFinite(user! + system!) ? user! + system! : null;
      resolve({ seconds, cpuSeconds, stdout, stderr, code });
    }),
  );
}

/** The shell loop: one `check --json` process a line, as a user's script runs them. */
async function shellLoop(count: number): Promise<Run> {
  const script = `n=0; while IFS= read -r line; do case "$line" in ''|'#'*) continue;; esac; n=$((n+1)); [ "$n" -gt ${count} ] && break; "${process.execPath}" "${BIN}" check "$line" --json; done < "${LIST}"`;
  const run = await timed('bash', ['-c', script]);
  const verdicts = run.stdout
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { verdict: string }).verdict);
  return { seconds: run.seconds, cpuSeconds: run.cpuSeconds, verdicts };
}

/** `cookcheck batch` into a fresh results file; `helpers` are the worker processes whose CPU time counts too. */
async function batch(args: readonly string[], out: string, helpers: readonly ChildProcess[] = []): Promise<Run> {
  rmSync(out, { force: true });
  const helpersBefore = helpers.map((h) => cpuOf(h.pid));
  const run = await timed(process.execPath, [BIN, 'batch', LIST, '--out', out, ...args]);
  if (run.code !== 0) throw new Error(`batch ${args.join(' ')}: exit ${run.code}\n${run.stderr}`);
  const helperCpu = helpers.map((h, i) => (cpuOf(h.pid) ?? NaN) - (helpersBefore[i] ?? NaN)).reduce((a, b) => a + b, 0);
  const cpuSeconds = run.cpuSeconds === null || Number.isNaN(helperCpu) ? null : run.cpuSeconds + helperCpu;
  const verdicts = readFileSync(out, 'utf8')
    .trim()
    .split('\n')
    .map((l) => (JSON.parse(l) as { verdict: string }).verdict);
  return { seconds: run.seconds, cpuSeconds, verdicts };
}

/** Two worker processes of one thread each, waiting for jobs on a fresh Redis. */
async function queueWorkers(): Promise<{ redis: RedisServer; workers: ChildProcess[] }> {
  const redis = await startRedis();
  const workers = [1, 2].map(() => spawn(process.execPath, [BIN, 'worker', '--queue', redis.url('bench'), '--jobs', '1'], { stdio: ['ignore', 'ignore', 'pipe'] }));
  await Promise.all(workers.map((w) => new Promise<void>((resolve) => w.stderr!.on('data', (d: Buffer) => String(d).includes('answering puzzles from') && resolve()))));
  return { redis, workers };
}

export async function benchBatch(log: (line: string) => void): Promise<object> {
  const all = puzzles();
  const loopCount = Number(process.env['BATCH_BENCH_LOOP'] ?? all.length);
  const dir = mkdtempSync(join(tmpdir(), 'cookcheck-bench-batch-'));
  const loadBefore = loadavg().map(round);
  log(`batch: ${all.length} puzzles; shell loop over ${loopCount} of them, then ${ROUNDS} rounds of each batch`);
  const loop = await shellLoop(loopCount);
  log(`batch: shell loop ${round(loop.seconds)} s (${round(loop.cpuSeconds ?? NaN)} s of CPU)`);
  const queue = redisServerCommand() ? await queueWorkers() : undefined;
  if (!queue) log('batch: redis-server is not installed: the queue is not measured');
  const ways: { way: string; run: () => Promise<Run>; runs: Run[] }[] = [
    { way: 'batch, 1 thread in one process', run: () => batch(['--jobs', '1'], join(dir, 'jobs1.jsonl')), runs: [] },
    { way: 'batch, 2 threads in one process', run: () => batch(['--jobs', '2'], join(dir, 'jobs2.jsonl')), runs: [] },
  ];
  if (queue) ways.push({ way: 'batch --queue, 2 worker processes (1 thread each)', run: () => batch(['--queue', queue.redis.url('bench')], join(dir, 'queue.jsonl'), queue.workers), runs: [] });
  try {
    for (let pass = 1; pass <= ROUNDS; pass++) {
      for (const way of ways) {
        const run = await way.run();
        way.runs.push(run);
        log(`batch: round ${pass}, ${way.way}: ${run.seconds.toFixed(1)} s (${run.cpuSeconds?.toFixed(1) ?? '-'} s of CPU)`);
      }
    }
  } finally {
    for (const w of queue?.workers ?? []) w.kill('SIGKILL');
    await queue?.redis.stop();
  }
  // Every way gives each puzzle the verdict the shell loop gave it
  const disagreements = ways.flatMap((w) => w.runs.flatMap((r) => loop.verdicts.flatMap((v, i) => (r.verdicts[i] === v ? [] : [`${w.way}: puzzle ${i + 1} ${r.verdicts[i]}, check ${v}`]))));
  const loopRate = loopCount / loop.seconds;
  const loopCpuEach = loop.cpuSeconds === null ? null : loop.cpuSeconds / loopCount;
  const row = (way: string, seconds: number, cpuSeconds: number | null, count: number) => ({
    way,
    seconds: round(seconds),
    puzzlesPerSecond: round(count / seconds),
    ratioToShellLoop: round(count / seconds / loopRate),
    cpuMsPerPuzzle: cpuSeconds === null ? null : round((1000 * cpuSeconds) / count),
    cpuRatioToShellLoop: cpuSeconds === null || loopCpuEach === null ? null : round(loopCpuEach / (cpuSeconds / count)),
  });
  const summary = [
    row(`shell loop of check processes (${loopCount} puzzles)`, loop.seconds, loop.cpuSeconds, loopCount),
    ...ways.map((w) => {
      const cpu = w.runs.map((r) => r.cpuSeconds);
      return row(`${w.way} (median of ${w.runs.length})`, median(w.runs.map((r) => r.seconds)), cpu.includes(null) ? null : median(cpu as number[]), all.length);
    }),
  ];
  const verdicts: Record<string, number> = {};
  for (const v of loop.verdicts) verdicts[v] = (verdicts[v] ?? 0) + 1;
  return {
    puzzles: all.length,
    list: 'bench/data/batch/small-500.txt',
    verdicts,
    loadAverage: { before: loadBefore, after: loadavg().map(round) },
    disagreements,
    summary,
    runs: Object.fromEntries(ways.map((w) => [w.way, w.runs.map((r) => ({ seconds: round(r.seconds), cpuSeconds: r.cpuSeconds === null ? null : round(r.cpuSeconds) }))])),
    target: 'batch at least 20 times the shell loop\'s puzzles a second on small puzzles (2 cores)',
  };
}
