import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { numberlink } from '../../src/encoders/numberlink/index.js';
import { labelColours, neighboursOf } from '../../src/encoders/numberlink/palette.js';
import { bold, inverse, paint, PALETTE_SIZE, stripAnsi } from '../../src/encoders/lib/ansi.js';
import { sideBySide, visibleWidth } from '../../src/encoders/lib/text.js';
import type { NumberlinkPuzzle, NumberlinkSolution } from '../../src/encoders/numberlink/model.js';
import { renderNumberlinkSvg, renderNumberlinkText } from '../../src/encoders/numberlink/render.js';
import { cellPart } from '../../src/encoders/lib/grid.js';

// Solutions below are worked by hand, so the tests do not depend on the solver.

// A path running alongside itself (1), and a straight one (2).
const puzzle: NumberlinkPuzzle = { type: 'numberlink', grid: ['1.1', '...', '2.2'], fillAll: false };
const solution: NumberlinkSolution = {
  grid: [
    ['1', '1', '1'],
    ['1', '1', ''],
    ['2', '2', '2'],
  ],
  paths: [
    { label: '1', cells: [[0, 0], [1, 0], [1, 1], [0, 1], [0, 2]] },
    { label: '2', cells: [[2, 0], [2, 1], [2, 2]] },
  ],
};

// Two-character labels: a U-shaped path 10 and a straight path 11; four cells stay empty.
const wide: NumberlinkPuzzle = { type: 'numberlink', grid: [['10', '', '', '11'], ['', '', '', ''], ['10', '', '', '11']], fillAll: false };
const wideSolution: NumberlinkSolution = {
  grid: [
    ['10', '10', '', '11'],
    ['', '10', '', '11'],
    ['10', '10', '', '11'],
  ],
  paths: [
    { label: '10', cells: [[0, 0], [0, 1], [1, 1], [2, 1], [2, 0]] },
    { label: '11', cells: [[0, 3], [1, 3], [2, 3]] },
  ],
};

// eslint-disable-next-line no-control-regex
const ESC = /\x1b/;

describe('numberlink text rendering', () => {
  it('draws the lines from the paths, not from the labels (golden)', () => {
    expect(renderNumberlinkText(puzzle, solution, { color: false })).toBe(['1 ┌─1', '└─┘ ·', '2───2'].join('\n'));
  });

  it('gives two-character labels three columns a cell (golden)', () => {
    expect(renderNumberlinkText(wide, wideSolution, { color: false })).toBe(['10─┐  ·  11', '·  │  ·  │', '10─┘  ·  11'].join('\n'));
  });

  it('draws the puzzle alone without a solution', () => {
    expect(renderNumberlinkText(puzzle, undefined, { color: false })).toBe(['1 · 1', '· · ·', '2 · 2'].join('\n'));
    expect(renderNumberlinkText(wide, undefined, { color: false })).toBe(['10 ·  ·  11', '·  ·  ·  ·', '10 ·  ·  11'].join('\n'));
  });

  it('uses no escape codes at all without colour, even with marks', () => {
    expect(renderNumberlinkText(puzzle, solution, { color: false })).not.toMatch(ESC);
    expect(renderNumberlinkText(wide, wideSolution, { color: false, marks: [cellPart(0, 0), cellPart(1, 0), cellPart(1, 1)] })).not.toMatch(ESC);
    expect(renderNumberlinkText(wide, undefined, { color: false })).not.toMatch(ESC);
  });

  it('marks differing cells visibly without colour: heavy lines, * on empty cells', () => {
    const marked = renderNumberlinkText(puzzle, solution, { color: false, marks: [cellPart(1, 1), cellPart(1, 2)] });
    expect(marked.split('\n')[1]).toBe('└─┛ *');
    const wideMarked = renderNumberlinkText(wide, wideSolution, { color: false, marks: [cellPart(0, 0), cellPart(1, 0), cellPart(1, 1)] });
    expect(wideMarked).toBe(['10━┐  ·  11', '*  ┃  ·  │', '10─┘  ·  11'].join('\n'));
  });

  it('colours each path from the palette and inverts marked cells', () => {
    const coloured = renderNumberlinkText(wide, wideSolution, { color: true });
    expect(coloured).toContain(paint('10─', 0));
    expect(coloured).toContain(paint('11', 1));
    expect(stripAnsi(coloured)).toBe(renderNumberlinkText(wide, wideSolution, { color: false }));
    const marked = renderNumberlinkText(wide, wideSolution, { color: true, marks: [cellPart(1, 1)] });
    expect(marked).toContain(inverse(paint('│  ', 0)));
    expect(stripAnsi(marked)).toBe(stripAnsi(coloured));
  });

  it('puts two drawings side by side, aligned whatever their colour codes', () => {
    const left = renderNumberlinkText(puzzle, solution, { color: true });
    const right = renderNumberlinkText(puzzle, solution, { color: false, marks: [cellPart(1, 2)] });
    const joined = sideBySide(left, right).split('\n');
    expect(joined.map(stripAnsi)).toEqual(['1 ┌─1    1 ┌─1', '└─┘ ·    └─┘ *', '2───2    2───2']);
    expect(sideBySide('a\nbb\nccc', 'x', 1)).toBe('a   x\nbb\nccc');
  });
});

