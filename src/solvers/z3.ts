import type { Backend } from './backend.js';
import { atDeadline, beforeTime, MAX_TIMER_MS } from './timer.js';
import type { Assignment, Clause, Lit, SolveStatus } from './types.js';

import type { Solver, Z3_func_decl } from 'z3-solver';
import { loadZ3 } from '../packages.js';
import { Z3Instance } from './z3-runtime.js';

type Z3Solver = Solver<'cookcheck'>;
type Z3FuncDecl = Z3_func_decl;
/** Z3_L_TRUE and Z3_L_FALSE of Z3's three-valued answers. */
const TRUE = 1;
const FALSE = -1;

let api: Promise<Z3Instance> | undefined;

/** Z3 is initialised once per process (its WebAssembly start-up costs 130-330 ms), and again after it ended. */
export function z3Instance(): Promise<Z3Instance> {
  if (api !== undefined) return api;
  const started = Z3Instance.start();
  api = started;
  const forget = () => {
    if (api === started) api = undefined;
  };
  started.then(
    // An instance that ended (an abort) is left behind, its threads stopped: the next question starts a new one.
    (instance) => instance.whenEnded.catch(() => {
      forget();
      void loadZ3().killThreads(instance.z3.em).catch(() => undefined);
    }),
    forget,
  );
  return started;
}

/** Starts Z3's initialisation without waiting for it. */
export function prepareZ3(): void {
  z3Instance().catch(() => undefined);
}

/**
 * Ends Z3's worker threads so that the process can exit; a no-op if Z3 never started. A check
 * still running is refused (an error); the next question starts Z3 again.
 */
export async function shutdownZ3(): Promise<void> {
  if (api === undefined) return;
  const instance = await api;
  api = undefined;
  instance.end(new Error('Z3 was shut down while this check ran'));
  // Stopped here and again by the ended instance's handler a moment later: with one call alone a running check's
  // thread could outlive it (z3-solver then gave up waiting: 4 of 25 runs under load, 0 of 25 with both).
  await killThreadsAgainAndAgain(instance);
  busy = undefined;
}

/** Times z3-solver's `killThreads` (which waits up to 5 s for the threads to go) is asked before its error stands. */
const KILL_ATTEMPTS = 3;

/**
 * Stops Z3's worker threads, asking again when z3-solver gives up waiting for them: on a loaded machine a check
 * ending as it was stopped could still hand its thread back after both calls above (3 of 32 runs, 4 at a time).
 */
async function killThreadsAgainAndAgain(instance: Z3Instance): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await loadZ3().killThreads(instance.z3.em);
    } catch (error) {
      if (attempt === KILL_ATTEMPTS) throw error;
    }
  }
}

/** Settles when no check left running past its deadline holds Z3. */
export const z3Settled = (): Promise<void> => busy ?? Promise.resolve();

/**
 * Set while a check that outlived its deadline (Z3's preprocessing can ignore both its
 * timeout and interrupts for seconds) still runs on a Z3 worker thread, interrupted again
 * every 100 ms; it settles when that check returns. Z3's context is not safe to use beside
 * it, so every later use of Z3 waits for it, within its own deadline (an inner deadline, such
 * as a first try's, must not leave the rest of the command without Z3).
 */
let busy: Promise<void> | undefined;

/** Whether Z3 is free before the deadline (waiting for an outlived check when there is one). */
async function freeBefore(deadline: number | undefined): Promise<boolean> {
  const running = busy;
  if (running === undefined) return true;
  if (deadline === undefined) {
    await running;
    return true;
  }
  return (await beforeTime(running, deadline)) !== 'late';
}

/** How long past its deadline an interrupted check may take before it is left to run on. */
let abandonAfterMs = 250;

/** Tests set the grace to 0 to leave checks running past their deadline; returns the old value. */
export function setZ3AbandonGrace(ms: number): number {
  const old = abandonAfterMs;
  abandonAfterMs = ms;
  return old;
}

