import type { AnyFamily, Remark, Verdict } from '../encoders/family.js';
import { deadlineOf, type EngineOptions } from '../solvers/index.js';

/*
 * Remarks are extras the user did not ask for (the other rule, a repair, what a stricter rule
 * settles): they get a bounded share of time, never past the command's deadline, so they
 * cannot dominate the run. Some of them (a repair on a puzzle without clues) would otherwise
 * run for minutes.
 */

/** Without a deadline, remarks get this long, or as long as the search took if that was longer. */
export const REMARK_MIN_MS = 2000;

export interface RemarkBudget {
  readonly engine: EngineOptions;
  /** When the share ends (absolute `Date.now()` time). */
  readonly until: number;
  readonly ms: number;
}

/**
 * The engine for remarks after a search that took `searchMs`: with a deadline (the user set a
 * limit for the whole command) the time left before it, otherwise a bounded share;
 * `shareMs` overrides the share.
 */
export function remarkBudget(engine: EngineOptions, searchMs: number, shareMs?: number): RemarkBudget {
  const ms = shareMs ?? (engine.deadline !== undefined ? Math.max(0, engine.deadline - Date.now()) : Math.max(REMARK_MIN_MS, searchMs));
  const own = { ...engine, timeLimitMs: ms };
  const until = deadlineOf(own)!;
  return { engine: { ...engine, deadline: until, timeLimitMs: Math.max(0, until - Date.now()) }, until, ms: Math.max(0, until - Date.now()) };
}

const WHAT: Readonly<Record<Verdict, string>> = {
  none: 'the remark on another rule',
  multiple: 'the remark on how to make the solution unique',
  unknown: 'the remark on what a stricter rule settles',
  unique: 'the remark',
};

/** Whether the family has a remark for this verdict. */
export function hasRemark(family: AnyFamily, verdict: Verdict): boolean {
  const hooks: Record<Verdict, unknown> = { none: family.explainNone, multiple: family.explainMultiple, unknown: family.explainUnknown, unique: undefined };
  return hooks[verdict] !== undefined;
}

/** A note saying a remark was cut short, when its share ran out before it said anything. */
export function cutShortNote(family: AnyFamily, verdict: Verdict, budget: RemarkBudget, notes: readonly Remark[]): Remark | undefined {
  if (!hasRemark(family, verdict) || notes.length > 0 || Date.now() < budget.until) return undefined;
  const seconds = (budget.ms / 1000).toFixed(1);
  // The family names its own remark; the table speaks for those that do not.
  const what = family.remarkNames?.[verdict] ?? WHAT[verdict];
  if (budget.ms < 50) return { key: 'cutShort', text: `Cut short: ${what} was skipped, the time limit had passed.`, data: { part: 'remarks', verdict, shareMs: 0 } };
  return {
    key: 'cutShort',
    text: `Cut short: ${what} stopped after its ${seconds} s share of time, unsettled (a longer time limit gives it more).`,
    data: { part: 'remarks', verdict, shareMs: Math.round(budget.ms) },
  };
}

/** A note saying a part of the answer was skipped because the command's deadline had passed. */
export function skippedNote(part: string, engine: EngineOptions): Remark | undefined {
  const deadline = deadlineOf(engine);
  if (deadline === undefined || Date.now() < deadline) return undefined;
  return { key: 'cutShort', text: `Cut short: the ${part} was skipped, the time limit had passed.`, data: { part } };
}
