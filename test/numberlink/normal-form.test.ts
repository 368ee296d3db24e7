import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { verdictOf } from '../../src/encoders/family.js';
import { Random } from '../../src/encoders/lib/random.js';
import { inverseMove } from '../../src/encoders/numberlink/inverse-moves.js';
import type { NumberlinkPuzzle, NumberlinkSolution } from '../../src/encoders/numberlink/model.js';
import { encodeNormalForm } from '../../src/encoders/numberlink/normal-form.js';
import { solverUniqueness } from '../../src/encoders/numberlink/uniqueness.js';
import { verifyNumberlink } from '../../src/encoders/numberlink/verify.js';
import { checkUnique } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';
import { bruteForceNumberlink, solutionKey } from './brute.js';
import { numberlinkBySolver } from './by-solver.js';
import { instances } from '../helpers/depth.js';

/** A random tiny classic puzzle: 2-5 pairs on 1x2 to 4x5 (crowded, so that some are unique). */
function randomClassic(random: Random): NumberlinkPuzzle {
  const height = 1 + random.int(4);
  const width = 2 + random.int(4);
  const pairs = Math.min(2 + random.int(4), Math.floor((height * width) / 2));
  const cells = random.shuffle(Array.from({ length: height * width }, (_, i) => i)).slice(0, 2 * pairs);
  const grid = Array.from({ length: height }, () => Array.from({ length: width }, () => '.'));
  cells.forEach((cell, i) => (grid[Math.floor(cell / width)]![cell % width] = String(1 + Math.floor(i / 2))));
  return { type: 'numberlink', grid: grid.map((row) => row.join('')), fillAll: false };
}

const verdictOfCount = (n: number) => (n === 0 ? 'none' : n === 1 ? 'unique' : 'multiple');

/** Random tiny classic puzzles, with their brute-force solutions, up to `quota` of each verdict. */
function sample(seed: number, quota: number, fillAll = false, forbidSelfTouch = false) {
  const random = new Random(seed);
  const kept: { puzzle: NumberlinkPuzzle; all: NumberlinkSolution[] }[] = [];
  const counts = { none: 0, unique: 0, multiple: 0 };
  for (let tries = 0; tries < 5000 && Object.values(counts).some((n) => n < quota); tries++) {
    const puzzle: NumberlinkPuzzle = { ...randomClassic(random), fillAll, ...(forbidSelfTouch ? { forbidSelfTouch } : {}) };
    const all = bruteForceNumberlink(puzzle);
    const verdict = verdictOfCount(all.length);
    if (counts[verdict] >= quota) continue;
    counts[verdict]++;
    kept.push({ puzzle, all });
  }
  return kept;
}

describe.each(backends)('classic-rule uniqueness through the normal form, on %s', (backend) => {
  const quota = instances(30);
  it(`gives the verdict brute force gives on random tiny puzzles (seeded), ${quota} of each verdict`, async () => {
    const seen = { none: 0, unique: 0, multiple: 0, settledByInverseMove: 0 };
    for (const { puzzle, all } of sample(7_2026_11, quota)) {
      const expected = verdictOfCount(all.length);
      const answer = await answerPuzzle<NumberlinkPuzzle, NumberlinkSolution>(numberlinkBySolver, puzzle, { limit: 2, engine: { backend } });
      expect(answer.verdict, JSON.stringify(puzzle)).toBe(expected);
      const keys = new Set(all.map(solutionKey));
      for (const s of answer.solutions) expect(keys.has(solutionKey(s))).toBe(true);
      if (answer.solutions.length === 2) expect(solutionKey(answer.solutions[0]!)).not.toBe(solutionKey(answer.solutions[1]!));
      seen[expected]++;
      // Puzzles whose normal form alone looks unique: the inverse move found the other solution
      const normal = await checkUnique(encodeNormalForm(puzzle), { backend });
      if (normal.verdict === 'unique' && expected === 'multiple') seen.settledByInverseMove++;
    }
    expect(seen).toMatchObject({ none: quota, unique: quota, multiple: quota });
    expect(seen.settledByInverseMove).toBeGreaterThan(instances(3));
  });
});

