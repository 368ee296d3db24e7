import type { OptionSpec } from '../../encoders/options.js';
import { element } from './dom.js';

/** What a field of this kind takes, as its placeholder. */
function placeholder(spec: OptionSpec): string {
  switch (spec.kind) {
    case 'numbers':
      return `${spec.placeholder ?? 'numbers'}${spec.repeatable ? '; …' : ''}`;
    case 'size':
      return 'WxH';
    case 'integer':
    case 'number':
    case 'choice':
      return spec.default === undefined ? '' : String(spec.default);
    case 'flag':
    case 'text':
      return '';
  }
}

/**
 * A labelled field for an option a format declares, by its kind: a number with its bounds, a
 * list of choices, a box to tick, or text (`x,y`; a repeatable option's values separated by
 * `;`). Its description is the command line's `--help` line.
 */
export function settingField(spec: OptionSpec): { row: HTMLElement; input: HTMLInputElement | HTMLSelectElement } {
  const id = `option-${spec.name}`;
  const row = element('p', '', { class: 'row setting' });
  let input: HTMLInputElement | HTMLSelectElement;
  if (spec.kind === 'choice') {
    input = element('select', '', { id });
    input.append(element('option', spec.default === undefined ? '' : `(${spec.default})`, { value: '' }), ...spec.choices.map((c) => element('option', c, { value: c })));
  } else if (spec.kind === 'flag') {
    input = element('input', '', { id, type: 'checkbox' });
  } else {
    const numeric = spec.kind === 'number' || spec.kind === 'integer';
    input = element('input', '', { id, type: numeric ? 'number' : 'text', autocomplete: 'off', placeholder: placeholder(spec) });
    if (numeric) {
      input.step = spec.kind === 'integer' ? '1' : 'any';
      if (spec.min !== undefined) input.min = String(spec.min);
      if (spec.max !== undefined) input.max = String(spec.max);
    }
  }
  input.setAttribute('aria-describedby', `${id}-about`);
  row.append(element('label', spec.name, { for: id }), input, element('span', spec.description, { id: `${id}-about`, class: 'hint' }));
  return { row, input };
}
