import { match, P } from 'ts-pattern';
import type { Answer, BestValue } from '../api/index.js';
import type { AnyFamily, Part, Remark } from '../encoders/family.js';
import { counted, sideBySide, textWidth } from '../encoders/lib/text.js';

export interface Printer {
  readonly color: boolean;
  /** Columns to fit text in (`outputWidth`: the terminal's, else $COLUMNS, else 100); 100 when absent. */
  readonly width?: number;
  out(text: string): void;
}

export function statsLine(answer: Answer, commandMs?: number): string {
  const s = answer.stats;
  // The command's wall time, and the search's beside it (remarks, reading, start-up of a backend
  // make the difference): always both, so the line has one form whatever the machine's speed.
  const time = commandMs !== undefined ? `${commandMs} ms (search ${s.ms} ms)` : `${s.ms} ms`;
  const near = s.nearby?.asked ? ` (${s.nearby.asked} near the first solution${s.nearby.found ? ': the second found there' : ''})` : '';
  // The solver is named only when one was asked: `auto` is a choice, not a solver
  const solvers = s.solvedBy ? Object.entries(s.solvedBy).map(([name, n]) => `${name} ${n}`).join(' + ') + ' answered' : s.solves > 0 ? s.backend : undefined;
  const parts = s.method ? [time, s.method] : [time, ...(solvers ? [solvers] : []), `${counted(s.solves, 'solve')}${near}`];
  parts.push(...cutCounts(s));
  return parts.join(', ');
}

/** `12 loop cuts`, `3 connectivity cuts`: the lazy cuts by the kind their checks name. */
function cutCounts(s: Answer['stats']): string[] {
  const byKind = Object.entries(s.cutsByKind ?? {});
  const unnamed = s.cuts - byKind.reduce((sum, [, n]) => sum + n, 0);
  return [...byKind.map(([kind, n]) => counted(n, kind)), ...(unnamed > 0 ? [counted(unnamed, 'cut')] : [])];
}

/** The verdict as a sentence; every verdict and command is matched, so a new verdict is a compile error here. */
export function verdictLine(answer: Pick<Answer, 'verdict' | 'count' | 'complete' | 'stopped'>, command: 'solve' | 'check' | 'count'): string {
  return match({ verdict: answer.verdict, command })
    .with({ verdict: 'unique' }, () => 'Unique solution.')
    .with({ verdict: 'multiple', command: 'count' }, () => `${answer.count}${answer.complete ? '' : '+'} solutions${countNote(answer)}.`)
    .with({ verdict: 'multiple', command: P.union('solve', 'check') }, () => `Not unique: ${answer.complete ? answer.count : `at least ${answer.count}`} solutions.`)
    .with({ verdict: 'none' }, () => 'No solution.')
    .with({ verdict: 'unknown' }, () => {
      const what = answer.stopped === 'request' ? 'the search was stopped' : 'the time limit stopped the search';
      return answer.count === 0 ? `Unknown: ${what} before a solution was found.` : `Unknown: ${counted(answer.count, 'solution')} found, then ${what}.`;
    })
    .exhaustive();
}

/** Why a count of several may be short, by what stopped it. */
function countNote(answer: Pick<Answer, 'complete' | 'stopped'>): string {
  if (answer.complete) return ' (complete)';
  return match(answer.stopped)
    .with('time', () => ' (time limit reached: there may be more)')
    .with('request', () => ' (stopped: there may be more)')
    .with(P.union('limit', undefined), () => ' (limit reached: there may be more)')
    .exhaustive();
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

/** `The two solutions differ in 6 cells: (0,1), ...`: the first twelve parts named. */
export function differenceLine(parts: readonly Part[]): string {
  return `The two solutions differ in ${partCount(parts)}: ${partList(parts)}`;
}

/** `Best: 14 jumps (proved optimal).` */
export function bestLine(best: BestValue): string {
  return `Best: ${best.value} ${best.name} (${best.optimal ? 'proved optimal' : 'the best found before the time limit; not proved optimal'}).`;
}

/** Columns between two drawings side by side. */
const GAP = 4;

/**
 * Two solutions side by side when both, drawn in half the width, fit beside each other;
 * else one above the other, each drawn in the whole width under its name.
 */
function twoDrawings(width: number, draw: (solution: unknown, width: number) => string, first: unknown, second: unknown): string[] {
  const half = Math.floor((width - GAP) / 2);
  const [left, right] = [draw(first, half), draw(second, half)];
  if (textWidth(left) + GAP + textWidth(right) <= width) return [sideBySide(left, right, GAP)];
  return ['Solution 1:', draw(first, width), '', 'Solution 2:', draw(second, width)];
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
  // What the reader must know before looking at the solution comes first.
  const lead = answer.notes.filter((n) => n.lead);
  if (lead.length > 0) lines.push(...remarks(lead), '');
  const columns = printer.width ?? 100;
  const render = (solution: unknown, marks?: readonly Part[], width = columns) =>
    family.renderText(puzzle, solution, { color: printer.color, width, ...(marks ? { marks } : {}) }).replace(/\n+$/, '');
  const [first, second] = answer.solutions;
  if (command === 'check' && second !== undefined) {
    const parts = answer.differences ?? [];
    lines.push(...twoDrawings(columns, (solution, width) => render(solution, parts, width), first, second), '');
    lines.push(differenceLine(parts));
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
  lines.push(...remarks(answer.notes.filter((n) => !n.lead)));
  lines.push(statsLine(answer, commandMs));
  printer.out(lines.join('\n') + '\n');
}
