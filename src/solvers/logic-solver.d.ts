/** The MiniSat wrapper shipped inside npm `logic-solver` (CommonJS, no types of its own). */
declare module 'logic-solver/minisat_wrapper.js' {
  class MiniSat {
    constructor();
    ensureVar(v: number): void;
    /** Returns false once the clauses are known to be unsatisfiable. */
    addClause(terms: number[]): boolean;
    solve(): boolean;
    /** `v` must be a positive variable. */
    solveAssuming(v: number): boolean;
    /** Index 0 is null; index v is the value of variable v. */
    getSolution(): (boolean | null)[];
    retireVar(v: number): void;
  }
  export = MiniSat;
}
