import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Command } from 'commander';
import { isPicture, readPicture, type LoadedPuzzle } from '../api/index.js';
import type { OptionSpec } from '../encoders/options.js';
import { FAMILIES } from '../encoders/registry.js';
import { CliExit, EXIT } from './exit-codes.js';
import { formatIssues, loadInput } from './input.js';
import { addTypedOptions, typedValues } from './typed-options.js';

/** Every option a picture format declares (`--start`, `--finish`, ...), once each. */
function pictureOptions(): OptionSpec[] {
  const byName = new Map<string, OptionSpec>();
  for (const family of FAMILIES) for (const format of family.pictureFormats ?? []) for (const spec of format.options) byName.set(spec.name, spec);
  return [...byName.values()];
}

/** Adds the picture formats' options to a command that reads `<input>`. */
export function withPictureOptions(command: Command): Command {
  return addTypedOptions(command, pictureOptions());
}

/** `<input>` as a puzzle: a picture file is traced by its family, anything else read as text. */
export async function loadAnyInput(input: string, overrides: Record<string, unknown>, options: Record<string, unknown>): Promise<LoadedPuzzle & { origin: string }> {
  if (input !== '-' && existsSync(input) && statSync(input).isFile()) {
    const bytes = readFileSync(input);
    if (isPicture(bytes)) {
      const read = await readPicture(bytes, typedValues(pictureOptions(), options), input);
      if (!read.ok) throw new CliExit(EXIT.invalid, formatIssues(input, read.issues));
      return { ...read.value, origin: input };
    }
  }
  return loadInput(input, overrides);
}
