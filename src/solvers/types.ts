/** A literal in DIMACS style: variable `v` is `v`, its negation is `-v`. */
export type Lit = number;
export type Clause = readonly Lit[];

export type SolveStatus = 'sat' | 'unsat' | 'unknown';
/**
 * `minisat` and `cadical` are our WebAssembly builds (native/); `auto`, the default, asks
 * MiniSat and lets CaDiCaL join a search that runs long (wasm/portfolio.ts); `z3` is npm
 * z3-solver; `logic-solver` (npm, MiniSat in asm.js) stays as an independent witness.
 */
export type BackendName = 'auto' | SolverName;
export type SolverName = 'minisat' | 'cadical' | 'z3' | 'logic-solver';
/** The solvers themselves, each an independent build: tests run on every one. */
export const SOLVER_NAMES: readonly SolverName[] = ['minisat', 'cadical', 'z3', 'logic-solver'];
export const BACKEND_NAMES: readonly BackendName[] = ['auto', ...SOLVER_NAMES];
export const DEFAULT_BACKEND: BackendName = 'auto';

/** Truth values of a model, indexed by variable (index 0 unused). */
export type Assignment = Uint8Array;

export function litValue(assignment: Assignment, lit: Lit): boolean {
  const value = assignment[Math.abs(lit)] === 1;
  return lit > 0 ? value : !value;
}

/** A weighted literal in a pseudo-boolean sum. */
export interface Term {
  readonly lit: Lit;
  readonly weight: number;
}

/**
 * Lazy constraints of one kind: inspects a model that satisfies the clauses and returns the
 * cut clauses it violates (connectivity, no stray loops, ...); an empty list accepts the model.
 */
export interface LazyCheck {
  /** What one of its cuts is called, singular, as the figures of an answer count them: `loop cut`, `connectivity cut`. */
  readonly kind: string;
  /** The rule the cuts enforce, named as the encoding names its rules (`Model.rule`), so that a test can leave it out. */
  readonly rule?: string;
  cuts(assignment: Assignment): Clause[];
}
