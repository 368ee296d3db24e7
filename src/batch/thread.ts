import { workerThreads } from './pool.js';
import { answerJob, type PuzzleJob } from './job.js';
import type { SeedRequest } from '../cli/generate-seeds.js';

/*
 * A worker thread of the pool (pool.ts): it loads the library once and answers one task at
 * a time, so the solver modules, validators and compiled code it loaded stay warm from one
 * puzzle to the next.
 */

export type Task = { readonly kind: 'answer'; readonly job: PuzzleJob } | { readonly kind: 'generate'; readonly request: SeedRequest; readonly seed: number };

/** Progress messages at most every 100 ms: a generator may report thousands of steps. */
function throttled(send: (progress: unknown) => void): (fraction: number, label: string) => void {
  let last = 0;
  return (fraction, label) => {
    const now = Date.now();
    if (now - last < 100) return;
    last = now;
    send({ fraction, label });
  };
}

async function run(task: Task, progress: (value: unknown) => void): Promise<unknown> {
  switch (task.kind) {
    case 'answer':
      return answerJob(task.job);
    case 'generate': {
      // Loaded only by a pool that generates: a batch of checks never needs the command line's code.
      const { makeSeed } = await import('../cli/generate-seeds.js');
      return makeSeed(task.request, task.seed, throttled(progress));
    }
  }
}

/** Answers the pool's tasks, one at a time, in this worker thread. */
export function serveBatchThread(): void {
  const port = workerThreads().parentPort;
  if (!port) throw new Error('serveBatchThread runs in a worker thread of the batch pool');
  port.on('message', ({ seq, task }: { seq: number; task: Task }) => {
    void run(task, (value) => port.postMessage({ seq, progress: value })).then((result) => port.postMessage({ seq, result }));
  });
}
