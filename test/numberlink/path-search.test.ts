import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/answer.js';
import { verdictOf } from '../../src/encoders/family.js';
import { numberlink } from '../../src/encoders/numberlink/index.js';
import { Random } from '../../src/encoders/lib/random.js';
import { comparesColourings, type NumberlinkPuzzle, type NumberlinkSolution } from '../../src/encoders/numberlink/model.js';
import { countNumberlink } from '../../src/encoders/numberlink/count.js';
import { puzzleOf, randomCover } from '../../src/encoders/numberlink/generate.js';
import { searchPaths } from '../../src/encoders/numberlink/path-search.js';
import { detourOf, PATH_SEARCH_METHOD, quickUniqueness } from '../../src/encoders/numberlink/quick.js';
import { numberlinkUniqueness, solverUniqueness } from '../../src/encoders/numberlink/uniqueness.js';
import { verifyNumberlink } from '../../src/encoders/numberlink/verify.js';
import { windingBySearch, windingBySolver } from '../../src/encoders/numberlink/windings.js';
import { PACKAGE_ROOT } from '../../src/schemas.js';
import { instances } from '../helpers/depth.js';
import { bruteForceNumberlink, solutionKey } from './brute.js';

/** A random small puzzle: 1-5 pairs on 2x2 to 5x5. */
function randomPuzzle(random: Random, rule: Partial<NumberlinkPuzzle>): NumberlinkPuzzle {
  const [height, width] = [2 + random.int(4), 2 + random.int(4)];
  const pairs = Math.min(1 + random.int(5), Math.floor((height * width) / 2));
  const cells = random.shuffle(Array.from({ length: height * width }, (_, i) => i)).slice(0, 2 * pairs);
  const grid = Array.from({ length: height }, () => Array.from({ length: width }, () => '.'));
  cells.forEach((cell, i) => (grid[Math.floor(cell / width)]![cell % width] = String(1 + Math.floor(i / 2))));
  return { type: 'numberlink', grid: grid.map((row) => row.join('')), ...rule };
}

/** How the puzzle tells two solutions apart. */
const keyOf = (puzzle: NumberlinkPuzzle) => (s: NumberlinkSolution) => (comparesColourings(puzzle) ? JSON.stringify(s.grid) : solutionKey(s));

const RULES: [string, Partial<NumberlinkPuzzle>][] = [
  ['classic', { fillAll: false }],
  ['classic, no self-touch', { fillAll: false, forbidSelfTouch: true }],
  ['fillAll, by colouring', { fillAll: true }],
  ['fillAll, by lines', { fillAll: true, compare: 'lines' }],
  ['fillAll, no self-touch', { fillAll: true, forbidSelfTouch: true }],
];

const published = (name: string) => JSON.parse(readFileSync(join(PACKAGE_ROOT, 'bench', 'data', 'numberlink', `${name}.json`), 'utf8')) as NumberlinkPuzzle;

