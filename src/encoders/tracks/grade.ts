import { solveLikePerson, type PersonResult, type Step } from './solver-person.js';
import type { TracksPuzzle } from './model.js';

/**
 * Difficulty by the person-style solver (solver-person.ts):
 * - easy: completed lines, cells implied by track or clues, implied pieces only;
 * - medium: also dead ends or loop avoidance;
 * - hard: one or two bifurcations;
 * - tricky: three or more bifurcations.
 * A puzzle the solver cannot finish has no grade ("beyond": it needs deeper search).
 */
export const GRADES = ['easy', 'medium', 'hard', 'tricky'] as const;
export type GradeName = (typeof GRADES)[number];

const MEDIUM_STEPS: readonly Step[] = ['dead-end', 'loop-avoid'];

export function gradeOf(result: PersonResult): GradeName | undefined {
  if (result.status !== 'solved') return undefined;
  if (result.bifurcations >= 3) return 'tricky';
  if (result.bifurcations > 0) return 'hard';
  return MEDIUM_STEPS.some((s) => result.uses[s] > 0) ? 'medium' : 'easy';
}

/** Whether a result is solved at `grade` or easier. */
export function withinGrade(result: PersonResult, grade: GradeName): boolean {
  const g = gradeOf(result);
  return g !== undefined && GRADES.indexOf(g) <= GRADES.indexOf(grade);
}

export interface TracksGrade {
  grade: GradeName | 'beyond' | 'none';
  solvedWithoutGuessing: boolean;
  hardestStep: Step | null;
  bifurcations: number;
  stepUses: Record<Step, number>;
}

/** How a person would solve it, as text and data. */
export function gradeTracks(puzzle: TracksPuzzle): { text: string; data: TracksGrade } {
  const result = solveLikePerson(puzzle);
  const grade = gradeOf(result) ?? (result.status === 'contradiction' ? 'none' : 'beyond');
  const data: TracksGrade = {
    grade,
    solvedWithoutGuessing: result.status === 'solved' && result.bifurcations === 0,
    hardestStep: result.hardest ?? null,
    bifurcations: result.bifurcations,
    stepUses: result.uses,
  };
  const text =
    grade === 'none'
      ? 'Grade: none — the solving steps reach a contradiction (no solution).'
      : grade === 'beyond'
        ? `Grade: beyond — the person-style steps get stuck (after ${result.bifurcations} bifurcation${result.bifurcations === 1 ? '' : 's'}); it needs deeper search.`
        : `Grade: ${grade} — ${data.solvedWithoutGuessing ? 'solvable without guessing' : `needs ${result.bifurcations} bifurcation${result.bifurcations === 1 ? '' : 's'}`}; hardest step: ${result.hardest ?? 'none'}.`;
  return { text, data };
}
