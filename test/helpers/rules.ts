import type { Problem } from '../../src/solvers/index.js';

/** The rules an encoding names: its clause groups (`Model.rule`) and its lazy checks. */
export function rulesOf(problem: Problem): string[] {
  return [...new Set([...problem.model.rules, ...(problem.lazy ?? []).flatMap((check) => (check.rule === undefined ? [] : [check.rule]))])];
}

/** The same problem with `rules` left out: their clauses and their lazy checks (every variable kept). */
export function leaveOut<P extends Problem>(problem: P, rules: readonly string[]): P {
  return { ...problem, model: problem.model.without(rules), lazy: (problem.lazy ?? []).filter((check) => check.rule === undefined || !rules.includes(check.rule)) };
}
