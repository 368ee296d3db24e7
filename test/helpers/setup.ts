import { afterAll } from 'vitest';
import { z3Settled } from '../../src/solvers/z3.js';

// Test files share a process (isolate: false) and its Z3 (started once, 130-330 ms). A file that
// leaves a check running past its deadline (interrupted every 100 ms) waits for it to end: shutting
// Z3 down under it would keep z3-solver's lock for good, and the next file's checks would hang.
afterAll(async () => {
  await z3Settled();
});