describe.each(RULES)('the path search, %s', (_rule, rule) => {
  it('settles random small puzzles as brute force does: the verdict, valid solutions different as the puzzle tells them apart', () => {
    const random = new Random(18_2026_3);
    const seen = { none: 0, unique: 0, multiple: 0 };
    for (let i = 0; i < instances(150); i++) {
      const puzzle = randomPuzzle(random, rule);
      const key = keyOf(puzzle);
      const all = new Map(bruteForceNumberlink(puzzle).map((s) => [key(s), s]));
      const run = quickUniqueness(puzzle, {}, { budget: 10_000_000 })!;
      const verdict = verdictOf(run.solutions.length, run.complete);
      expect(verdict, JSON.stringify(puzzle)).toBe(verdictOf(Math.min(all.size, 2), all.size < 2));
      for (const s of run.solutions) {
        expect(verifyNumberlink(puzzle, s), JSON.stringify(puzzle)).toEqual([]);
        expect(all.has(key(s))).toBe(true);
      }
      if (run.solutions.length === 2) expect(key(run.solutions[0]!)).not.toBe(key(run.solutions[1]!));
      expect(run.stats).toMatchObject({ method: PATH_SEARCH_METHOD, solves: 0 });
      seen[verdict as keyof typeof seen]++;
    }
    // Each verdict turns up (random covering grids hardly ever have two colourings: random covers below)
    expect(seen.none).toBeGreaterThan(0);
    expect(seen.unique).toBeGreaterThan(0);
    if (!(rule.fillAll && (rule.forbidSelfTouch || rule.compare !== 'lines'))) expect(seen.multiple).toBeGreaterThan(0);
  });

  it('counts as brute force does on random small puzzles (count, with and without a limit)', async () => {
    const random = new Random(25_2026_11);
    let bySearch = 0;
    for (let i = 0; i < instances(60); i++) {
      const puzzle = randomPuzzle(random, rule);
      const key = keyOf(puzzle);
      const all = new Set(bruteForceNumberlink(puzzle).map(key)).size;
      const counted = await countNumberlink(puzzle, 10_000, {});
      expect([counted.count, counted.complete], JSON.stringify(puzzle)).toEqual([all, true]);
      // A few classic puzzles have thousands of drawings: past the budget, the solver counts them
      if (counted.stats.method === PATH_SEARCH_METHOD) bySearch++;
      if (all > 2) expect(await countNumberlink(puzzle, 2, {})).toMatchObject({ count: 2, complete: false, timedOut: false });
    }
    expect(bySearch).toBeGreaterThan(instances(60) * 0.8);
  });

  it('lists every solution brute force finds when all are asked for (solve --all), mostly without a solver', async () => {
    const random = new Random(25_2026_12);
    let bySearch = 0;
    for (let i = 0; i < instances(40); i++) {
      const puzzle = randomPuzzle(random, rule);
      const key = keyOf(puzzle);
      const all = new Set(bruteForceNumberlink(puzzle).map(key));
      // Within the command's default limit (a few classic puzzles have thousands of drawings)
      if (all.size >= 1000) continue;
      const answer = await answerPuzzle<NumberlinkPuzzle, NumberlinkSolution>(numberlink, puzzle, { limit: 1000, engine: {} });
      expect(answer.complete, JSON.stringify(puzzle)).toBe(true);
      expect(new Set(answer.solutions.map(key)), JSON.stringify(puzzle)).toEqual(all);
      expect(answer.solutions).toHaveLength(all.size);
      if (answer.stats.method === PATH_SEARCH_METHOD) bySearch++;
    }
    expect(bySearch).toBeGreaterThan(instances(40) * 0.8);
  });

  it('answers as the solver does on random small puzzles', async () => {
    const random = new Random(23_2026_11);
    for (let i = 0; i < instances(20); i++) {
      const puzzle = randomPuzzle(random, rule);
      const key = keyOf(puzzle);
      const quick = quickUniqueness(puzzle, {})!;
      const solver = (await solverUniqueness(puzzle, {}))!;
      expect(verdictOf(quick.solutions.length, quick.complete), JSON.stringify(puzzle)).toBe(verdictOf(solver.solutions.length, solver.complete));
      if (quick.complete && quick.solutions.length === 1) expect(key(quick.solutions[0]!)).toBe(key(solver.solutions[0]!));
    }
  });
});

describe('the path search on puzzles made from random covers', () => {
  it('tells colourings apart as brute force does, and finds two where there are', () => {
    const random = new Random(11_2026_25);
    const seen = { unique: 0, multiple: 0 };
    for (let i = 0; i < instances(60); i++) {
      const [height, width] = [3 + random.int(3), 3 + random.int(3)];
      const paths = randomCover(height, width, 3 + random.int(5), random);
      if (paths.some((p) => p.length < 2)) continue;
      const puzzle = puzzleOf(height, width, paths, true);
      const colourings = new Set(bruteForceNumberlink(puzzle).map((s) => JSON.stringify(s.grid)));
      const run = quickUniqueness(puzzle, {}, { budget: 10_000_000 })!;
      const verdict = verdictOf(run.solutions.length, run.complete);
      expect(verdict, JSON.stringify(puzzle)).toBe(colourings.size === 1 ? 'unique' : 'multiple');
      for (const s of run.solutions) expect(colourings.has(JSON.stringify(s.grid))).toBe(true);
      if (run.solutions.length === 2) expect(run.solutions[0]!.grid).not.toEqual(run.solutions[1]!.grid);
      seen[verdict as keyof typeof seen]++;
    }
    expect(seen.unique).toBeGreaterThan(0);
    expect(seen.multiple).toBeGreaterThan(0);
  });
});

