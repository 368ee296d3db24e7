import { SOLVER_NAMES } from '../../src/solvers/index.js';

/** Every solver-facing test runs once per solver (each an independent build); tests that name none run on the default, `auto`. */
export const backends = SOLVER_NAMES;
