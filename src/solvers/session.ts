import { reportActivity, watched } from './activity.js';
import { BackendCapacityError, beforeDeadline, createBackend, type Backend } from './backend.js';
import type { Model } from './model.js';
import type { Assignment, BackendName, LazyCheck, Lit, SolveStatus } from './types.js';

/** What an encoding hands to the engine. */
export interface Problem {
  readonly model: Model;
  /** Variables whose values form the visible answer: enumeration blocks only these. */
  readonly answerKeys: readonly Lit[];
  /** Lazy constraints: cut clauses for a model that breaks them, none to accept it. */
  readonly lazy?: LazyCheck;
}

export interface SessionStats {
  backend: BackendName;
  /** How the answer was reached when no solver was needed (a family's own deductions). */
  method?: string;
  /** Why the session moved to another backend, when it did. */
  fallback?: string;
  solves: number;
  cuts: number;
  /** Small questions asked near the first answer before the global one, and whether one found another answer (nearby.ts). */
  nearby?: { asked: number; found: boolean };
  vars: number;
  clauses: number;
}

/**
 * One backend loaded with one problem, solved incrementally. Clauses added to the model
 * (cuts, blocking clauses) reach the backend before the next solve.
 */
export class Session {
  private sent = 0;
  readonly stats: SessionStats;

  private constructor(
    readonly problem: Problem,
    private backend: Backend,
    private deadline: number | undefined,
  ) {
    this.stats = { backend: backend.name, solves: 0, cuts: 0, vars: 0, clauses: 0 };
  }

  static async open(
    problem: Problem,
    backend: BackendName,
    deadline: number | undefined,
    factory?: () => Promise<Backend>,
    /** Whether a question may have to stop (a deadline now, or one set later by `stopBy`). */
    stoppable = deadline !== undefined,
  ): Promise<Session> {
    problem.model.seal();
    const made = factory ? factory() : createBackend(backend, stoppable || watched(), problem.model.clauses.length);
    return new Session(problem, await beforeDeadline(made, backend, deadline), deadline);
  }

  /** From now on, no question runs past `at` (nor past the deadline the session was opened with). */
  stopBy(at: number): void {
    this.deadline = this.deadline === undefined ? at : Math.min(this.deadline, at);
  }

  get model(): Model {
    return this.problem.model;
  }

  private async sync(): Promise<void> {
    const { clauses } = this.model;
    // New clauses, or new variables without clauses yet (a scope literal about to be assumed).
    if (this.sent < clauses.length || this.stats.vars < this.model.numVars) {
      await this.backend.addClauses(clauses.slice(this.sent), this.model.numVars, this.deadline);
      this.sent = clauses.length;
      this.stats.vars = this.model.numVars;
      this.stats.clauses = clauses.length;
    }
  }

  /** Solves under temporary assumptions; a `sat` model has passed the lazy constraints. */
  async solve(assumptions: readonly Lit[] = []): Promise<SolveStatus> {
    const guard = this.backend.manyAssumptions ? 0 : this.foldAssumptions(assumptions);
    const passed = this.backend.manyAssumptions ? assumptions : guard === 0 ? [] : [guard];
    try {
      for (;;) {
        this.stats.solves += 1;
        const status = await this.solveOnBackend(passed);
        reportActivity({ solves: 1 });
        if (status !== 'sat' || this.problem.lazy === undefined) return status;
        const cuts = this.problem.lazy(this.backend.model());
        if (cuts.length === 0) return 'sat';
        this.stats.cuts += cuts.length;
        reportActivity({ cuts: cuts.length });
        for (const cut of cuts) this.model.addClause(cut);
      }
    } finally {
      if (guard !== 0 && guard !== assumptions[0]) this.model.addClause([-guard]);
    }
  }

  /** When MiniSat's heap runs out, the whole model is replayed on Z3. */
  private async solveOnBackend(assumptions: readonly Lit[]): Promise<SolveStatus> {
    // Past the deadline, not even the clauses are loaded (a large problem takes a second).
    if (this.deadline !== undefined && Date.now() >= this.deadline) return 'unknown';
    try {
      await this.sync();
      return await this.backend.solve(assumptions, this.deadline);
    } catch (error) {
      if (!(error instanceof BackendCapacityError) || this.backend.name === 'z3') throw error;
      await this.backend.dispose();
      this.backend = await createBackend('z3', this.deadline !== undefined);
      this.stats.backend = 'z3';
      this.stats.fallback = error.message;
      this.sent = 0;
      this.stats.vars = 0;
      await this.sync();
      return this.backend.solve(assumptions, this.deadline);
    }
  }

  /** A backend that takes one positive assumption: several become one guard implying them all. */
  private foldAssumptions(assumptions: readonly Lit[]): Lit {
    if (assumptions.length === 0) return 0;
    if (assumptions.length === 1 && assumptions[0]! > 0) return assumptions[0]!;
    const guard = this.model.newVar();
    for (const lit of assumptions) this.model.addClause([-guard, lit]);
    return guard;
  }

  assignment(): Assignment {
    return this.backend.model();
  }

  async close(): Promise<void> {
    await this.backend.dispose();
  }
}
