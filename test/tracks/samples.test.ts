import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/answer.js';
import { tracks } from '../../src/encoders/tracks/index.js';
import type { Given, TracksPuzzle, TracksSolution } from '../../src/encoders/tracks/model.js';
import { schemaOf } from '../../src/schemas.js';
import { checkUnique } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';
import { samplesOf } from '../helpers/samples.js';

const samples = samplesOf('tracks');
const validateSchema = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }).compile(schemaOf(tracks));

describe('tracks samples', () => {
  it('cover every verdict', () => {
    expect(new Set(samples.map((s) => s.expected.verdict))).toEqual(new Set(['unique', 'multiple', 'none']));
  });
  it.each(samples.map((s) => [s.file, s] as const))('%s passes the schema and validation', (_file, sample) => {
    expect(validateSchema(sample.puzzle), JSON.stringify(validateSchema.errors)).toBe(true);
    expect(tracks.validate(sample.puzzle as unknown as TracksPuzzle)).toEqual([]);
  });
  it.each(samples.filter((s) => s.expected.solution).map((s) => [s.file, s] as const))('%s: its expected solution passes the verifier', (_file, sample) => {
    expect(tracks.verify(sample.puzzle as unknown as TracksPuzzle, sample.expected.solution as TracksSolution)).toEqual([]);
  });
});

describe.each(backends)('tracks samples on %s', (backend) => {
  it.each(samples.map((s) => [s.file, s] as const))('%s gives its expected verdict', async (_file, sample) => {
    const limit = (sample.expected.count ?? 1) + 1;
    const answer = await answerPuzzle<TracksPuzzle, TracksSolution>(tracks, sample.puzzle as unknown as TracksPuzzle, { limit, engine: { backend }, remarks: true });
    expect(answer.verdict).toBe(sample.expected.verdict);
    expect(answer.rule).toMatch(/^Train Tracks/);
    if (sample.expected.count !== undefined) {
      expect(answer.count).toBe(sample.expected.count);
      expect(answer.complete).toBe(true);
    }
    if (sample.expected.solution !== undefined) expect(answer.solutions[0]).toEqual(sample.expected.solution);
    if (sample.expected.note !== undefined) expect(answer.notes.map((n) => n.key)).toContain(sample.expected.note);
    if (answer.verdict === 'unique') expect(answer.notes.map((n) => n.key)).toEqual(['grade']);
  });

  it('repairs a cook with the fewest extra givens, which make it unique', async () => {
    const sample = samples.find((s) => s.file === 'generated-5x5-cook.json')!;
    const puzzle = sample.puzzle as unknown as TracksPuzzle;
    const answer = await answerPuzzle<TracksPuzzle, TracksSolution>(tracks, puzzle, { limit: 10, engine: { backend }, remarks: true });
    const repair = answer.notes.find((n) => n.key === 'repair')!;
    const added = (repair.data as { givens: Given[] }).givens;
    expect(added.length).toBeGreaterThan(0);
    const fixed: TracksPuzzle = { ...puzzle, givens: [...(puzzle.givens ?? []), ...added] };
    const outcome = await checkUnique(tracks.encode(fixed), { backend });
    expect(outcome.verdict).toBe('unique');
    // Fewest: no single piece fewer works (every subset one smaller leaves a cook).
    for (let skip = 0; skip < added.length; skip++) {
      const fewer: TracksPuzzle = { ...puzzle, givens: [...(puzzle.givens ?? []), ...added.filter((_, k) => k !== skip)] };
      expect((await checkUnique(tracks.encode(fewer), { backend })).verdict).toBe('multiple');
    }
  });
});
