import type { Assessment } from '../family.js';
import { optionValue, type OptionSpec, type OptionValues } from '../options.js';
import { compileMaze, type ViennesePuzzle } from './model.js';
import { DEFAULT_EXPONENTS, VienneseScorer, type ScoreComponents, type ScoreExponents } from './score.js';
import { counted } from '../lib/text.js';

const EXPONENTS: readonly { readonly name: string; readonly field: keyof ScoreExponents; readonly what: string }[] = [
  { name: 'lengthExponent', field: 'length', what: 'L, states on the shortest walk' },
  { name: 'openings1Exponent', field: 'openings1', what: 'O1, the start state and its successors' },
  { name: 'openings2Exponent', field: 'openings2', what: 'O2, states no farther from the start than the goal' },
  { name: 'loopsExponent', field: 'loops', what: 'Lp, edges between states whose BFS levels differ by more than 1' },
  { name: 'endingsExponent', field: 'endings', what: 'E, 1 + states with an edge to the goal' },
];

/** `--length-exponent` ... `--endings-exponent`, defaulting to the original's 2, 1, 2, 0.5, 1. */
export const EXPONENT_OPTIONS: readonly OptionSpec[] = EXPONENTS.map(({ name, field, what }) => ({
  kind: 'number',
  name,
  description: `exponent of ${what}`,
  default: DEFAULT_EXPONENTS[field],
  min: 0,
  max: 10,
}));

/** Exponents from option values; the original's where absent. */
export function exponentsOf(options: OptionValues): ScoreExponents {
  const out: Record<keyof ScoreExponents, number> = { ...DEFAULT_EXPONENTS };
  for (const { name, field } of EXPONENTS) out[field] = optionValue.number(options, name) ?? out[field];
  return out;
}

export interface ScoreReport {
  readonly score: number;
  readonly verdict: 'unique' | 'multiple' | 'unreachable';
  readonly components: ScoreComponents | null;
  readonly exponents: ScoreExponents;
  readonly states: number;
}

/** The maze's score as vmfactory computes it, with its components, as text and data. */
export function assessScore(puzzle: ViennesePuzzle, exponents: ScoreExponents = DEFAULT_EXPONENTS): { text: string; data: ScoreReport } {
  const { maze, lights } = compileMaze(puzzle);
  const outcome = new VienneseScorer(maze).score(lights, exponents);
  const components = outcome.verdict === 'unreachable' ? null : outcome.components;
  const data: ScoreReport = { score: outcome.score, verdict: outcome.verdict, components, exponents, states: outcome.states };
  const e = exponents;
  const formula = `L^${e.length} · O1^${e.openings1} · O2^${e.openings2} · Lp^${e.loops} · E^${e.endings}`;
  const lines = [
    outcome.verdict === 'unique'
      ? `score ${outcome.score.toFixed(2)} = ${formula}`
      : outcome.verdict === 'multiple'
        ? 'score 1: two or more simple paths lead through the state graph to the goal'
        : 'score 0: the goal cannot be reached',
  ];
  if (components) {
    const { L, O1, O2, Lp, E } = components;
    lines.push(`L ${L} (${counted(L - 1, 'move')}) · O1 ${O1} · O2 ${O2} · Lp ${Lp} · E ${E} · ${counted(outcome.states, 'reachable state')}`);
  } else lines.push(`${counted(outcome.states, 'reachable state')}`);
  return { text: lines.join('\n'), data };
}

/** `cookcheck score`: the score vmfactory gives the maze, with its components. */
export const scoreAssessment: Assessment<ViennesePuzzle> = {
  command: 'score',
  description: 'quality score of a maze and its components',
  help:
    'score = L^2 · O1 · O2^2 · Lp^0.5 · E (vmfactory), 0 when the goal cannot be reached, 1 when two or more ' +
    'simple paths lead through the state graph to the goal. L: states on the shortest walk (moves + 1); O1: the ' +
    'start state and its direct successors; O2: reachable states no farther from the start than the goal; Lp: ' +
    'edges between reachable states whose BFS levels differ by more than 1; E: 1 + states of the whole state ' +
    'graph with an edge to the goal. --json prints {score, verdict, components, exponents, states, puzzle}.',
  options: EXPONENT_OPTIONS,
  assess: async (puzzle, { options }) => assessScore(puzzle, exponentsOf(options)),
};
