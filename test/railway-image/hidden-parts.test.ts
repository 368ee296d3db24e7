import { describe, expect, it } from 'vitest';
import type { HiddenPart } from '../../bench/railway-pictures/draw.js';
import { syntheticMaze } from '../../bench/railway-pictures/maze.js';
import { classRequest } from '../helpers/corpus-maze.js';

/*
 * Parts of a corpus picture drawn as nothing (round 40): what one kind of lettering or
 * drawing costs the tracing is measured on the same picture without it, every other part
 * where it was. Leaving the kind out of `decorations` instead moves the drawings after it.
 */
const tight = (seed: number) => classRequest('tight-lettered', seed);

async function svgOf(seed: number, hidden?: readonly HiddenPart[], decorations?: readonly string[]): Promise<string> {
  const request = tight(seed);
  const distortion = { ...request.distortion, ...(hidden ? { hidden } : {}), ...(decorations ? { decorations } : {}) };
  return (await syntheticMaze({ ...request, distortion } as typeof request)).svg;
}

/** The SVG's drawn elements: a drawing's group, a text, a circle, a path. */
const elements = (svg: string): string[] => svg.match(/<g transform="matrix[^>]*>.*?<\/g>|<text[^>]*>[^<]*<\/text>|<circle[^>]*\/>|<path[^>]*\/>/g) ?? [];

describe('corpus parts drawn as nothing (bench/railway-pictures/draw.ts hidden)', () => {
  it('hides the hatching and nothing else: every other element is drawn as in the whole picture', async () => {
    const whole = elements(await svgOf(1));
    const without = elements(await svgOf(1, ['hatching']));
    expect(without.length).toBeLessThan(whole.length);
    expect(without.filter((e) => !whole.includes(e))).toEqual([]);
  });

  it('moves no drawing where leaving the kind out of the list moves the ones after it', async () => {
    const whole = elements(await svgOf(2));
    const listedWithout = elements(await svgOf(2, undefined, ['word', 'arrow', 'word']));
    expect(listedWithout.filter((e) => !whole.includes(e)).length).toBeGreaterThan(0);
    const hidden = elements(await svgOf(2, ['hatching']));
    expect(hidden.filter((e) => !whole.includes(e))).toEqual([]);
  });

  it('hides the S label alone, keeping the F label and the lettering', async () => {
    const whole = await svgOf(3);
    const without = await svgOf(3, ['label-S']);
    const letters = (svg: string) => (svg.match(/>([SF])<\/text>/g) ?? []).sort();
    expect(letters(whole)).toEqual(['>F</text>', '>S</text>']);
    expect(letters(without)).toEqual(['>F</text>']);
    expect(elements(without).filter((e) => !elements(whole).includes(e))).toEqual([]);
  });
});
