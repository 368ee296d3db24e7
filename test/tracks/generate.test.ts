import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeTracks } from '../../src/encoders/tracks/encode.js';
import { serializeTatham } from '../../src/encoders/tracks/formats.js';
import { generatePuzzle } from '../../src/api/index.js';
import { tracks } from '../../src/encoders/tracks/index.js';
import { gradeOf } from '../../src/encoders/tracks/grade.js';
import type { TracksPuzzle } from '../../src/encoders/tracks/model.js';
import { solveLikePerson } from '../../src/encoders/tracks/solver-person.js';
import { validateTracks } from '../../src/encoders/tracks/validate.js';
import { checkUnique, type BackendName } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';

async function made(options: Record<string, string>, seed: number, backend: BackendName = 'minisat'): Promise<TracksPuzzle> {
  const result = await generatePuzzle(tracks, { options, seed, engine: { backend } });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value as TracksPuzzle;
}

describe('tracks generator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('cut short by the time limit, it delivers the unique puzzle it proved and says it is not the seed\'s', async () => {
    const whole = await made({ size: '9x9' }, 21);
    // The clock jumps an hour ahead once a tenth of the givens have been tried: the deadline passes there, whatever the machine.
    const realNow = Date.now.bind(Date);
    let late = false;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + (late ? 3_600_000 : 0));
    const notes: string[] = [];
    const cut = await generatePuzzle(tracks, {
      options: { size: '9x9' },
      seed: 21,
      engine: { deadline: realNow() + 600_000 },
      onProgress: (fraction, label) => label === 'removing given pieces' && fraction >= 0.1 && (late = true),
      onCutShort: (text: string) => notes.push(text),
    });
    vi.restoreAllMocks();
    if (!cut.ok) throw new Error(JSON.stringify(cut.issues));
    const partial = cut.value as TracksPuzzle;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/stopped the removal of given pieces after \d+ of \d+ \(seed 21\)/);
    expect(partial.givens!.length).toBeGreaterThan(whole.givens!.length);
    const outcome = await checkUnique(encodeTracks(partial));
    expect(outcome.verdict).toBe('unique');
  });

  it('is deterministic per seed and differs across seeds', async () => {
    const a = await made({ size: '8x8' }, 11);
    const b = await made({ size: '8x8' }, 11);
    const c = await made({ size: '8x8' }, 12);
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });

  it('gives every clue, covers every row and column, keeps the entrance and exit pieces', async () => {
    const p = await made({ size: '9x7', coverage: '0.55' }, 5);
    expect(validateTracks(p)).toEqual([]);
    expect([p.width, p.height]).toEqual([9, 7]);
    expect([...p.rowClues, ...p.colClues].every((c) => c !== null && c > 0)).toBe(true);
    expect(p.rowClues.reduce((s: number, c) => s + c!, 0)).toBeGreaterThanOrEqual(Math.round(0.55 * 63));
    const at = (r: number, c: number) => p.givens!.some((g) => g.row === r && g.col === c);
    expect(at(p.entrance.row, p.entrance.col) && at(p.exit.row, p.exit.col)).toBe(true);
  });

  it('reports progress from 0 to 1', async () => {
    const seen: number[] = [];
    await generatePuzzle(tracks, { options: { size: '6x6' }, seed: 3, engine: {}, onProgress: (f) => seen.push(f) });
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((f, i) => i === 0 || f >= seen[i - 1]!)).toBe(true);
  });

  it('puts the entrance on the left edge and the exit on the bottom edge with --tatham', async () => {
    const p = await made({ size: '8x8', tatham: 'true' }, 4);
    expect(p.entrance.side).toBe('W');
    expect(p.exit.side).toBe('S');
    expect(serializeTatham(p).ok).toBe(true);
  });

  it('keeps the puzzle within the requested grade', async () => {
    for (const seed of [1, 2, 3]) {
      const p = await made({ size: '7x7', grade: 'easy' }, seed);
      expect(gradeOf(solveLikePerson(p))).toBe('easy');
    }
  });

  it.each([
    [{ size: '2x9' }, 'option.size'],
    [{ size: 'big' }, 'option.size'],
    [{ coverage: '1.5' }, 'option.coverage'],
    [{ grade: 'fiendish' }, 'option.grade'],
  ])('rejects %j', async (options, code) => {
    const result = await generatePuzzle(tracks, { options, seed: 1, engine: {} });
    expect(result.ok ? [] : result.issues.map((i) => i.code)).toEqual([code]);
  });
});

describe.each(backends)('generated puzzles on %s', (backend) => {
  it('are unique, and lose uniqueness when any kept inner given is dropped', async () => {
    const p = await made({ size: '7x7' }, 21, backend);
    expect((await checkUnique(encodeTracks(p), { backend })).verdict).toBe('unique');
    const ends = (g: { row: number; col: number }) =>
      (g.row === p.entrance.row && g.col === p.entrance.col) || (g.row === p.exit.row && g.col === p.exit.col);
    for (const dropped of p.givens!.filter((g) => !ends(g))) {
      const fewer: TracksPuzzle = { ...p, givens: p.givens!.filter((g) => g !== dropped) };
      expect((await checkUnique(encodeTracks(fewer), { backend })).verdict).toBe('multiple');
    }
  });
});
