import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import type { Backend } from './backend.js';
import { BackendCapacityError } from './backend.js';
import { createMinisatDriver, type MinisatDriver } from './logic-solver-driver.js';
import { flattenClauses } from './flatten.js';
import { atDeadline, type DeadlineTimer } from './timer.js';
import type { Assignment, Clause, Lit, SolveStatus } from './types.js';

const require = createRequire(import.meta.url);
// Node modules and paths MiniSat needs are looked up when it first runs, so that commands
// that never solve (validate, grade, a Tracks check the person-style steps settle) skip them.
let wrapperPath: string | undefined;
const minisatWrapper = () => (wrapperPath ??= require.resolve('logic-solver/minisat_wrapper.js'));
const workerThreads = () => require('node:worker_threads') as typeof import('node:worker_threads');
/** Virtual until touched; large enough for 40x40 Numberlink with one-hot labels. */
export const MINISAT_HEAP_BYTES = 1024 * 1024 * 1024;
const HEAP_MESSAGE = 'logic-solver ran out of its fixed heap; --backend minisat (the default) grows as the problem needs';

/** Single assumption per call: the engine folds several into one guard variable. */
function singleAssumption(assumptions: readonly Lit[]): number {
  if (assumptions.length > 1 || (assumptions.length === 1 && assumptions[0]! < 0)) {
    throw new RangeError('the logic-solver backend takes at most one positive assumption');
  }
  return assumptions[0] ?? 0;
}

/**
 * V8 translates MiniSat's asm.js to WebAssembly when the module loads (~90 ms here; V8 does
 * not store the result with a script's compiled code), then solves about twice as fast as
 * plain JIT-compiled JavaScript. Small problems finish before that pays off, so the first
 * problem of the process decides. Measured as whole `check` processes (CPU time) on the
 * published Numberlink puzzles: the 7x7s and the 8x8 classic (2,700-6,500 clauses) finish
 * sooner without it, the 10x10s under fillAll (7,400-7,800 clauses, many solves) take
 * 0.55-0.75 s with it against 0.8-1.7 s without, and the 10x10s under the classic rule
 * (11,900-13,900) gain a little.
 */
export const ASM_THRESHOLD_CLAUSES = 7_000;
let engineChosen = false;

function chooseCompilation(clauses: number): void {
  if (engineChosen) return;
  engineChosen = true;
  if (clauses < ASM_THRESHOLD_CLAUSES) (require('node:v8') as typeof import('node:v8')).setFlagsFromString('--no-validate-asm');
}

/** In-process logic-solver (MiniSat compiled to asm.js in 2016): no start-up cost, but a running solve cannot be interrupted. */
class InProcessMinisat implements Backend {
  readonly name = 'logic-solver' as const;
  private readonly driver: MinisatDriver = createMinisatDriver(require, minisatWrapper(), MINISAT_HEAP_BYTES);
  private last: Assignment = new Uint8Array(1);

  async addClauses(clauses: readonly Clause[], numVars: number): Promise<void> {
    if (this.driver.add(flattenClauses(clauses), numVars) === 'heap') throw new BackendCapacityError('logic-solver', HEAP_MESSAGE);
  }

  async solve(assumptions: readonly Lit[]): Promise<SolveStatus> {
    const { status, model } = this.driver.solve(singleAssumption(assumptions));
    if (status === 'heap') throw new BackendCapacityError('logic-solver', HEAP_MESSAGE);
    this.last = model;
    return status;
  }

  model(): Assignment {
    return this.last;
  }

  async dispose(): Promise<void> {}
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const create = ${createMinisatDriver.toString()};
let driver = create(require, workerData.wrapperPath, workerData.heapBytes);
parentPort.on('message', (msg) => {
  if (msg.op === 'reset') driver = create(require, workerData.wrapperPath, workerData.heapBytes);
  else if (msg.op === 'add') parentPort.postMessage({ status: driver.add(msg.flat, msg.numVars) });
  else parentPort.postMessage(driver.solve(msg.assumption));
});
`;

/*
 * Starting a worker and loading MiniSat into it costs about 170 ms, more than many whole
 * questions (a repair asks hundreds of small ones), so workers whose session ended without
 * being stopped wait here for the next session with a fresh MiniSat. Idle workers do not keep
 * the process alive.
 */
const idleWorkers: Worker[] = [];
const MAX_IDLE_WORKERS = 2;

function takeWorker(): Worker {
  const worker =
    idleWorkers.pop() ??
    new (workerThreads().Worker)(WORKER_SOURCE, { eval: true, workerData: { wrapperPath: minisatWrapper(), heapBytes: MINISAT_HEAP_BYTES } });
  worker.ref();
  return worker;
}

async function releaseWorker(worker: Worker): Promise<void> {
  if (idleWorkers.length >= MAX_IDLE_WORKERS) {
    await worker.terminate();
    return;
  }
  worker.postMessage({ op: 'reset' });
  worker.unref();
  idleWorkers.push(worker);
}

interface WorkerReply {
  status: 'ok' | 'heap' | 'sat' | 'unsat';
  model?: Uint8Array;
}

/** MiniSat in a worker thread, so a deadline can stop it by terminating the thread. */
class WorkerMinisat implements Backend {
  readonly name = 'logic-solver' as const;
  private worker: Worker | undefined = takeWorker();
  private last: Assignment = new Uint8Array(1);

  private request(message: object, deadline?: number): Promise<WorkerReply | 'timeout'> {
    const worker = this.worker;
    if (worker === undefined) return Promise.resolve('timeout');
    return new Promise((resolve, reject) => {
      let timer: DeadlineTimer | undefined;
      const done = () => {
        timer?.cancel();
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      const onMessage = (reply: WorkerReply) => {
        done();
        resolve(reply);
      };
      const onError = (error: Error) => {
        done();
        reject(error);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      if (deadline !== undefined) {
        timer = atDeadline(deadline, () => {
          done();
          void this.stop();
          resolve('timeout');
        });
      }
      worker.postMessage(message);
    });
  }

  async addClauses(clauses: readonly Clause[], numVars: number, deadline?: number): Promise<void> {
    const reply = await this.request({ op: 'add', flat: flattenClauses(clauses), numVars }, deadline);
    if (reply !== 'timeout' && reply.status === 'heap') throw new BackendCapacityError('logic-solver', HEAP_MESSAGE);
  }

  async solve(assumptions: readonly Lit[], deadline: number | undefined): Promise<SolveStatus> {
    if (deadline !== undefined && Date.now() >= deadline) return 'unknown';
    const reply = await this.request({ op: 'solve', assumption: singleAssumption(assumptions) }, deadline);
    if (reply === 'timeout') return 'unknown';
    if (reply.status === 'heap') throw new BackendCapacityError('logic-solver', HEAP_MESSAGE);
    if (reply.status === 'sat' && reply.model) this.last = reply.model;
    return reply.status === 'sat' ? 'sat' : 'unsat';
  }

  model(): Assignment {
    return this.last;
  }

  /** Ends a solve that is still running: the only way is to end its thread. */
  private async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  async dispose(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await releaseWorker(worker);
  }
}

/** `sizeHint` is the clause count of the problem about to be loaded. */
export function createLogicSolverBackend(hasDeadline: boolean, sizeHint: number): Backend {
  chooseCompilation(sizeHint);
  return hasDeadline ? new WorkerMinisat() : new InProcessMinisat();
}
