import { existsSync, readFileSync, statSync } from 'node:fs';
import { readPuzzle, type LoadedPuzzle } from '../api/index.js';
import type { Issue } from '../encoders/issues.js';
import { CliExit, EXIT } from './exit-codes.js';

/** Issues as lines a person can act on: where, then what. */
export function formatIssues(origin: string, issues: readonly Issue[]): string {
  return issues.map((i) => `${origin}${i.path ? ` ${i.path}` : ''}: ${i.message} [${i.code}]`).join('\n');
}

/** Text of `<input>`: a file, `-` for standard input, or a URL / game ID given inline. */
export function inputText(input: string): { text: string; origin: string } {
  if (input === '-') {
    if (process.stdin.isTTY) throw new CliExit(EXIT.invalid, 'reading a puzzle from standard input: paste it, then press Ctrl-D');
    return { text: readFileSync(0, 'utf8'), origin: '<stdin>' };
  }
  if (existsSync(input)) {
    if (statSync(input).isDirectory()) throw new CliExit(EXIT.invalid, `${input} is a folder, not a puzzle file`);
    return { text: readFileSync(input, 'utf8'), origin: input };
  }
  if (/^[a-z]+:\/\//i.test(input) || /^\d+x\d+:/.test(input) || input.includes('?')) return { text: input, origin: 'input' };
  throw new CliExit(EXIT.invalid, `no such file: ${input} (give a puzzle file, - for standard input, a puzz.link URL or a Tatham game ID)`);
}

/** Reads and validates `<input>`, or ends the command with exit code 2 and every issue. */
export function loadInput(input: string, overrides: Record<string, unknown> = {}): LoadedPuzzle & { origin: string } {
  const { text, origin } = inputText(input);
  const result = readPuzzle(text, overrides);
  if (!result.ok) throw new CliExit(EXIT.invalid, formatIssues(origin, result.issues));
  return { ...result.value, origin };
}
