import type { AnyFamily } from '../encoders/family.js';
import { failed, issue, parsed, type Parsed } from '../encoders/issues.js';

/** A puzzle written in a foreign format, and what reading it back gives. */
export interface Written {
  readonly text: string;
  /** The puzzle as the format's readers read it back. */
  readonly readBack: unknown;
  /**
   * Set when the format carries the puzzle under another rule than its own (a puzz.link URL
   * is read with the classic Numberlink rule; the seed program's input in expert mode): the
   * puzzle read back may have other solutions, or none.
   */
  readonly ruleChange?: { readonly from: string; readonly to: string };
}

/**
 * Writes `puzzle` in the family's format `name`, then reads the text back with the same
 * format: a conversion must not change the puzzle silently, and a format implies the rule
 * its authors used (DESIGN.md), so the rule of what is read back is compared with the
 * puzzle's own.
 *
 * @example
 * const written = writeFormat(numberlink, { type: 'numberlink', grid: ['1.1'] }, 'puzzlink');
 * written.ok && written.value.ruleChange; // { from: 'every cell covered (fillAll)...', to: 'classic: cells may stay empty' }
 */
export function writeFormat(family: AnyFamily, puzzle: unknown, name: string): Parsed<Written> {
  const format = family.formats.find((f) => f.name === name);
  if (!format?.serialize) {
    const names = ['json', ...family.formats.filter((f) => f.serialize).map((f) => f.name)].join(', ');
    return failed(issue('convert.format', '', `${family.type} cannot be written as "${name}" (formats: ${names})`));
  }
  const written = format.serialize(puzzle);
  if (!written.ok) return written;
  const read = format.parse(written.value);
  if (!read.ok) throw new TypeError(`the ${family.type} ${name} format cannot read what it wrote: ${read.issues.map((i) => i.message).join('; ')}`);
  const [from, to] = [family.rule(puzzle), family.rule(read.value)];
  return parsed({ text: written.value, readBack: read.value, ...(from === to ? {} : { ruleChange: { from, to } }) });
}

/** How a person reads a rule change. */
export function ruleChangeText(name: string, change: { from: string; to: string }): string {
  return `the ${name} format is read under the rule "${change.to}", not this puzzle's "${change.from}": it may have other solutions there, or none`;
}
