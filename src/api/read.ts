import type { AnyFamily } from '../encoders/family.js';
import { failed, issue, parsed, type Issue, type Parsed } from '../encoders/issues.js';
import { FAMILIES } from '../encoders/registry.js';
import { checkPuzzle } from './schema-check.js';

export interface LoadedPuzzle {
  readonly family: AnyFamily;
  readonly puzzle: { type: string } & Record<string, unknown>;
  /** `json` or the name of the foreign format it was read from. */
  readonly format: string;
}

/** Line and column (1-based) of a character offset, for JSON syntax errors. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${before[before.length - 1]!.length + 1}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): Parsed<unknown> {
  try {
    return parsed(JSON.parse(text) as unknown);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(message);
    const place = at ? ` at ${lineColumn(text, Number(at[1]))}` : '';
    return failed(issue('json.syntax', '', `not valid JSON${place}: ${message}`));
  }
}

/**
 * Reads a puzzle from text: JSON (any family, by `type`) or a foreign format a family
 * recognises (puzz.link URL, Tatham game ID, plain text). `overrides` replace top-level
 * properties (a rule switch). Everything read passes the family's schema and semantic
 * checks before it is returned.
 */
export function readPuzzle(text: string, overrides: Record<string, unknown> = {}): Parsed<LoadedPuzzle> {
  const trimmed = text.trim();
  if (trimmed === '') return failed(issue('input.empty', '', 'the input is empty'));
  let value: unknown;
  let format = 'json';
  if (trimmed.startsWith('{')) {
    const json = parseJson(trimmed);
    if (!json.ok) return json;
    value = json.value;
    // A sample file ({source, expected, puzzle}) is read as its puzzle.
    if (isRecord(value) && !('type' in value) && isRecord(value['puzzle'])) value = value['puzzle'];
  } else {
    const candidates = FAMILIES.flatMap((family) => family.formats.filter((f) => f.detect(trimmed)).map((f) => ({ family, f })));
    if (candidates.length === 0) {
      const names = FAMILIES.flatMap((family) => family.formats.map((f) => `${family.type} ${f.name}`)).join(', ');
      return failed(issue('input.format', '', `not a puzzle file, URL or game ID this tool reads (JSON, ${names})`));
    }
    const problems: Issue[] = [];
    for (const { f } of candidates) {
      const result = f.parse(trimmed);
      if (result.ok) {
        value = result.value;
        format = f.name;
        break;
      }
      problems.push(...result.issues);
    }
    if (value === undefined) return failed(...problems);
  }
  if (Object.keys(overrides).length > 0 && typeof value === 'object' && value !== null) value = { ...value, ...overrides };
  const { family, issues } = checkPuzzle(value);
  if (!family || issues.length > 0) return failed(...issues);
  return parsed({ family, puzzle: value as LoadedPuzzle['puzzle'], format });
}
