import { describe, expect, it } from 'vitest';
import { encodeNumberlink } from '../../src/encoders/numberlink/encode.js';
import type { LabelEncoding } from '../../src/encoders/numberlink/labels.js';
import type { NumberlinkPuzzle } from '../../src/encoders/numberlink/model.js';
import { verifyNumberlink } from '../../src/encoders/numberlink/verify.js';
import { Random } from '../../src/encoders/lib/random.js';
import { enumerate, type BackendName } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';
import { bruteForceNumberlink, solutionKey } from './brute.js';
import { instances } from '../helpers/depth.js';

/** A random tiny puzzle: 2-3 pairs on a 3x3 to 4x4 grid, random rule switches. */
function randomPuzzle(random: Random): NumberlinkPuzzle {
  const height = 3 + random.int(2);
  const width = 3 + random.int(2);
  const pairs = 2 + random.int(3);
  const cells = random.shuffle(Array.from({ length: height * width }, (_, i) => i)).slice(0, 2 * pairs);
  const grid = Array.from({ length: height }, () => Array.from({ length: width }, () => '.'));
  cells.forEach((cell, i) => (grid[Math.floor(cell / width)]![cell % width] = String(1 + Math.floor(i / 2))));
  return {
    type: 'numberlink',
    grid: grid.map((row) => row.join('')),
    fillAll: random.next() < 0.5,
    forbidSelfTouch: random.next() < 0.3,
  };
}

async function satSolutions(puzzle: NumberlinkPuzzle, backend: BackendName, labels: LabelEncoding = 'onehot') {
  const encoding = encodeNumberlink(puzzle, { labels });
  const run = await enumerate(encoding, 100_000, { backend });
  expect(run.complete).toBe(true);
  return run.solutions.map((a) => encoding.decode(a));
}

describe.each(backends)('numberlink encoding on %s', (backend) => {
  it.each(['onehot', 'binary'] as const)(`equals brute force on ${instances(40)} random tiny puzzles (seeded), %s labels`, async (labels) => {
    const random = new Random(20261123);
    let withSolutions = 0;
    let withSeveral = 0;
    for (let i = 0; i < instances(40); i++) {
      const puzzle = randomPuzzle(random);
      const expected = bruteForceNumberlink(puzzle).map(solutionKey).sort();
      const solutions = await satSolutions(puzzle, backend, labels);
      for (const s of solutions) expect(verifyNumberlink(puzzle, s)).toEqual([]);
      expect(solutions.map(solutionKey).sort(), JSON.stringify(puzzle)).toEqual(expected);
      if (expected.length > 0) withSolutions++;
      if (expected.length > 1) withSeveral++;
    }
    // The sample is only a test if it holds both kinds of puzzle.
    expect(withSolutions).toBeGreaterThan(instances(5));
    expect(withSeveral).toBeGreaterThan(instances(2));
  });

  it('a loop of empty-rule cells is cut, not counted: 4x4 with one short pair', async () => {
    const puzzle: NumberlinkPuzzle = { type: 'numberlink', grid: ['1...', '1...', '....', '....'], fillAll: false };
    const solutions = await satSolutions(puzzle, backend);
    expect(solutions.map(solutionKey).sort()).toEqual(bruteForceNumberlink(puzzle).map(solutionKey).sort());
  });

  it('a path running alongside itself is a distinct solution unless forbidden', async () => {
    // 2x3, pair at the two top corners: across, the U below, and two paths that dip to
    // the bottom row and come back beside their own start (they touch themselves).
    const open: NumberlinkPuzzle = { type: 'numberlink', grid: ['1.1', '...'], fillAll: false };
    expect((await satSolutions(open, backend)).length).toBe(4);
    expect((await satSolutions({ ...open, forbidSelfTouch: true }, backend)).length).toBe(2);
    expect((await satSolutions({ ...open, fillAll: true }, backend)).length).toBe(0);
  });
});
