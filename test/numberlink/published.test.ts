import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { numberlink } from '../../src/encoders/numberlink/index.js';
import type { NumberlinkPuzzle, NumberlinkSolution } from '../../src/encoders/numberlink/model.js';
import { verifyNumberlink } from '../../src/encoders/numberlink/verify.js';
import { PACKAGE_ROOT } from '../../src/schemas.js';
import { backends } from '../helpers/backends.js';
import { jumpingClock } from '../helpers/jumping-clock.js';
import { DEEP } from '../helpers/depth.js';

/** The 13x13 and 14x14 on Z3 (seconds each, the same proofs MiniSat makes) only when the tests run deep. */
const largeOn = (backend: string): string[] => (backend === 'minisat' || DEEP ? ['sparse-13x13', 'sparse-14x14'] : []);

/** A stored puz.link puzzle from bench/data/numberlink (classic rule as published). */
function published(name: string): NumberlinkPuzzle {
  return JSON.parse(readFileSync(join(PACKAGE_ROOT, 'bench', 'data', 'numberlink', `${name}.json`), 'utf8')) as NumberlinkPuzzle;
}

/**
 * The sparse published puzzles under the strict rule (every cell covered, no path alongside
 * itself), where the encoding propagates strongly and proofs take well under a second on
 * MiniSat. They exercise large grids end to end: a wrong constraint on large grids would
 * lose these solutions.
 */
describe.each(backends)('published sparse numberlink, strict rule, on %s', (backend) => {
  const strict = (p: NumberlinkPuzzle): NumberlinkPuzzle => ({ ...p, fillAll: true, forbidSelfTouch: true });

  it.each(largeOn(backend))('%s is unique, and its solution also solves the published rule', async (name) => {
    const puzzle = published(name);
    const answer = await answerPuzzle<NumberlinkPuzzle, NumberlinkSolution>(numberlink, strict(puzzle), { limit: 2, engine: { backend } });
    expect(answer.verdict).toBe('unique');
    const [solution] = answer.solutions;
    // A strict solution is a solution under the classic rule and under fillAll alone.
    expect(verifyNumberlink(puzzle, solution!)).toEqual([]);
    expect(verifyNumberlink({ ...puzzle, fillAll: true }, solution!)).toEqual([]);
  });

  it('sparse-10x10-b has no strict solution (its classic solution leaves cells empty or touches itself)', async () => {
    const answer = await answerPuzzle(numberlink, strict(published('sparse-10x10-b')), { limit: 2, engine: { backend } });
    expect(answer.verdict).toBe('none');
  });
});

/** The sparse published puzzles under their own (classic) rule, settled through the normal form. */
describe.each(backends)('published sparse numberlink, classic rule, on %s', (backend) => {
  it.each(['sparse-7x7', 'sparse-8x8', 'sparse-10x10-a', 'sparse-10x10-b', ...largeOn(backend)])('%s is unique', async (name) => {
    const puzzle = published(name);
    const answer = await answerPuzzle<NumberlinkPuzzle, NumberlinkSolution>(numberlink, puzzle, { limit: 2, engine: { backend } });
    expect(answer.verdict).toBe('unique');
    expect(verifyNumberlink(puzzle, answer.solutions[0]!)).toEqual([]);
  });
});

/**
 * Under fillAll alone the plain search takes long on these; so sparse a puzzle asks the classic
 * rule first, which settles them (uniqueness.ts): its one solution covers every cell.
 */
describe.each(backends)('published sparse numberlink under fillAll, on %s', (backend) => {
  it.each(largeOn(backend).length > 0 ? largeOn(backend) : ['sparse-10x10-a'])('%s is unique', async (name) => {
    const puzzle: NumberlinkPuzzle = { ...published(name), fillAll: true };
    const answer = await answerPuzzle<NumberlinkPuzzle, NumberlinkSolution>(numberlink, puzzle, { limit: 2, engine: { backend } });
    expect(answer.verdict).toBe('unique');
    expect(verifyNumberlink(puzzle, answer.solutions[0]!)).toEqual([]);
  });
});

/** When a proof runs out of time, the answer says what the strict rule settles. */
describe('a sparse puzzle cut short by the time limit', () => {
  it('is "unknown" under fillAll, with a remark on the strict rule and its solution, which also solves fillAll', async () => {
    const puzzle: NumberlinkPuzzle = { ...published('sparse-13x13'), fillAll: true };
    // The limit passes at the solver's first look at the clock inside its search (the classic
    // question, asked first on so sparse a puzzle, takes thousands of conflicts), whatever the machine's speed
    const restore = jumpingClock(() => /clock_time_get/.test(new Error().stack ?? ''));
    const answer = await answerPuzzle<NumberlinkPuzzle, NumberlinkSolution>(numberlink, puzzle, { limit: 2, engine: { timeLimitMs: 60_000 }, remarks: true }).finally(restore);
    expect(answer.verdict).toBe('unknown');
    const remark = answer.notes.find((n) => n.key === 'stricterRule');
    expect(remark?.text).toMatch(/exactly one solution/);
    // That solution is the answer's one solution so far, valid under the published rule.
    expect(answer.count).toBe(1);
    expect(answer.complete).toBe(false);
    expect(verifyNumberlink(puzzle, answer.solutions[0]!)).toEqual([]);
  });
});
