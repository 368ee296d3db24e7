import { afterAll } from 'vitest';
import { z3Settled } from '../../src/solvers/z3.js';

// Test files share a process (isolate: false) and its Z3 (started once, 130-330 ms). A file that
// leaves a check running past its deadline (interrupted every 100 ms) waits for it to end, so that
// the next file's questions never spend their own time limits waiting on it.
afterAll(async () => {
  await z3Settled();
});
