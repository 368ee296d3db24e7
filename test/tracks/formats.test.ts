import { describe, expect, it } from 'vitest';
import { parseTatham, serializeTatham, tathamFormat } from '../../src/encoders/tracks/formats.js';
import { generatePuzzle } from '../../src/api/index.js';
import { tracks } from '../../src/encoders/tracks/index.js';
import type { TracksPuzzle } from '../../src/encoders/tracks/model.js';
import { validateTracks } from '../../src/encoders/tracks/validate.js';
import { checkUnique } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';

/** Real game IDs: the brief's, and The Times puzzles listed in the header of Tatham's tracks.c. */
const IDS = [
  '8x8:CrCcCd9i6d9iCiA,2,2,3,6,5,5,6,S6,S3,3,4,5,5,5,5,5',
  '8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1',
  '8x8:w6x5mAa,1,3,1,4,6,4,S4,3,3,4,5,2,4,2,S5,1',
  '8x8:gCx5xAf,1,S4,2,5,4,6,2,3,4,2,5,2,S4,4,5,1',
  '8x8:p5fAzkAb,1,6,3,3,3,S6,2,3,5,4,S3,3,5,1,5,1',
  '8x8:zi9d5tAb,1,3,4,5,3,S4,2,4,2,6,2,3,6,S3,3,1',
];

const value = <T>(p: { ok: true; value: T } | { ok: false }): T => {
  if (!p.ok) throw new Error('expected ok');
  return p.value;
};

describe('Tatham game IDs', () => {
  it.each(IDS)('%s round-trips exactly and validates', (id) => {
    expect(tathamFormat.detect(id)).toBe(true);
    const puzzle = value(parseTatham(id));
    expect(validateTracks(puzzle)).toEqual([]);
    expect(value(serializeTatham(puzzle))).toBe(id);
  });

  it('reads entrance, exit, clues and pieces', () => {
    const p = value(parseTatham(IDS[1]!));
    expect(p.entrance).toEqual({ row: 3, col: 0, side: 'W' });
    expect(p.exit).toEqual({ row: 7, col: 6, side: 'S' });
    expect(p.colClues).toEqual([1, 4, 1, 4, 4, 3, 3, 5]);
    expect(p.rowClues).toEqual([2, 2, 4, 5, 3, 3, 5, 1]);
    // 'd' skips four cells, '9' = R|D at cell 4: the piece joining east and south.
    expect(p.givens![0]).toEqual({ row: 0, col: 4, piece: 'SE' });
    expect(p.givens!.at(-1)).toEqual({ row: 7, col: 6, piece: 'NS' });
  });

  it('accepts parameters with difficulty and ignores them', () => {
    const p = value(parseTatham(IDS[0]!.replace('8x8:', '8x8dt:')));
    expect(value(serializeTatham(p))).toBe(IDS[0]);
  });

  it.each([
    ['8x8:CrCcCd9i6d9iCiA,2,2,3,6,5,5,6,S6,3,3,4,5,5,5,5,5', 'one column'],
    ['8x8:CrCcCd9i6d9iCiA,2,2,3,6,5,5,6,S6,S3,3,4,5,5,5,5', 'expected 16 clues'],
    ['8x8:Cr#CcCd9i6d9iCiA,2,2,3,6,5,5,6,S6,S3,3,4,5,5,5,5,5', "unexpected character '#'"],
    ['8x8:CrCcCd9i6d9iCi7,2,2,3,6,5,5,6,S6,S3,3,4,5,5,5,5,5', 'not a piece'],
    ['8x8:zzz,1,1,1,1,1,1,1,S1,S1,1,1,1,1,1,1,1', 'describes 78 cells'],
    ['hello', 'not a Tatham'],
  ])('rejects %s', (id, message) => {
    const p = parseTatham(id);
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.issues.map((i) => i.message).join(' ')).toContain(message);
  });

  it('refuses to export what the format cannot say', () => {
    const p = value(parseTatham(IDS[0]!));
    const moved: TracksPuzzle = { ...p, entrance: { row: 0, col: 0, side: 'N' }, rowClues: [null, ...p.rowClues.slice(1)], forbidSelfTouch: true };
    const out = serializeTatham(moved);
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.issues.map((i) => [i.code, i.path])).toEqual([
        ['tatham.port', '/entrance'],
        ['tatham.clue', '/rowClues/0'],
        ['tatham.rule', '/forbidSelfTouch'],
      ]);
    }
  });

  it('round-trips generated Tatham-mode puzzles (parse(serialize(p)) equals p)', async () => {
    for (const seed of [1, 2, 3]) {
      const made = value(await generatePuzzle(tracks, { options: { size: '7x6', tatham: true }, seed, engine: {} })) as TracksPuzzle;
      const id = value(serializeTatham(made));
      expect(value(parseTatham(id))).toEqual(made);
    }
  });
});

describe.each(backends)('Tatham game IDs solved on %s', (backend) => {
  it.each(IDS)('%s has exactly one solution', async (id) => {
    const outcome = await checkUnique((await import('../../src/encoders/tracks/encode.js')).encodeTracks(value(parseTatham(id))), { backend });
    expect(outcome.verdict).toBe('unique');
  });
});
