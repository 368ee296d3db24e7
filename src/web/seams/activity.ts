import type * as Node from '../../solvers/activity.js';
import { scoped } from './scoped.js';

/*
 * The page's stand-in for src/solvers/activity.ts, which keeps the listener in Node's
 * AsyncLocalStorage. The worker answers one question at a time, so one variable set while
 * the work runs (and restored when it settles) carries the listener through its awaits.
 */

let current: ((activity: Node.Activity) => void) | undefined;

export const watchActivity: typeof Node.watchActivity = (listener, work) => {
  const outer = current;
  current = listener;
  return scoped(() => void (current = outer), work);
};

export const watched: typeof Node.watched = () => current !== undefined;

export const reportActivity: typeof Node.reportActivity = (activity) => current?.(activity);
