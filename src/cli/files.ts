import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CliExit, EXIT } from './exit-codes.js';

/** Writes an output file, never over the input and never over an existing file without --force. */
export function writeOutput(path: string, content: string | Uint8Array, input: string | undefined, force: boolean): void {
  if (input !== undefined && resolve(path) === resolve(input)) {
    throw new CliExit(EXIT.invalid, `refusing to write over the input file ${input}`);
  }
  if (existsSync(path) && !force) {
    throw new CliExit(EXIT.invalid, `${path} exists; pass --force to replace it`);
  }
  writeFileSync(path, content);
}
