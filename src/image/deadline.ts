import { failed, issue, type Parsed } from '../encoders/issues.js';

/*
 * Tracing is plain synchronous code that knows nothing of time; a command's deadline
 * (`--timeout`) reaches it ambiently. Work run inside `withTracingDeadline` stops at the
 * deadline by throwing `TracingStopped` where a stage ends (the stopwatch's lap) or where a
 * long loop looks at the clock; the caller that set the deadline turns it into an answer.
 */

let current: number | undefined;

/** The deadline passed while a picture was being traced. */
export class TracingStopped extends Error {
  override name = 'TracingStopped';
  constructor(readonly where: string) {
    super(`the time limit passed while the picture was being traced (${where})`);
  }
}

/** Runs synchronous `work` so that tracing inside it stops at `deadline` (a `Date.now()` time). */
export function withTracingDeadline<T>(deadline: number | undefined, work: () => T): T {
  const outer = current;
  current = deadline === undefined ? outer : outer === undefined ? deadline : Math.min(outer, deadline);
  try {
    return work();
  } finally {
    current = outer;
  }
}

/** Throws `TracingStopped` when the deadline tracing runs under has passed; `where` says where (`after thin`). */
export function stopAtDeadline(where: string): void {
  if (current !== undefined && Date.now() > current) throw new TracingStopped(where);
}

/** Runs synchronous `work` under `deadline`; where the deadline stopped it, where it stopped. */
export function stoppedAtDeadline(deadline: number | undefined, work: () => void): TracingStopped | undefined {
  try {
    withTracingDeadline(deadline, work);
    return undefined;
  } catch (error) {
    if (!(error instanceof TracingStopped)) throw error;
    return error;
  }
}

/** `work` run under `deadline`; where the deadline stopped it, an `input.timeout` issue saying so. */
export function tracedBefore<T>(deadline: number | undefined, work: () => Parsed<T>): Parsed<T> {
  let result: Parsed<T> | undefined;
  const stopped = stoppedAtDeadline(deadline, () => (result = work()));
  return stopped ? failed(issue('input.timeout', '', `${stopped.message}; try a longer --timeout`)) : result!;
}
