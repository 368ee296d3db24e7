import { describeInput, readPuzzle } from '../api/index.js';
import { issue } from '../encoders/issues.js';
import { CliExit, EXIT } from './exit-codes.js';
import { formatIssues } from './input.js';
import { readInput } from './read-input.js';

/**
 * `validate`: every problem in the input. With `--json` the answer is always
 * `{valid, type, format, issues}` (type and format null where the input does not say).
 */
export async function validateCommand(input: string, options: { json?: boolean; index?: number }): Promise<number> {
  let read: Awaited<ReturnType<typeof readInput>>;
  try {
    read = await readInput(input);
  } catch (error) {
    if (!options.json || !(error instanceof CliExit)) throw error;
    // Valid or not, --json answers with the one shape: here the input could not be read at all
    process.stdout.write(JSON.stringify({ valid: false, type: null, format: null, issues: [issue('input.unreadable', '', error.message)] }) + '\n');
    return error.code;
  }
  const { text, origin } = read;
  const result = readPuzzle(text, {}, options.index === undefined ? {} : { index: options.index });
  if (options.json) {
    const shape = result.ok
      ? { valid: true, type: result.value.family.type, format: result.value.format, issues: [] }
      : { valid: false, ...describeInput(text, options.index), issues: result.issues };
    process.stdout.write(JSON.stringify(shape) + '\n');
    return result.ok ? EXIT.ok : EXIT.invalid;
  }
  if (!result.ok) throw new CliExit(EXIT.invalid, formatIssues(origin, result.issues));
  const { family, format, puzzle } = result.value;
  process.stdout.write(`${origin}: valid ${family.type} puzzle (${format}); rule: ${family.rule(puzzle)}\n`);
  return EXIT.ok;
}
