import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../src/api/index.js';
import type { AnyFamily, Part } from '../src/encoders/family.js';
import { cellPart, cellsOfParts, edgePart, edgesOfParts } from '../src/encoders/lib/grid.js';
import { FAMILIES_UNDER_TEST, samplesOf } from './helpers/samples.js';

/** The first two solutions of a family's first sample with several, and where they differ. */
async function cookOf(family: AnyFamily): Promise<{ puzzle: unknown; first: unknown; second: unknown; parts: Part[] }> {
  const sample = samplesOf(family.type).find((s) => s.expected.verdict === 'multiple');
  if (!sample) throw new Error(`${family.type} has no sample with several solutions`);
  const answer = await answerPuzzle(family, sample.puzzle, { limit: 2, engine: {} });
  const [first, second] = answer.solutions;
  return { puzzle: sample.puzzle, first, second, parts: family.differences(first, second) };
}

describe('parts where two solutions differ', () => {
  for (const family of FAMILIES_UNDER_TEST) {
    it(`${family.type}: say where they are in cells, ids or a step, and drawings read that, never the key`, async () => {
      const { puzzle, first, second, parts } = await cookOf(family);
      expect(parts.length).toBeGreaterThan(0);
      expect(new Set(parts.map((p) => p.key)).size).toBe(parts.length);
      // Every part a drawing can mark says where it is (a railway "route order" part is no place).
      expect(parts.filter((p) => p.cells === undefined && p.ids === undefined && p.step === undefined).length).toBeLessThan(parts.length);
      const scrambled = parts.map((p, i) => ({ ...p, key: `#${i}` }));
      for (const solution of [first, second]) {
        for (const color of [false, true]) {
          const marked = family.renderText(puzzle, solution, { color, marks: parts });
          expect(family.renderText(puzzle, solution, { color, marks: scrambled })).toBe(marked);
        }
      }
      // The marks show, on one drawing at least.
      const shows = [first, second].some((s) => family.renderText(puzzle, s, { color: false, marks: parts }) !== family.renderText(puzzle, s, { color: false }));
      expect(shows).toBe(true);
    });
  }

  for (const family of FAMILIES_UNDER_TEST) {
    it(`${family.type}: the picture draws the cook and marks where it differs, read from the parts' structure`, async () => {
      const { puzzle, first, second, parts } = await cookOf(family);
      const alone = family.renderSvg(puzzle, first);
      const unmarked = family.renderSvg(puzzle, first, [{ solution: second, differences: [] }]);
      const marked = family.renderSvg(puzzle, first, [{ solution: second, differences: parts }]);
      expect(unmarked).not.toBe(alone);
      expect(marked).not.toBe(unmarked);
      expect(family.renderSvg(puzzle, first, [{ solution: second, differences: parts.map((p, i) => ({ ...p, key: `#${i}` })) }])).toBe(marked);
      expect(marked).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\n?$/);
    });
  }

  it('cells and edges of a grid: an edge is its two cells, either way round', () => {
    expect(cellPart(2, 3)).toEqual({ key: '2,3', kind: 'cell', name: '(2,3)', cells: [[2, 3]] });
    expect(edgePart([2, 2], [2, 1])).toEqual({ key: '2,1-2,2', kind: 'edge', name: '(2,1)–(2,2)', cells: [[2, 1], [2, 2]] });
    expect(edgePart([3, 1], [2, 1]).key).toBe(edgePart([2, 1], [3, 1]).key);
    const parts = [cellPart(0, 0), edgePart([1, 1], [1, 2])];
    expect([...cellsOfParts(parts)]).toEqual(['0,0', '1,1', '1,2']);
    expect([...edgesOfParts(parts)]).toEqual(['1,1-1,2']);
  });
});
