import { idKey, type BatchItem, type ItemId } from './items.js';
import { failure, inputError, type JobOutcome, type JobSettings, type JobStatus } from './job.js';
import { ThreadPool } from './pool.js';
import { resultLine, type ResultsFile } from './results.js';
import type { Task } from './thread.js';

/*
 * A batch run: the items not yet in the results file are answered by an executor (the
 * thread pool of this process, or workers behind a queue), each result line written as it
 * comes: at once to the results file, or in input order to a stream.
 */

/** Where the puzzles are answered. */
export interface Executor {
  /** Answers every item, calling `onResult` once for each as it finishes; resolves when all are answered. */
  run(items: readonly BatchItem[], settings: JobSettings, onResult: (index: number, outcome: JobOutcome) => void): Promise<void>;
  /** Stops answering (Ctrl-C): `run` resolves soon after, with the items not answered left out. */
  stop(): Promise<void>;
  /** Said beside the progress: `2 threads`, `3 workers`. */
  describe(): string;
  /** What to do when nothing is being answered (no worker takes jobs), if anything. */
  idleHint?(): string | undefined;
}

/** The thread's hard limit past a puzzle's own time limit: the library keeps it to within a second. */
export function hardLimitMs(timeoutMs: number | undefined): number | undefined {
  return timeoutMs === undefined ? undefined : timeoutMs + Math.max(10_000, timeoutMs / 2);
}

/** The thread pool of this process: `jobs` worker threads. */
export class PoolExecutor implements Executor {
  private pool: ThreadPool<Task, JobOutcome> | undefined;
  private stopped: (() => void) | undefined;

  /** `script` replaces the threads' code (tests). */
  constructor(
    private readonly jobs: number,
    private readonly script?: string | URL,
  ) {}

  async run(items: readonly BatchItem[], settings: JobSettings, onResult: (index: number, outcome: JobOutcome) => void): Promise<void> {
    if (items.length === 0) return;
    const pool = (this.pool = new ThreadPool<Task, JobOutcome>(Math.min(this.jobs, items.length), this.script));
    const limit = hardLimitMs(settings.timeoutMs);
    const all = Promise.all(
      items.map((item, index) =>
        pool.run({ kind: 'answer', job: { text: item.text, settings } }, limit === undefined ? {} : { hardLimitMs: limit }).then((outcome) => {
          onResult(index, outcome.ok ? outcome.value : failure(outcome.reason, outcome.message, outcome.reason === 'overtime' ? limit : 0));
        }),
      ),
    );
    const stop = new Promise<void>((resolve) => (this.stopped = resolve));
    try {
      await Promise.race([all, stop]);
    } finally {
      await pool.close();
    }
  }

  async stop(): Promise<void> {
    this.stopped?.();
    await this.pool?.close();
  }

  describe(): string {
    return `${this.pool?.size ?? this.jobs} thread${(this.pool?.size ?? this.jobs) === 1 ? '' : 's'}`;
  }
}

export interface Slow {
  readonly id: ItemId;
  readonly ms: number;
  readonly status: JobStatus;
  readonly type?: string;
}

/** What the progress line and the summary show. */
export class BatchStats {
  readonly counts = new Map<JobStatus, number>();
  readonly slowest: Slow[] = [];
  readonly errors: { id: ItemId; status: JobStatus; message: string }[] = [];
  done = 0;
  readonly startedAt = performance.now();

  constructor(
    /** Items in the input. */
    readonly total: number,
    /** Items already in the results file, not asked again. */
    readonly skipped: number,
  ) {}

  add(id: ItemId, outcome: JobOutcome): void {
    this.done++;
    this.counts.set(outcome.status, (this.counts.get(outcome.status) ?? 0) + 1);
    if (outcome.message !== undefined && (outcome.status === 'invalid' || outcome.status === 'error')) this.errors.push({ id, status: outcome.status, message: outcome.message });
    // The five slowest, slowest first
    if (this.slowest.length < 5 || outcome.ms > this.slowest[this.slowest.length - 1]!.ms) {
      this.slowest.push({ id, ms: outcome.ms, status: outcome.status, ...(outcome.type ? { type: outcome.type } : {}) });
      this.slowest.sort((a, b) => b.ms - a.ms);
      this.slowest.length = Math.min(this.slowest.length, 5);
    }
  }

  /** Puzzles answered a second in this run. */
  rate(): number {
    const seconds = (performance.now() - this.startedAt) / 1000;
    return seconds > 0 ? this.done / seconds : 0;
  }
}

export interface BatchOutput {
  /** The results file (resumable), or a stream written in input order. */
  readonly file?: ResultsFile;
  readonly stream?: (line: string) => void;
}

/** Lines for a stream, in input order: a result waits for those before it. */
class InOrder {
  private readonly held = new Map<number, string>();
  private next = 0;

  constructor(private readonly write: (line: string) => void) {}

  put(index: number, line: string): void {
    this.held.set(index, line);
    for (let line = this.held.get(this.next); line !== undefined; line = this.held.get(this.next)) {
      this.held.delete(this.next++);
      this.write(line);
    }
  }

  /** Results held for an earlier one that will not come (Ctrl-C): written now, lest they are lost. */
  flush(): void {
    for (const index of [...this.held.keys()].sort((a, b) => a - b)) this.write(this.held.get(index)!);
    this.held.clear();
  }
}

/**
 * Answers the items not yet in `output.file` and writes their lines; `onResult` sees each
 * as it comes (progress). Resolves with the figures once all are answered or `executor` was
 * stopped.
 */
export async function runBatch(
  items: readonly BatchItem[],
  settings: JobSettings,
  executor: Executor,
  output: BatchOutput,
  onResult: (stats: BatchStats) => void = () => undefined,
): Promise<BatchStats> {
  const done = output.file?.done ?? new Set<string>();
  const pending = items.filter((item) => !done.has(idKey(item.id)));
  const stats = new BatchStats(items.length, items.length - pending.length);
  const ordered = output.stream ? new InOrder(output.stream) : undefined;
  const answered = new Set<number>();
  const write = (index: number, outcome: JobOutcome) => {
    // Each item is answered once, whatever an executor reports twice.
    if (answered.has(index)) return;
    answered.add(index);
    const item = pending[index]!;
    const line = resultLine(item.id, outcome.json);
    if (output.file) output.file.write(line);
    ordered?.put(index, line);
    stats.add(item.id, outcome);
    onResult(stats);
  };
  // Items that cannot be read at all are answered here; the others go to the executor.
  const runnable: BatchItem[] = [];
  const at: number[] = [];
  for (const [index, item] of pending.entries()) {
    if (item.problem) write(index, inputError([item.problem]));
    else {
      runnable.push(item);
      at.push(index);
    }
  }
  await executor.run(runnable, settings, (k, outcome) => write(at[k]!, outcome));
  ordered?.flush();
  if (output.file && answered.size === pending.length) output.file.reorder(items.map((item) => idKey(item.id)));
  return stats;
}
