import { issue, type Issue } from '../encoders/issues.js';
import { parseJson } from '../api/documents.js';

/*
 * What a batch reads, split into items, each the text one worker reads as `check` would:
 * - a text file of puzzles one a line (puzz.link URLs, Tatham game IDs); blank lines and
 *   `#` comments are skipped;
 * - JSON Lines (lines of puzzles and JSON may mix), or `generate`'s text output (it starts
 *   with `# <title>, seed <n>:`; its JSON lines are the puzzles, the drawings and exports
 *   around them are skipped);
 * - a JSON array of puzzles (or of answers, samples, `generate --json` items);
 * - a folder: each file one puzzle in any format `check` reads, or a JSON collection of them.
 * A JSON item may also be `{id, puzzle: "<URL or game ID>"}`. An item's id is its JSON
 * object's `id` where it has one, else its line number (1-based), its index in a JSON array
 * (0-based) or its file name; ids are unique within a batch.
 */

export type ItemId = string | number;

export interface BatchItem {
  /** Written first on the item's result line. */
  readonly id: ItemId;
  /** Where it sat, for messages: `line 3`, `item 2`, `boards/a.txt`. */
  readonly place: string;
  /** The puzzle text a worker reads, or the reason the item cannot be read at all. */
  readonly text: string;
  readonly problem?: Issue;
}

/** The key an id is compared by (3 and "3" are different ids). */
export const idKey = (id: ItemId): string => JSON.stringify(id);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text a worker reads of a JSON item: `{puzzle: "<URL or game ID>"}` is that text, anything else its JSON. */
function itemText(value: Record<string, unknown>): string {
  const keys = Object.keys(value);
  return keys.length === 1 && typeof value['puzzle'] === 'string' ? value['puzzle'] : JSON.stringify(value);
}

/** A JSON value as an item: its `id` (taken off, so a bare puzzle still passes its schema) or `fallback`. */
function jsonItem(value: unknown, fallback: ItemId, place: string): BatchItem {
  if (!isRecord(value)) return { id: fallback, place, text: JSON.stringify(value) };
  if (!('id' in value)) return { id: fallback, place, text: itemText(value) };
  const { id, ...rest } = value;
  const text = itemText(rest);
  if ((typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id))) return { id, place, text };
  return { id: fallback, place, text, problem: issue('batch.id', '/id', `${place}: "id" must be a non-empty string or a number, not ${JSON.stringify(id)}`) };
}

/** A JSON line that does not parse is an item with its problem, not the end of the batch. */
function jsonLineItem(text: string, fallback: ItemId, place: string): BatchItem {
  const json = parseJson(text, place);
  if (json.ok) return jsonItem(json.value, fallback, place);
  // The line is the whole document: its column says where
  const problem = json.issues[0]!;
  return { id: fallback, place, text, problem: { ...problem, message: problem.message.replace(' at line 1, column ', ' at column ') } };
}

export interface SplitText {
  readonly items: BatchItem[];
  /** Lines skipped beside JSON lines (`generate`'s drawings and exports). */
  readonly skipped: number;
}

/** `[...]`: each element an item, by index. Undefined when the text is not a JSON array. */
function arrayItems(trimmed: string, prefix: string): SplitText | undefined {
  if (!trimmed.startsWith('[')) return undefined;
  const json = parseJson(trimmed, prefix.replace(/: $/, ''));
  if (!json.ok || !Array.isArray(json.value)) return undefined;
  return { items: json.value.map((value, i) => jsonItem(value, prefix ? `${prefix}${i}` : i, `${prefix}item ${i}`)), skipped: 0 };
}

/** How `generate`'s text begins: `# <title>, seed <n>: <what was checked>`. */
const GENERATED = /^# [^\n]*, seed \d+: /;

/**
 * A list: one puzzle a line, or the JSON lines of `generate`'s text. `prefix` names the file
 * when the list is one file of a folder (its ids are then `file:line`).
 */
function lineItems(text: string, prefix: string): SplitText {
  const lines = text.split(/\r?\n/).map((t, i) => ({ line: i + 1, text: t.trim() }));
  const kept = lines.filter((l) => l.text !== '' && !l.text.startsWith('#'));
  // generate's text (`# Numberlink, seed 7: ...` above each puzzle's drawing, exports and JSON line): the JSON lines
  const json = kept.filter((l) => l.text.startsWith('{'));
  const chosen = GENERATED.test(text.trimStart()) && json.length > 0 ? json : kept;
  const items = chosen.map((l) => {
    const id = prefix ? `${prefix}${l.line}` : l.line;
    const place = `${prefix}line ${l.line}`;
    return l.text.startsWith('{') ? jsonLineItem(l.text, id, place) : { id, place, text: l.text };
  });
  return { items, skipped: kept.length - chosen.length };
}

/** A batch given as one text: a JSON array, one JSON object, or a list a line. */
export function splitText(text: string): SplitText {
  const trimmed = text.trim();
  const array = arrayItems(trimmed, '');
  if (array) return array;
  if (trimmed.startsWith('[')) {
    const json = parseJson(trimmed);
    return { items: [{ id: 1, place: 'line 1', text: trimmed, ...(json.ok ? {} : { problem: json.issues[0]! }) }], skipped: 0 };
  }
  if (trimmed.startsWith('{')) {
    // One JSON document over several lines is one puzzle; otherwise JSON Lines
    const whole = parseJson(trimmed);
    if (whole.ok) return { items: [jsonItem(whole.value, 1, 'line 1')], skipped: 0 };
  }
  return lineItems(text, '');
}

/**
 * One file of a folder: one puzzle (any text `check` reads), or a JSON collection of them
 * (an array, JSON Lines), each an item `file:line` / `file:index`.
 */
export function splitFile(name: string, text: string): BatchItem[] {
  const trimmed = text.trim();
  const array = arrayItems(trimmed, `${name}:`);
  if (array) return array.items;
  const single = trimmed.startsWith('{') ? parseJson(trimmed) : undefined;
  if (single?.ok) return [jsonItem(single.value, name, name)];
  // JSON Lines (every line an object), or generate's text
  const lines = trimmed.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
  const jsonLines = lines.filter((l) => l.startsWith('{')).length;
  if ((jsonLines >= 2 && jsonLines === lines.length) || (GENERATED.test(trimmed) && jsonLines > 0)) return lineItems(text, `${name}:`).items;
  return [{ id: name, place: name, text }];
}

/** Every id once: the first place of an id given twice, and the second. */
export function duplicateIds(items: readonly BatchItem[]): { id: ItemId; first: string; second: string } | undefined {
  const seen = new Map<string, string>();
  for (const item of items) {
    const first = seen.get(idKey(item.id));
    if (first !== undefined) return { id: item.id, first, second: item.place };
    seen.set(idKey(item.id), item.place);
  }
  return undefined;
}
