import { failed, issue, parsed, pointer, type Issue, type Parsed } from './issues.js';

/**
 * Typed options a family declares (generator settings, picture-tracing settings, score
 * exponents). The command line registers and parses them once, in shared code; a family
 * receives values of the declared kinds, never raw text.
 */
export type OptionSpec = (
  | { readonly kind: 'size'; readonly name: string; readonly description: string; readonly default?: string; readonly min?: number; readonly max?: number }
  | { readonly kind: 'integer'; readonly name: string; readonly description: string; readonly default?: number; readonly min?: number; readonly max?: number }
  | { readonly kind: 'number'; readonly name: string; readonly description: string; readonly default?: number; readonly min?: number; readonly max?: number }
  | { readonly kind: 'choice'; readonly name: string; readonly description: string; readonly choices: readonly string[]; readonly default?: string }
  | { readonly kind: 'flag'; readonly name: string; readonly description: string }
  | { readonly kind: 'text'; readonly name: string; readonly description: string; readonly default?: string; readonly placeholder?: string }
  /** Comma-separated numbers (`--start 10,20` has count 2, `--mask x,y,w,h` count 4); repeatable ones collect a list. */
  | { readonly kind: 'numbers'; readonly name: string; readonly description: string; readonly count: number; readonly placeholder?: string; readonly repeatable?: boolean }
) & {
  /** The commands that show what the option asks for (`--sweep`: solve and check); absent: every command that reads the input. */
  readonly commands?: readonly string[];
  /** The files a `text` option naming a folder writes there (`--debug-dir`): checked before any work, none replaced without --force. */
  readonly writesFiles?: readonly string[];
  /** Does something only while the option `name` has `value` (`--restarts`: with `--method anneal`); given otherwise, it is refused. */
  readonly onlyWith?: { readonly name: string; readonly value: string };
  /** Does nothing when this option is given too (`--canvas` beside `--from`): the two are refused together. */
  readonly notWith?: string;
  /** Another name the option is given by (Viennese `--size` for `--canvas`). */
  readonly alias?: string;
};

export interface Size {
  readonly width: number;
  readonly height: number;
}

export type OptionValue = string | number | boolean | Size | readonly number[] | readonly (readonly number[])[];

/** Option values by name (the spec's `name`, camelCase), defaults applied. */
export type OptionValues = Readonly<Record<string, OptionValue | undefined>>;

/** The flag a spec is given on the command line: `--camelCase` becomes `--camel-case`. */
export function flagOf(spec: OptionSpec): string {
  return '--' + spec.name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
}

function isSize(value: OptionValue | undefined): value is Size {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Typed readers for a family's own options (the CLI has already checked kinds and bounds). */
export const optionValue = {
  size: (values: OptionValues, name: string): Size | undefined => {
    const v = values[name];
    return isSize(v) ? v : undefined;
  },
  number: (values: OptionValues, name: string): number | undefined => {
    const v = values[name];
    return typeof v === 'number' ? v : undefined;
  },
  text: (values: OptionValues, name: string): string | undefined => {
    const v = values[name];
    return typeof v === 'string' ? v : undefined;
  },
  flag: (values: OptionValues, name: string): boolean => values[name] === true,
  numbers: (values: OptionValues, name: string): readonly number[] | undefined => {
    const v = values[name];
    return Array.isArray(v) && v.every((x) => typeof x === 'number') ? (v as readonly number[]) : undefined;
  },
  numberLists: (values: OptionValues, name: string): readonly (readonly number[])[] => {
    const v = values[name];
    return Array.isArray(v) && v.every((x) => Array.isArray(x)) ? (v as readonly (readonly number[])[]) : [];
  },
};

function bounds(spec: { min?: number; max?: number }): string {
  if (spec.min !== undefined && spec.max !== undefined) return ` from ${spec.min} to ${spec.max}`;
  if (spec.min !== undefined) return ` of at least ${spec.min}`;
  return spec.max !== undefined ? ` of at most ${spec.max}` : '';
}

const within = (n: number, spec: { min?: number; max?: number }) => (spec.min === undefined || n >= spec.min) && (spec.max === undefined || n <= spec.max);

/**
 * The value of an option given as text, or why it is not one: every kind is parsed here,
 * once, with its bounds. Flags take no text.
 */
export function parseOptionText(spec: OptionSpec, text: string): { ok: true; value: OptionValue } | { ok: false; expected: string } {
  const fail = (expected: string) => ({ ok: false as const, expected });
  switch (spec.kind) {
    case 'size': {
      const match = /^(\d+)x(\d+)$/.exec(text.trim());
      const [width, height] = [Number(match?.[1]), Number(match?.[2])];
      if (!match || !within(width, spec) || !within(height, spec)) return fail(`WxH with each side a whole number${bounds(spec)}, e.g. 10x8`);
      return { ok: true, value: { width, height } };
    }
    case 'integer': {
      const n = Number(text);
      if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || !within(n, spec)) return fail(`a whole number${bounds(spec)}`);
      return { ok: true, value: n };
    }
    case 'number': {
      const n = Number(text);
      if (text.trim() === '' || !Number.isFinite(n) || !within(n, spec)) return fail(`a number${bounds(spec)}`);
      return { ok: true, value: n };
    }
    case 'choice':
      return spec.choices.includes(text) ? { ok: true, value: text } : fail(`one of ${spec.choices.join(', ')}`);
    case 'flag':
      return { ok: true, value: true };
    case 'text':
      return { ok: true, value: text };
    case 'numbers': {
      const parts = text.split(',').map((p) => p.trim());
      const numbers = parts.map(Number);
      if (parts.length !== spec.count || parts.some((p) => p === '') || numbers.some((n) => !Number.isFinite(n))) {
        return fail(`${spec.count} numbers separated by commas${spec.placeholder ? ` (${spec.placeholder})` : ''}`);
      }
      return { ok: true, value: numbers };
    }
  }
}

