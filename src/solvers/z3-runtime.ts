import type { Context } from 'z3-solver';
import { loadZ3 } from '../packages.js';
import { BackendCapacityError } from './backend.js';

export type Z3Api = Awaited<ReturnType<typeof import('z3-solver').init>>;
export type Z3Context = Context<'cookcheck'>;

export const Z3_MEMORY_MESSAGE =
  'Z3 ran out of its WebAssembly memory (fixed at 2 GiB) on this problem; try --backend minisat, or a smaller puzzle';

/** What z3-solver prints on stderr as it aborts or after its threads are stopped: the abort is reported as an error instead. */
const ABORT_NOISE = /^(Aborted\(|RuntimeError: Aborted\(|worker: onmessage\(\) captured an uncaught exception|Pthread 0x[0-9a-f]+ sent an error!|received "\w+" command from terminated worker)/;

interface PThreads {
  unusedWorkers: Worker[];
  runningWorkers: Worker[];
  loadWasmModuleToWorker(worker: Worker): Promise<Worker>;
}
interface Worker {
  onerror: (error: { message?: string }) => void;
}

/**
 * One Z3 WebAssembly instance. Its memory is fixed at 2 GiB: a problem that needs more aborts
 * it (in a worker thread, whose error z3-solver would rethrow on the main thread and crash the
 * process). Here an abort ends the instance instead: every question waiting on it, and every
 * later one, is refused with a BackendCapacityError, and it is never called again.
 */
export class Z3Instance {
  /** Why the instance ended (an abort, or a shutdown), once it has. */
  ended: Error | undefined;
  /** Rejects when the instance ends. */
  readonly whenEnded: Promise<never>;
  private endWith!: (error: Error) => void;
  /** Questions that run on Z3's threads go one at a time (z3-solver runs one such call per instance). */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly z3: Z3Api,
    readonly ctx: Z3Context,
  ) {
    this.whenEnded = new Promise<never>((_, reject) => {
      this.endWith = reject;
    });
    this.whenEnded.catch(() => undefined);
  }

  static async start(): Promise<Z3Instance> {
    let instance: Z3Instance | undefined;
    let abortedEarly = false;
    const onAbort = () => (instance ? instance.end(new BackendCapacityError('z3', Z3_MEMORY_MESSAGE)) : (abortedEarly = true));
    const z3 = await loadZ3().init({ onAbort, printErr: (text: string) => ABORT_NOISE.test(text) || process.stderr.write(`${text}\n`) });
    instance = new Z3Instance(z3, z3.Context('cookcheck') as unknown as Z3Context);
    catchWorkerErrors(z3.em.PThread as PThreads, onAbort);
    if (abortedEarly) onAbort();
    return instance;
  }

  /**
   * Ends the instance: whatever waits on it is refused with `error`, and its C API becomes
   * inert. A thread that died holding one of Z3's locks would block any later call for good,
   * z3-solver's finalizers (which free objects as they are collected) included.
   */
  end(error: Error): void {
    if (this.ended) return;
    this.ended = error;
    const api = this.z3.Z3 as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(api)) if (typeof value === 'function') api[key] = () => undefined;
    this.endWith(error);
  }

  /** Throws why the instance ended, if it has. */
  ensureRunning(): void {
    if (this.ended) throw this.ended;
  }

  /** Runs a call on Z3's threads after those before it; refused as soon as the instance ends. */
  exclusive<T>(run: () => Promise<T>): Promise<T> {
    const result = this.queue.then(() => {
      this.ensureRunning();
      return run();
    });
    this.queue = result.catch(() => undefined);
    return Promise.race([result, this.whenEnded]);
  }
}

/** A worker's error becomes an abort of the instance instead of an exception thrown on the main thread. */
function catchWorkerErrors(threads: PThreads, onAbort: () => void): void {
  const quiet = (worker: Worker) => {
    worker.onerror = () => onAbort();
  };
  for (const worker of [...threads.unusedWorkers, ...threads.runningWorkers]) quiet(worker);
  const load = threads.loadWasmModuleToWorker.bind(threads);
  threads.loadWasmModuleToWorker = (worker) => {
    const loading = load(worker);
    quiet(worker);
    return loading;
  };
}
