import { InvalidArgumentError, Option, type Command } from 'commander';
import { BACKEND_NAMES, DEFAULT_BACKEND, prepareBackend, type BackendName, type EngineOptions } from '../solvers/index.js';
import type { AnyFamily } from '../encoders/family.js';
import { FAMILIES } from '../encoders/registry.js';
import { schemaOf } from '../schemas.js';
import { workDeadline } from './deadline.js';
import { CliExit, EXIT } from './exit-codes.js';
import type { Printer } from './output.js';
import { standardOutput } from './stdout.js';

export interface CommonOptions {
  json?: boolean;
  backend: BackendName;
  timeout?: number;
  color: boolean;
  set?: string[];
  index?: number;
}

export function positiveNumber(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError('expected a positive number');
  return n;
}

export function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new InvalidArgumentError('expected a positive whole number');
  return n;
}

export function nonNegativeInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('expected a whole number (0 or more)');
  return n;
}

/** `--index N`: which puzzle of an input holding several (JSON Lines, a generated batch). */
export function indexOption(command: Command): Command {
  return command.option('--index <n>', 'which puzzle of an input holding several (JSON Lines, generate output); 0 is the first', nonNegativeInteger);
}

export function choiceOf(options: { index?: number }): { index?: number } {
  return options.index === undefined ? {} : { index: options.index };
}

/** Options every solving command shares. */
/** How a command's help words the shared options where it uses them its own way. */
export interface SharedOptionHelp {
  readonly timeout?: string;
  readonly json?: string;
  /** Whether `--set` is listed (a command that refuses it still takes it, to say why). */
  readonly listSet?: boolean;
  /** The families the command reads (its help's examples come from them); default: every one. */
  readonly families?: readonly AnyFamily[];
}

/** A rule switch of a family for `--set`'s help, read from its schema: a property with a default turned the other way (`fillAll=false`). */
function setExample(family: AnyFamily): string | undefined {
  const properties = Object.entries((schemaOf(family) as { properties?: Record<string, { default?: unknown; enum?: unknown[] }> }).properties ?? {});
  for (const [key, property] of properties) {
    if (typeof property.default === 'boolean') return `--set ${key}=${!property.default}`;
    const other = property.enum?.find((value) => value !== (property.default ?? property.enum?.[0]));
    if (typeof other === 'string') return `--set ${key}=${other}`;
  }
  return undefined;
}

export function withEngineOptions(command: Command, help: SharedOptionHelp = {}): Command {
  const examples = (help.families ?? FAMILIES).flatMap((family) => {
    const example = setExample(family);
    return example ? [`${example} (${family.title})`] : [];
  });
  const set = new Option('--set <key=value...>', `override a property of the puzzle read${examples.length > 0 ? `, e.g. ${examples.join(', ')}` : ''}; the value is JSON, a bare word a string`);
  return command
    .addOption(new Option('--backend <name>', 'SAT solver: auto (MiniSat, with CaDiCaL joining a search that runs for seconds), minisat or cadical (our WebAssembly builds), z3, or logic-solver (MiniSat in asm.js, an independent witness)').choices(BACKEND_NAMES).default(DEFAULT_BACKEND))
    .option('--timeout <seconds>', help.timeout ?? 'the whole command ends within this many seconds (verdict "unknown", exit 5 when the search was cut short; remarks cut short say so)', positiveNumber)
    .option('--json', help.json ?? 'print one JSON object (schemas/result.schema.json)')
    .option('--no-color', 'no colours even on a terminal (also: NO_COLOR=1)')
    .addOption(help.listSet === false ? set.hideHelp() : set);
}

/**
 * The engine for a command: its backend, and `--timeout` as one deadline for the whole command.
 * The backend starts early (`prepare`) unless the answer may come without it: then the library
 * starts it once it knows the solver will be asked.
 */
export function engineOf(options: CommonOptions, prepare = true): EngineOptions {
  const deadline = workDeadline(options.timeout);
  if (prepare) prepareBackend(options.backend);
  return { backend: options.backend, ...(deadline !== undefined ? { deadline } : {}) };
}

export function printerOf(options: CommonOptions): Printer {
  const color = options.color && standardOutput.isTTY && !process.env['NO_COLOR'] && !options.json;
  return { color, width: outputWidth(), out: (text) => standardOutput.write(text) };
}

/** Columns of the terminal standard output is; else $COLUMNS; else 100. */
export function outputWidth(): number {
  const columns = standardOutput.isTTY ? standardOutput.columns : Number(process.env['COLUMNS']);
  return columns !== undefined && Number.isInteger(columns) && columns > 0 ? Math.max(40, columns) : 100;
}

/** `--set key=value` pairs, values read as JSON (bare words as strings). */
export function overridesOf(options: CommonOptions): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const pair of options.set ?? []) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new CliExit(EXIT.invalid, `--set ${pair}: expected key=value`);
    const raw = pair.slice(at + 1);
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // a bare word is a string
    }
    if (pair.slice(0, at) === 'type') throw new CliExit(EXIT.invalid, '--set cannot change the puzzle type');
    out[pair.slice(0, at)] = value;
  }
  return out;
}

/** `--best` asked of a family without a best solution: exit 2 naming the families that have one. */
export function requireBest(family: AnyFamily): void {
  if (family.best) return;
  const withBest = FAMILIES.filter((f) => f.best).map((f) => f.type);
  throw new CliExit(EXIT.invalid, `--best: ${family.type} has no best solution to look for (families with one: ${withBest.join(', ') || 'none'})`);
}