describe('the path search under the classic rule', () => {
  it('finds one drawing without self-touch, and another that shortcuts to it: a detour', () => {
    // Two endpoints side by side: the only drawing without self-touch joins them; the detour below runs alongside itself
    const puzzle: NumberlinkPuzzle = { type: 'numberlink', grid: ['11', '..'], fillAll: false };
    expect(searchPaths({ ...puzzle, forbidSelfTouch: true }).solutions).toHaveLength(1);
    const run = quickUniqueness(puzzle, {})!;
    expect(run.complete).toBe(false);
    expect(run.solutions).toHaveLength(2);
    const [straight, detour] = run.solutions as [NumberlinkSolution, NumberlinkSolution];
    expect(straight.paths[0]!.cells).toHaveLength(2);
    expect(verifyNumberlink(puzzle, detour)).toEqual([]);
    expect(detour.paths[0]!.cells).toHaveLength(4);
    expect(detourOf(straight)).toEqual(detour);
    expect(verifyNumberlink({ ...puzzle, forbidSelfTouch: true }, detour).map((i) => i.code)).toContain('path.touch');
    // With the row below taken, no detour: unique
    expect(quickUniqueness({ ...puzzle, grid: ['11', '22'] }, {})!.complete).toBe(true);
  });
});

describe('the winding remark by the path search', () => {
  it('finds another drawing of the same colouring exactly when the solver does', async () => {
    const random = new Random(7_2026_18);
    let windings = 0;
    for (let i = 0; i < instances(40); i++) {
      const puzzle = randomPuzzle(random, { fillAll: true });
      const [first] = quickUniqueness(puzzle, {})!.solutions;
      if (!first) continue;
      const quick = windingBySearch(puzzle, first);
      expect(quick).not.toBe('gave up');
      const solver = await windingBySolver(puzzle, first, {});
      expect(Boolean(quick), JSON.stringify(puzzle)).toBe(Boolean(solver));
      if (quick && quick !== 'gave up') {
        windings++;
        expect(verifyNumberlink(puzzle, quick)).toEqual([]);
        expect(quick.grid).toEqual(first.grid);
        expect(solutionKey(quick)).not.toBe(solutionKey(first));
      }
    }
    expect(windings).toBeGreaterThan(0);
  });
});

describe('the path search budget', () => {
  it('gives up on a large sparse puzzle, quickly, and says nothing', () => {
    for (const rule of RULES.map(([, r]) => r)) {
      const search = searchPaths({ ...published('sparse-14x14'), ...rule });
      expect(search.gaveUp).toBe(true);
      expect(search.solutions.length).toBeLessThan(2);
      expect(quickUniqueness({ ...published('sparse-14x14'), ...rule }, {})).toBeUndefined();
    }
  });

  it('counts work, not time: the same search visits the same nodes every time', () => {
    const puzzle = published('sparse-7x7');
    const a = searchPaths(puzzle, { budget: 2_000 });
    const b = searchPaths(puzzle, { budget: 2_000 });
    expect(a.gaveUp).toBe(true);
    expect([a.nodes, a.work]).toEqual([b.nodes, b.work]);
  });

  it('leaves the answer to the solver when it gives up: the same verdict as the solver alone, from the solver', async () => {
    const puzzle = { ...published('sparse-10x10-b'), fillAll: false };
    expect(quickUniqueness(puzzle, {})).toBeUndefined();
    const run = (await numberlinkUniqueness(puzzle, {}))!;
    expect(run.stats.method).toBeUndefined();
    expect(run.stats.solves).toBeGreaterThan(0);
    expect(verdictOf(run.solutions.length, run.complete)).toBe('unique');
  });

  it('leaves a count to the solver when it gives up', async () => {
    const counted = await countNumberlink({ ...published('sparse-10x10-b'), fillAll: false }, 10, {});
    expect(counted).toMatchObject({ count: 1, complete: true });
    expect(counted.stats.solves).toBeGreaterThan(0);
  });

  it('settles the published 7x7 and 8x8 under every rule within its budget, as the solver does', async () => {
    for (const name of ['sparse-7x7', 'sparse-8x8']) {
      for (const [, rule] of RULES) {
        const puzzle = { ...published(name), ...rule };
        const quick = quickUniqueness(puzzle, {});
        expect(quick, `${name} ${JSON.stringify(rule)}`).toBeDefined();
        const solver = (await solverUniqueness(puzzle, {}))!;
        expect(verdictOf(quick!.solutions.length, quick!.complete)).toBe(verdictOf(solver.solutions.length, solver.complete));
      }
    }
  });
});
