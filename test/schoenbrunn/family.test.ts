import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/answer.js';
import { schoenbrunnFormats } from '../../src/encoders/schoenbrunn/formats.js';
import { schoenbrunn } from '../../src/encoders/schoenbrunn/index.js';
import type { SchoenbrunnPuzzle, Tile } from '../../src/encoders/schoenbrunn/model.js';
import { validateSchoenbrunn } from '../../src/encoders/schoenbrunn/validate.js';
import { backends } from '../helpers/backends.js';
import { samplesOf } from '../helpers/samples.js';

const garden = samplesOf('schoenbrunn').find((s) => s.file === 'garden-expert.json')!.puzzle as unknown as SchoenbrunnPuzzle;

/**
 * The path the seed prints (seed 002, jtpio 2015), quoted from its output so the test runs
 * on a clone without the seeds folder: "(4, 2), tile 1 -> (4, 1), tile -2 -> ...".
 */
const SEED_ANSWER =
  '(4, 2), tile 1 -> (4, 1), tile -2 -> (2, 1), tile -2 -> (2, 3), tile -2 -> (4, 3), tile -3 -> (4, 0), tile 4 -> (0, 0), tile 2 -> ' +
  '(2, 0), tile 1 -> (3, 0), tile -3 -> (3, 3), tile 2 -> (3, 1), tile 2 -> (1, 1), tile 3 -> (1, 4), tile -2 -> (1, 2), tile -1 -> (2, 2), tile 0';

function seedPath(): Tile[] {
  return [...SEED_ANSWER.matchAll(/\((\d+), (\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2])] as Tile);
}

describe.each(backends)('the garden board on %s', (backend) => {
  it("reproduces the seed's published best expert answer, proved optimal", async () => {
    const answer = await answerPuzzle(schoenbrunn, garden, { limit: 2, engine: { backend }, best: true });
    expect(answer.best).toEqual({ name: 'jumps', value: 14, optimal: true });
    expect(answer.verdict).toBe('unique');
    const expected = seedPath();
    expect(expected).toHaveLength(15);
    expect(answer.solutions[0]).toEqual({ path: expected, sum: 0, jumps: 14 });
  });
});

describe('schoenbrunn formats', () => {
  it.each(schoenbrunnFormats.filter((f) => f.serialize).map((f) => [f.name, f] as const))('%s round-trips the samples it can express', (_name, format) => {
    for (const sample of samplesOf('schoenbrunn')) {
      const puzzle = sample.puzzle as unknown as SchoenbrunnPuzzle;
      if (format.name === 'seed' && (puzzle.mode !== 'expert' || puzzle.revisit)) continue;
      const text = format.serialize!(puzzle);
      expect(text.ok).toBe(true);
      if (!text.ok) continue;
      expect(format.detect(text.value)).toBe(true);
      const back = format.parse(text.value);
      expect(back.ok && back.value.grid).toEqual(puzzle.grid);
      expect(back.ok && back.value.start).toEqual(puzzle.start);
      const again = back.ok ? format.serialize!(back.value) : undefined;
      expect(again).toEqual(text);
    }
  });

  it('reads the input of the seed program in expert mode', () => {
    const seedFormat = schoenbrunnFormats.find((f) => f.name === 'seed')!;
    const parsed = seedFormat.parse('5 5\n4 2\n2 2\n2 -2 4 -1 3\n-3 3 -1 3 -2\n1 -2 0 -2 3\n-3 2 -3 2 -4\n4 -2 1 -3 2\n');
    expect(parsed).toEqual({ ok: true, value: { type: 'schoenbrunn', grid: garden.grid, start: [4, 2], goal: [2, 2], mode: 'expert' } });
  });

  it('reads a Rook Jumping Maze with its conventions, and names the line of bad input', () => {
    const rjm = schoenbrunnFormats.find((f) => f.name === 'rjm')!;
    expect(rjm.detect('3 1 2\n1 1 1\n2 1 G')).toBe(true);
    expect(rjm.parse('3 1 2\n1 1 1\n2 1 G')).toEqual({ ok: true, value: { type: 'schoenbrunn', grid: [[3, 1, 2], [1, 1, 1], [2, 1, 0]], start: [0, 0], mode: 'normal', revisit: true } });
    const text = schoenbrunnFormats.find((f) => f.name === 'text')!;
    const bad = text.parse('schoenbrunn\nstart 0 0\n1 2 x\n');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.issues[0]!.message).toMatch(/^line 3:/);
  });
});

describe('schoenbrunn validation', () => {
  const base: SchoenbrunnPuzzle = { type: 'schoenbrunn', grid: [[1, 1], [1, 0]], start: [0, 0] };
  it.each([
    ['grid.ragged', { ...base, grid: [[1, 1], [0]] }, '/grid/1'],
    ['start.outside', { ...base, start: [2, 0] as Tile }, '/start'],
    ['goal.outside', { ...base, goal: [0, 5] as Tile }, '/goal'],
    ['goal.missing', { ...base, grid: [[1, 1], [1, 1]] }, '/goal'],
    ['goal.ambiguous', { ...base, grid: [[0, 1], [1, 0]], start: [0, 1] as Tile }, '/goal'],
    ['goal.start', { ...base, goal: [0, 0] as Tile }, '/goal'],
    ['revisit.expert', { ...base, mode: 'expert' as const, revisit: true }, '/revisit'],
  ])('%s', (code, puzzle, path) => {
    const issues = validateSchoenbrunn(puzzle);
    expect(issues.map((i) => [i.code, i.path])).toContainEqual([code, path]);
  });
  it('accepts a well-formed board', () => expect(validateSchoenbrunn(base)).toEqual([]));
});

describe('schoenbrunn answers none with the reason', () => {
  it('on the parity argument, before any search', async () => {
    const sample = samplesOf('schoenbrunn').find((s) => s.file === 'expert-parity-none.json')!;
    const answer = await answerPuzzle(schoenbrunn, sample.puzzle, { limit: 2, engine: {}, remarks: true });
    expect(answer.verdict).toBe('none');
    expect(answer.notes.map((n) => n.text).join(' ')).toMatch(/odd number/);
    expect(answer.stats.solves).toBeLessThanOrEqual(1);
  });
});
