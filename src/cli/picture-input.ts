import type { Command } from 'commander';
import { isPicture, readPicture, type LoadedPuzzle } from '../api/index.js';
import type { OptionSpec } from '../encoders/options.js';
import { FAMILIES } from '../encoders/registry.js';
import { workDeadline } from './deadline.js';
import { CliExit, EXIT } from './exit-codes.js';
import { formatIssues, loadText } from './input.js';
import { choiceOf } from './options.js';
import { readInput } from './read-input.js';
import { addTypedOptions, typedValues } from './typed-options.js';

/** Every option a picture format declares (`--start`, `--finish`, ...), once each. */
function pictureOptions(): OptionSpec[] {
  const byName = new Map<string, OptionSpec>();
  for (const family of FAMILIES) for (const format of family.pictureFormats ?? []) for (const spec of format.options) byName.set(spec.name, spec);
  return [...byName.values()];
}

/** The --help heading of the picture options: which families read pictures. */
function pictureHeading(): string {
  const readers = FAMILIES.filter((family) => (family.pictureFormats ?? []).length > 0).map((family) => family.type);
  return `When <input> is a picture (${readers.join(', ')} mazes):`;
}

/** Adds the picture formats' options to a command that reads `<input>`: those the command shows the effect of. */
export function withPictureOptions(command: Command): Command {
  const specs = pictureOptions().filter((spec) => !spec.commands || spec.commands.includes(command.name()));
  return addTypedOptions(command, specs, pictureHeading());
}

/**
 * `<input>` as a puzzle: read once as bytes (a file, standard input as a stream, or inline
 * text); a picture is traced by its family, anything else read as text (`--index` picks
 * one of several).
 */
export async function loadAnyInput(input: string, overrides: Record<string, unknown>, options: Record<string, unknown>): Promise<LoadedPuzzle & { origin: string }> {
  const deadline = workDeadline(options['timeout'] as number | undefined);
  const read = await readInput(input, undefined, deadline);
  if (isPicture(read.bytes)) {
    const traced = await readPicture(read.bytes, typedValues(pictureOptions(), options), read.origin, deadline === undefined ? {} : { deadline });
    if (!traced.ok) throw new CliExit(EXIT.invalid, formatIssues(read.origin, traced.issues));
    return { ...traced.value, origin: read.origin };
  }
  return loadText(read, overrides, choiceOf(options as { index?: number }));
}
