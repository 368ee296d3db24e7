/**
 * Drives one MiniSat instance from npm `logic-solver`. Self-contained (no imports, no
 * helpers) because its source text is also evaluated inside a worker thread.
 *
 * `heapBytes` sizes MiniSat's asm.js heap; the patch in `patches/` makes the package
 * read it from `globalThis.LOGIC_SOLVER_TOTAL_MEMORY` (upstream fixes it at 64 MiB).
 */
export function createMinisatDriver(load: (id: string) => unknown, wrapperPath: string, heapBytes: number) {
  (globalThis as Record<string, unknown>)['LOGIC_SOLVER_TOTAL_MEMORY'] = heapBytes;
  const MiniSatClass = load(wrapperPath) as new () => {
    ensureVar(v: number): void;
    addClause(terms: number[]): boolean;
    solve(): boolean;
    solveAssuming(v: number): boolean;
    getSolution(): (boolean | null)[];
    retireVar(v: number): void;
  };
  const solver = new MiniSatClass();
  let numVars = 0;
  let unsat = false;
  let model = new Uint8Array(1);
  const isHeapError = (e: unknown) => String(e).includes('Cannot enlarge memory');
  const addFlat = (flat: Int32Array) => {
    let start = 0;
    for (let i = 0; i < flat.length; i++) {
      if (flat[i] !== 0) continue;
      if (!unsat && !solver.addClause(Array.from(flat.subarray(start, i)))) unsat = true;
      start = i + 1;
    }
  };
  return {
    /** Clauses flattened, each terminated by 0. Returns 'heap' when MiniSat ran out of memory. */
    add(flat: Int32Array, vars: number): 'ok' | 'heap' {
      try {
        numVars = Math.max(numVars, vars);
        addFlat(flat);
        return 'ok';
      } catch (e) {
        if (isHeapError(e)) return 'heap';
        throw e;
      }
    },
    /** `assumption` is 0 (none) or a positive variable assumed true for this call. */
    solve(assumption: number): { status: 'sat' | 'unsat' | 'heap'; model: Uint8Array } {
      try {
        if (unsat) return { status: 'unsat', model };
        if (numVars > 0) solver.ensureVar(numVars);
        const sat = assumption > 0 ? solver.solveAssuming(assumption) : solver.solve();
        if (!sat && assumption === 0) unsat = true;
        if (sat) {
          const values = solver.getSolution();
          model = new Uint8Array(values.length);
          for (let v = 1; v < values.length; v++) model[v] = values[v] ? 1 : 0;
        }
        return { status: sat ? 'sat' : 'unsat', model };
      } catch (e) {
        if (isHeapError(e)) return { status: 'heap', model };
        throw e;
      }
    },
  };
}

export type MinisatDriver = ReturnType<typeof createMinisatDriver>;
