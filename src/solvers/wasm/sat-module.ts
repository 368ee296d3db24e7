import { compiledSolver } from './module-bytes.js';
import { wasiImports } from './wasi.js';

/** Our WebAssembly builds (native/): MiniSat 2.2 and CaDiCaL behind one C interface (native/glue/sat-api.h). */
export type WasmSolverKind = 'minisat' | 'cadical';

export const WASM_SOLVER_TITLES: Readonly<Record<WasmSolverKind, string>> = { minisat: 'MiniSat', cadical: 'CaDiCaL' };

const PAGE_BYTES = 65_536;
/** The modules are linked with 2 MiB of initial memory (native/build.sh). */
const INITIAL_PAGES = 32;
/** WebAssembly's 32-bit memories hold at most 4 GiB. */
export const MAX_MEMORY_BYTES = 4 * 1024 ** 3;

/** The cap a solver gets unless told otherwise: 4 GiB, or `COOKCHECK_SAT_MEMORY_MIB` where set (to share a machine). */
export function defaultMemoryCap(): number {
  const mib = Number(globalThis.process?.env?.['COOKCHECK_SAT_MEMORY_MIB']);
  return Number.isFinite(mib) && mib > 0 ? Math.min(MAX_MEMORY_BYTES, mib * 1024 ** 2) : MAX_MEMORY_BYTES;
}

const SATISFIABLE = 10;
const UNSATISFIABLE = 20;

export type SolveSliceStatus = 'sat' | 'unsat' | 'stopped';

interface SatExports {
  _initialize?: () => void;
  sat_new(): void;
  sat_add_clauses(lits: number, length: number): void;
  sat_solve(assumptions: number, count: number, conflicts: number, resume: number, deadlineMs: number): number;
  sat_model(out: number, vars: number): void;
  sat_failed(lit: number): number;
  sat_alloc(bytes: number): number;
  sat_free(pointer: number): void;
  sat_out_of_memory(): number;
}

/** The module ran out of its memory cap; the solver is gone. */
export class WasmMemoryError extends Error {
  constructor(
    readonly kind: WasmSolverKind,
    readonly capBytes: number,
  ) {
    super(`${WASM_SOLVER_TITLES[kind]} ran out of memory at its cap of ${formatBytes(capBytes)}`);
    this.name = 'WasmMemoryError';
  }
}

