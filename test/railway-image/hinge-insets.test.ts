import { describe, expect, it } from 'vitest';
import type { DoubtReport, Hinge } from '../../src/encoders/railway/doubt.js';
import { hingeInsets } from '../../src/encoders/railway/render-doubt.js';

/* The enlarged junctions beside an unsure route's picture say which rule decided each move. */

const hinge = (rule: Hinge['rule'], at: [number, number]): Hinge => ({ at, into: 'W', out: 'SE', turn: 42, allowed: false, rule, margin: 28, text: '', point: at });
const report = (...hinges: Hinge[]): DoubtReport => {
  const route = { id: 'A', segments: 0, length: 0, points: [], hinges: [] };
  return { confidence: 'unsure', routes: [route, ...hinges.map((h, i) => ({ ...route, id: String.fromCharCode(66 + i), segments: 3, length: 300, hinges: [h] }))], nearLimit: 0, tried: 0, nearJunctions: [], angleLimit: 70, leftOutBeside: [], endsInBlots: [] };
};
const captions = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('hinge insets (render-doubt.ts)', () => {
  it("a move refused by the end-label rule within the turn limit says so under its inset, not only 'refused'", () => {
    const { svg } = hingeInsets(report(hinge('label', [143, 167])), 0, 0, 600, 11, (k) => k);
    expect(captions(svg)).toEqual(['B: (143,167) W–SE 42°, refused', 'off the line at an end, a letter beside it']);
  });

  it('a move the angle decided needs no second line; one inset with a reason gives every inset room for it', () => {
    expect(captions(hingeInsets(report(hinge('angle', [10, 10])), 0, 0, 600, 4, (k) => k).svg)).toEqual(['B: (10,10) W–SE 42°, refused']);
    const both = hingeInsets(report(hinge('angle', [10, 10]), hinge('cusp', [50, 50])), 0, 0, 600, 4, (k) => k).svg;
    expect(captions(both)).toEqual(['B: (10,10) W–SE 42°, refused', 'C: (50,50) W–SE 42°, refused', "the V between a switch's branches"]);
    const tops = [...both.matchAll(/<rect x="[^"]*" y="([^"]*)"/g)].map((m) => Number(m[1]));
    const sizes = [...both.matchAll(/<rect [^>]*height="([^"]*)"/g)].map((m) => Number(m[1]));
    // Below each inset there is room for two caption lines (a line is 12 units here) before the next inset.
    const secondLineBelowInset = Number(/y="([^"]*)"[^>]*>the V/.exec(both)?.[1] ?? NaN) - (sizes[1]! + tops[1]!);
    expect(tops[1]! - (tops[0]! + sizes[0]!)).toBeGreaterThanOrEqual(secondLineBelowInset + 12);
  });

  it('lays many insets out three a column, each as large as three in one column, and says how many are not shown', () => {
    const at = (k: number): [number, number] => [20 * k, 10];
    const insets = (n: number) => hingeInsets(report(...Array.from({ length: n }, (_, k) => hinge('angle', at(k)))), 0, 0, 600, 4, (k) => k);
    const squares = (svg: string) => [...svg.matchAll(/<rect x="([^"]*)" y="([^"]*)" width="([^"]*)"/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), size: Number(m[3]) }));
    const three = squares(insets(3).svg);
    const seven = squares(insets(7).svg);
    expect(seven).toHaveLength(7);
    expect(seven.map((r) => r.size)).toEqual(Array(7).fill(three[0]!.size));
    expect(new Set(seven.map((r) => r.x)).size).toBe(3);
    expect(insets(7).svg).not.toContain('more junction');
    // Past nine, the rest are named in the text answer.
    const eleven = insets(11);
    expect(squares(eleven.svg)).toHaveLength(9);
    expect(captions(eleven.svg)).toContain('and 2 more junctions: see the text answer');
    // Nothing lies below the height given.
    for (const r of squares(eleven.svg)) expect(r.y + r.size).toBeLessThan(600);
    expect(Number([...eleven.svg.matchAll(/<text x="[^"]*" y="([^"]*)"/g)].map((m) => m[1]).at(-1))).toBeLessThan(600);
  });
});
