import { BACKEND_NAMES } from '../../src/solvers/index.js';

/** Every solver-facing test runs once per backend. */
export const backends = BACKEND_NAMES;
