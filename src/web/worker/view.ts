import { match } from 'ts-pattern';
import type { Answer } from '../../api/index.js';
import { bestLine, differenceLine, statsLine, verdictLine } from '../../cli/output.js';
import type { AnyFamily } from '../../encoders/family.js';
import type { AnswerView, Question } from './protocol.js';

/** The most solutions the question `all` draws; the rest are in the JSON. */
export const DRAWN_SOLUTIONS = 60;

/** The command line's command whose words the answer to a question uses. */
const commandOf = (question: Question) =>
  match(question)
    .with('count', () => 'count' as const)
    .with('all', () => 'solve' as const)
    .with('check', 'best', () => 'check' as const)
    .exhaustive();

/**
 * An answer as the page shows it: the words the command line prints, the drawing `--out`
 * writes (the solution with a cook beside it, the parts where they differ marked), and
 * what `--json` prints.
 */
export function answerView(
  family: AnyFamily,
  puzzle: unknown,
  answer: Answer,
  question: Question,
  format: string,
  elapsedMs: number,
  assessments: AnswerView['assessments'] = [],
): AnswerView {
  const [first, ...others] = answer.solutions;
  const shown = question === 'all' || question === 'count' ? [] : others;
  const cooks = first === undefined ? [] : shown.map((solution) => ({ solution, differences: family.differences(first, solution) }));
  const parts = answer.differences ?? [];
  return {
    question,
    type: family.type,
    title: family.title,
    rule: answer.rule,
    format,
    verdict: answer.verdict,
    verdictText: verdictLine(answer, commandOf(question)),
    count: answer.count,
    complete: answer.complete,
    drawing: family.renderSvg(puzzle, first, cooks),
    ...(parts.length > 0 && question !== 'all' ? { differences: { text: differenceLine(parts), parts: parts.map(({ key, kind, name }) => ({ key, kind, name })) } } : {}),
    ...(question === 'all' ? { solutions: answer.solutions.slice(0, DRAWN_SOLUTIONS).map((solution) => family.renderSvg(puzzle, solution)) } : {}),
    ...(answer.best ? { bestText: bestLine(answer.best) } : {}),
    remarks: answer.notes.map((note) => note.text),
    assessments,
    statsText: statsLine(answer, elapsedMs),
    json: JSON.stringify({ ...answer, puzzle, stats: { ...answer.stats, commandMs: elapsedMs } }),
    ...(family.best ? { best: { name: family.best.name, direction: family.best.direction } } : {}),
  };
}
