import { createHash } from 'node:crypto';
import type { Job, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { loadBullmq } from '../packages.js';
import type { BatchItem, ItemId } from './items.js';
import { failure, type JobOutcome, type JobSettings, type PuzzleJob } from './job.js';
import { connectRedis, parseQueueUrl, type QueueAddress } from './queue-address.js';
import type { Executor } from './run.js';

/*
 * A batch past one machine: the puzzles become jobs of a BullMQ queue in Redis, answered by
 * `cookcheck worker` processes anywhere, and their results come back through the queue's
 * events. A job's id is a digest of its question, its item's id and its text, so a batch
 * run again (after Ctrl-C, or a crash) finds its jobs still there, answered or not, and adds
 * none twice. A result is taken off Redis once its line is written.
 *
 * No result is missed: the events are read from the position the stream had before the
 * answered jobs were looked for, and when nothing has come for a while the finished jobs are
 * looked for again and jobs that vanished (another batch took them) are added again.
 */

/** The job's data: the puzzle's text and the question, and the id for a person reading the queue. */
export interface QueuedJob extends PuzzleJob {
  readonly id: ItemId;
}

/** The job id of an item: the same for the same question, id and text, in every run. */
export function jobIdOf(settings: JobSettings, item: BatchItem): string {
  return 'c' + createHash('sha256').update(JSON.stringify([settings, item.id, item.text])).digest('hex').slice(0, 40);
}

/** What a worker returned, checked: a result line made by answerJob, or a failure saying it is not. */
export function outcomeOf(value: unknown): JobOutcome {
  const parsed = typeof value === 'string' ? safeParse(value) : value;
  const outcome = parsed as Partial<JobOutcome> | undefined;
  // Its line must be a JSON object: the results file stays readable whatever a worker sends
  const line = typeof outcome?.json === 'string' ? safeParse(outcome.json) : undefined;
  const isObject = typeof line === 'object' && line !== null && !Array.isArray(line);
  if (outcome && isObject && typeof outcome.status === 'string' && typeof outcome.ms === 'number') return outcome as JobOutcome;
  return failure('internal', 'a worker returned something that is not a cookcheck result (is it another version?)');
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The result of a job BullMQ failed: a worker died on it twice (stalled past the limit), or another reason. */
export function failedOutcome(reason: string): JobOutcome {
  if (/stalled/i.test(reason)) return failure('crashed', `the workers answering it stopped twice (killed or crashed); not tried again (BullMQ: ${reason})`);
  return failure('internal', reason);
}

const CHUNK = 500;
/** How long without a result before the finished jobs are looked for again. */
const QUIET_MS = 10_000;

export class QueueExecutor implements Executor {
  private stopped: (() => void) | undefined;
  private workers = 0;

  private constructor(
    private readonly address: QueueAddress,
    private readonly client: Redis,
  ) {}

  /** A queue at `url` whose Redis answers. */
  static async connect(url: string): Promise<QueueExecutor> {
    const address = parseQueueUrl(url);
    return new QueueExecutor(address, await connectRedis(address));
  }

  describe(): string {
    return `${this.workers} worker${this.workers === 1 ? '' : 's'} on ${this.address.shown}`;
  }

  idleHint(): string | undefined {
    return this.workers === 0 ? `no worker takes jobs from ${this.address.shown} yet: start some with cookcheck worker --queue ${this.address.shown}` : undefined;
  }

  async stop(): Promise<void> {
    this.stopped?.();
  }

  async run(items: readonly BatchItem[], settings: JobSettings, onResult: (index: number, outcome: JobOutcome) => void): Promise<void> {
    if (items.length === 0) return void this.client.quit();
    const { Queue, QueueEvents } = loadBullmq();
    const { name, connection } = this.address;
    // Room in the event stream for this batch's events (about six a job), within bounds: the sweep covers any missed.
    const maxLen = Math.min(Math.max(10_000, items.length * 10), 200_000);
    const queue: Queue = new Queue(name, { connection, streams: { events: { maxLen } } });
    queue.on('error', () => undefined);
    const index = new Map(items.map((item, i) => [jobIdOf(settings, item), i]));
    const pending = new Set(index.keys());
    let lastResult = Date.now();
    let finished: () => void = () => undefined;
    const allDone = new Promise<void>((resolve) => (finished = resolve));
    const deliver = (jobId: string, outcome: JobOutcome) => {
      if (!pending.delete(jobId)) return;
      lastResult = Date.now();
      onResult(index.get(jobId)!, outcome);
      // The line is written: the result may leave Redis.
      void queue.remove(jobId).catch(() => undefined);
      if (pending.size === 0) finished();
    };
    // Events after this position are read; anything finished before it is found by the sweep.
    const last = ((await this.client.xrevrange(queue.keys.events!, '+', '-', 'COUNT', 1))[0]?.[0] as string | undefined) ?? '0-0';
    const events: QueueEvents = new QueueEvents(name, { connection, lastEventId: last });
    events.on('error', () => undefined);
    events.on('completed', ({ jobId, returnvalue }) => deliver(jobId, outcomeOf(returnvalue)));
    events.on('failed', ({ jobId, failedReason }) => deliver(jobId, failedOutcome(failedReason)));
    const sweep = () => sweepFinished(queue, pending, deliver);
    const watch = setInterval(() => void this.countWorkers(queue), 2000);
    void this.countWorkers(queue);
    const quiet = setInterval(() => {
      if (Date.now() - lastResult < QUIET_MS) return;
      lastResult = Date.now();
      void sweep().then(() => addMissing(queue, pending, items, index, settings));
    }, QUIET_MS / 2);
    try {
      await sweep();
      const todo = items.filter((item) => pending.has(jobIdOf(settings, item)));
      for (let at = 0; at < todo.length; at += CHUNK) await queue.addBulk(todo.slice(at, at + CHUNK).map((item) => jobOf(settings, item)));
      if (pending.size > 0) await Promise.race([allDone, new Promise<void>((resolve) => (this.stopped = resolve))]);
    } finally {
      clearInterval(watch);
      clearInterval(quiet);
      await Promise.allSettled([events.close(), queue.close(), this.client.quit()]);
    }
  }

  private async countWorkers(queue: Queue): Promise<void> {
    this.workers = await queue.getWorkersCount().catch(() => this.workers);
  }
}

/** A result no batch came back for within a week leaves Redis (it is asked again if a batch does come back). */
const KEEP = { age: 7 * 24 * 3600 };

function jobOf(settings: JobSettings, item: BatchItem) {
  // One attempt: a job fails only when its workers died on it (a puzzle's own errors are its result line).
  return { name: settings.question, data: { id: item.id, text: item.text, settings } satisfies QueuedJob, opts: { jobId: jobIdOf(settings, item), attempts: 1, removeOnComplete: KEEP, removeOnFail: KEEP } };
}

/** Delivers the finished jobs of ours still in Redis (a run before this one stopped before taking them). */
async function sweepFinished(queue: Queue, pending: ReadonlySet<string>, deliver: (jobId: string, outcome: JobOutcome) => void): Promise<void> {
  const found: { job: Job; failed: boolean }[] = [];
  for (const state of ['completed', 'failed'] as const) {
    const total = await queue.getJobCountByTypes(state);
    for (let start = 0; start < total; start += 1000) {
      const page = (await queue.getJobs([state], start, start + 999, true)) as (Job | undefined)[];
      for (const job of page) if (job?.id !== undefined && pending.has(job.id)) found.push({ job, failed: state === 'failed' });
    }
  }
  for (const { job, failed } of found) deliver(job.id!, failed ? failedOutcome(job.failedReason ?? 'failed') : outcomeOf(job.returnvalue));
}

/** Jobs of ours no longer in Redis (another batch with the same puzzles took their results) are added again. */
async function addMissing(queue: Queue, pending: ReadonlySet<string>, items: readonly BatchItem[], index: ReadonlyMap<string, number>, settings: JobSettings): Promise<void> {
  const ids = [...pending].slice(0, 1000);
  const states = await Promise.all(ids.map((id) => queue.getJobState(id).catch(() => 'error' as const)));
  const missing = ids.filter((_, k) => states[k] === 'unknown');
  if (missing.length > 0) await queue.addBulk(missing.map((id) => jobOf(settings, items[index.get(id)!]!))).catch(() => undefined);
}
