import { describe, expect, it } from 'vitest';
import { checkUnique } from '../../src/solvers/index.js';
import { encodeNumberlink } from '../../src/encoders/numberlink/encode.js';
import { numberlinkGenerator, randomCover } from '../../src/encoders/numberlink/generate.js';
import { cellsOf } from '../../src/encoders/numberlink/model.js';
import { validateNumberlink } from '../../src/encoders/numberlink/validate.js';
import { Random } from '../../src/encoders/lib/random.js';
import { backends } from '../helpers/backends.js';

const make = (size: string, seed: number, rule = 'fill') =>
  numberlinkGenerator.generate({ options: { size, rule }, seed, engine: {} });

describe('numberlink generator', () => {
  it('covers the grid with paths of adjacent cells, none alone', () => {
    const paths = randomCover(9, 7, 10, new Random(5));
    const seen = new Set(paths.flat().map(([r, c]) => `${r},${c}`));
    expect(seen.size).toBe(63);
    expect(paths.flat()).toHaveLength(63);
    for (const p of paths) {
      for (let i = 1; i < p.length; i++) expect(Math.abs(p[i]![0] - p[i - 1]![0]) + Math.abs(p[i]![1] - p[i - 1]![1])).toBe(1);
    }
  });

  it('is deterministic per seed, and seeds differ', async () => {
    const a = await make('6x5', 11);
    const b = await make('6x5', 11);
    const c = await make('6x5', 12);
    expect(a).toEqual(b);
    expect(a.ok && c.ok && a.value.grid).not.toEqual(c.ok && c.value.grid);
  });

  describe.each(backends)('gives valid puzzles of the asked size with a unique solution, proved on %s', (backend) => {
    it.each([
      ['5x5', 'fill'],
      ['8x6', 'fill'],
      ['6x6', 'classic'],
    ])('%s %s', async (size, rule) => {
      const made = await make(size, 3, rule);
      expect(made.ok).toBe(true);
      if (!made.ok) return;
      const cells = cellsOf(made.value);
      const [w, h] = size.split('x').map(Number);
      expect([cells[0]!.length, cells.length]).toEqual([w, h]);
      expect(validateNumberlink(made.value)).toEqual([]);
      expect(made.value.fillAll).toBe(rule === 'fill');
      expect((await checkUnique(encodeNumberlink(made.value), { backend })).verdict).toBe('unique');
    });
  });

  it('rejects bad options with issues that name the option', async () => {
    const bad = await make('2x9', 1);
    expect(bad.ok ? [] : bad.issues.map((i) => i.path)).toEqual(['/options/size']);
    const rule = await make('5x5', 1, 'loose');
    expect(rule.ok ? [] : rule.issues.map((i) => i.code)).toEqual(['generate.rule']);
  });
});
