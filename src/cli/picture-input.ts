import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Command } from 'commander';
import { isPicture, readPicture, type LoadedPuzzle } from '../api/index.js';
import { flagOf, type OptionSpec } from '../encoders/options.js';
import { FAMILIES } from '../encoders/registry.js';
import { workDeadline } from './deadline.js';
import { CliExit, EXIT } from './exit-codes.js';
import { formatIssues, loadText } from './input.js';
import { choiceOf } from './options.js';
import { Progress } from './progress.js';
import { readInput } from './read-input.js';
import { binaryInputMessage, binaryKind } from './binary-input.js';
import { addTypedOptions, typedValues } from './typed-options.js';

/** Every option a picture format declares (`--start`, `--finish`, ...), once each. */
function pictureOptions(): OptionSpec[] {
  const byName = new Map<string, OptionSpec>();
  for (const family of FAMILIES) for (const format of family.pictureFormats ?? []) for (const spec of format.options) byName.set(spec.name, spec);
  return [...byName.values()];
}

/** Which families read pictures: `railway mazes`. */
function pictureReaders(): string {
  return `${FAMILIES.filter((family) => (family.pictureFormats ?? []).length > 0).map((family) => family.type).join(', ')} mazes`;
}

/** The --help heading of the picture options. */
function pictureHeading(): string {
  return `When <input> is a picture (${pictureReaders()}):`;
}

/** Adds the picture formats' options to a command that reads `<input>`: those the command shows the effect of. */
export function withPictureOptions(command: Command): Command {
  const specs = pictureOptions().filter((spec) => !spec.commands || spec.commands.includes(command.name()));
  return addTypedOptions(command, specs, pictureHeading());
}

/**
 * `<input>` as a puzzle: read once as bytes (a file, standard input as a stream, or inline
 * text); a picture is traced by its family, anything else read as text (`--index` picks
 * one of several). `command` tells which options the user gave: an option that would do
 * nothing for this input (`--start` on a JSON file, `--set` on a picture) is refused.
 */
export async function loadAnyInput(input: string, overrides: Record<string, unknown>, options: Record<string, unknown>, command: Command): Promise<LoadedPuzzle & { origin: string }> {
  const deadline = workDeadline(options['timeout'] as number | undefined);
  const read = await readInput(input, undefined, deadline);
  const given = pictureOptions().filter((spec) => isGiven(command, spec.name));
  if (isPicture(read.bytes)) {
    if (Object.keys(overrides).length > 0) throw new CliExit(EXIT.invalid, `--set changes a puzzle read as JSON or text; ${read.origin} is a picture, traced with its own options (${pictureOptions().map(flagOf).join(', ')})`);
    checkWrittenFolders(given, options, command.options.some((o) => o.attributeName() === 'force') ? Boolean(options['force']) : undefined);
    // Work a picture asks for after the search (a sweep of settings) shows how far it got, on a terminal.
    const progress = new Progress();
    const onProgress = (fraction: number, label: string) => (fraction >= 1 ? progress.done() : progress.update(fraction, label));
    const traced = await readPicture(read.bytes, typedValues(pictureOptions(), options), read.origin, { onProgress, ...(deadline === undefined ? {} : { deadline }) });
    // A picture the deadline stopped is not wrong: its answer is unknown, as a search's would be.
    const timedOut = !traced.ok && traced.issues.some((i) => i.code === 'input.timeout');
    if (!traced.ok) throw new CliExit(timedOut ? EXIT.unknown : EXIT.invalid, formatIssues(read.origin, traced.issues), traced.issues);
    return { ...traced.value, origin: read.origin };
  }
  const binary = binaryKind(read.bytes);
  if (binary) throw new CliExit(EXIT.invalid, binaryInputMessage(read.origin, binary));
  if (given.length > 0) {
    const flags = given.map(flagOf).join(', ');
    throw new CliExit(EXIT.invalid, `${flags}: ${given.length === 1 ? 'an option' : 'options'} for a picture (${pictureReaders()}); ${read.origin} is not one, so ${given.length === 1 ? 'it would do' : 'they would do'} nothing`);
  }
  return loadText(read, overrides, choiceOf(options as { index?: number }));
}

/** Whether the user gave the option (commander: not its default). */
function isGiven(command: Command, name: string): boolean {
  const source = command.getOptionValueSource(name);
  return source !== undefined && source !== 'default';
}

/**
 * Folders an option writes files into (`--debug-dir`), checked before any work: a folder (made
 * if missing), and no file in it replaced without --force (`force` undefined: the command has none).
 */
function checkWrittenFolders(given: readonly OptionSpec[], options: Record<string, unknown>, force: boolean | undefined): void {
  for (const spec of given) {
    const folder = options[spec.name];
    if (!spec.writesFiles || typeof folder !== 'string') continue;
    const refuse = (why: string) => new CliExit(EXIT.invalid, `${flagOf(spec)} ${folder}: ${why}`);
    if (existsSync(folder) && !statSync(folder).isDirectory()) throw refuse('is a file, not a folder');
    try {
      // One level only: Node's recursive mkdir never returns under /proc.
      if (!existsSync(folder)) mkdirSync(folder);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'ENOENT' && !existsSync(dirname(folder)) ? 'the folder it would be in does not exist' : (code ?? (error as Error).message);
      throw refuse(`cannot make the folder: ${why}`);
    }
    const there = spec.writesFiles.filter((name) => existsSync(join(folder, name)));
    const them = there.length === 1 ? 'it' : 'them';
    if (there.length > 0 && !force) throw refuse(`${there.join(', ')} ${there.length === 1 ? 'exists' : 'exist'}; ${force === undefined ? `remove ${them} or name another folder` : `pass --force to replace ${them}`}`);
  }
}