/** At once where the host allows it (Node, a worker); a page's main thread must wait. */
async function instantiate(module: WebAssembly.Module, imports: WebAssembly.Imports): Promise<WebAssembly.Instance> {
  try {
    return new WebAssembly.Instance(module, imports);
  } catch (error) {
    if (error instanceof RangeError) return WebAssembly.instantiate(module, imports);
    throw error;
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${+(bytes / 1024 ** 3).toFixed(2)} GiB` : `${Math.round(bytes / 1024 ** 2)} MiB`;
}

/**
 * Module instances whose solver was released, kept for the next solver of their kind: a new
 * instance starts at 2 MiB and grows its memory step by step (a third of a warm 7x7 Numberlink
 * uniqueness check went to that, and to instantiating). Kept only while their memory is small.
 */
const idle = new Map<string, SolverInstance[]>();
const IDLE_PER_KIND = 2;
const IDLE_MEMORY_BYTES = 64 * 1024 ** 2;

interface SolverInstance {
  readonly exports: SatExports;
  readonly memory: WebAssembly.Memory;
}

/**
 * One solver in a module instance of its own. Literals are DIMACS integers. Calls are
 * synchronous; a search is bounded by a conflict budget and can be resumed where the budget
 * stopped it.
 */
export class WasmSat {
  private failure: Error | undefined;

  private constructor(
    readonly kind: WasmSolverKind,
    private readonly instance: SolverInstance,
    readonly capBytes: number,
  ) {}

  private get exports(): SatExports {
    return this.instance.exports;
  }

  private get memory(): WebAssembly.Memory {
    return this.instance.memory;
  }

  /** `capBytes`: the most memory the solver may grow to (at most 4 GiB; `defaultMemoryCap`). */
  static async create(kind: WasmSolverKind, capBytes = defaultMemoryCap()): Promise<WasmSat> {
    const maximum = Math.max(INITIAL_PAGES, Math.min(MAX_MEMORY_BYTES, capBytes) / PAGE_BYTES) | 0;
    const reused = idle.get(`${kind} ${maximum}`)?.pop();
    if (reused) return new WasmSat(kind, reused, maximum * PAGE_BYTES);
    const module = await compiledSolver(kind);
    const memory = new WebAssembly.Memory({ initial: INITIAL_PAGES, maximum });
    const imports = { env: { memory }, wasi_snapshot_preview1: wasiImports(module, memory) };
    const exports = (await instantiate(module, imports)).exports as unknown as SatExports;
    const solver = new WasmSat(kind, { exports, memory }, maximum * PAGE_BYTES);
    solver.call(() => {
      exports._initialize?.();
      exports.sat_new();
    });
    return solver;
  }

  /**
   * Done with this solver: a fresh one takes its place in the instance, which is kept for the
   * next `create` while its memory is small. This object answers nothing after.
   */
  release(): void {
    if (this.failure !== undefined) return;
    this.failure = new Error(`${WASM_SOLVER_TITLES[this.kind]} was released`);
    if (this.memory.buffer.byteLength > IDLE_MEMORY_BYTES) return;
    const key = `${this.kind} ${this.capBytes / PAGE_BYTES}`;
    const list = idle.get(key) ?? [];
    if (list.length >= IDLE_PER_KIND) return;
    try {
      this.exports.sat_new();
    } catch {
      return;
    }
    list.push(this.instance);
    idle.set(key, list);
  }

  /**
   * Clauses `from` up to `to` of `clauses`, written straight into the module's memory, each
   * ended by 0 (`ints` integers in all, when the caller has counted them already).
   */
  addClauses(clauses: readonly (readonly number[])[], from = 0, to = clauses.length, ints = intsOf(clauses, from, to)): void {
    if (ints === 0) return;
    const fill = (view: Int32Array) => {
      let at = 0;
      for (let c = from; c < to; c++) {
        const clause = clauses[c]!;
        for (let k = 0; k < clause.length; k++) view[at++] = clause[k]!;
        view[at++] = 0;
      }
    };
    this.withInts(ints, fill, (pointer) => this.exports.sat_add_clauses(pointer, ints));
  }

  /**
   * `conflicts` < 0: no budget. `resume`: continue the search the last budget stopped (same
   * assumptions, no clauses since). `deadline`, a `Date.now()` time: the search looks at the
   * clock while it works and stops there. 'stopped': the budget was spent or the deadline came.
   */
  solve(assumptions: readonly number[], conflicts: number, resume: boolean, deadline?: number): SolveSliceStatus {
    // The module reads the host's performance.now() clock (wasi.ts).
    const deadlineMs = deadline === undefined ? -1 : performance.now() + Math.max(0, deadline - Date.now());
    const status = this.withInts(assumptions.length, (view) => view.set(assumptions), (pointer) =>
      this.exports.sat_solve(pointer, assumptions.length, conflicts, resume ? 1 : 0, deadlineMs),
    );
    return status === SATISFIABLE ? 'sat' : status === UNSATISFIABLE ? 'unsat' : 'stopped';
  }

  /** After 'sat': `model[v]` is 1 when variable v is true, for v in 1..vars. */
  model(vars: number): Uint8Array {
    return this.call(() => {
      const pointer = this.exports.sat_alloc(vars + 1);
      this.exports.sat_model(pointer, vars);
      const model = new Uint8Array(this.memory.buffer, pointer, vars + 1).slice();
      model[0] = 0;
      this.exports.sat_free(pointer);
      return model;
    });
  }

  /** After 'unsat' under assumptions: whether the assumption `lit` took part in the refutation. */
  failed(lit: number): boolean {
    return this.call(() => this.exports.sat_failed(lit) === 1);
  }

  /** `count` integers in the module's memory, written by `fill`, for the length of `use`. */
  private withInts<T>(count: number, fill: (view: Int32Array) => void, use: (pointer: number) => T): T {
    return this.call(() => {
      // A trap ends the instance, so memory is freed only on the way out of a call that returned.
      const pointer = this.exports.sat_alloc(Math.max(1, count) * 4);
      // A view made after the allocation: growing the memory detaches earlier ones
      fill(new Int32Array(this.memory.buffer, pointer, count));
      const result = use(pointer);
      this.exports.sat_free(pointer);
      return result;
    });
  }

  /** A trap leaves the instance unusable: every later call reports the same failure. */
  private call<T>(work: () => T): T {
    if (this.failure) throw this.failure;
    try {
      return work();
    } catch (error) {
      if (!(error instanceof WebAssembly.RuntimeError)) throw error;
      this.failure =
        this.exports.sat_out_of_memory() === 1
          ? new WasmMemoryError(this.kind, this.capBytes)
          : new Error(`${WASM_SOLVER_TITLES[this.kind]} stopped: ${error.message}`);
      throw this.failure;
    }
  }
}

/** Integers clauses `from` up to `to` take flattened, each ended by 0. */
function intsOf(clauses: readonly (readonly number[])[], from: number, to: number): number {
  let ints = 0;
  for (let c = from; c < to; c++) ints += clauses[c]!.length + 1;
  return ints;
}
