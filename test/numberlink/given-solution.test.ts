import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerPuzzle, readPuzzle } from '../../src/api/index.js';
import { Random } from '../../src/encoders/lib/random.js';
import { numberlink } from '../../src/encoders/numberlink/index.js';
import { puzzleOf, randomCover, solutionOf } from '../../src/encoders/numberlink/generate.js';
import type { NumberlinkPuzzle, NumberlinkSolution } from '../../src/encoders/numberlink/model.js';
import { backends } from '../helpers/backends.js';
import { bruteForceNumberlink } from './brute.js';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'cookcheck.js');

/** Small covering puzzles made from random covers, with the cover as the given solution. */
function covers(seed: number, count: number) {
  const random = new Random(seed);
  const out: { puzzle: NumberlinkPuzzle; solution: NumberlinkSolution; colourings: number }[] = [];
  while (out.length < count) {
    const [height, width] = [3 + random.int(3), 3 + random.int(3)];
    const paths = randomCover(height, width, 4 + random.int(6), random);
    if (paths.some((p) => p.length < 2)) continue;
    const puzzle = puzzleOf(height, width, paths, true);
    const colourings = new Set(bruteForceNumberlink(puzzle).map((s) => JSON.stringify(s.grid))).size;
    out.push({ puzzle, solution: solutionOf(puzzle, paths), colourings });
  }
  return out;
}

describe.each(backends)('a solution given with the puzzle, on %s', (backend) => {
  it('is where the search starts: the first solution shown, the verdict brute force gives', async () => {
    const puzzles = covers(18_2026, 20);
    expect(new Set(puzzles.map((p) => p.colourings === 1)).size).toBe(2);
    for (const { puzzle, solution, colourings } of puzzles) {
      const read = readPuzzle(JSON.stringify({ seed: 1, puzzle, solution }));
      expect(read.ok && read.value.solution).toEqual(solution);
      const answer = await answerPuzzle<NumberlinkPuzzle, NumberlinkSolution>(numberlink, puzzle, { limit: 2, engine: { backend }, known: solution });
      expect(answer.verdict, JSON.stringify(puzzle)).toBe(colourings === 1 ? 'unique' : 'multiple');
      expect(answer.solutions[0]!.grid).toEqual(solution.grid);
      expect(answer.notes.filter((n) => n.key === 'givenSolution')).toEqual([]);
    }
  });

  it('that is no solution is not used, and a note says why', async () => {
    const [{ puzzle, solution, colourings }] = covers(7, 1) as [{ puzzle: NumberlinkPuzzle; solution: NumberlinkSolution; colourings: number }];
    const wrong = { ...solution, paths: solution.paths.slice(1) };
    for (const given of [wrong, 'not a solution', { grid: 3 }]) {
      const answer = await answerPuzzle(numberlink, puzzle, { limit: 2, engine: { backend }, known: given });
      expect(answer.verdict).toBe(colourings === 1 ? 'unique' : 'multiple');
      expect(answer.notes.find((n) => n.key === 'givenSolution')?.text).toMatch(/^The solution given with the puzzle is not a solution \(.+\), so the search did not start from it\.$/);
    }
  });
});

describe('check on a 20x20 puzzle whose cook hides from its intended solution', () => {
  it('reads the solution beside the puzzle and finds the cook near it within seconds', () => {
    const file = join(ROOT, 'bench', 'data', 'numberlink', 'cooks', 'cook-20x20-s28-j3.json');
    const run = spawnSync(process.execPath, [BIN, 'check', file, '--json', '--timeout', '60'], { encoding: 'utf8', timeout: 90_000 });
    expect(run.status).toBe(3);
    const answer = JSON.parse(run.stdout) as { verdict: string; solutions: NumberlinkSolution[]; stats: { nearby?: { found: boolean } } };
    const { solution } = JSON.parse(readFileSync(file, 'utf8')) as { solution: NumberlinkSolution };
    expect(answer.verdict).toBe('multiple');
    expect(answer.solutions[0]!.grid).toEqual(solution.grid);
    expect(answer.stats.nearby?.found).toBe(true);
    // Without it, the same puzzle is first searched from scratch (a minute or more on this one): not run here
    const bare = join(mkdtempSync(join(tmpdir(), 'cookcheck-given-')), 'bare.json');
    writeFileSync(bare, JSON.stringify({ seed: 1, puzzle: JSON.parse(readFileSync(file, 'utf8')).puzzle, solution: { grid: [] } }));
    const refused = spawnSync(process.execPath, [BIN, 'check', bare, '--timeout', '1'], { encoding: 'utf8', timeout: 30_000 });
    expect(refused.stdout).toContain('The solution given with the puzzle is not a solution');
  });
});