describe.each(backends)('fillAll uniqueness through the classic rule, on %s', (backend) => {
  const quota = instances(15);
  it(`gives the verdict brute force gives on random tiny puzzles (seeded), ${quota} of each verdict`, async () => {
    const seen = { settledByClassic: 0 };
    for (const { puzzle, all } of sample(11_2026_23, quota, true)) {
      // No first try with the plain encoding: straight to the classic rule, then the plain search if needed
      const run = (await solverUniqueness(puzzle, { backend }, undefined, 0))!;
      const verdict = verdictOf(run.solutions.length, run.complete);
      // Covering solutions are told apart by colouring
      expect(verdict, JSON.stringify(puzzle)).toBe(verdictOfCount(new Set(all.map((s) => JSON.stringify(s.grid))).size));
      const keys = new Set(all.map(solutionKey));
      for (const s of run.solutions) expect(keys.has(solutionKey(s))).toBe(true);
      if (run.stats.solves <= 3) seen.settledByClassic++;
    }
    expect(seen.settledByClassic).toBeGreaterThan(instances(10));
  });
});

describe.each(backends)('no-self-touch rules through the classic rule, on %s', (backend) => {
  it.each([
    ['classic, no path alongside itself', false],
    ['every cell covered, no path alongside itself', true],
  ])('%s: the verdict brute force gives on random tiny puzzles (seeded)', async (_rule, fillAll) => {
    const seen = { settledByClassic: 0, none: 0, unique: 0, multiple: 0 };
    const quota = instances(10);
    for (const { puzzle, all } of sample(5_2026_11, quota, fillAll, true)) {
      // No first try with the plain encoding: straight to the classic rule, then the plain search if needed
      const run = (await solverUniqueness(puzzle, { backend }, undefined, 0))!;
      const verdict = verdictOf(run.solutions.length, run.complete);
      expect(verdict, JSON.stringify(puzzle)).toBe(verdictOfCount(all.length));
      const keys = new Set(all.map(solutionKey));
      for (const s of run.solutions) expect(keys.has(solutionKey(s))).toBe(true);
      seen[verdict as 'none' | 'unique' | 'multiple']++;
      if (run.stats.solves <= 3) seen.settledByClassic++;
    }
    // Tiny grids with every cell covered and no self-touching hardly ever have two solutions
    expect(seen).toMatchObject(fillAll ? { none: quota, unique: quota } : { none: quota, unique: quota, multiple: quota });
    expect(seen.settledByClassic).toBeGreaterThan(instances(10));
  });
});

describe('inverse moves', () => {
  const solve = (grid: string[], paths: NumberlinkSolution['paths']): NumberlinkSolution => {
    const cells = grid.map((row) => [...row].map(() => ''));
    for (const p of paths) for (const [r, c] of p.cells) cells[r]![c] = p.label;
    return { grid: cells, paths };
  };

  it('finds a detour beside a straight path', () => {
    const puzzle: NumberlinkPuzzle = { type: 'numberlink', grid: ['1.1', '...'], fillAll: false };
    const straight = solve(puzzle.grid as string[], [{ label: '1', cells: [[0, 0], [0, 1], [0, 2]] }]);
    const other = inverseMove(straight)!;
    expect(verifyNumberlink(puzzle, other)).toEqual([]);
    expect(other.paths[0]!.cells.length).toBe(5);
  });

  it('finds an upward flip of a corner └ into the empty cell above and right', () => {
    const puzzle: NumberlinkPuzzle = { type: 'numberlink', grid: ['1.2', '.12'], fillAll: false };
    // 1 runs down and right round the empty (0,1): no detour is possible, only the flip
    const corner = solve(puzzle.grid as string[], [
      { label: '1', cells: [[0, 0], [1, 0], [1, 1]] },
      { label: '2', cells: [[0, 2], [1, 2]] },
    ]);
    const other = inverseMove(corner)!;
    expect(verifyNumberlink(puzzle, other)).toEqual([]);
    expect(other.paths[0]!.cells).toEqual([[0, 0], [0, 1], [1, 1]]);
  });

  it('finds none when every cell is covered', () => {
    const full = solve(['12', '12'], [
      { label: '1', cells: [[0, 0], [1, 0]] },
      { label: '2', cells: [[0, 1], [1, 1]] },
    ]);
    expect(inverseMove(full)).toBeUndefined();
  });
});
