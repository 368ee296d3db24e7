import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { PACKAGE_ROOT } from '../schemas.js';

/*
 * A pool of worker threads, each running the library (dist/src/batch/thread.js) and keeping
 * what it loaded warm (solver modules, compiled validators) from one task to the next. A
 * thread answers one task at a time. A thread that dies in the middle of a task (out of
 * memory, a crash) is replaced and the task given to a fresh thread once more; a task that
 * kills two threads, or runs past its hard limit, comes back as a failure instead of a result,
 * so one task never stalls the others.
 */

/** The cores this process may use: the default number of threads. */
export const defaultJobs = (): number => availableParallelism();

/** Node's worker_threads, loaded when a pool starts a thread or a thread starts serving: 3 ms every other command need not pay. */
export const workerThreads = () => createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads');

/**
 * What a thread runs: the command line's bundle, from V8's stored compiled code (bin/bundle.js),
 * which loads in about 50 ms where the library's ES modules take 300 ms; it holds the same
 * library, built from the same sources. The pool runs built code, also for a caller running
 * from sources (tests).
 */
const BUNDLE_LOADER = join(PACKAGE_ROOT, 'bin', 'bundle.js');
const BUNDLE = join(PACKAGE_ROOT, 'dist', 'cookcheck.cjs');
const THREAD_SOURCE = `require(${JSON.stringify(BUNDLE_LOADER)}).loadBundle().exports.serveBatchThread();`;

export type PoolOutcome<R> = { ok: true; value: R } | { ok: false; reason: 'crashed' | 'overtime'; message: string };

export interface RunOptions {
  /** The task's thread is ended past this many milliseconds (a task that does not keep its own time limit). */
  readonly hardLimitMs?: number;
  /** Progress the task reports from its thread. */
  readonly onProgress?: (progress: unknown) => void;
}

interface Pending<T, R> {
  readonly seq: number;
  readonly task: T;
  readonly options: RunOptions;
  readonly resolve: (outcome: PoolOutcome<R>) => void;
  /** Threads that died running it. */
  crashes: number;
}

interface Slot<T, R> {
  worker: Worker;
  running?: Pending<T, R> | undefined;
  timer?: NodeJS.Timeout;
  /** Set when the pool ended the thread itself: why. */
  ended?: 'overtime' | 'closed';
  /** The error that ended the thread (out of memory, an uncaught exception). */
  error?: string;
}

/** Messages from a thread: progress of a task, or its result. */
export type ThreadMessage = { seq: number; progress: unknown } | { seq: number; result: unknown };

/** Two deaths of a thread on one task make it a failure: once may be the machine, twice is the task. */
export const MAX_CRASHES = 2;

export class ThreadPool<T, R> {
  private readonly slots: Slot<T, R>[] = [];
  private readonly waiting: Pending<T, R>[] = [];
  private seq = 0;
  private closed = false;

  /** `size` threads at most, started as tasks arrive; `script` replaces the thread's code (tests). */
  constructor(
    readonly size: number,
    private readonly script?: string | URL,
  ) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`a pool needs at least one thread, not ${size}`);
    if (script === undefined && !existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: build cookcheck first (npm run build)`);
  }

  /** Runs `task` on the next free thread; never rejects. */
  run(task: T, options: RunOptions = {}): Promise<PoolOutcome<R>> {
    if (this.closed) return Promise.resolve({ ok: false, reason: 'crashed', message: 'the pool was closed' });
    return new Promise((resolve) => {
      this.waiting.push({ seq: ++this.seq, task, options, resolve, crashes: 0 });
      this.dispatch();
    });
  }

  /** Tasks waiting for a thread and running. */
  get load(): number {
    return this.waiting.length + this.slots.filter((s) => s.running).length;
  }

  /** Ends every thread; tasks not finished are dropped (their promises never settle). */
  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        slot.ended = 'closed';
        clearTimeout(slot.timer);
        return slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const slot = this.slots.find((s) => !s.running) ?? (this.slots.length < this.size ? this.startThread() : undefined);
      if (!slot) return;
      this.start(slot, this.waiting.shift()!);
    }
  }

  private start(slot: Slot<T, R>, pending: Pending<T, R>): void {
    slot.running = pending;
    const limit = pending.options.hardLimitMs;
    if (limit !== undefined) {
      slot.timer = setTimeout(() => {
        slot.ended = 'overtime';
        void slot.worker.terminate();
      }, limit);
    }
    slot.worker.postMessage({ seq: pending.seq, task: pending.task });
  }

  private startThread(): Slot<T, R> {
    // Threads run long: V8's default compile budgets, under which the bundle's compiled code was stored.
    if (this.script === undefined) (createRequire(import.meta.url)(BUNDLE_LOADER) as { restoreCompileBudgets(): void }).restoreCompileBudgets();
    // The thread's output never mixes with results on stdout: it goes to stderr.
    const worker = this.script === undefined ? new (workerThreads().Worker)(THREAD_SOURCE, { eval: true, stdout: true }) : new (workerThreads().Worker)(this.script, { stdout: true });
    worker.stdout.pipe(process.stderr);
    const slot: Slot<T, R> = { worker };
    worker.on('message', (message: ThreadMessage) => this.receive(slot, message));
    // A thread's uncaught error ends it; its exit follows and is handled there.
    worker.on('error', (error) => (slot.error = error.message));
    worker.on('exit', (code) => this.threadEnded(slot, code));
    this.slots.push(slot);
    return slot;
  }

  private receive(slot: Slot<T, R>, message: ThreadMessage): void {
    const pending = slot.running;
    if (!pending || message.seq !== pending.seq) return;
    if ('progress' in message) {
      pending.options.onProgress?.(message.progress);
      return;
    }
    clearTimeout(slot.timer);
    slot.running = undefined;
    pending.resolve({ ok: true, value: message.result as R });
    this.dispatch();
  }

  private threadEnded(slot: Slot<T, R>, code: number): void {
    const at = this.slots.indexOf(slot);
    if (at < 0) return; // closed by the pool
    this.slots.splice(at, 1);
    clearTimeout(slot.timer);
    const pending = slot.running;
    if (pending) {
      if (slot.ended === 'overtime') {
        pending.resolve({ ok: false, reason: 'overtime', message: `still running after ${Math.round(pending.options.hardLimitMs! / 1000)} s: its thread was stopped` });
      } else if (++pending.crashes >= MAX_CRASHES) {
        const why = slot.error ?? `exit code ${code}`;
        pending.resolve({ ok: false, reason: 'crashed', message: `its worker thread stopped ${MAX_CRASHES} times while answering it (last: ${why})` });
      } else {
        this.waiting.unshift(pending);
      }
    }
    if (!this.closed) this.dispatch();
  }
}
