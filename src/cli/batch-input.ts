import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isPicture } from '../api/index.js';
import { issue } from '../encoders/issues.js';
import { duplicateIds, splitFile, splitText, type BatchItem } from '../batch/items.js';
import { CliExit, EXIT } from './exit-codes.js';
import { MAX_INPUT_BYTES, readRegularFile, readStream } from './read-input.js';

/** Largest list a batch reads at once (a puzzle file of a folder: MAX_INPUT_BYTES, as `check`). */
const MAX_LIST_BYTES = 1024 * 1024 * 1024;

export interface BatchInput {
  readonly items: BatchItem[];
  /** Where the batch came from, for messages. */
  readonly origin: string;
  /** Lines skipped beside JSON lines. */
  readonly skipped: number;
}

const decoder = new TextDecoder('utf-8');

/** The files under `dir`, hidden ones left out, in natural order of their paths (2 before 10). */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(at, entry.name);
      // Folders are entered, not followed through links (no cycles); linked files are read.
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() || (entry.isSymbolicLink() && statSync(path, { throwIfNoEntry: false })?.isFile())) found.push(path);
    }
  };
  walk(dir);
  const name = (path: string) => relative(dir, path).split(sep).join('/');
  return found.sort((a, b) => name(a).localeCompare(name(b), 'en', { numeric: true }));
}

/** One file of a folder as items; a file that cannot be read is an item with its problem. */
function fileItems(dir: string, path: string): BatchItem[] {
  const name = relative(dir, path).split(sep).join('/');
  let bytes: Uint8Array;
  try {
    bytes = readRegularFile(path, MAX_INPUT_BYTES);
  } catch (error) {
    return [{ id: name, place: name, text: '', problem: issue('input.unreadable', '', (error as Error).message) }];
  }
  if (isPicture(bytes)) {
    const why = `${name} is a picture: a batch reads puzzle text; trace it with check (--start x,y --finish x,y), or convert it to JSON first`;
    return [{ id: name, place: name, text: '', problem: issue('input.picture', '', why) }];
  }
  return splitFile(name, decoder.decode(bytes));
}

/** The puzzles of a batch: a list file, a folder of puzzle files, or `-` (standard input). */
export async function readBatchInput(input: string): Promise<BatchInput> {
  let split: { items: BatchItem[]; skipped: number };
  let origin = input;
  if (input === '-') {
    if (process.stdin.isTTY) throw new CliExit(EXIT.invalid, 'reading puzzles from standard input: paste them one a line, then press Ctrl-D');
    origin = '<stdin>';
    split = splitText(decoder.decode(await readStream(process.stdin, origin, MAX_LIST_BYTES)));
  } else if (!existsSync(input)) {
    throw new CliExit(EXIT.invalid, `no such file or folder: ${input} (give a list of puzzles, one a line; JSON Lines; a JSON array; a folder of puzzle files; or - for standard input)`);
  } else if (statSync(input).isDirectory()) {
    split = { items: filesUnder(input).flatMap((path) => fileItems(input, path)), skipped: 0 };
  } else {
    split = splitText(decoder.decode(readRegularFile(input, MAX_LIST_BYTES)));
  }
  if (split.items.length === 0) throw new CliExit(EXIT.invalid, `${origin}: no puzzle in it (one a line; # starts a comment)`);
  const twice = duplicateIds(split.items);
  if (twice) {
    throw new CliExit(EXIT.invalid, `${origin}: the id ${JSON.stringify(twice.id)} is given twice (${twice.first}, ${twice.second}); results are matched to puzzles by id, so each must be unique`);
  }
  return { ...split, origin };
}
