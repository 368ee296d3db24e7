import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Job, Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBullmq } from '../../src/packages.js';
import { queueTestsSkipped, startRedis, type RedisServer } from '../helpers/redis.js';

// The built command line (`npm test` compiles first): `batch --queue` and `worker` processes
// on a real Redis server started for these tests.
const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'cookcheck.js');
const TATHAM = (JSON.parse(readFileSync(join(ROOT, 'bench', 'data', 'tracks', 'tatham-levels.json'), 'utf8')) as { puzzles: { id: string }[] }).puzzles.map((p) => p.id);
/** A puzzle no backend settles within the tests' time limit: it stays on its worker until then. */
const SLOW = readFileSync(join(ROOT, 'bench', 'data', 'numberlink', 'sparse-42x25.json'), 'utf8');

const skipped = queueTestsSkipped();
if (skipped) console.warn(skipped);

interface Proc {
  readonly child: ChildProcess;
  stdout: string;
  stderr: string;
  readonly done: Promise<number | null>;
}

function start(args: readonly string[]): Proc {
  const child = spawn(process.execPath, [BIN, ...args]);
  const proc: Proc = { child, stdout: '', stderr: '', done: new Promise((resolve) => child.on('close', resolve)) };
  child.stdout!.on('data', (d: Buffer) => (proc.stdout += d));
  child.stderr!.on('data', (d: Buffer) => (proc.stderr += d));
  return proc;
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`waited ${ms / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as { id: string | number; verdict?: string; stopped?: string; error?: string; message?: string; stats?: unknown });

const withoutStats = ({ stats: _stats, ...rest }: { stats?: unknown }) => rest;

describe.skipIf(skipped !== undefined)('batch on a BullMQ queue in Redis', () => {
  let redis: RedisServer;
  const workers: Proc[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'cookcheck-queue-'));

  const startWorker = async (queue: string, stallSeconds = 1): Promise<Proc> => {
    const worker = start(['worker', '--queue', redis.url(queue), '--jobs', '1', '--stall-timeout', String(stallSeconds)]);
    workers.push(worker);
    await until('the worker to start', () => (worker.stderr.includes('answering puzzles from') ? true : undefined), 30_000);
    return worker;
  };

  beforeAll(async () => {
    redis = await startRedis();
  });

  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    await redis?.stop();
  });

  it('two worker processes answer a batch: the same lines as the batch answered in this process, and Redis left empty', async () => {
    const list = join(dir, 'list.txt');
    writeFileSync(list, [...TATHAM.slice(0, 40), 'https://puzz.link/p?numlin/10/10/1h2j65s5h3h1zk4y6k2i3m4l', 'not a puzzle'].join('\n'));
    const [a, b] = [await startWorker('same'), await startWorker('same')];
    const out = join(dir, 'same.jsonl');
    const batch = start(['batch', list, '--queue', redis.url('same'), '--out', out]);
    expect(await batch.done, batch.stderr).toBe(2);
    expect(batch.stderr).toMatch(/42 puzzles done in .* workers? on redis:\/\/127\.0\.0\.1:\d+\/same/);
    const local = start(['batch', list]);
    expect(await local.done).toBe(2);
    expect(lines(readFileSync(out, 'utf8')).map(withoutStats)).toEqual(lines(local.stdout).map(withoutStats));
    // The workers stop on SIGTERM once their jobs are done, saying how many they answered
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect([await a.done, await b.done]).toEqual([0, 0]);
    const answered = [a, b].map((w) => Number(/answered (\d+) puzzles?/.exec(w.stderr)?.[1]));
    expect(answered[0]! + answered[1]!).toBe(42);
    const { Queue } = loadBullmq();
    const queue: Queue = new Queue('same', { connection: { host: '127.0.0.1', port: redis.port } });
    expect(await queue.getJobCounts()).toMatchObject({ waiting: 0, active: 0, completed: 0, failed: 0 });
    await queue.close();
  }, 120_000);

  it('workers killed in the middle of a job: the job goes to another; one killed under twice is an error line; every id answered exactly once', async () => {
    const list = join(dir, 'kill.jsonl');
    const slow = JSON.parse(SLOW) as object;
    const fast = TATHAM.slice(0, 20);
    writeFileSync(list, [JSON.stringify({ id: 'retried', ...slow }), JSON.stringify({ id: 'poison', ...slow }), ...fast.map((t, i) => JSON.stringify({ id: `fast ${i}`, puzzle: t }))].join('\n'));
    await startWorker('kill');
    await startWorker('kill');
    const out = join(dir, 'kill.jsonl.out');
    const batch = start(['batch', list, '--queue', redis.url('kill'), '--out', out, '--timeout', '6']);
    const { Queue } = loadBullmq();
    const queue: Queue = new Queue('kill', { connection: { host: '127.0.0.1', port: redis.port } });
    const killed = new Set<number>();
    /** Kills the worker process answering job `id` now (one not killed before), and starts another. */
    const killHolder = async (id: string) => {
      const pid = await until(`a worker to take "${id}"`, async () => {
        const active = (await queue.getJobs(['active'])) as Job[];
        const held = active.find((job) => (job.data as { id: string }).id === id);
        const pid = Number(held?.processedBy?.split(':').pop());
        return Number.isInteger(pid) && !killed.has(pid) ? pid : undefined;
      });
      killed.add(pid);
      process.kill(pid, 'SIGKILL');
      await startWorker('kill');
    };
    try {
      await killHolder('retried');
      await killHolder('poison');
      await killHolder('poison');
      expect(await batch.done, batch.stderr).toBe(1);
    } finally {
      await queue.close();
    }
    const answered = lines(readFileSync(out, 'utf8'));
    expect(answered.map((l) => l.id)).toEqual(['retried', 'poison', ...fast.map((_, i) => `fast ${i}`)]);
    expect(answered[0]).toMatchObject({ verdict: 'unknown', stopped: 'time' });
    expect(answered[1]).toMatchObject({ error: 'crashed' });
    expect(answered[1]!.message).toMatch(/stopped twice/);
    expect(answered.slice(2).every((l) => l.verdict === 'unique')).toBe(true);
    expect(batch.stderr).toMatch(/"poison": crashed: the workers answering it stopped twice/);
    // Five worker processes start, three are killed, each kill waits out the stall: slow on a busy machine
  }, 240_000);

  it('a batch killed after it queued its puzzles loses nothing: run again, it takes the answers the workers left in Redis', async () => {
    const list = join(dir, 'resume.txt');
    writeFileSync(list, TATHAM.slice(40, 70).join('\n'));
    const out = join(dir, 'resume.jsonl');
    const { Queue } = loadBullmq();
    const queue: Queue = new Queue('resume', { connection: { host: '127.0.0.1', port: redis.port } });
    try {
      const first = start(['batch', list, '--queue', redis.url('resume'), '--out', out]);
      await until('the puzzles to be queued', async () => ((await queue.getJobCounts()).waiting === 30 ? true : undefined));
      first.child.kill('SIGKILL');
      await first.done;
      await startWorker('resume');
      await until('the worker to answer them', async () => ((await queue.getJobCounts()).completed === 30 ? true : undefined));
      const again = start(['batch', list, '--queue', redis.url('resume'), '--out', out]);
      expect(await again.done, again.stderr).toBe(0);
      expect(lines(readFileSync(out, 'utf8')).map((l) => [l.id, l.verdict])).toEqual(TATHAM.slice(40, 70).map((_, i) => [i + 1, 'unique']));
      expect(await queue.getJobCounts()).toMatchObject({ waiting: 0, active: 0, completed: 0 });
    } finally {
      await queue.close();
    }
  }, 120_000);

  it('a Redis that does not answer is said at once (exit 1), for batch and worker; a URL that is not one exits 2', async () => {
    const list = join(dir, 'one.txt');
    writeFileSync(list, TATHAM[0]!);
    const closed = 'redis://127.0.0.1:1/none';
    const batch = start(['batch', list, '--queue', closed]);
    const worker = start(['worker', '--queue', closed]);
    expect([await batch.done, await worker.done]).toEqual([1, 1]);
    expect(batch.stderr).toContain('cookcheck: --queue cannot reach Redis at redis://127.0.0.1:1/none: ECONNREFUSED');
    expect(worker.stderr).toContain('cookcheck: --queue cannot reach Redis at redis://127.0.0.1:1/none: ECONNREFUSED');
    const wrong = start(['batch', list, '--queue', 'http://host/name']);
    expect(await wrong.done).toBe(2);
    expect(wrong.stderr).toContain('expected redis://host:port/name');
  });
});
