import type { Backend } from './backend.js';
import { atDeadline, MAX_TIMER_MS, type DeadlineTimer } from './timer.js';
import type { Assignment, Clause, Lit, SolveStatus } from './types.js';

import type { Context, Solver } from 'z3-solver';
import { loadZ3 } from '../packages.js';

type Z3Api = Awaited<ReturnType<typeof import('z3-solver').init>>;
type Z3Context = Context<'cookcheck'>;
type Z3Solver = Solver<'cookcheck'>;

let api: Promise<{ z3: Z3Api; ctx: Z3Context }> | undefined;

/** Z3 is initialised once per process (its WebAssembly start-up costs 130-330 ms). */
function z3Context(): Promise<{ z3: Z3Api; ctx: Z3Context }> {
  api ??= Promise.resolve().then(async () => {
    const z3 = await loadZ3().init();
    const ctx = z3.Context('cookcheck') as unknown as Z3Context;
    return { z3, ctx };
  });
  return api;
}

/** Starts Z3's initialisation without waiting for it. */
export function prepareZ3(): void {
  z3Context().catch(() => undefined);
}

/** Ends Z3's worker threads so that the process can exit; a no-op if Z3 never started. */
export async function shutdownZ3(): Promise<void> {
  if (api === undefined) return;
  const { z3 } = await api;
  await loadZ3().killThreads(z3.em);
  api = undefined;
  abandoned = false;
}

/**
 * Set when a check outlived its deadline (Z3's preprocessing can ignore both its timeout and
 * interrupts for seconds) and was abandoned while it still runs on a Z3 worker thread. Z3's
 * context is not safe to use beside it, so from then on every Z3 question answers `unknown`
 * at once; past the deadline that is the answer anyway. `shutdownZ3` ends the thread.
 */
let abandoned = false;

/** How long past its deadline an interrupted check may take before it is abandoned. */
const ABANDON_AFTER_MS = 250;

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

  constructor(
    private readonly ctx: Z3Context,
    private readonly solver: Z3Solver,
  ) {}

  /**
   * Clauses go in as SMT-LIB text: one parse instead of an API call per node, in parts of
   * at most Z3_PART_CHARS characters (one string for a 40x40 Numberlink overran Z3's
   * WebAssembly memory), with the deadline checked between parts.
   */
  async addClauses(clauses: readonly Clause[], numVars: number, deadline?: number): Promise<void> {
    if (abandoned) {
      this.incomplete = true;
      return;
    }
    let part: string[] = [];
    let chars = 0;
    const flush = () => {
      if (part.length > 0) this.solver.fromString(part.join('\n'));
      part = [];
      chars = 0;
    };
    const push = (line: string) => {
      part.push(line);
      chars += line.length + 1;
      if (chars >= Z3_PART_CHARS) flush();
    };
    // Declarations go in their own parts before any clause uses them.
    for (let v = this.declared + 1; v <= numVars; v++) push(`(declare-const ${name(v)} Bool)`);
    flush();
    this.declared = Math.max(this.declared, numVars);
    for (let i = 0; i < clauses.length; i++) {
      const c = clauses[i]!;
      if (c.length === 0) push('(assert false)');
      else if (c.length === 1) push(`(assert ${term(c[0]!)})`);
      else push(`(assert (or ${c.map(term).join(' ')}))`);
      if (chars === 0 && deadline !== undefined && Date.now() >= deadline) {
        this.incomplete = true;
        return;
      }
    }
    flush();
  }

  async solve(assumptions: readonly Lit[], deadline: number | undefined): Promise<SolveStatus> {
    const remaining = deadline === undefined ? 0 : Math.max(1, deadline - Date.now());
    if (abandoned || this.incomplete || (deadline !== undefined && Date.now() >= deadline)) return 'unknown';
    // 0 is no limit; Z3 takes an unsigned 32-bit number of milliseconds, and beyond that no limit is the same.
    this.solver.set('timeout', remaining <= MAX_TIMER_MS ? remaining : 0);
    const { Bool, Not } = this.ctx;
    const assumed = assumptions.map((lit) => (lit > 0 ? Bool.const(name(lit)) : Not(Bool.const(name(-lit)))));
    // Z3's own timeout is not always looked at (its preprocessing on large problems runs past
    // it), so the context is also interrupted at the deadline, and again every 100 ms until
    // the check returns (an interrupt that arrives before the check has started is lost).
    let repeat: NodeJS.Timeout | undefined;
    const timer =
      deadline === undefined
        ? undefined
        : atDeadline(deadline, () => {
            this.ctx.interrupt();
            repeat = setInterval(() => this.ctx.interrupt(), 100);
          });
    let status: SolveStatus | 'abandoned';
    let giveUp: DeadlineTimer | undefined;
    const checking = this.solver.check(...assumed);
    try {
      status =
        deadline === undefined
          ? await checking
          : await Promise.race([checking, new Promise<'abandoned'>((resolve) => (giveUp = atDeadline(deadline + ABANDON_AFTER_MS, () => resolve('abandoned'))))]);
    } finally {
      timer?.cancel();
      giveUp?.cancel();
      clearInterval(repeat);
    }
    if (status === 'abandoned') {
      abandoned = true;
      checking.catch(() => undefined);
      return 'unknown';
    }
    if (status === 'sat') this.last = this.readModel();
    return status;
  }

  private readModel(): Assignment {
    const values = new Uint8Array(this.declared + 1);
    const text = this.solver.model().sexpr();
    for (const m of text.matchAll(/\(define-fun b(\d+) \(\) Bool\s+(true|false)\)/g)) {
      if (m[2] === 'true') values[Number(m[1])] = 1;
    }
    return values;
  }

  model(): Assignment {
    return this.last;
  }

  async dispose(): Promise<void> {
    if (!abandoned) this.solver.release();
  }
}

export async function createZ3Backend(): Promise<Backend> {
  if (abandoned) return new AbandonedZ3();
  const { ctx } = await z3Context();
  // QF_FD selects Z3's finite-domain (SAT-based) solver, much faster on pure CNF.
  return new Z3Backend(ctx, new ctx.Solver('QF_FD'));
}

/** Z3 after a check was abandoned: its context is busy, so every question is `unknown`. */
class AbandonedZ3 implements Backend {
  readonly name = 'z3' as const;
  async addClauses(): Promise<void> {}
  async solve(): Promise<SolveStatus> {
    return 'unknown';
  }
  model(): Assignment {
    return new Uint8Array(1);
  }
  async dispose(): Promise<void> {}
}
