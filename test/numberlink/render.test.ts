import { describe, expect, it } from 'vitest';
import type { NumberlinkPuzzle, NumberlinkSolution } from '../../src/encoders/numberlink/model.js';
import { renderNumberlinkSvg, renderNumberlinkText } from '../../src/encoders/numberlink/render.js';
import { sideBySide } from '../../src/encoders/lib/text.js';

// A path running alongside itself (1), and a straight one (2); worked by hand.
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

describe('numberlink text rendering', () => {
  it('draws the lines from the paths, not from the labels (golden)', () => {
    expect(renderNumberlinkText(puzzle, solution, { color: false })).toBe(['1 ┌─1', '└─┘ ·', '2───2'].join('\n'));
  });

  it('draws the puzzle alone without a solution', () => {
    expect(renderNumberlinkText(puzzle, undefined, { color: false })).toBe(['1 · 1', '· · ·', '2 · 2'].join('\n'));
  });

  it('uses colour only when asked, and marks differing cells even without colour', () => {
    expect(renderNumberlinkText(puzzle, solution, { color: false })).not.toMatch(/\x1b/);
    expect(renderNumberlinkText(puzzle, solution, { color: true })).toMatch(/\x1b\[\d+m/);
    const marked = renderNumberlinkText(puzzle, solution, { color: false, marks: new Set(['1,1']) });
    expect(marked.split('\n')[1]).toBe('└─┛ ·');
  });

  it('keeps columns aligned for two-character labels', () => {
    const wide: NumberlinkPuzzle = { type: 'numberlink', grid: [['10', '', '10']], fillAll: true };
    const line: NumberlinkSolution = { grid: [['10', '10', '10']], paths: [{ label: '10', cells: [[0, 0], [0, 1], [0, 2]] }] };
    expect(renderNumberlinkText(wide, line, { color: false })).toBe('10────10');
  });

  it('puts two drawings side by side, aligned whatever their colour codes', () => {
    const left = renderNumberlinkText(puzzle, solution, { color: true });
    const joined = sideBySide(left, 'x\ny\nz').split('\n');
    expect(joined[0]!.endsWith('    x')).toBe(true);
    expect(joined[2]!.endsWith('    z')).toBe(true);
  });
});

describe('numberlink SVG', () => {
  it('is a standalone SVG with one line per path and escaped labels', () => {
    const svg = renderNumberlinkSvg({ type: 'numberlink', grid: [['<&>', '', '<&>']] }, {
      grid: [['<&>', '<&>', '<&>']],
      paths: [{ label: '<&>', cells: [[0, 0], [0, 1], [0, 2]] }],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(svg.match(/<polyline/g)).toHaveLength(1);
    expect(svg).toContain('&#60;&#38;&#62;');
    expect(svg).not.toContain('<&>');
  });
});
