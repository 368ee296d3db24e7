import { afterAll } from 'vitest';
import { shutdownZ3, z3Busy } from '../../src/solvers/z3.js';

// Test files share a process (isolate: false) and its Z3 (started once, 130-330 ms); a file that
// leaves a check running past its deadline ends Z3's threads, so that the next file starts afresh.
afterAll(async () => {
  if (z3Busy()) await shutdownZ3();
});
