import { hostname } from 'node:os';
import type { Job, Worker } from 'bullmq';
import { loadBullmq } from '../packages.js';
import { failure, QUESTIONS, type JobOutcome, type JobSettings } from './job.js';
import { ThreadPool } from './pool.js';
import { connectRedis, parseQueueUrl, type QueueAddress } from './queue-address.js';
import type { QueuedJob } from './queue.js';
import { hardLimitMs } from './run.js';
import type { Task } from './thread.js';

/*
 * `cookcheck worker`: takes jobs of a batch's queue and answers each on a thread of its pool,
 * so BullMQ's lock on a job is renewed on the main thread while the puzzle is solved. A
 * worker killed in the middle of a job loses its lock; another worker takes the job once
 * BullMQ finds it stalled. A job stalled twice is failed for good (maxStalledCount 1): the
 * batch writes it as an error line instead of trying forever.
 */

export interface WorkerSettings {
  /** Jobs answered at once, each on its own thread. */
  readonly jobs: number;
  /** How long a job's lock lasts without renewal, and how often stalled jobs are looked for. */
  readonly stallMs: number;
}

/** A job's data as the batch wrote it; anything else is refused (another program on the same queue). */
function jobData(data: unknown): QueuedJob | undefined {
  const job = data as Partial<QueuedJob> | undefined;
  const settings = job?.settings as Partial<JobSettings> | undefined;
  if (typeof job?.text !== 'string' || !settings || !QUESTIONS.includes(settings.question as never)) return undefined;
  return job as QueuedJob;
}

export class QueueWorker {
  answered = 0;
  private readonly pool: ThreadPool<Task, JobOutcome>;
  private readonly worker: Worker;

  private constructor(
    readonly address: QueueAddress,
    settings: WorkerSettings,
    onAnswered: (outcome: JobOutcome) => void,
  ) {
    const { Worker } = loadBullmq();
    const pool = (this.pool = new ThreadPool<Task, JobOutcome>(settings.jobs));
    const processor = async (job: Job): Promise<JobOutcome> => {
      const data = jobData(job.data);
      if (!data) return failure('internal', `job ${job.id} is not a cookcheck batch job`);
      const limit = hardLimitMs(data.settings.timeoutMs);
      const outcome = await pool.run({ kind: 'answer', job: { text: data.text, settings: data.settings } }, limit === undefined ? {} : { hardLimitMs: limit });
      const answer = outcome.ok ? outcome.value : failure(outcome.reason, outcome.message);
      this.answered++;
      onAnswered(answer);
      return answer;
    };
    this.worker = new Worker(address.name, processor, {
      // Stored on each job it takes (processedBy): which machine and process answered it.
      name: `${hostname()}:${process.pid}`,
      connection: address.connection,
      concurrency: settings.jobs,
      lockDuration: settings.stallMs,
      stalledInterval: settings.stallMs,
      maxStalledCount: 1,
    });
  }

  /** Starts taking jobs from the queue at `url`, once its Redis answered. */
  static async start(url: string, settings: WorkerSettings, onAnswered: (outcome: JobOutcome) => void = () => undefined): Promise<QueueWorker> {
    const address = parseQueueUrl(url);
    await (await connectRedis(address)).quit();
    return new QueueWorker(address, settings, onAnswered);
  }

  /** Errors of the connection (Redis went away): BullMQ reconnects; the caller may say so. */
  onError(listener: (error: Error) => void): void {
    this.worker.on('error', listener);
  }

  /** Jobs running now. */
  get running(): number {
    return this.pool.load;
  }

  /** Stops taking jobs: after the running ones are answered, or at once (`force`: they stall, and go to another worker). */
  async stop(force = false): Promise<void> {
    await this.worker.close(force);
    await this.pool.close();
  }
}
