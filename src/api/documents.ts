import { failed, issue, parsed, type Issue, type Parsed } from '../encoders/issues.js';
import { counted } from '../encoders/lib/text.js';

/*
 * Every output of the tool is an input it reads. Besides one puzzle (JSON or a foreign
 * format), the text may hold:
 * - a sample file `{source, expected, puzzle}` or a `--json` answer `{..., puzzle}`: its puzzle;
 *   a `solution` beside the puzzle travels with it (the search may start from it);
 * - `generate --json`: an array of `{seed, puzzle, solution}`, or any JSON array of puzzles;
 * - JSON Lines: one puzzle (or answer, or sample) per line;
 * - `generate`'s text: `#` comment lines, drawings and exports around one JSON line per puzzle.
 * Where there are several, `index` picks one (0 is the first).
 */

export interface Document {
  /** The puzzle's JSON text or value (a JSON document), or the text for the foreign formats. */
  readonly value?: unknown;
  readonly text?: string;
  /** Where it sat in a collection, for messages (`line 3`, `item 2`). */
  readonly place?: string;
  /** A solution given beside the puzzle (`generate --json` writes `{seed, puzzle, solution}`). */
  readonly solution?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isWrapper = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && isRecord(value['puzzle']) && (!('type' in value) || 'verdict' in value);

/** The puzzle inside a wrapper the tool writes (a sample, a generated item, a `--json` answer). */
export function unwrapPuzzle(value: unknown): unknown {
  return isWrapper(value) ? value['puzzle'] : value;
}

/** The solution a wrapper gives beside its puzzle (`{puzzle, solution}`), if any. */
function givenSolution(value: unknown): { solution?: unknown } {
  return isWrapper(value) && value['solution'] !== undefined ? { solution: value['solution'] } : {};
}

/** Line and column (1-based) of a character offset, for JSON syntax errors. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${before[before.length - 1]!.length + 1}`;
}

export function parseJson(text: string, place = ''): Parsed<unknown> {
  try {
    return parsed(JSON.parse(text) as unknown);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(message);
    // Node names no position when the text ends too soon: the place is its end
    const offset = at ? Number(at[1]) : /end of JSON input/.test(message) ? text.trimEnd().length : undefined;
    const where = offset === undefined ? '' : ` at ${lineColumn(text, offset)}`;
    return failed(issue('json.syntax', '', `${place ? `${place}: ` : ''}not valid JSON${where}: ${message}`));
  }
}

/** The non-blank lines that start a JSON object, with their 1-based line numbers. */
function jsonLines(text: string): { line: number; text: string }[] {
  return text
    .split(/\r?\n/)
    .map((t, i) => ({ line: i + 1, text: t.trim() }))
    .filter((l) => l.text.startsWith('{'));
}

/** Several puzzles (JSON Lines, `generate`'s text) or one JSON document; undefined for other text. */
function collection(trimmed: string): Parsed<Document[]> | undefined {
  const lines = jsonLines(trimmed);
  const commented = trimmed.startsWith('#');
  if (trimmed.startsWith('{') || commented) {
    const whole = trimmed.startsWith('{') ? parseJson(trimmed) : undefined;
    if (whole?.ok) return parsed([{ value: whole.value }]);
    // JSON Lines: every non-blank line is an object; generate's text: the object lines among comments.
    const allObjects = trimmed.split(/\r?\n/).every((l) => l.trim() === '' || l.trim().startsWith('{'));
    if (lines.length >= 2 && allObjects || commented) {
      if (lines.length === 0) return failed(issue('input.empty', '', 'the text holds comment lines but no puzzle (a JSON line)'));
      const documents: Document[] = [];
      for (const l of lines) {
        const json = parseJson(l.text, `line ${l.line}`);
        if (!json.ok) return json;
        documents.push({ value: json.value, place: `line ${l.line}` });
      }
      return parsed(documents);
    }
    return whole;
  }
  if (trimmed.startsWith('[')) {
    const json = parseJson(trimmed);
    if (!json.ok) return json;
    const items = json.value as unknown[];
    return parsed(items.map((value, i) => ({ value, place: `item ${i}` })));
  }
  return undefined;
}

/** The one document to read: the only one, or the one `index` picks. */
export function pickDocument(text: string, index: number | undefined): Parsed<Document> {
  const trimmed = text.trim();
  const all = collection(trimmed);
  if (all === undefined) {
    if (index !== undefined && index !== 0) return failed(indexIssue(index, 1));
    return parsed({ text: trimmed });
  }
  if (!all.ok) return all;
  const documents = all.value;
  if (documents.length === 0) return failed(issue('input.empty', '', 'the input is an empty list: no puzzle in it'));
  const chosen = documents[index ?? 0];
  if (chosen === undefined) return failed(indexIssue(index ?? 0, documents.length));
  return parsed({ ...chosen, value: unwrapPuzzle(chosen.value), ...givenSolution(chosen.value) });
}

function indexIssue(index: number, count: number): Issue {
  return issue('input.index', '', `index ${index} is out of range: the input holds ${counted(count, 'puzzle')} (indices 0 to ${count - 1})`);
}
