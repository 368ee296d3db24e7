import { readPuzzle, type LoadedPuzzle } from '../api/index.js';
import { formatIssues, type Issue } from '../encoders/issues.js';
import { CliExit, EXIT } from './exit-codes.js';
import { readInput, type InputBytes } from './read-input.js';

export { formatIssues };

/** The `--set` pair an issue is about (its path lies under the key), if any. */
function overrideOf(issue: Issue, overrides: Readonly<Record<string, unknown>>): string | undefined {
  const key = Object.keys(overrides).find((k) => issue.path === `/${k}` || issue.path.startsWith(`/${k}/`));
  return key === undefined ? undefined : `--set ${key}=${JSON.stringify(overrides[key])}`;
}

/** Issues blamed on their source: the `--set` pair that put the value there, or the input. */
export function formatInputIssues(origin: string, issues: readonly Issue[], overrides: Readonly<Record<string, unknown>>): string {
  return issues.map((i) => formatIssues(overrideOf(i, overrides) ?? origin, [i])).join('\n');
}

export interface InputChoice {
  /** Which puzzle of a file holding several (JSON Lines, a generated batch); 0 is the first. */
  readonly index?: number;
}

/** Reads and validates `<input>`, or ends the command with exit code 2 and every issue. */
export async function loadInput(
  input: string,
  overrides: Record<string, unknown> = {},
  choice: InputChoice = {},
): Promise<LoadedPuzzle & { origin: string }> {
  return loadText(await readInput(input), overrides, choice);
}

/** Validates input already read as text, or ends the command with exit code 2 and every issue. */
export function loadText(
  { text, origin }: InputBytes,
  overrides: Record<string, unknown> = {},
  choice: InputChoice = {},
): LoadedPuzzle & { origin: string } {
  const result = readPuzzle(text, overrides, choice);
  if (!result.ok) throw new CliExit(EXIT.invalid, formatInputIssues(origin, result.issues, overrides), result.issues);
  return { ...result.value, origin };
}