/** Whether a check left running past its deadline still holds Z3. */
export const z3Busy = (): boolean => busy !== undefined;

/** Characters of SMT-LIB text Z3 parses at once. */
export const Z3_PART_CHARS = 500_000;

const name = (v: number) => `b${v}`;
const term = (lit: Lit) => (lit > 0 ? name(lit) : `(not ${name(-lit)})`);

class Z3Backend implements Backend {
  readonly name = 'z3' as const;
  readonly manyAssumptions = true;
  private declared = 0;
  /** Loading stopped at the deadline: this solver lacks clauses and may only answer `unknown`. */
  private incomplete = false;
  private last: Assignment = new Uint8Array(1);
  /** Our variable behind each constant declaration met in a model (held by a reference, so its address is never reused). */
  private readonly variableOf = new Map<Z3FuncDecl, number>();

  constructor(
    private readonly instance: Z3Instance,
    private readonly solver: Z3Solver,
  ) {}

  /**
   * Clauses go in as SMT-LIB text: one parse instead of an API call per node, in parts of
   * at most Z3_PART_CHARS characters (one string for a 40x40 Numberlink overran Z3's
   * WebAssembly memory), with the deadline checked between parts.
   */
  async addClauses(clauses: readonly Clause[], numVars: number, deadline?: number): Promise<void> {
    if (!(await freeBefore(deadline))) {
      this.incomplete = true;
      return;
    }
    this.instance.ensureRunning();
    let part: string[] = [];
    let chars = 0;
    const flush = () => {
      if (part.length > 0) this.parse(part.join('\n'));
      part = [];
      chars = 0;
    };
    const push = (line: string) => {
      part.push(line);
      chars += line.length + 1;
      if (chars >= Z3_PART_CHARS) flush();
    };
    // After each part, the deadline: past it, the rest is left out and every later answer is unknown.
    const late = () => {
      if (chars !== 0 || deadline === undefined || Date.now() < deadline) return false;
      this.incomplete = true;
      return true;
    };
    // Declarations go in their own parts before any clause uses them.
    for (let v = this.declared + 1; v <= numVars; v++) {
      push(`(declare-const ${name(v)} Bool)`);
      if (late()) return;
    }
    flush();
    this.declared = Math.max(this.declared, numVars);
    for (let i = 0; i < clauses.length; i++) {
      const c = clauses[i]!;
      if (c.length === 0) push('(assert false)');
      else if (c.length === 1) push(`(assert ${term(c[0]!)})`);
      else push(`(assert (or ${c.map(term).join(' ')}))`);
      if (late()) return;
    }
    flush();
  }

  /** Parses on the main thread: an abort there throws Z3's own error, reported as the instance's. */
  private parse(text: string): void {
    try {
      this.solver.fromString(text);
    } catch (error) {
      this.instance.ensureRunning();
      throw error;
    }
  }

  async solve(assumptions: readonly Lit[], deadline: number | undefined): Promise<SolveStatus> {
    const remaining = deadline === undefined ? 0 : Math.max(1, deadline - Date.now());
    if (this.incomplete || (deadline !== undefined && Date.now() >= deadline) || !(await freeBefore(deadline))) return 'unknown';
    this.instance.ensureRunning();
    // 0 is no limit; Z3 takes an unsigned 32-bit number of milliseconds, and beyond that no limit is the same.
    this.solver.set('timeout', remaining <= MAX_TIMER_MS ? remaining : 0);
    const { Bool, Not } = this.instance.ctx;
    const assumed = assumptions.map((lit) => (lit > 0 ? Bool.const(name(lit)) : Not(Bool.const(name(-lit)))));
    // Z3's own timeout is not always looked at (its preprocessing on large problems runs past
    // it), so the context is also interrupted at the deadline, and again every 100 ms until
    // the check returns (an interrupt that arrives before the check has started is lost).
    let repeat: NodeJS.Timeout | undefined;
    const timer =
      deadline === undefined
        ? undefined
        : atDeadline(deadline, () => {
            this.instance.ctx.interrupt();
            repeat = setInterval(() => this.instance.ctx.interrupt(), 100);
          });
    // A check still running `abandonAfterMs` past the deadline is left to run on (`busy`).
    let status: SolveStatus | 'late' | undefined;
    const checking = this.check(assumed);
    try {
      status = deadline === undefined ? await checking : await beforeTime(checking, deadline + abandonAfterMs);
    } finally {
      timer?.cancel();
      if (status !== 'late') clearInterval(repeat);
    }
    if (status === 'late') {
      busy = checking.then(
        () => undefined,
        () => undefined,
      ).finally(() => {
        clearInterval(repeat);
        busy = undefined;
      });
      return 'unknown';
    }
    if (status === 'sat') this.last = this.readModel();
    return status;
  }