describe('ANSI helpers', () => {
  it('measure and strip colour codes, cycling the palette', () => {
    expect(visibleWidth(paint('ab', 3) + bold('c') + inverse('─'))).toBe(4);
    expect(stripAnsi(inverse(paint('x', 2)))).toBe('x');
    expect(paint('x', PALETTE_SIZE + 1)).toBe(paint('x', 1));
    expect(paint('x', -1)).toBe(paint('x', PALETTE_SIZE - 1));
  });
});

/** Tags balance, and outside tags no raw `<` or bare `&` remains. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  for (const [, close, name, selfClose] of svg.matchAll(/<(\/?)([A-Za-z][\w-]*)(?:\s[^<>]*?)?(\/?)>/g)) {
    if (selfClose) continue;
    if (!close) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  const text = svg.replace(/<[^<>]*>/g, '');
  return stack.length === 0 && !text.includes('<') && !/&(?!#\d+;|[a-z]+;)/.test(text);
}

describe('numberlink SVG', () => {
  it('is a standalone, well-formed SVG with one line per path and escaped labels', () => {
    const svg = renderNumberlinkSvg({ type: 'numberlink', grid: [['<&>', '', '<&>']] }, {
      grid: [['<&>', '<&>', '<&>']],
      paths: [{ label: '<&>', cells: [[0, 0], [0, 1], [0, 2]] }],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(wellFormed(svg)).toBe(true);
    expect(svg.match(/<polyline/g)).toHaveLength(1);
    expect(svg).toContain('&#60;&#38;&#62;');
    expect(svg).not.toContain('<&>');
  });

  it('draws the puzzle alone without a solution: endpoints, no lines', () => {
    const svg = renderNumberlinkSvg(wide, undefined);
    expect(wellFormed(svg)).toBe(true);
    expect(svg).not.toContain('<polyline');
    expect(svg.match(/<circle/g)).toHaveLength(4);
    expect(svg).toContain('width="160" height="120"');
  });

  it('runs each path through its cell centres', () => {
    const svg = renderNumberlinkSvg(wide, wideSolution);
    expect(wellFormed(svg)).toBe(true);
    expect(svg).toContain('points="20,20 60,20 60,60 60,100 20,100"');
    expect(svg.match(/<polyline/g)).toHaveLength(2);
  });
});

describe('numberlink path colours', () => {
  const fifteen = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'generated-15x15-seed7.json'), 'utf8')) as NumberlinkPuzzle;

  /** Each path's colour in the picture, by label (from its line). */
  const pathColours = (svg: string, solution: NumberlinkSolution) => {
    const strokes = [...svg.matchAll(/<polyline [^>]*stroke="(#[0-9a-f]+)"/g)].map((m) => m[1]!);
    return new Map(solution.paths.map((p, i) => [p.label, strokes[i]!]));
  };

  it('gives paths side by side different colours, and most paths close by too (15x15, 26 pairs)', async () => {
    const answer = await answerPuzzle(numberlink, fifteen, { limit: 1, engine: {} });
    const solution = answer.solutions[0] as NumberlinkSolution;
    const colour = pathColours(renderNumberlinkSvg(fifteen, solution), solution);
    expect(colour.size).toBe(26);
    const { touching, near } = neighboursOf([...colour.keys()], solution.grid, [solution]);
    for (const [label, others] of touching) for (const other of others) expect(colour.get(other), `${label} beside ${other}`).not.toBe(colour.get(label));
    const pairs = [...near].flatMap(([label, others]) => [...others].map((o) => colour.get(o) === colour.get(label)));
    expect(pairs.filter(Boolean).length).toBeLessThanOrEqual(pairs.length / 10);
    // The pairs the old golden-angle hues made alike.
    expect(colour.get('13')).not.toBe(colour.get('26'));
    expect(colour.get('11')).not.toBe(colour.get('24'));
  });

  it('never gives side-by-side labels one colour: six are enough for any planar relation (smallest-last order)', () => {
    // Random planar-ish relations: labels on a grid, each touching its right and lower neighbours and a random diagonal.
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 20; round++) {
      const side = 8;
      const labels = Array.from({ length: side * side }, (_, i) => String(i));
      const touching = new Map(labels.map((l) => [l, new Set<string>()]));
      const join = (a: number, b: number) => [touching.get(String(a))!.add(String(b)), touching.get(String(b))!.add(String(a))];
      for (let r = 0; r < side; r++) {
        for (let c = 0; c < side; c++) {
          if (c + 1 < side) join(r * side + c, r * side + c + 1);
          if (r + 1 < side) join(r * side + c, (r + 1) * side + c);
          if (r + 1 < side && c + 1 < side) join(r * side + c + (random() < 0.5 ? 0 : 1), (r + 1) * side + c + (random() < 0.5 ? 1 : 0));
        }
      }
      const colours = labelColours(labels, { touching, near: new Map() }, 6);
      for (const [label, others] of touching) for (const other of others) expect(colours.get(other)).not.toBe(colours.get(label));
    }
  });
});
