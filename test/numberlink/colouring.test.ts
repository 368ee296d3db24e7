import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { numberlinkBySolver } from './by-solver.js';
import { Random } from '../../src/encoders/lib/random.js';
import { numberlink } from '../../src/encoders/numberlink/index.js';
import type { NumberlinkPuzzle, NumberlinkSolution } from '../../src/encoders/numberlink/model.js';
import { backends } from '../helpers/backends.js';
import { bruteForceNumberlink } from './brute.js';

/** A random tiny covering puzzle: 1-3 pairs on 2x2 to 4x4, so that paths can wind inside their cells. */
function randomCovering(random: Random): NumberlinkPuzzle {
  const [height, width] = [2 + random.int(3), 2 + random.int(3)];
  const pairs = 1 + random.int(3);
  const cells = random.shuffle(Array.from({ length: height * width }, (_, i) => i)).slice(0, 2 * pairs);
  const grid = Array.from({ length: height }, () => Array.from({ length: width }, () => '.'));
  cells.forEach((cell, i) => (grid[Math.floor(cell / width)]![cell % width] = String(1 + Math.floor(i / 2))));
  return { type: 'numberlink', grid: grid.map((row) => row.join('')) };
}

const colourings = (all: NumberlinkSolution[]) => new Set(all.map((s) => JSON.stringify(s.grid))).size;

/** Puzzles with at least one solution, half of them with drawings that share a colouring. */
function sample(seed: number, size: number) {
  const random = new Random(seed);
  const kept: { puzzle: NumberlinkPuzzle; drawings: number; colourings: number }[] = [];
  let winding = 0;
  for (let tries = 0; tries < 5000 && kept.length < size; tries++) {
    const puzzle = randomCovering(random);
    const all = bruteForceNumberlink(puzzle);
    if (all.length === 0) continue;
    const entry = { puzzle, drawings: all.length, colourings: colourings(all) };
    if (entry.drawings > entry.colourings) winding++;
    else if (kept.length - winding >= size / 2) continue;
    kept.push(entry);
  }
  return kept;
}

describe.each(backends)('every cell covered: solutions are colourings by default, on %s', (backend) => {
  const puzzles = sample(23_11_2026, 24);

  it('counts colourings by default and line drawings with compare=lines, as brute force does', async () => {
    expect(puzzles.filter((p) => p.drawings > p.colourings).length).toBeGreaterThanOrEqual(8);
    for (const { puzzle, drawings, colourings } of puzzles) {
      const byColour = await answerPuzzle(numberlink, puzzle, { limit: 100, engine: { backend } });
      expect(byColour.count, JSON.stringify(puzzle)).toBe(colourings);
      expect(byColour.complete).toBe(true);
      expect(byColour.rule).toContain('told apart by colouring');
      const byLines = await answerPuzzle(numberlink, { ...puzzle, compare: 'lines' }, { limit: 100, engine: { backend } });
      expect(byLines.count, JSON.stringify(puzzle)).toBe(drawings);
      expect(byLines.rule).toContain('told apart by line drawing');
    }
  });

  it.each([
    ['path search first', numberlink],
    ['solver only', numberlinkBySolver],
  ])('says where a unique colouring can be drawn another way, without calling it a cook (%s)', async (_how, family) => {
    let remarked = 0;
    for (const { puzzle, drawings, colourings } of puzzles) {
      const answer = await answerPuzzle<NumberlinkPuzzle, NumberlinkSolution>(family, puzzle, { limit: 2, engine: { backend }, remarks: true });
      expect(answer.verdict).toBe(colourings === 1 ? 'unique' : 'multiple');
      const winding = answer.notes.find((n) => n.key === 'winding');
      if (colourings !== 1) continue;
      expect(Boolean(winding), JSON.stringify(puzzle)).toBe(drawings > 1);
      if (winding) {
        remarked++;
        const other = (winding.data as { drawing: NumberlinkSolution }).drawing;
        expect(numberlink.verify(puzzle, other)).toEqual([]);
        expect(other.grid).toEqual((answer.solutions[0] as NumberlinkSolution).grid);
        expect(numberlink.differences(answer.solutions[0], other).length).toBeGreaterThan(0);
      }
    }
    expect(remarked).toBeGreaterThan(0);
  });
});
