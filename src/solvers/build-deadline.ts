import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Building a model can take longer than solving it (a 200x200 Numberlink's normal form:
 * 3.4 million clauses, 12 s). Encoders are plain synchronous code that knows nothing of time,
 * so a deadline reaches them ambiently: work run inside `withBuildDeadline` creates models
 * that stop growing at the deadline by throwing `BuildStopped`, which the caller that set the
 * deadline turns into an `unknown` answer. A model handed to a session is sealed first, so
 * cuts and blocking clauses never throw.
 */

const storage = new AsyncLocalStorage<number>();

/** A model was still being built when the deadline passed. */
export class BuildStopped extends Error {
  override name = 'BuildStopped';
  constructor() {
    super('the time limit passed while the problem was being built');
  }
}

/** Runs `work` with models built inside it stopping at `deadline` (a `Date.now()` time). */
export function withBuildDeadline<T>(deadline: number | undefined, work: () => T): T {
  if (deadline === undefined) return work();
  const outer = storage.getStore();
  return storage.run(outer === undefined ? deadline : Math.min(outer, deadline), work);
}

/** The deadline models built now stop at, if any. */
export function currentBuildDeadline(): number | undefined {
  return storage.getStore();
}
