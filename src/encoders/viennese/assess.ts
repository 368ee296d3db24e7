import { compileMaze, type ViennesePuzzle } from './model.js';
import { DEFAULT_EXPONENTS, VienneseScorer, type ScoreComponents, type ScoreExponents } from './score.js';

/** The exponent options, flag and field (`--length-exponent` sets `length`). */
export const EXPONENT_FLAGS: readonly { readonly flag: string; readonly field: keyof ScoreExponents; readonly what: string }[] = [
  { flag: 'length-exponent', field: 'length', what: 'L, states on the shortest walk' },
  { flag: 'openings1-exponent', field: 'openings1', what: 'O1, the start state and its successors' },
  { flag: 'openings2-exponent', field: 'openings2', what: 'O2, states no farther than the goal' },
  { flag: 'loops-exponent', field: 'loops', what: 'Lp, edges between levels more than 1 apart' },
  { flag: 'endings-exponent', field: 'endings', what: 'E, 1 + states with an edge to the goal' },
];

const camel = (flag: string) => flag.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Exponents from option values keyed by the camelCase flag; defaults where absent. */
export function exponentsOf(options: Readonly<Record<string, unknown>>): ScoreExponents {
  const out: Record<keyof ScoreExponents, number> = { ...DEFAULT_EXPONENTS };
  for (const { flag, field } of EXPONENT_FLAGS) {
    const value = options[camel(flag)];
    if (typeof value === 'number') out[field] = value;
  }
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
    lines.push(`L ${L} (${L - 1} moves) · O1 ${O1} · O2 ${O2} · Lp ${Lp} · E ${E} · ${outcome.states} reachable states`);
  } else lines.push(`${outcome.states} reachable states`);
  return { text: lines.join('\n'), data };
}
