import { afterAll } from 'vitest';
import { shutdownZ3 } from '../../src/solvers/index.js';

// Test files share a process (isolate: false): each ends Z3's threads, so none inherits its state.
afterAll(async () => {
  await shutdownZ3();
});
