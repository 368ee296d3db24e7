import { describe, expect, it } from 'vitest';
import { tracks } from '../../src/encoders/tracks/index.js';
import { answerPuzzle, generatePuzzle } from '../../src/api/index.js';
import { encodeTracks } from '../../src/encoders/tracks/encode.js';
import { parseTatham } from '../../src/encoders/tracks/formats.js';
import { gradeTracks } from '../../src/encoders/tracks/grade.js';
import type { TracksPuzzle } from '../../src/encoders/tracks/model.js';
import { solveLikePerson } from '../../src/encoders/tracks/solver-person.js';
import { verifyTracks } from '../../src/encoders/tracks/verify.js';
import { checkUnique } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';
import { samplesOf } from '../helpers/samples.js';

async function puzzles(): Promise<TracksPuzzle[]> {
  const out = samplesOf('tracks').map((s) => s.puzzle as unknown as TracksPuzzle);
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const made = await generatePuzzle(tracks, { options: { size: '8x8', grade: seed % 2 === 0 ? 'expert' : 'tricky' }, seed, engine: {} });
    if (made.ok) out.push(made.value);
  }
  return out;
}

describe.each(backends)('person-style solver against SAT on %s', (backend) => {
  it('agrees with SAT on every puzzle it solves, and solves none that SAT finds impossible', async () => {
    let solved = 0;
    for (const puzzle of await puzzles()) {
      const person = solveLikePerson(puzzle);
      const outcome = await checkUnique(encodeTracks(puzzle), { backend });
      if (person.status === 'solved') {
        solved++;
        expect(verifyTracks(puzzle, person.solution!)).toEqual([]);
        expect(outcome.verdict).toBe('unique');
        if (outcome.verdict === 'unique') expect(person.solution).toEqual(encodeTracks(puzzle).decode(outcome.solution));
      }
      if (outcome.verdict === 'none') expect(person.status).not.toBe('solved');
    }
    expect(solved).toBeGreaterThanOrEqual(5);
  });
});

describe('grades', () => {
  it('grades the Times puzzles listed in tracks.c', () => {
    const grade = (id: string) => {
      const p = parseTatham(id);
      if (!p.ok) throw new Error(id);
      return gradeTracks(p.value).data;
    };
    expect(grade('8x8:p5fAzkAb,1,6,3,3,3,S6,2,3,5,4,S3,3,5,1,5,1')).toMatchObject({ grade: 'easy', solvedWithoutGuessing: true, bifurcations: 0 });
    expect(grade('8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1')).toMatchObject({ grade: 'easy', hardestStep: 'loop-avoid' });
    expect(grade('8x8:w6x5mAa,1,3,1,4,6,4,S4,3,3,4,5,2,4,2,S5,1')).toMatchObject({ grade: 'tricky', bifurcations: 0, hardestStep: 'loose-ends' });
    expect(grade('8x8:zi9d5tAb,1,3,4,5,3,S4,2,4,2,6,2,3,6,S3,3,1')).toMatchObject({ grade: 'tricky', bifurcations: 0 });
  });

  it('reports a contradiction as no grade', () => {
    const sample = samplesOf('tracks').find((s) => s.file === 'generated-6x6-moved-clue-none.json')!;
    const { data, text } = gradeTracks(sample.puzzle as unknown as TracksPuzzle);
    expect(data.grade).not.toMatch(/easy|tricky|hard|expert/);
    expect(text).toMatch(/^Grade: (none|beyond)/);
  });
});

describe.each(backends)('check through the person-style steps, on %s', (backend) => {
  it('answers a puzzle the steps solve without a solver, and one they cannot with the solver, both verified', async () => {
    const tatham = parseTatham('8x8:CrCcCd9i6d9iCiA,2,2,3,6,5,5,6,S6,S3,3,4,5,5,5,5,5');
    if (!tatham.ok) throw new Error('sample game ID');
    const byPerson = await answerPuzzle(tracks, tatham.value, { limit: 2, engine: { backend } });
    expect(byPerson).toMatchObject({ verdict: 'unique', stats: { method: 'person-style steps', solves: 0 } });
    expect(byPerson.solutions[0]).toEqual(solveLikePerson(tatham.value).solution);
    const cook = samplesOf('tracks').find((s) => s.expected.verdict === 'multiple')!.puzzle as unknown as TracksPuzzle;
    expect(solveLikePerson(cook, { guess: false }).status).toBe('stuck');
    const bySolver = await answerPuzzle(tracks, cook, { limit: 2, engine: { backend } });
    expect(bySolver.verdict).toBe('multiple');
    expect(bySolver.stats.method).toBeUndefined();
    expect(bySolver.stats.solves).toBeGreaterThan(0);
  });
});
