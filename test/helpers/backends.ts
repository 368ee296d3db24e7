import { afterAll } from 'vitest';
import { BACKEND_NAMES, shutdownZ3 } from '../../src/solvers/index.js';

/** Every solver-facing test runs once per backend. */
export const backends = BACKEND_NAMES;

afterAll(async () => {
  await shutdownZ3();
});
