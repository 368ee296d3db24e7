import { describe, expect, it } from 'vitest';
import { Random } from '../../src/encoders/lib/random.js';
import { encodeTracks } from '../../src/encoders/tracks/encode.js';
import type { TracksPuzzle } from '../../src/encoders/tracks/model.js';
import { verifyTracks } from '../../src/encoders/tracks/verify.js';
import { enumerate } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';
import { bruteForceTracks, randomTinyPuzzle, solutionKey } from './brute.js';
import { instances } from '../helpers/depth.js';

describe.each(backends)('tracks encoding on %s', (backend) => {
  it(`equals brute force on ${instances(60)} random tiny puzzles (seeded)`, async () => {
    const random = new Random(20261123);
    let withSolutions = 0;
    let withSeveral = 0;
    for (let i = 0; i < instances(60); i++) {
      const puzzle = randomTinyPuzzle(random);
      const expected = bruteForceTracks(puzzle).map(solutionKey).sort();
      const encoding = encodeTracks(puzzle);
      const run = await enumerate(encoding, 100_000, { backend });
      expect(run.complete).toBe(true);
      const solutions = run.solutions.map((a) => encoding.decode(a));
      for (const s of solutions) expect(verifyTracks(puzzle, s)).toEqual([]);
      expect(solutions.map(solutionKey).sort(), JSON.stringify(puzzle)).toEqual(expected);
      if (expected.length > 0) withSolutions++;
      if (expected.length > 1) withSeveral++;
    }
    // The sample of puzzles is not degenerate.
    expect(withSolutions).toBeGreaterThan(instances(15));
    expect(withSeveral).toBeGreaterThan(instances(5));
  });

  it('handles an entrance and exit on the same cell: the track is that cell alone', async () => {
    const puzzle: TracksPuzzle = {
      type: 'tracks', width: 3, height: 3, rowClues: [1, 0, 0], colClues: [1, 0, 0],
      entrance: { row: 0, col: 0, side: 'W' }, exit: { row: 0, col: 0, side: 'N' },
    };
    const encoding = encodeTracks(puzzle);
    const run = await enumerate(encoding, 5, { backend });
    expect(run.solutions.map((a) => encoding.decode(a).cells[0]![0])).toEqual(['NW']);
  });
});