  /** Z3's check under assumptions through its C API, on the instance's queue (which an abort ends). */
  private check(assumed: readonly { ast: unknown }[]): Promise<SolveStatus> {
    const { z3: { Z3 }, ctx: { ptr: c } } = this.instance;
    return this.instance.exclusive(async () => {
      const answer = await Z3.solver_check_assumptions(c, this.solver.ptr, assumed.map((a) => a.ast as never));
      const code = Z3.get_error_code(c);
      if (code !== 0) throw new Error(`Z3: ${Z3.get_error_msg(c, code)}`);
      return answer === TRUE ? 'sat' : answer === FALSE ? 'unsat' : 'unknown';
    });
  }

  /**
   * The model's values through Z3's C API, a few calls a constant: printing the model as text
   * and parsing it took 100-300 ms for 2,000 variables. A constant the model leaves out is false.
   */
  private readModel(): Assignment {
    const { z3: { Z3 }, ctx: { ptr: c } } = this.instance;
    const values = new Uint8Array(this.declared + 1);
    const model = Z3.solver_get_model(c, this.solver.ptr);
    Z3.model_inc_ref(c, model);
    try {
      const count = Z3.model_get_num_consts(c, model);
      for (let i = 0; i < count; i++) {
        const decl = Z3.model_get_const_decl(c, model, i);
        const v = this.variableOf.get(decl) ?? this.learnVariable(decl);
        if (v > 0 && v <= this.declared && Z3.get_bool_value(c, Z3.model_get_const_interp(c, model, decl)) === TRUE) values[v] = 1;
      }
    } finally {
      Z3.model_dec_ref(c, model);
    }
    return values;
  }

  /** Which of our variables a declaration names (0 for Z3's own); ours are remembered. */
  private learnVariable(decl: Z3FuncDecl): number {
    const { z3: { Z3 }, ctx: { ptr: c } } = this.instance;
    const match = /^b(\d+)$/.exec(Z3.get_symbol_string(c, Z3.get_decl_name(c, decl)));
    if (match === null) return 0;
    Z3.inc_ref(c, Z3.func_decl_to_ast(c, decl));
    const v = Number(match[1]);
    this.variableOf.set(decl, v);
    return v;
  }

  model(): Assignment {
    return this.last;
  }

  async dispose(): Promise<void> {
    if (busy === undefined) this.release();
    else void busy.then(() => this.release());
  }

  private release(): void {
    if (this.instance.ended) return;
    const { z3: { Z3 }, ctx: { ptr: c } } = this.instance;
    for (const decl of this.variableOf.keys()) Z3.dec_ref(c, Z3.func_decl_to_ast(c, decl));
    this.solver.release();
  }
}

export async function createZ3Backend(): Promise<Backend> {
  await freeBefore(undefined);
  const instance = await z3Instance();
  instance.ensureRunning();
  // QF_FD selects Z3's finite-domain (SAT-based) solver, much faster on pure CNF.
  return new Z3Backend(instance, new instance.ctx.Solver('QF_FD'));
}
