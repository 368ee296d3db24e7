import type { Backend } from '../backend.js';
import { BackendCapacityError } from '../backend.js';
import { flattenClauses } from '../flatten.js';
import type { Assignment, Clause, Lit, SolveStatus } from '../types.js';
import { WasmMemoryError, WasmSat, type WasmSolverKind } from './sat-module.js';

/**
 * A search runs in slices of a conflict budget, each resumed where the last stopped, with a
 * look at the clock between them. Slices are sized to take about this long, which bounds how
 * far a search can run past its deadline. They also let V8 move the search loop to its
 * optimizing compiler: WebAssembly has no on-stack replacement, so a loop entered once runs
 * on the baseline compiler's code until it returns.
 */
export const SLICE_TARGET_MS = 60;
const FIRST_SLICE_CONFLICTS = 2_000;
const MIN_SLICE_CONFLICTS = 50;
const MAX_SLICE_CONFLICTS = 50_000_000;

const OTHER: Readonly<Record<WasmSolverKind, WasmSolverKind>> = { minisat: 'cadical', cadical: 'minisat' };

/** Lets timers and I/O run between slices (progress lines, a worker's messages). */
const yieldToEventLoop = (): Promise<void> =>
  new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

export class WasmBackend implements Backend {
  readonly manyAssumptions = true;
  private vars = 0;
  private last: Assignment = new Uint8Array(1);
  /** Conflicts one slice may take, learnt from the slices before. */
  private sliceConflicts = FIRST_SLICE_CONFLICTS;

  constructor(private readonly sat: WasmSat) {}

  get name(): WasmSolverKind {
    return this.sat.kind;
  }

  async addClauses(clauses: readonly Clause[], numVars: number): Promise<void> {
    this.vars = Math.max(this.vars, numVars);
    this.guard(() => this.sat.addClauses(flattenClauses(clauses)));
  }

  async solve(assumptions: readonly Lit[], deadline: number | undefined): Promise<SolveStatus> {
    for (let resume = false; ; resume = true) {
      const left = deadline === undefined ? Infinity : deadline - Date.now();
      if (left <= 0) return 'unknown';
      // Near the deadline, a slice shrinks with the time left.
      const budget = Math.max(MIN_SLICE_CONFLICTS, Math.round(this.sliceConflicts * Math.min(1, left / SLICE_TARGET_MS)));
      const started = performance.now();
      const status = this.guard(() => this.sat.solve(assumptions, budget, resume));
      if (status === 'sat') this.last = this.guard(() => this.sat.model(this.vars));
      if (status !== 'budget') return status;
      this.adaptSlice(budget, performance.now() - started);
      await yieldToEventLoop();
    }
  }

  private adaptSlice(budget: number, ms: number): void {
    const scale = Math.min(4, Math.max(0.25, SLICE_TARGET_MS / Math.max(ms, 1)));
    this.sliceConflicts = Math.min(MAX_SLICE_CONFLICTS, Math.max(MIN_SLICE_CONFLICTS, Math.round(budget * scale)));
  }

  model(): Assignment {
    return this.last;
  }

  async dispose(): Promise<void> {}

  /** The memory cap is a capacity error, as the engine reports it (no other backend takes over). */
  private guard<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      if (error instanceof WasmMemoryError) throw new BackendCapacityError(this.name, `${error.message}; --backend ${OTHER[this.name]} may need less`);
      throw error;
    }
  }
}

/** `capBytes` bounds the solver's memory (at most 4 GiB, WebAssembly's limit). */
export async function createWasmBackend(kind: WasmSolverKind, capBytes?: number): Promise<WasmBackend> {
  return new WasmBackend(await WasmSat.create(kind, capBytes));
}
