import { describe, expect, it } from 'vitest';
import { smallPuzzle } from './fixtures.js';
import type { TracksPuzzle } from '../../src/encoders/tracks/model.js';
import { validateTracks } from '../../src/encoders/tracks/validate.js';

const ok = smallPuzzle;
const found = (p: TracksPuzzle) => validateTracks(p).map((i) => [i.code, i.path]);

describe('tracks validation', () => {
  it('accepts a sound puzzle', () => expect(validateTracks(ok)).toEqual([]));
  it.each([
    ['clue count', { ...ok, rowClues: [2, 3] }, [['clue.length', '/rowClues']]],
    ['clue too large', { ...ok, colClues: [1, 2, 4, 2] }, [['clue.range', '/colClues/2']]],
    ['sums differ', { ...ok, colClues: [1, 2, 1, 3] }, [['clue.sum', '/colClues']]],
    ['sums not compared with an unknown clue', { ...ok, colClues: [1, 2, 1, null] }, []],
    ['entrance off the border side', { ...ok, entrance: { row: 1, col: 0, side: 'E' } }, [['port.side', '/entrance/side']]],
    ['exit outside', { ...ok, exit: { row: 3, col: 3, side: 'S' } }, [['port.outside', '/exit']]],
    ['entrance equals exit', { ...ok, exit: { row: 0, col: 0, side: 'W' } }, [['port.same', '/exit']]],
    ['given outside', { ...ok, givens: [{ row: 5, col: 1, piece: 'NS' }] }, [['given.outside', '/givens/0']]],
    ['given twice', { ...ok, givens: [{ row: 1, col: 1, piece: 'NE' }, { row: 1, col: 1, piece: 'NS' }] }, [['given.duplicate', '/givens/1']]],
    ['given leaving the grid', { ...ok, givens: [{ row: 0, col: 2, piece: 'NS' }] }, [['given.border', '/givens/0/piece']]],
    ['given missing its port', { ...ok, givens: [{ row: 0, col: 0, piece: 'SE' }] }, [['given.port', '/givens/0/piece']]],
  ] as [string, TracksPuzzle, string[][]][])('%s', (_what, puzzle, expected) => {
    expect(found(puzzle)).toEqual(expected);
  });
  it('names the row or column in messages', () => {
    expect(validateTracks({ ...ok, colClues: [1, 2, 4, 2] })[0]!.message).toContain('column 2');
    expect(validateTracks({ ...ok, entrance: { row: 1, col: 0, side: 'E' } })[0]!.message).toContain('(1,0)');
  });
});
