import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeViennese } from '../../src/encoders/viennese/encode.js';
import type { ViennesePuzzle } from '../../src/encoders/viennese/model.js';
import { verifyViennese } from '../../src/encoders/viennese/verify.js';
import { enumerate, optimise } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';

const read = (file: string) =>
  (JSON.parse(readFileSync(join(import.meta.dirname, '../../src/encoders/viennese/samples', file), 'utf8')) as { puzzle: ViennesePuzzle }).puzzle;

describe.each(backends)('viennese SAT on %s', (backend) => {
  it('enumerates the 859 simple state paths of the seed figure under u-turn, each a valid walk', async () => {
    const puzzle = read('report-4x4-u-turn.json');
    const encoding = encodeViennese(puzzle);
    const run = await enumerate(encoding, 2000, { backend });
    expect(run.complete).toBe(true);
    const walks = run.solutions.map((a) => encoding.decode(a));
    expect(walks.length).toBe(859);
    expect(new Set(walks.map((w) => JSON.stringify(w.nodes))).size).toBe(859);
    for (const w of walks) expect(verifyViennese(puzzle, w)).toEqual([]);
  }, 60_000);

  it('finds the fewest moves: 16 (no-u-turn), 8 (u-turn)', async () => {
    for (const [file, moves] of [['report-4x4.json', 16], ['report-4x4-u-turn.json', 8]] as const) {
      const encoding = encodeViennese(read(file));
      const outcome = await optimise(encoding, encoding.objective.terms, 'min', { backend });
      expect(outcome.status).toBe('optimal');
      if (outcome.status !== 'optimal') continue;
      expect(outcome.value).toBe(moves);
      expect(encoding.decode(outcome.assignment).nodes.length - 1).toBe(moves);
    }
  });

  it('reports no walk when the goal is out of reach', async () => {
    const encoding = encodeViennese(read('report-4x4-b-c-orange-none.json'));
    const run = await enumerate(encoding, 5, { backend });
    expect(run).toMatchObject({ solutions: [], complete: true });
  });
});
