import type { Answer, BestValue } from '../api/index.js';
import type { AnyFamily, Part, Remark } from '../encoders/family.js';
import { counted, sideBySide } from '../encoders/lib/text.js';

export interface Printer {
  readonly color: boolean;
  out(text: string): void;
}

function statsLine(answer: Answer, commandMs?: number): string {
  const s = answer.stats;
  // The command's wall time, and the search's beside it (remarks, reading, start-up of a backend
  // make the difference): always both, so the line has one form whatever the machine's speed.
  const time = commandMs !== undefined ? `${commandMs} ms (search ${s.ms} ms)` : `${s.ms} ms`;
  const near = s.nearby?.asked ? ` (${s.nearby.asked} near the first solution${s.nearby.found ? ': the second found there' : ''})` : '';
  const parts = s.method ? [time, s.method] : [time, s.backend, `${counted(s.solves, 'solve')}${near}`];
  if (s.cuts > 0) parts.push(counted(s.cuts, 'loop cut'));
  const line = parts.join(', ');
  return s.fallback ? `${line} (${s.fallback}; answered by ${s.backend})` : line;
}

function verdictLine(answer: Answer, command: 'solve' | 'check' | 'count'): string {
  switch (answer.verdict) {
    case 'unique':
      return 'Unique solution.';
    case 'multiple':
      return command === 'count'
        ? `${answer.count}${answer.complete ? '' : '+'} solutions${answer.complete ? ' (complete)' : answer.stopped === 'time' ? ' (time limit reached: there may be more)' : ' (limit reached: there may be more)'}.`
        : `Not unique: ${answer.complete ? answer.count : `at least ${answer.count}`} solutions.`;
    case 'none':
      return 'No solution.';
    case 'unknown':
      return answer.count === 0
        ? 'Unknown: the time limit stopped the search before a solution was found.'
        : `Unknown: ${counted(answer.count, 'solution')} found, then the time limit stopped the search.`;
  }
}

function remarks(notes: readonly Remark[]): string[] {
  return notes.map((n) => n.text);
}

/** `6 cells`, `1 jump`; parts of several kinds are `parts`. */
function partCount(parts: readonly Part[]): string {
  const kinds = new Set(parts.map((p) => p.kind));
  const kind = kinds.size === 1 ? [...kinds][0]! : 'part';
  return counted(parts.length, kind);
}

const partList = (parts: readonly Part[]) =>
  parts
    .slice(0, 12)
    .map((p) => p.name)
    .join(', ') + (parts.length > 12 ? ` and ${parts.length - 12} more` : '');

/** `Best: 14 jumps (proved optimal).` */
function bestLine(best: BestValue): string {
  return `Best: ${best.value} ${best.name} (${best.optimal ? 'proved optimal' : 'the best found before the time limit; not proved optimal'}).`;
}

/** The answer as a person reads it: rule, drawing(s), verdict, notes, time; the drawings stop at `until` (a `Date.now()` time). */
export function printAnswer(
  printer: Printer,
  family: AnyFamily,
  puzzle: unknown,
  answer: Answer,
  command: 'solve' | 'check' | 'count',
  showAll: boolean,
  commandMs?: number,
  until?: number,
): void {
  const lines: string[] = [`${family.title} · rule: ${answer.rule}`, ''];
  const render = (solution: unknown, marks?: Set<string>) =>
    family.renderText(puzzle, solution, { color: printer.color, ...(marks ? { marks } : {}) }).replace(/\n+$/, '');
  const [first, second] = answer.solutions;
  if (command === 'check' && second !== undefined) {
    const parts = answer.differences ?? [];
    const marks = new Set(parts.map((p) => p.key));
    lines.push(sideBySide(render(first, marks), render(second, marks)), '');
    lines.push(`The two solutions differ in ${partCount(parts)}: ${partList(parts)}`);
  } else if (command !== 'count' && first !== undefined) {
    const shown = showAll ? answer.solutions : [first];
    for (const [i, solution] of shown.entries()) {
      // Drawing thousands of solutions takes long: it stops at the command's deadline.
      if (until !== undefined && i > 0 && Date.now() > until) {
        lines.push(`... ${counted(shown.length - i, 'more solution')} found but not drawn: the time limit had passed (--json lists every one).`, '');
        break;
      }
      if (showAll) lines.push(`Solution ${i + 1}:`);
      lines.push(render(solution), '');
    }
  } else if (command !== 'count') {
    lines.push(render(undefined), '');
  }
  if (answer.best) lines.push(bestLine(answer.best));
  lines.push(verdictLine(answer, command));
  lines.push(...remarks(answer.notes));
  lines.push(statsLine(answer, commandMs));
  printer.out(lines.join('\n') + '\n');
}
