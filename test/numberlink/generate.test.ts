import { describe, expect, it } from 'vitest';
import { checkUnique } from '../../src/solvers/index.js';
import { encodeNumberlink } from '../../src/encoders/numberlink/encode.js';
import { touchesItself } from '../../src/encoders/numberlink/cover.js';
import { randomCover } from '../../src/encoders/numberlink/generate.js';
import { numberlink } from '../../src/encoders/numberlink/index.js';
import type { NumberlinkPuzzle } from '../../src/encoders/numberlink/model.js';
import type { Parsed } from '../../src/encoders/issues.js';
import { generatePuzzle } from '../../src/api/index.js';
import { cellsOf, endpointsOf } from '../../src/encoders/numberlink/model.js';
import { verifyNumberlink } from '../../src/encoders/numberlink/verify.js';
import { validateNumberlink } from '../../src/encoders/numberlink/validate.js';
import { Random } from '../../src/encoders/lib/random.js';
import { backends } from '../helpers/backends.js';

const make = (size: string, seed: number, rule = 'fill', extra: Record<string, string> = {}) =>
  generatePuzzle(numberlink, { options: { size, rule, ...extra }, seed, engine: {} }) as Promise<Parsed<NumberlinkPuzzle>>;

describe('numberlink generator', () => {
  it('covers the grid with paths of adjacent cells, none alone', () => {
    const paths = randomCover(9, 7, 10, new Random(5));
    const seen = new Set(paths.flat().map(([r, c]) => `${r},${c}`));
    expect(seen.size).toBe(63);
    expect(paths.flat()).toHaveLength(63);
    // Covers avoid paths that run alongside themselves (a shortcut is the commonest cook).
    expect(paths.filter((p) => p.length > 2 && touchesItself(p)).length).toBeLessThanOrEqual(2);
    for (const p of paths) {
      for (let i = 1; i < p.length; i++) expect(Math.abs(p[i]![0] - p[i - 1]![0]) + Math.abs(p[i]![1] - p[i - 1]![1])).toBe(1);
    }
  });

  it('is deterministic per seed, and seeds differ', async () => {
    const a = await make('6x5', 11);
    const b = await make('6x5', 11);
    const c = await make('6x5', 12);
    expect(a.ok && c.ok).toBe(true);
    expect(a).toEqual(b);
    expect(await make('6x6', 5, 'classic')).toEqual(await make('6x6', 5, 'classic'));
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
      const encoding = encodeNumberlink(made.value);
      const outcome = await checkUnique(encoding, { backend });
      expect(outcome.verdict).toBe('unique');
      if (outcome.verdict !== 'unique') return;
      expect(verifyNumberlink(made.value, encoding.decode(outcome.solution))).toEqual([]);
      // Pairs are numbered 1, 2, ... (puzz.link takes positive integers only).
      expect([...endpointsOf(cells).keys()].sort((a, b) => Number(a) - Number(b))).toEqual(
        Array.from({ length: endpointsOf(cells).size }, (_, i) => String(i + 1)),
      );
    });
  });

  it('joins paths down to --pairs when asked, or says it could not', async () => {
    const made = await make('6x6', 4, 'fill', { pairs: '5' });
    if (made.ok) expect(endpointsOf(cellsOf(made.value)).size).toBeLessThanOrEqual(5);
    else expect(made.issues.map((i) => i.code)).toEqual(['generate.pairs']);
    const tooMany = await make('5x5', 4, 'fill', { pairs: '13' });
    expect(tooMany.ok ? [] : tooMany.issues.map((i) => i.path)).toEqual(['/options/pairs']);
  });

  it('gives up with generate.timeout when the time limit is spent', async () => {
    const made = await generatePuzzle(numberlink, { options: { size: '12x12' }, seed: 1, engine: { timeLimitMs: 1 } });
    expect(made.ok ? [] : made.issues.map((i) => i.code)).toEqual(['generate.timeout']);
  });

  it('rejects bad options with issues that name the option', async () => {
    const bad = await make('2x9', 1);
    expect(bad.ok ? [] : bad.issues.map((i) => i.path)).toEqual(['/options/size']);
    for (const size of ['7', '7x', 'x7', '0x5', '61x5', 'axb']) {
      const made = await make(size, 1);
      expect(made.ok ? [] : made.issues.map((i) => i.code)).toEqual(['option.size']);
    }
    const rule = await make('5x5', 1, 'loose');
    expect(rule.ok ? [] : rule.issues.map((i) => i.path)).toEqual(['/options/rule']);
    const pairs = await make('5x5', 1, 'fill', { pairs: 'many' });
    expect(pairs.ok ? [] : pairs.issues.map((i) => i.path)).toEqual(['/options/pairs']);
  });
});
