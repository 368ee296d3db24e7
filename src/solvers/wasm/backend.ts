import type { Backend } from '../backend.js';
import { BackendCapacityError } from '../backend.js';
import { yieldToEventLoop } from '../timer.js';
import type { Assignment, Clause, Lit, SolveStatus } from '../types.js';
import { WasmMemoryError, WasmSat, type WasmSolverKind } from './sat-module.js';

/**
 * A search runs in slices of this many conflicts, each resumed where the last stopped, so
 * that timers and messages get their turn (and the auto backend can take turns between
 * solvers). Slices are counted in conflicts, not time, so that where they fall, and so the
 * solutions found, do not depend on how busy the machine is. A deadline is kept inside a
 * slice: the solver reads the clock while it searches.
 */
export const SLICE_CONFLICTS = 10_000;

/** Clauses are sent to the module in parts of about this many literals (a few tenths of a second at most). */
const PART_LITERALS = 1 << 18;

const sameLits = (a: readonly Lit[], b: readonly Lit[]) => a.length === b.length && a.every((lit, i) => lit === b[i]);

const OTHER: Readonly<Record<WasmSolverKind, WasmSolverKind>> = { minisat: 'cadical', cadical: 'minisat' };

export class WasmBackend implements Backend {
  readonly manyAssumptions = true;
  private vars = 0;
  private last: Assignment = new Uint8Array(1);
  /** The assumptions of a search the last slice stopped, while it can be resumed. */
  private stoppedOn: readonly Lit[] | undefined;
  /** Clauses were left out at a deadline: no answer can be trusted any more. */
  private incomplete = false;
  /** A person stopped the search (`interrupt`): every answer from now on is unknown. */
  private interrupted = false;

  /** `sliceConflicts`: Infinity searches in one call (benchmarks measure what slices cost). */
  constructor(
    private readonly sat: WasmSat,
    private readonly sliceConflicts = SLICE_CONFLICTS,
  ) {}

  get name(): WasmSolverKind {
    return this.sat.kind;
  }

  get answeredBy(): WasmSolverKind {
    return this.sat.kind;
  }

  get capBytes(): number {
    return this.sat.capBytes;
  }

  /**
   * Clauses go to the module in parts, the deadline looked at between them (3.4 million
   * clauses in one call kept CaDiCaL busy for 9 s). Past the deadline the rest is not sent,
   * and every later question is 'unknown': the solver no longer holds the whole problem.
   */
  async addClauses(clauses: readonly Clause[], numVars: number, deadline?: number): Promise<void> {
    this.vars = Math.max(this.vars, numVars);
    if (clauses.length > 0) this.stoppedOn = undefined;
    for (let start = 0; start < clauses.length && !this.incomplete; ) {
      if (deadline !== undefined && Date.now() >= deadline) {
        this.incomplete = true;
        break;
      }
      let end = start;
      let ints = 0;
      for (; end < clauses.length && ints < PART_LITERALS; end++) ints += clauses[end]!.length + 1;
      this.guard(() => this.sat.addClauses(clauses, start, end, ints));
      start = end;
    }
  }

  async solve(assumptions: readonly Lit[], deadline: number | undefined): Promise<SolveStatus> {
    for (;;) {
      const status = await this.solveSlice(assumptions, deadline);
      if (status !== 'budget') return status;
    }
  }

  /**
   * One slice of the search: 'budget' when it stopped with the question still open,
   * 'unknown' at the deadline. A slice after one that stopped on the same assumptions, with
   * no clauses since, resumes that search.
   */
  async solveSlice(assumptions: readonly Lit[], deadline: number | undefined): Promise<SolveStatus | 'budget'> {
    if (this.incomplete || this.interrupted || (deadline !== undefined && Date.now() >= deadline)) return 'unknown';
    const resume = this.stoppedOn !== undefined && sameLits(this.stoppedOn, assumptions);
    const budget = this.sliceConflicts === Infinity ? -1 : this.sliceConflicts;
    const status = this.guard(() => this.sat.solve(assumptions, budget, resume, deadline));
    this.stoppedOn = status === 'stopped' ? [...assumptions] : undefined;
    if (status === 'sat') this.last = this.guard(() => this.sat.model(this.vars));
    if (status !== 'stopped') return status;
    if (deadline !== undefined && Date.now() >= deadline) return 'unknown';
    await yieldToEventLoop();
    return this.interrupted ? 'unknown' : 'budget';
  }

  interrupt(): void {
    this.interrupted = true;
  }

  model(): Assignment {
    return this.last;
  }

  async dispose(): Promise<void> {
    this.sat.release();
  }

  private guard<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      throw asCapacityError(error);
    }
  }
}

export interface WasmBackendOptions {
  /** The most memory the solver may grow to (at most 4 GiB, WebAssembly's limit). */
  readonly capBytes?: number;
  /** Conflicts a slice of the search takes (`SLICE_CONFLICTS`); Infinity: one call. */
  readonly sliceConflicts?: number;
}

export async function createWasmBackend(kind: WasmSolverKind, options: WasmBackendOptions = {}): Promise<WasmBackend> {
  const sat = await WasmSat.create(kind, options.capBytes).catch((error: unknown) => Promise.reject(asCapacityError(error)));
  return new WasmBackend(sat, options.sliceConflicts);
}

/** The memory cap is a capacity error, as the engine reports it (no other backend takes over); other errors pass. */
export function asCapacityError(error: unknown): unknown {
  if (!(error instanceof WasmMemoryError)) return error;
  return new BackendCapacityError(error.kind, `${error.message}; --backend ${OTHER[error.kind]} may need less`);
}
