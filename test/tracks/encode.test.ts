import { describe, expect, it } from 'vitest';
import { Random } from '../../src/encoders/lib/random.js';
import { encodeTracks } from '../../src/encoders/tracks/encode.js';
import { facesBorder, type Port, type Side, type TracksPuzzle } from '../../src/encoders/tracks/model.js';
import { validateTracks } from '../../src/encoders/tracks/validate.js';
import { verifyTracks } from '../../src/encoders/tracks/verify.js';
import { enumerate } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';
import { bruteForceTracks, solutionKey } from './brute.js';

const SIDES: readonly Side[] = ['N', 'E', 'S', 'W'];

function randomPort(random: Random, width: number, height: number): Port {
  for (;;) {
    const row = random.int(height);
    const col = random.int(width);
    const side = random.pick(SIDES);
    if (facesBorder({ width, height }, row, col, side)) return { row, col, side };
  }
}

/**
 * A random tiny puzzle (3x3, 4x3, 3x4, 4x4): random ports; clues counted from a random
 * track when there is one (some then hidden or nudged), else random; sometimes a given
 * piece of that track; sometimes the no-touching rule.
 */
function randomPuzzle(random: Random): TracksPuzzle {
  const [width, height] = random.pick([[3, 3], [4, 3], [3, 4], [4, 4]] as const);
  for (;;) {
    const entrance = randomPort(random, width, height);
    const exit = randomPort(random, width, height);
    const open: TracksPuzzle = {
      type: 'tracks', width, height, entrance, exit,
      rowClues: new Array<null>(height).fill(null), colClues: new Array<null>(width).fill(null),
    };
    if (validateTracks(open).length > 0) continue;
    const tracks = bruteForceTracks(open, 400);
    const shown = tracks.length > 0 && random.next() < 0.85 ? random.pick(tracks) : undefined;
    const count = (cells: string[]) => cells.filter((p) => p !== '').length;
    const rowClues = Array.from({ length: height }, (_, r) => (shown ? count(shown.cells[r]!) : random.int(width + 1)));
    const colClues = Array.from({ length: width }, (_, c) => (shown ? count(shown.cells.map((row) => row[c]!)) : random.int(height + 1)));
    const hide = (clues: number[], limit: number) => clues.map((c) => (random.next() < 0.2 ? null : random.next() < 0.1 ? Math.min(limit, c + 1) : c));
    const puzzle: TracksPuzzle = { ...open, rowClues: hide(rowClues, width), colClues: hide(colClues, height) };
    const givens = shown && random.next() < 0.4 ? shown.cells.flatMap((row, r) => row.flatMap((piece, col) => (piece !== '' ? [{ row: r, col, piece: piece as 'NS' }] : []))) : [];
    const out: TracksPuzzle = { ...puzzle, ...(givens.length > 0 ? { givens: [random.pick(givens)] } : {}), ...(random.next() < 0.3 ? { forbidSelfTouch: true } : {}) };
    if (validateTracks(out).length === 0) return out;
  }
}

describe.each(backends)('tracks encoding on %s', (backend) => {
  it('equals brute force on 60 random tiny puzzles (seeded)', async () => {
    const random = new Random(20261123);
    let withSolutions = 0;
    let withSeveral = 0;
    for (let i = 0; i < 60; i++) {
      const puzzle = randomPuzzle(random);
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
    expect(withSolutions).toBeGreaterThan(15);
    expect(withSeveral).toBeGreaterThan(5);
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
