import { describe, expect, it } from 'vitest';
import { besideLine } from '../../src/encoders/railway/beside.js';

const distanceTo = (p: readonly [number, number], line: readonly (readonly [number, number])[]) => Math.min(...line.map(([x, y]) => Math.hypot(p[0] - x, p[1] - y)));

describe('a line drawn beside another', () => {
  it('lies to the left of the heading for a positive distance, to the right for a negative one (y down)', () => {
    const east: [number, number][] = [[0, 10], [50, 10], [100, 10]];
    expect(besideLine(east, 4)).toEqual([[0, 6], [50, 6], [100, 6]]);
    expect(besideLine(east, -4)).toEqual([[0, 14], [50, 14], [100, 14]]);
  });

  it('moves a line of two far-apart points, and the corner of a drawn polyline along the corner between its legs', () => {
    expect(besideLine([[0, 0], [0, 100]], 5)).toEqual([[5, 0], [5, 100]]);
    const corner = besideLine([[0, 0], [100, 0], [100, 100]], 5);
    expect(corner[1]![0]).toBeCloseTo(100 + 5 / Math.SQRT2);
    expect(corner[1]![1]).toBeCloseTo(-5 / Math.SQRT2);
  });

  it('keeps a traced line with pixel steps at the distance asked, without shaking', () => {
    // A line at a shallow slope, traced as one-pixel steps: the points beside it stay 6 px off its true line.
    const traced: [number, number][] = Array.from({ length: 121 }, (_, x) => [x, Math.round(x / 4)]);
    const beside = besideLine(traced, 6);
    const offTrueLine = beside.slice(10, -10).map(([x, y]) => (x / 4 - y) / Math.hypot(1, 1 / 4));
    for (const off of offTrueLine) expect(off).toBeGreaterThan(5.3), expect(off).toBeLessThan(6.7);
    expect(Math.min(...beside.map((p) => distanceTo(p, traced)))).toBeGreaterThan(5);
  });
});
