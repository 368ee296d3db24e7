import type { Encoding, UniquenessRun } from '../encoders/family.js';
import { enumerateOn, withSession, type EngineOptions } from '../solvers/index.js';

/*
 * Every solution returned has passed the family's verifier, and checking thousands of them
 * takes time (a 10x10 Numberlink: 0.1-0.4 ms each, a third of the search's own time per
 * solution). So the check happens as each solution arrives, inside the search's time, and a
 * deadline bounds both: what was found but not checked in time is not returned.
 */

/** The encoding's solutions (up to `limit`), each decoded and passed to `check` as it is found. */
export function enumerateChecked<S>(encoding: Encoding<S>, limit: number, engine: EngineOptions, check: (solution: S) => void): Promise<UniquenessRun<S>> {
  return withSession(encoding, engine, async (session, finish) => {
    const solutions: S[] = [];
    const iterator = enumerateOn(session, limit);
    for (;;) {
      const next = await iterator.next();
      if (next.done) return { solutions, ...next.value, stats: finish() };
      const solution = encoding.decode(next.value);
      check(solution);
      solutions.push(solution);
      engine.onProgress?.(solutions.length);
    }
  });
}

/** Checks solutions in order until `deadline` passes; those checked, and whether every one was. */
export function checkedBefore<S>(solutions: readonly S[], deadline: number | undefined, check: (solution: S) => void): { checked: S[]; all: boolean } {
  const checked: S[] = [];
  for (const solution of solutions) {
    // The clock is read every 64 solutions: a check takes well under a millisecond.
    if (deadline !== undefined && checked.length % 64 === 63 && Date.now() > deadline) return { checked, all: false };
    check(solution);
    checked.push(solution);
  }
  return { checked, all: true };
}
