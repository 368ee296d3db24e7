import { describe, expect, it } from 'vitest';
import { penLetteringSvg } from '../../bench/railway-pictures/lettering-font.js';

/* The corpus's lettering in a hand (RAILWAY_CORPUS_FONT=pen): strokes as a pen draws them, sized as the typeface's. */

const points = (svg: string) => [...svg.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);

describe('pen lettering', () => {
  it('writes capitals as strokes standing on the baseline, as tall as capitals of the typeface, centred, as wide as its stems', () => {
    const svg = penLetteringSvg(100, 50, 'HI', { size: 40, bold: true });
    const at = points(svg);
    expect(at.length).toBeGreaterThanOrEqual(8);
    const ys = at.map(([, y]) => y);
    const xs = at.map(([x]) => x);
    // Capitals 0.73 em tall (29.2 px) with a wander of up to 0.73 px each way.
    expect(Math.max(...ys)).toBeCloseTo(50, -0.5);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(27.5);
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(31);
    expect((Math.max(...xs) + Math.min(...xs)) / 2).toBeGreaterThan(95);
    expect((Math.max(...xs) + Math.min(...xs)) / 2).toBeLessThan(105);
    expect(svg).toContain('stroke-width="5.60"');
    expect(penLetteringSvg(100, 50, 'HI', { size: 40 })).toContain('stroke-width="3.60"');
  });

  it('wobbles each word its own way, the same each time it is drawn', () => {
    const a = penLetteringSvg(10, 20, 'Depot', { size: 30 });
    expect(penLetteringSvg(10, 20, 'Depot', { size: 30 })).toBe(a);
    // The same word a pixel to the right is not the same shape moved: its points wander otherwise.
    const moved = points(penLetteringSvg(11, 20, 'Depot', { size: 30 })).map(([x, y]) => [x - 1, y]);
    const shifts = points(a).map(([x, y], k) => Math.hypot(x - moved[k]![0], y - moved[k]![1]));
    expect(Math.max(...shifts)).toBeGreaterThan(0.2);
  });
});
