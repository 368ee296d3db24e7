import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { Random } from '../../src/encoders/lib/random.js';
import type { TemplatePuzzle, TemplateSolution } from '../../src/encoders/template/model.js';
import { template } from '../../src/encoders/template/index.js';
import { validateTemplate } from '../../src/encoders/template/validate.js';
import { backends } from '../helpers/backends.js';
import { instances } from '../helpers/depth.js';
import { bruteForceTemplate } from './brute.js';

/** A random square board, 3 to 5 rows: some cells blocked, sometimes a given rook. */
function randomBoard(random: Random): TemplatePuzzle {
  const n = 3 + Math.floor(random.next() * 3);
  const board: string[][] = Array.from({ length: n }, () => Array.from({ length: n }, () => (random.next() < 0.15 ? '#' : '.')));
  if (random.next() < 0.4) board[Math.floor(random.next() * n)]![Math.floor(random.next() * n)] = 'R';
  return { type: 'template', board: board.map((row) => row.join('')) };
}

describe.each(backends)('Rooks (the template family) against brute force on %s', (backend) => {
  it('counts every placement on random boards, each solution the brute force has', async () => {
    const random = new Random(33);
    let none = 0;
    let several = 0;
    for (let i = 0; i < instances(60); i++) {
      const puzzle = randomBoard(random);
      if (validateTemplate(puzzle).length > 0) continue;
      const expected = bruteForceTemplate(puzzle);
      const answer = await answerPuzzle<TemplatePuzzle, TemplateSolution>(template, puzzle, { limit: 200, engine: { backend } });
      expect(answer.complete, puzzle.board.join('/')).toBe(true);
      expect(answer.count, puzzle.board.join('/')).toBe(expected.length);
      for (const solution of answer.solutions) expect(expected.some((e) => template.differences(e, solution).length === 0)).toBe(true);
      if (expected.length === 0) none++;
      if (expected.length > 1) several++;
    }
    // The empty cells' connectivity decides some boards either way
    expect(none).toBeGreaterThan(0);
    expect(several).toBeGreaterThan(0);
  });
});
