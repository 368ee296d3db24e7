import type { AnyFamily } from '../encoders/family.js';
import { failed, issue, parsed, pointer, type Issue, type Parsed } from '../encoders/issues.js';
import { FAMILIES, familyOf } from '../encoders/registry.js';
import { pickDocument } from './documents.js';
import { checkPuzzle } from './schema-check.js';
import { schemaOf } from '../schemas.js';

export interface LoadedPuzzle {
  readonly family: AnyFamily;
  readonly puzzle: { type: string } & Record<string, unknown>;
  /** `json` or the name of the foreign format it was read from. */
  readonly format: string;
  /** A solution given beside the puzzle, as read: not yet checked. */
  readonly solution?: unknown;
}

export interface ReadOptions {
  /** Which puzzle of a text holding several (JSON Lines, a JSON array, `generate`'s output); 0 is the first. */
  readonly index?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A foreign format a family recognises; the issues of every format that claimed the text (only of those whose header it carries, if any). */
function parseForeign(text: string): Parsed<{ value: unknown; format: string }> {
  const detected = FAMILIES.flatMap((family) => family.formats.filter((f) => f.detect(text)));
  const headed = detected.filter((f) => f.headed);
  const candidates = headed.length > 0 ? headed : detected;
  if (candidates.length === 0) {
    const names = FAMILIES.flatMap((family) => family.formats.map((f) => `${family.type} ${f.name}`)).join(', ');
    return failed(issue('input.format', '', `not a puzzle file, URL or game ID this tool reads (JSON, ${names})`));
  }
  // Several formats may read the same text (a grid of digits): the first whose puzzle is valid wins
  const problems: Issue[] = [];
  let firstRead: { value: unknown; format: string } | undefined;
  for (const f of candidates) {
    const result = f.parse(text);
    if (!result.ok) {
      problems.push(...result.issues);
      continue;
    }
    if (checkPuzzle(result.value).issues.length === 0) return parsed({ value: result.value, format: f.name });
    firstRead ??= { value: result.value, format: f.name };
  }
  return firstRead ? parsed(firstRead) : failed(...problems);
}

/** `overrides` may only set properties the family's schema knows, and never `type`. */
function overrideIssues(value: unknown, overrides: Readonly<Record<string, unknown>>): Issue[] {
  const type = isRecord(value) ? value['type'] : undefined;
  const family = typeof type === 'string' ? familyOf(type) : undefined;
  if (!family) return [];
  const known = Object.keys((schemaOf(family) as { properties?: object }).properties ?? {}).filter((k) => k !== 'type');
  return Object.keys(overrides)
    .filter((key) => key === 'type' || !known.includes(key))
    .map((key) =>
      key === 'type'
        ? issue('override.type', pointer(key), 'the puzzle type cannot be overridden')
        : issue('override.unknown', pointer(key), `${family.type} has no property "${key}" (properties: ${known.join(', ')})`),
    );
}

/**
 * Reads a puzzle from text: JSON (any family, by `type`) or a foreign format a family
 * recognises (puzz.link URL, Tatham game ID, plain text); also what the tool itself writes
 * (see documents.ts). `overrides` replace top-level properties (a rule switch); an issue about
 * an overridden value has that property's pointer. Everything read passes the family's schema
 * and semantic checks before it is returned.
 */
export function readPuzzle(text: string, overrides: Record<string, unknown> = {}, options: ReadOptions = {}): Parsed<LoadedPuzzle> {
  if (text.trim() === '') return failed(issue('input.empty', '', 'the input is empty'));
  const document = pickDocument(text, options.index);
  if (!document.ok) return document;
  let value: unknown;
  let format = 'json';
  if (document.value.text !== undefined) {
    const foreign = parseForeign(document.value.text);
    if (!foreign.ok) return foreign;
    ({ value, format } = foreign.value);
  } else {
    value = document.value.value;
  }
  if (Object.keys(overrides).length > 0 && isRecord(value)) {
    const refused = overrideIssues(value, overrides);
    if (refused.length > 0) return failed(...refused);
    value = { ...value, ...overrides };
  }
  const { family, issues } = checkPuzzle(value);
  const place = document.value.place;
  if (!family || issues.length > 0) return failed(...(place ? issues.map((i) => ({ ...i, message: `${place}: ${i.message}` })) : issues));
  const solution = document.value.solution;
  return parsed({ family, puzzle: value as LoadedPuzzle['puzzle'], format, ...(solution === undefined ? {} : { solution }) });
}

/** The family type and format the input claims, even when it is not a valid puzzle (null where it does not say). */
export function describeInput(text: string, index?: number): { type: string | null; format: string | null } {
  if (text.trim() === '') return { type: null, format: null };
  const document = pickDocument(text, index);
  if (!document.ok) return { type: null, format: null };
  if (document.value.text === undefined) {
    const value = document.value.value;
    const type = isRecord(value) && typeof value['type'] === 'string' ? value['type'] : null;
    return { type, format: 'json' };
  }
  const trimmed = document.value.text;
  for (const family of FAMILIES) {
    const format = family.formats.find((f) => f.detect(trimmed));
    if (format) return { type: family.type, format: format.name };
  }
  return { type: null, format: null };
}
