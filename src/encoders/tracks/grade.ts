import { solveLikePerson, type PersonResult, type Step } from './solver-person.js';
import type { Assessment } from '../family.js';
import type { TracksPuzzle } from './model.js';
import { counted } from '../lib/text.js';

/**
 * Difficulty by the hardest step the person-style solver (solver-person.ts) needs, named
 * after the levels of Tatham's Tracks, whose solver ranks its own deductions:
 * - easy: the seed's steps 1-5 and loop avoidance;
 * - tricky: also Tatham's Tricky deductions (loose ends, neighbour pairs);
 * - hard: also neighbour pairs both ways (Tatham's Hard), reachability, line counting and
 *   crossing parity;
 * - expert: bifurcation (trial and error).
 * A puzzle the solver cannot finish has no grade ("beyond": it needs deeper search).
 */
export const GRADES = ['easy', 'tricky', 'hard', 'expert'] as const;
export type GradeName = (typeof GRADES)[number];

const GRADE_OF_STEP: Readonly<Partial<Record<Step, GradeName>>> = {
  'loose-ends': 'tricky',
  'neighbour-pairs': 'tricky',
  'neighbour-pairs-both-ways': 'hard',
  reachability: 'hard',
  'line-counting': 'hard',
  'crossing-parity': 'hard',
  bifurcation: 'expert',
};

export function gradeOf(result: PersonResult): GradeName | undefined {
  if (result.status !== 'solved') return undefined;
  return (result.hardest && GRADE_OF_STEP[result.hardest]) || 'easy';
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
        ? `Grade: beyond — the person-style steps get stuck (after ${counted(result.bifurcations, 'bifurcation')}); it needs deeper search.`
        : `Grade: ${grade} — ${data.solvedWithoutGuessing ? 'solvable without guessing' : `needs ${counted(result.bifurcations, 'bifurcation')}`}; hardest step: ${result.hardest ?? 'none'}.`;
  return { text, data };
}

/** `cookcheck grade`: also remarked on by `check` when the solution is unique. */
export const tracksGrade: Assessment<TracksPuzzle> = {
  command: 'grade',
  description: 'how a person would solve it: steps needed, guesses, difficulty',
  help:
    'grades by the hardest step needed, after the levels of Tatham\'s Tracks: easy (completed lines,\n' +
    'implied cells and pieces, dead ends, loop avoidance), tricky (loose ends, neighbour pairs), hard\n' +
    '(neighbour pairs both ways, reachability, line counting, crossing parity) and expert\n' +
    '(bifurcation: trying both pieces of a cell). "beyond": the steps get stuck.',
  remarkOnUnique: true,
  assess: async (puzzle) => gradeTracks(puzzle),
};
