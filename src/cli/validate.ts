import { describeInput, readPuzzle } from '../api/index.js';
import { issue } from '../encoders/issues.js';
import { CliExit, EXIT } from './exit-codes.js';
import { formatIssues } from './input.js';
import { readInput } from './read-input.js';
import { binaryInputMessage, binaryKind } from './binary-input.js';
import { pictureReaderOf } from '../api/read-picture.js';
import { standardOutput } from './stdout.js';

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
    standardOutput.write(JSON.stringify({ valid: false, type: null, format: null, issues: [issue('input.unreadable', '', error.message)] }) + '\n');
    return error.code;
  }
  const { text, origin } = read;
  const notText = notPuzzleText(read.bytes, origin);
  if (notText) {
    if (!options.json) throw new CliExit(EXIT.invalid, notText.message);
    standardOutput.write(JSON.stringify({ valid: false, type: notText.type, format: notText.format, issues: [issue(notText.code, '', notText.message)] }) + '\n');
    return EXIT.invalid;
  }
  const result = readPuzzle(text, {}, options.index === undefined ? {} : { index: options.index });
  if (options.json) {
    const shape = result.ok
      ? { valid: true, type: result.value.family.type, format: result.value.format, issues: [] }
      : { valid: false, ...describeInput(text, options.index), issues: result.issues };
    standardOutput.write(JSON.stringify(shape) + '\n');
    return result.ok ? EXIT.ok : EXIT.invalid;
  }
  if (!result.ok) throw new CliExit(EXIT.invalid, formatIssues(origin, result.issues));
  const { family, format, puzzle } = result.value;
  standardOutput.write(`${origin}: valid ${family.type} puzzle (${format}); rule: ${family.rule(puzzle)}\n`);
  return EXIT.ok;
}

/** Input validate cannot judge as text: a picture (traced by solve, check, render, convert, with its options), or other bytes. */
function notPuzzleText(bytes: Uint8Array, origin: string): { code: string; message: string; type: string | null; format: string | null } | undefined {
  const reader = pictureReaderOf(bytes);
  if (reader) {
    const { family, format } = reader;
    const options = format.options.filter((o) => !o.commands).slice(0, 2).map((o) => `--${o.name} ${o.kind === 'numbers' ? (o.placeholder ?? 'x,y') : '...'}`);
    return {
      code: 'input.picture',
      message: `${origin} is a picture (${family.type} maze): validate judges puzzle files; solve, check, render or convert --to json trace a picture, given ${options.join(' ')}`,
      type: family.type,
      format: format.name,
    };
  }
  const binary = binaryKind(bytes);
  return binary && { code: 'input.binary', message: binaryInputMessage(origin, binary), type: null, format: null };
}
