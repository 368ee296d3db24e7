import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visibleWidth, wrapWords } from '../../src/encoders/lib/text.js';
import { schoenbrunn } from '../../src/encoders/schoenbrunn/index.js';
import type { SchoenbrunnPuzzle } from '../../src/encoders/schoenbrunn/model.js';
import { solutionOf } from '../../src/encoders/schoenbrunn/model.js';

// The built command line, its standard output a pipe (no terminal): the width is $COLUMNS, else 100.
const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'cookcheck.js');

function check(file: string, columns?: number) {
  const env = { ...process.env };
  delete env['COLUMNS'];
  if (columns !== undefined) env['COLUMNS'] = String(columns);
  const r = spawnSync(process.execPath, [BIN, 'check', file], { encoding: 'utf8', env, timeout: 60_000 });
  return { code: r.status, lines: r.stdout.split('\n') };
}

/** The drawings of a check: from after the rule line to the line naming where the solutions differ. */
const drawings = (lines: string[]) => lines.slice(1, lines.findIndex((l) => l.startsWith('The two solutions differ')));

describe('text fits the width', () => {
  it('a 10x10 Viennese cook: the two drawings one above the other, walks wrapped, within 100 columns', () => {
    const r = check(join(import.meta.dirname, '..', 'viennese', 'fixtures', 'random-10x10-cook.json'));
    expect(r.code).toBe(3);
    const shown = drawings(r.lines);
    expect(shown).toContain('Solution 1:');
    expect(shown).toContain('Solution 2:');
    expect(Math.max(...shown.map(visibleWidth))).toBeLessThanOrEqual(100);
    expect(shown.filter((l) => l.startsWith('walk, '))).toHaveLength(2);
  });

  it('railway: stacked in 100 columns, side by side when $COLUMNS gives room', () => {
    const maze = join(ROOT, 'src', 'encoders', 'railway', 'samples', 'reversing-loop-cook-multiple.json');
    const narrow = drawings(check(maze).lines);
    expect(Math.max(...narrow.map(visibleWidth))).toBeLessThanOrEqual(100);
    expect(narrow).toContain('Solution 2:');
    const wide = drawings(check(maze, 200).lines);
    expect(wide).not.toContain('Solution 2:');
    expect(Math.max(...wide.map(visibleWidth))).toBeGreaterThan(100);
    expect(Math.max(...wide.map(visibleWidth))).toBeLessThanOrEqual(200);
  });

  it('a small Numberlink cook stays side by side (the README example)', () => {
    const shown = drawings(check(join(ROOT, 'src', 'encoders', 'numberlink', 'samples', 'flow-5x5-cook.json')).lines);
    expect(shown).not.toContain('Solution 1:');
    expect(shown).toContain('1 4 ┌─┐ 3    1 4 ┌─┐ 3');
  });

  it('wraps a line at its words, the rest indented; a Schönbrunn path goes below its board when both do not fit', () => {
    expect(wrapWords('walk: a b c d e f', 9)).toEqual(['walk: a b', '  c d e f']);
    expect(wrapWords('walk: a b c', undefined)).toEqual(['walk: a b c']);
    expect(wrapWords('averyveryverylongword b', 5)).toEqual(['averyveryverylongword', '  b']);
    const puzzle: SchoenbrunnPuzzle = { type: 'schoenbrunn', grid: [[2, 3, 1], [3, 3, 0], [3, 3, 3]], start: [0, 0] };
    const path = solutionOf(puzzle, [[0, 0], [0, 2], [1, 2]]);
    expect(schoenbrunn.renderText(puzzle, path, { color: false, width: 40 }).split('\n')[1]).toBe(' <+2>  +3   +1        0   ·   1');
    const stacked = schoenbrunn.renderText(puzzle, path, { color: false, width: 20 }).split('\n');
    expect(stacked.slice(1, 8)).toEqual([' <+2>  +3   +1', '  +3   +3   (0)', '  +3   +3   +3', '', '   0   ·   1', '   ·   ·   2', '   ·   ·   ·']);
  });
});
