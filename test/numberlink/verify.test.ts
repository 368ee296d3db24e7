import { describe, expect, it } from 'vitest';
import type { NumberlinkPuzzle, NumberlinkSolution } from '../../src/encoders/numberlink/model.js';
import { verifyNumberlink } from '../../src/encoders/numberlink/verify.js';

// 3x3 with pairs in the corner columns; the valid answer runs both paths straight down,
// which leaves the middle column empty: fine under the classic rule, not under fillAll.
const puzzle: NumberlinkPuzzle = { type: 'numberlink', grid: ['1.2', '...', '1.2'] };
const classic: NumberlinkPuzzle = { ...puzzle, fillAll: false };
const good = (): NumberlinkSolution => ({
  grid: [
    ['1', '', '2'],
    ['1', '', '2'],
    ['1', '', '2'],
  ],
  paths: [
    { label: '1', cells: [[0, 0], [1, 0], [2, 0]] },
    { label: '2', cells: [[0, 2], [1, 2], [2, 2]] },
  ],
});

const codes = (p: NumberlinkPuzzle, s: NumberlinkSolution) => verifyNumberlink(p, s).map((i) => i.code);

describe('numberlink verifier: one failing board per code', () => {
  it('accepts the valid solution', () => {
    expect(verifyNumberlink(classic, good())).toEqual([]);
  });

  it('shape: wrong size', () => {
    expect(codes(classic, { ...good(), grid: [['1']] })).toEqual(['shape']);
  });

  it('path.missing: a label without path', () => {
    const s = good();
    expect(codes(classic, { ...s, paths: s.paths.slice(0, 1), grid: s.grid.map((r) => [r[0]!, '', '']) })).toContain('path.missing');
  });

  it('path.ends: a path that stops short', () => {
    const s = good();
    s.paths[0] = { label: '1', cells: [[0, 0], [1, 0]] };
    s.grid[2]![0] = '';
    expect(codes(classic, s)).toContain('path.ends');
  });

  it('path.step: a jump between cells that are not adjacent', () => {
    const s = good();
    s.paths[0] = { label: '1', cells: [[0, 0], [1, 1], [2, 0]] };
    s.grid[1]![0] = '';
    s.grid[1]![1] = '1';
    expect(codes(classic, s)).toContain('path.step');
  });

  it('path.cross: two paths share a cell', () => {
    const s = good();
    s.paths[0] = { label: '1', cells: [[0, 0], [0, 1], [1, 1], [1, 0], [2, 0]] };
    s.paths[1] = { label: '2', cells: [[0, 2], [0, 1], [1, 1], [1, 2], [2, 2]] };
    s.grid[0]![1] = '2';
    s.grid[1]![1] = '2';
    expect(codes(classic, s)).toContain('path.cross');
  });

  it('cell.mismatch: the grid disagrees with the paths', () => {
    const s = good();
    s.grid[1]![1] = '2';
    expect(codes(classic, s)).toEqual(['cell.mismatch']);
  });

  it('cell.empty: an uncovered cell under fillAll', () => {
    expect(codes(puzzle, good())).toEqual(['cell.empty', 'cell.empty', 'cell.empty']);
  });

  it('path.touch: a path alongside itself when that is forbidden', () => {
    const p: NumberlinkPuzzle = { type: 'numberlink', grid: ['1.1', '...'], fillAll: false, forbidSelfTouch: true };
    const s: NumberlinkSolution = {
      grid: [
        ['1', '1', '1'],
        ['1', '1', ''],
      ],
      paths: [{ label: '1', cells: [[0, 0], [1, 0], [1, 1], [0, 1], [0, 2]] }],
    };
    expect(codes(p, s)).toEqual(['path.touch']);
    expect(codes({ ...p, forbidSelfTouch: false }, s)).toEqual([]);
  });
});
