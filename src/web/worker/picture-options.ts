import { failed, issue, parsed, pointer, type Issue, type Parsed } from '../../encoders/issues.js';
import { flagOf, parseOptions, parseOptionText, type OptionSpec, type OptionValue, type OptionValues } from '../../encoders/options.js';
import { FAMILIES } from '../../encoders/registry.js';

/** Option text as the page holds it: what a person typed or clicked (`417,277`), flags on or off. */
export type OptionText = Readonly<Record<string, string | boolean>>;

/**
 * The options of every picture format, once each, that a page can give: free text is left
 * out (`--debug-dir` names a folder to write into, and a page writes no files).
 */
export function pictureOptionSpecs(): OptionSpec[] {
  const byName = new Map<string, OptionSpec>();
  for (const family of FAMILIES) for (const format of family.pictureFormats ?? []) for (const spec of format.options) if (spec.kind !== 'text') byName.set(spec.name, spec);
  return [...byName.values()];
}

/**
 * Option values from the page's text, parsed by their kinds as the command line parses its
 * flags; a repeatable option holds its values separated by `;`. Every problem is an issue
 * naming the flag.
 */
export function pictureOptionValues(given: OptionText): Parsed<OptionValues> {
  const specs = pictureOptionSpecs();
  const repeatable = (name: string) => specs.some((s) => s.name === name && s.kind === 'numbers' && s.repeatable);
  const single = Object.fromEntries(Object.entries(given).filter(([name, text]) => text !== '' && text !== false && !repeatable(name)));
  const read = parseOptions(specs, single);
  const issues: Issue[] = read.ok ? [] : [...read.issues];
  const values: Record<string, OptionValue | undefined> = read.ok ? { ...read.value } : {};
  for (const spec of specs) {
    const text = given[spec.name];
    if (!repeatable(spec.name) || typeof text !== 'string' || text.trim() === '') continue;
    const lists: (readonly number[])[] = [];
    for (const part of text.split(';').map((p) => p.trim()).filter((p) => p !== '')) {
      const one = parseOptionText(spec, part);
      if (one.ok) lists.push(one.value as readonly number[]);
      else issues.push(issue(`option.${spec.name}`, pointer('options', spec.name), `${flagOf(spec)} ${part}: expected ${one.expected}`));
    }
    values[spec.name] = lists;
  }
  return issues.length > 0 ? failed(...issues) : parsed(values);
}
