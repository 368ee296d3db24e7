import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { schoenbrunn } from '../../src/encoders/schoenbrunn/index.js';
import type { SchoenbrunnPuzzle, SchoenbrunnSolution } from '../../src/encoders/schoenbrunn/model.js';
import { solutionOf } from '../../src/encoders/schoenbrunn/model.js';

const puzzle: SchoenbrunnPuzzle = { type: 'schoenbrunn', grid: [[2, 3, 1], [3, 3, 0], [3, 3, 3]], start: [0, 0] };
const path: SchoenbrunnSolution = solutionOf(puzzle, [[0, 0], [0, 2], [1, 2]]);

describe('schoenbrunn rendering', () => {
  it('draws the board and the order of the tiles visited, with the sum in expert mode only', () => {
    expect(schoenbrunn.renderText(puzzle, path, { color: false })).toBe(
      ['normal', ' <+2>  +3   +1        0   ·   1', '  +3   +3   (0)       ·   ·   2', '  +3   +3   +3        ·   ·   ·', '2 jumps, 3 tiles', ''].join('\n'),
    );
    expect(schoenbrunn.renderText({ ...puzzle, mode: 'expert', target: 3 }, path, { color: false })).toContain('\n2 jumps, 3 tiles, sum 3\n');
  });

  it('names the jumps where two paths differ, and marks them', () => {
    const other = solutionOf(puzzle, [[0, 0], [0, 2], [0, 1], [1, 1]]);
    const parts = schoenbrunn.differences(path, other);
    expect(parts.map((p) => p.name)).toEqual(['jump 2 (0,2)→(1,2)', 'other jump 2 (0,2)→(0,1)', 'other jump 3 (0,1)→(1,1)']);
    expect(schoenbrunn.differences(path, solutionOf(puzzle, [...path.path]))).toEqual([]);
    const marked = schoenbrunn.renderText(puzzle, path, { color: false, marks: [parts[0]!] });
    expect(marked).toContain('[2]');
    expect(schoenbrunn.renderSvg(puzzle, path)).toMatch(/^<svg[\s\S]*<line[\s\S]*<\/svg>\n$/);
  });
});

const nine = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'generated-9x9-expert.json'), 'utf8')) as SchoenbrunnPuzzle;
const attrs = (text: string): Record<string, string> => Object.fromEntries([...text.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));

/** Whether the segment p–q meets the box (x, y, width, height), by clipping it (Liang–Barsky). */
function meets(p: [number, number], q: [number, number], box: { x: number; y: number; w: number; h: number }): boolean {
  let [t0, t1] = [0, 1];
  const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
  for (const [d, lo, hi, at] of [[dx, box.x, box.x + box.w, p[0]], [dy, box.y, box.y + box.h, p[1]]] as const) {
    if (d === 0) {
      if (at < lo || at > hi) return false;
      continue;
    }
    const [a, b] = [(lo - at) / d, (hi - at) / d];
    [t0, t1] = [Math.max(t0, Math.min(a, b)), Math.min(t1, Math.max(a, b))];
  }
  return t0 <= t1;
}

describe('schoenbrunn picture', () => {
  it('colours the jumps by step and keeps every arrow off the tile values and step badges (9x9)', async () => {
    const answer = await answerPuzzle(schoenbrunn, nine, { limit: 1, best: true, engine: {} });
    const path = answer.solutions[0] as SchoenbrunnSolution;
    expect(path.jumps).toBe(32);
    const svg = schoenbrunn.renderSvg(nine, path);
    const arrows = [...svg.matchAll(/<line ([^>]*)\/>/g)].map((m) => attrs(m[1]!));
    expect(arrows).toHaveLength(32);
    // Step colours: the first and last jumps far apart, nearly every jump its own shade.
    expect(arrows[0]!['stroke']).not.toBe(arrows[31]!['stroke']);
    expect(new Set(arrows.map((a) => a['stroke'])).size).toBeGreaterThanOrEqual(28);
    const values = [...svg.matchAll(/<text ([^>]*font-size="14" fill="#222"[^>]*)>([^<]*)<\/text>/g)].map((m) => {
      const a = attrs(m[1]!);
      return { x: Number(a['x']), y: Number(a['y']) - 11, w: 8.5 * m[2]!.length, h: 13 };
    });
    expect(values).toHaveLength(81);
    const badges = [...svg.matchAll(/<rect ([^>]*rx="9"[^>]*)\/>/g)].map((m) => {
      const a = attrs(m[1]!);
      return { x: Number(a['x']), y: Number(a['y']), w: Number(a['width']), h: Number(a['height']) };
    });
    expect(badges).toHaveLength(33);
    for (const a of arrows) {
      const [p, q]: [number, number][] = [[Number(a['x1']), Number(a['y1'])], [Number(a['x2']), Number(a['y2'])]];
      for (const box of [...values, ...badges]) expect(meets(p, q, box), `${JSON.stringify(a)} over ${JSON.stringify(box)}`).toBe(false);
    }
  });
});
