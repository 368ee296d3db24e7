import type * as Node from '../../solvers/build-deadline.js';
import { scoped } from './scoped.js';

/*
 * The page's stand-in for src/solvers/build-deadline.ts, which keeps the deadline in Node's
 * AsyncLocalStorage. The worker answers one question at a time, so one variable set while
 * the work runs (and restored when it settles) carries the deadline through its awaits.
 */

let current: number | undefined;

export class BuildStopped extends Error implements Node.BuildStopped {
  override name = 'BuildStopped';
  constructor() {
    super('the time limit passed while the problem was being built');
  }
}

export const withBuildDeadline: typeof Node.withBuildDeadline = (deadline, work) => {
  if (deadline === undefined) return work();
  const outer = current;
  current = outer === undefined ? deadline : Math.min(outer, deadline);
  return scoped(() => void (current = outer), work);
};

export const currentBuildDeadline: typeof Node.currentBuildDeadline = () => current;
