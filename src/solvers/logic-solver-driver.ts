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
    retireVar(v: number): void;
    /** The Emscripten module: its heap and C functions, used directly for speed. */
    _C: {
      HEAP32: Int32Array;
      HEAP8: Int8Array;
      _malloc(bytes: number): number;
      _free(ptr: number): void;
      _addClause(ptr: number): number;
      _getNumVars(): number;
      _getSolution(): number;
    };
  };
  const solver = new MiniSatClass();
  const C = solver._C;
  let numVars = 0;
  let unsat = false;
  let model = new Uint8Array(1);
  // Emscripten's abort() throws "abort() at ..." with the stack; the reason is in the stack.
  const isHeapError = (e: unknown) => /enlargeMemory|Cannot enlarge memory/.test(String(e));
  // ... and first prints the reason through console.log, which would land on stdout.
  const quietly = <T>(work: () => T): T => {
    const log = console.log;
    console.log = () => {};
    try {
      return work();
    } finally {
      console.log = log;
    }
  };
  // Each clause is copied into MiniSat's heap, 0-terminated, and added by the C function.
  let buffer = 0;
  let bufferInts = 0;
  const addFlat = (flat: Int32Array) => {
    let start = 0;
    for (let i = 0; i < flat.length && !unsat; i++) {
      if (flat[i] !== 0) continue;
      const ints = i + 1 - start;
      if (ints > bufferInts) {
        if (buffer !== 0) C._free(buffer);
        bufferInts = Math.max(ints, 64);
        buffer = C._malloc(bufferInts * 4);
      }
      C.HEAP32.set(flat.subarray(start, i + 1), buffer >> 2);
      if (!C._addClause(buffer)) unsat = true;
      start = i + 1;
    }
  };
  return {
    /** Clauses flattened, each terminated by 0. Returns 'heap' when MiniSat ran out of memory. */
    add(flat: Int32Array, vars: number): 'ok' | 'heap' {
      try {
        numVars = Math.max(numVars, vars);
        quietly(() => addFlat(flat));
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
        const sat = quietly(() => (assumption > 0 ? solver.solveAssuming(assumption) : solver.solve()));
        if (!sat && assumption === 0) unsat = true;
        if (sat) {
          // MiniSat's l_True is 0 in its solution bytes.
          const count = C._getNumVars();
          const values = C.HEAP8.subarray(C._getSolution(), C._getSolution() + count);
          model = new Uint8Array(count + 1);
          for (let v = 1; v <= count; v++) model[v] = values[v - 1] === 0 ? 1 : 0;
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
