import type { PictureOptions } from './address.js';
import { byId, element } from './dom.js';

/** One sample as scripts/build-web.mjs lists it: a puzzle file, or a picture with its start and finish. */
export interface Sample {
  readonly name: string;
  readonly about: string;
  readonly verdict?: string;
  readonly file?: string;
  readonly picture?: string;
  readonly options?: PictureOptions;
}

export interface FamilySamples {
  readonly type: string;
  readonly title: string;
  readonly samples: readonly Sample[];
}

/** What a sample holds, fetched from the page's own files. */
export type SampleContent =
  | { readonly kind: 'text'; readonly text: string; readonly origin: string }
  | { readonly kind: 'picture'; readonly bytes: Uint8Array<ArrayBuffer>; readonly name: string; readonly options: PictureOptions };

let index: Promise<readonly FamilySamples[]> | undefined;

/** The samples of every family (samples/index.json beside the page). */
export function sampleIndex(): Promise<readonly FamilySamples[]> {
  index ??= fetch('samples/index.json').then((response) => {
    if (!response.ok) throw new Error(`the samples could not be loaded (${response.status})`);
    return response.json() as Promise<readonly FamilySamples[]>;
  });
  return index;
}

/** Fills the sample picker, one group per family. */
export async function fillPicker(): Promise<void> {
  const picker = byId('sample', HTMLSelectElement);
  for (const family of await sampleIndex()) {
    const group = element('optgroup', '', { label: family.title });
    for (const sample of family.samples) {
      const label = `${sample.name}${sample.verdict ? ` (${sample.verdict})` : sample.picture ? ' (picture)' : ''}`;
      group.append(element('option', label, { value: `${family.type}/${sample.name}`, title: sample.about }));
    }
    picker.append(group);
  }
}

/** The content of a sample named `type/name`; an error names what is missing. */
export async function loadSample(id: string): Promise<SampleContent> {
  const [type, ...rest] = id.split('/');
  const name = rest.join('/');
  const family = (await sampleIndex()).find((f) => f.type === type);
  const sample = family?.samples.find((s) => s.name === name);
  if (!family || !sample) {
    const known = family ? family.samples.map((s) => s.name).join(', ') : (await sampleIndex()).map((f) => f.type).join(', ');
    throw new Error(`sample ${id}: no such sample (${family ? `${family.type} has` : 'families:'} ${known})`);
  }
  const response = await fetch(sample.picture ?? sample.file ?? '');
  if (!response.ok) throw new Error(`sample ${id} could not be loaded (${response.status})`);
  if (sample.picture) return { kind: 'picture', bytes: new Uint8Array(await response.arrayBuffer()), name: sample.name, options: sample.options ?? {} };
  return { kind: 'text', text: await response.text(), origin: `sample ${id}` };
}
