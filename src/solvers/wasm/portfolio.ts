import type { Backend } from '../backend.js';
import type { Assignment, Clause, Lit, SolveStatus } from '../types.js';
import { createWasmBackend, type WasmBackend } from './backend.js';
import type { WasmSolverKind } from './sat-module.js';

/**
 * A question MiniSat has not settled in this many slices (SLICE_CONFLICTS each: 300,000
 * conflicts, seconds of search) is handed to both solvers: CaDiCaL is loaded with the clauses
 * so far and the two take turns, a slice each, until one answers. From then on every question
 * goes to both. Counted in slices, not time, so that which solver answers does not depend on
 * the machine's load. Late, because taking turns halves each solver's share: measured on the
 * published Numberlink puzzles and the 42x25 under the strict rule, MiniSat alone answered
 * each question as fast as CaDiCaL or faster (at most 1.2 times slower), so a race only pays
 * on searches long enough for one solver to be stuck where the other is not.
 */
export const CADICAL_JOINS_AFTER_SLICES = 30;

/**
 * The default backend: MiniSat answers short questions (it is ready in a few milliseconds
 * and fastest on them), CaDiCaL joins long ones (it is the stronger solver on hard searches,
 * but starts slower). Both run on this thread, taking turns.
 */
export class AutoBackend implements Backend {
  readonly name = 'auto' as const;
  readonly manyAssumptions = true;
  private cadical: WasmBackend | undefined;
  private winner: WasmBackend;
  /** Every batch of clauses so far, to load CaDiCaL with when it joins. */
  private readonly history: { clauses: readonly Clause[]; vars: number }[] = [];

  constructor(
    private readonly minisat: WasmBackend,
    private readonly joinAfterSlices = CADICAL_JOINS_AFTER_SLICES,
  ) {
    this.winner = minisat;
  }

  get answeredBy(): WasmSolverKind {
    return this.winner.name;
  }

  /** The solvers loaded so far. */
  get solvers(): WasmSolverKind[] {
    return this.cadical ? ['minisat', 'cadical'] : ['minisat'];
  }

  async addClauses(clauses: readonly Clause[], numVars: number, deadline?: number): Promise<void> {
    if (this.cadical === undefined) this.history.push({ clauses, vars: numVars });
    await this.minisat.addClauses(clauses, numVars, deadline);
    await this.cadical?.addClauses(clauses, numVars, deadline);
  }

  async solve(assumptions: readonly Lit[], deadline: number | undefined): Promise<SolveStatus> {
    if (this.cadical === undefined) {
      for (let slice = 0; slice < this.joinAfterSlices; slice++) {
        const status = await this.minisat.solveSlice(assumptions, deadline);
        if (status !== 'budget') return this.answered(this.minisat, status);
      }
      this.cadical = await this.joinCadical(deadline);
    }
    return this.race(this.cadical, assumptions, deadline);
  }

  /** Turns of one slice each (a search resumes where its slice stopped), until one answers or the deadline. */
  private async race(cadical: WasmBackend, assumptions: readonly Lit[], deadline: number | undefined): Promise<SolveStatus> {
    const pair = [cadical, this.minisat] as const;
    for (let turn = 0; ; turn++) {
      const solver = pair[turn % 2]!;
      const status = await solver.solveSlice(assumptions, deadline);
      if (status !== 'budget') return this.answered(solver, status);
    }
  }

  private answered(solver: WasmBackend, status: SolveStatus): SolveStatus {
    if (status !== 'unknown') this.winner = solver;
    return status;
  }

  private async joinCadical(deadline: number | undefined): Promise<WasmBackend> {
    const cadical = await createWasmBackend('cadical', { capBytes: this.minisat.capBytes });
    for (const { clauses, vars } of this.history) await cadical.addClauses(clauses, vars, deadline);
    this.history.length = 0;
    return cadical;
  }

  interrupt(): void {
    this.minisat.interrupt();
    this.cadical?.interrupt();
  }

  model(): Assignment {
    return this.winner.model();
  }

  async dispose(): Promise<void> {
    await this.minisat.dispose();
    await this.cadical?.dispose();
  }
}

export async function createAutoBackend(joinAfterSlices = CADICAL_JOINS_AFTER_SLICES): Promise<AutoBackend> {
  return new AutoBackend(await createWasmBackend('minisat'), joinAfterSlices);
}