/** The declared defaults, parsed as if given. */
export function defaultsOf(specs: readonly OptionSpec[]): Record<string, OptionValue> {
  const values: Record<string, OptionValue> = {};
  for (const spec of specs) {
    if (spec.kind === 'flag' || spec.kind === 'numbers' || spec.default === undefined) continue;
    const parsedDefault = parseOptionText(spec, String(spec.default));
    if (parsedDefault.ok) values[spec.name] = parsedDefault.value;
  }
  return values;
}

/**
 * Options given that would do nothing beside the others (`onlyWith`, `notWith`), as issues at
 * `/options/<name>`: said, never ignored. `values` has the defaults applied; `given` tells
 * the options the user gave (and `from`, the puzzle a generator starts from).
 */
export function idleOptions(specs: readonly OptionSpec[], values: OptionValues, given: (name: string) => boolean): Issue[] {
  const issues: Issue[] = [];
  for (const spec of specs) {
    if (!given(spec.name)) continue;
    const flag = flagOf(spec);
    const other = (name: string) => '--' + name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
    if (spec.onlyWith && values[spec.onlyWith.name] !== spec.onlyWith.value) {
      const { name, value } = spec.onlyWith;
      issues.push(issue('option.idle', pointer('options', spec.name), `${flag} does nothing with ${other(name)} ${String(values[name])}: it is for ${other(name)} ${value}`));
    }
    if (spec.notWith !== undefined && given(spec.notWith)) {
      issues.push(issue('option.idle', pointer('options', spec.name), `${flag} does nothing beside ${other(spec.notWith)}: drop one of them`));
    }
  }
  return issues;
}

/**
 * Option values from text as a person types them (`{size: '10x8', tatham: true}`), defaults
 * applied; every problem an issue at `/options/<name>` with code `option.<name>`.
 *
 * @example
 * parseOptions(tracks.generator.options, { size: '10x8' }); // { ok: true, value: { size: { width: 10, height: 8 }, coverage: 0.5 } }
 */
export function parseOptions(specs: readonly OptionSpec[], given: Readonly<Record<string, string | boolean | undefined>>): Parsed<OptionValues> {
  const values: Record<string, OptionValue> = defaultsOf(specs);
  const issues: Issue[] = [];
  for (const [written, text] of Object.entries(given)) {
    if (text === undefined) continue;
    const spec = specs.find((s) => s.name === written || s.alias === written);
    const name = spec?.name ?? written;
    if (!spec) {
      issues.push(issue('option.unknown', pointer('options', name), `unknown option ${name} (known: ${specs.map((s) => s.name).join(', ')})`));
      continue;
    }
    const result = spec.kind === 'flag' ? { ok: true as const, value: text === true || text === 'true' } : parseOptionText(spec, String(text));
    if (result.ok) values[name] = result.value;
    else issues.push(issue(`option.${name}`, pointer('options', name), `${flagOf(spec)} ${String(text)}: expected ${result.expected}`));
  }
  return issues.length > 0 ? failed(...issues) : parsed(values);
}
