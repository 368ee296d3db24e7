import { InvalidArgumentError, Option, type Command } from 'commander';
import { defaultsOf, flagOf, parseOptionText, type OptionSpec, type OptionValue, type OptionValues } from '../encoders/options.js';
import { grouped } from '../encoders/lib/text.js';

function placeholderOf(spec: OptionSpec): string {
  switch (spec.kind) {
    case 'size':
      return '<WxH>';
    case 'integer':
      return '<n>';
    case 'number':
      return '<x>';
    case 'choice':
      return '<name>';
    case 'flag':
      return '';
    case 'text':
      return `<${spec.placeholder ?? 'text'}>`;
    case 'numbers':
      return `<${spec.placeholder ?? Array.from({ length: spec.count }, (_, i) => 'abcd'[i] ?? 'n').join(',')}>`;
  }
}

/** Registers a family's declared options on a command (under `heading` in --help); each value is parsed once, by its kind. */
export function addTypedOptions(command: Command, specs: readonly OptionSpec[], heading?: string): Command {
  for (const spec of specs) {
    const flags = `${flagOf(spec)}${spec.kind === 'flag' ? '' : ' ' + placeholderOf(spec)}`;
    const option = new Option(flags, spec.description + boundsOf(spec));
    if (spec.kind === 'choice') option.choices(spec.choices);
    if (spec.kind !== 'flag') {
      option.argParser((text: string, previous: unknown) => {
        const result = parseOptionText(spec, text);
        if (!result.ok) throw new InvalidArgumentError(`expected ${result.expected}`);
        if (spec.kind === 'numbers' && spec.repeatable) return [...((previous as number[][] | undefined) ?? []), result.value];
        return result.value;
      });
    }
    if ('default' in spec && spec.default !== undefined) option.default(defaultsOf([spec])[spec.name], String(spec.default));
    if (heading !== undefined) option.helpGroup(heading);
    command.addOption(option);
    // The other name: the same parser, no default (so a value means it was given), not listed apart.
    if (spec.alias !== undefined) {
      const alias = new Option(`--${spec.alias}${spec.kind === 'flag' ? '' : ' ' + placeholderOf(spec)}`).hideHelp();
      if (spec.kind !== 'flag') alias.argParser((text: string) => parsedOrThrow(spec, text));
      command.addOption(alias);
    }
  }
  return command;
}

/** The bounds of a value, for its help line: a limit is said before an error says it. */
function boundsOf(spec: OptionSpec): string {
  if (spec.kind !== 'size' && spec.kind !== 'integer' && spec.kind !== 'number') return '';
  const fmt = (n: number) => grouped(n);
  const each = spec.kind === 'size' ? ' each side' : '';
  if (spec.min !== undefined && spec.max !== undefined) return ` (${fmt(spec.min)} to ${fmt(spec.max)}${each})`;
  if (spec.max !== undefined) return ` (at most ${fmt(spec.max)}${each})`;
  return spec.min !== undefined ? ` (at least ${fmt(spec.min)}${each})` : '';
}

function parsedOrThrow(spec: OptionSpec, text: string): OptionValue {
  const result = parseOptionText(spec, text);
  if (!result.ok) throw new InvalidArgumentError(`expected ${result.expected}`);
  return result.value;
}

/** The options of `specs` the user gave on the command line (not defaults), by name; an alias counts for its option. */
export function givenOptions(command: Command, specs: readonly OptionSpec[]): Set<string> {
  const given = (name: string) => {
    const source = command.getOptionValueSource(name);
    return source !== undefined && source !== 'default';
  };
  return new Set(specs.filter((spec) => given(spec.name) || (spec.alias !== undefined && given(spec.alias))).map((spec) => spec.name));
}

/** The values of the declared options, by name, as commander parsed them. */
export function typedValues(specs: readonly OptionSpec[], options: Record<string, unknown>): OptionValues {
  const values: Record<string, OptionValue> = {};
  for (const spec of specs) {
    const value = (spec.alias !== undefined ? options[spec.alias] : undefined) ?? options[spec.name];
    if (value !== undefined) values[spec.name] = value as OptionValue;
  }
  return values;
}
