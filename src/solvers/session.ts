import { reportActivity, watched } from './activity.js';
import { beforeDeadline, createBackend, type Backend } from './backend.js';
import { yieldToEventLoop } from './timer.js';
import type { Model } from './model.js';
import type { Assignment, BackendName, LazyCheck, Lit, SolveStatus, SolverName } from './types.js';

/** What an encoding hands to the engine. */
export interface Problem {
  readonly model: Model;
  /** Variables whose values form the visible answer: enumeration blocks only these. */
  readonly answerKeys: readonly Lit[];
  /** Lazy constraints: cut clauses for a model that breaks them, none to accept it. */
  readonly lazy?: readonly LazyCheck[];
}

export interface SessionStats {
  /** The solver that answered (the last question, where several did). */
  backend: BackendName;
  /** Questions each solver answered, when more than one did (the `auto` backend). */
  solvedBy?: Partial<Record<SolverName, number>>;
  /** How the answer was reached when no solver was needed (a family's own deductions). */
  method?: string;
  solves: number;
  /** Lazy cut clauses added, all kinds together. */
  cuts: number;
  /** The same by kind (`loop cut`, `connectivity cut`), as the lazy checks name them. */
  cutsByKind?: Record<string, number>;
  /** Small questions asked near the first answer before the global one, and whether one found another answer (nearby.ts). */
  nearby?: { asked: number; found: boolean };
  vars: number;
  clauses: number;
}

/** Between questions, the event loop gets a turn at least this often while a stop may come (`stopOn`). */
const TURN_MS = 50;

/**
 * One backend loaded with one problem, solved incrementally. Clauses added to the model
 * (cuts, blocking clauses) reach the backend before the next solve.
 */
export class Session {
  private sent = 0;
  /** With a person's stop to listen for (`stopOn`): how often the event loop gets a turn between questions. */
  private turnEveryMs = Infinity;
  private lastTurn = performance.now();
  private readonly answers: Partial<Record<SolverName, number>> = {};
  readonly stats: SessionStats;

  private constructor(
    readonly problem: Problem,
    private readonly backend: Backend,
    private deadline: number | undefined,
  ) {
    this.stats = { backend: backend.answeredBy ?? backend.name, solves: 0, cuts: 0, vars: 0, clauses: 0 };
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

  /**
   * A person may stop the questions (the web page's Stop): the one running ends at its
   * backend's next turn, as at a deadline, keeping what was found before it. Between
   * questions the session lets messages in now and then, so that the stop can arrive.
   */
  stopOn(signal: AbortSignal): () => void {
    this.turnEveryMs = TURN_MS;
    const stop = () => {
      this.stopBy(Date.now());
      this.backend.interrupt?.();
    };
    if (signal.aborted) stop();
    signal.addEventListener('abort', stop, { once: true });
    return () => signal.removeEventListener('abort', stop);
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
        if (!this.addCuts(this.backend.model())) return 'sat';
      }
    } finally {
      if (guard !== 0 && guard !== assumptions[0]) this.model.addClause([-guard]);
    }
  }

  /** The cuts every lazy check asks of this model, counted by kind; whether there were any. */
  private addCuts(assignment: Assignment): boolean {
    let added = 0;
    for (const check of this.problem.lazy ?? []) {
      const cuts = check.cuts(assignment);
      if (cuts.length === 0) continue;
      added += cuts.length;
      // A fresh object: figures already handed out keep their counts
      this.stats.cutsByKind = { ...this.stats.cutsByKind, [check.kind]: (this.stats.cutsByKind?.[check.kind] ?? 0) + cuts.length };
      for (const cut of cuts) this.model.addClause(cut);
    }
    this.stats.cuts += added;
    if (added > 0) reportActivity({ cuts: added });
    return added > 0;
  }

  private async solveOnBackend(assumptions: readonly Lit[]): Promise<SolveStatus> {
    if (performance.now() - this.lastTurn >= this.turnEveryMs) {
      await yieldToEventLoop();
      this.lastTurn = performance.now();
    }
    // Past the deadline, not even the clauses are loaded (a large problem takes a second).
    if (this.deadline !== undefined && Date.now() >= this.deadline) return 'unknown';
    await this.sync();
    const status = await this.backend.solve(assumptions, this.deadline);
    if (status !== 'unknown') this.countAnswer(this.backend.answeredBy);
    return status;
  }

  private countAnswer(solver: SolverName | undefined): void {
    if (solver === undefined) return;
    this.answers[solver] = (this.answers[solver] ?? 0) + 1;
    this.stats.backend = solver;
    if (Object.keys(this.answers).length > 1) this.stats.solvedBy = { ...this.answers };
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
