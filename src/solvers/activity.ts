import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Long work tells a watcher (the command line's progress line on a terminal) what it is
 * doing, without every caller passing a callback down: solver calls and cuts as they
 * happen, and counts where a family counts. Reports reach the listener of the
 * `watchActivity` call they run inside, synchronously (a solver running in this thread
 * leaves no turn to a timer), and nowhere outside one.
 */

/** What happened since the last report: more solver calls or cuts (added up by the watcher). */
export interface Activity {
  readonly solves?: number;
  readonly cuts?: number;
}

const storage = new AsyncLocalStorage<(activity: Activity) => void>();

/** Runs `work`, passing what it reports to `listener`. */
export function watchActivity<T>(listener: (activity: Activity) => void, work: () => T): T {
  return storage.run(listener, work);
}

/**
 * Whether something watches: then solvers that block their thread run off it (logic-solver: a
 * worker), so that the watcher's clock keeps showing the time during a long solve.
 */
export function watched(): boolean {
  return storage.getStore() !== undefined;
}

/** Tells the current watcher, if any. */
export function reportActivity(activity: Activity): void {
  storage.getStore()?.(activity);
}
