import { describe, expect, it } from 'vitest';
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
