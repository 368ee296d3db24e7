import { describe, expect, it } from 'vitest';
import { smallPuzzle } from './fixtures.js';
import type { TracksPuzzle, TracksSolution } from '../../src/encoders/tracks/model.js';
import { verifyTracks } from '../../src/encoders/tracks/verify.js';

const puzzle = smallPuzzle;
// ─┐..
// .└─┐
// ...│
const good: TracksSolution = {
  cells: [
    ['EW', 'SW', '', ''],
    ['', 'NE', 'EW', 'SW'],
    ['', '', '', 'NS'],
  ],
};
/** A U-turn in a 2x2 grid runs alongside itself. */
const uTurn: TracksPuzzle = {
  type: 'tracks',
  width: 2,
  height: 2,
  rowClues: [2, 2],
  colClues: [2, 2],
  entrance: { row: 0, col: 0, side: 'W' },
  exit: { row: 1, col: 0, side: 'W' },
  forbidSelfTouch: true,
};
const edit = (changes: [number, number, string][]): TracksSolution => {
  const cells = good.cells.map((row) => [...row]);
  for (const [r, c, v] of changes) cells[r]![c] = v;
  return { cells };
};
const codes = (p: TracksPuzzle, s: TracksSolution) => [...new Set(verifyTracks(p, s).map((i) => i.code))].sort();

describe('tracks verifier', () => {
  it('accepts the solution', () => {
    expect(verifyTracks(puzzle, good)).toEqual([]);
  });
  it.each([
    ['shape', puzzle, { cells: good.cells.slice(1) }],
    ['cell.piece', puzzle, edit([[2, 0, 'XX']])],
    ['border.leak', { ...puzzle, rowClues: [2, 3, 1], colClues: [1, 2, 1, 2] }, edit([[2, 3, 'NE']])],
    ['path.broken', puzzle, edit([[1, 3, 'NW']])],
    ['path.branch', puzzle, edit([[2, 2, 'NE'], [2, 3, 'NW']])],
    ['path.loop', { ...puzzle, rowClues: [2, 3, 1], colClues: [1, 2, 1, 2] }, null],
    ['clue.row', { ...puzzle, rowClues: [3, 3, 1] }, good],
    ['clue.col', { ...puzzle, colClues: [1, 2, 1, 3] }, good],
    ['given.mismatch', { ...puzzle, givens: [{ row: 1, col: 1, piece: 'SE' }] }, good],
    ['path.touch', uTurn, { cells: [['EW', 'SW'], ['EW', 'NW']] }],
  ] as [string, TracksPuzzle, TracksSolution | null][])('reports %s', (code, p, s) => {
    if (s === null) {
      // The track plus a separate 2x2 loop on a larger grid.
      const big: TracksPuzzle = { ...p, width: 6, height: 3, rowClues: [4, 5, 1], colClues: [1, 2, 1, 2, 2, 2], givens: [] };
      const cells = good.cells.map((row) => [...row, '', '']);
      cells[0]![4] = 'SE';
      cells[0]![5] = 'SW';
      cells[1]![4] = 'NE';
      cells[1]![5] = 'NW';
      expect(codes(big, { cells })).toEqual([code]);
      return;
    }
    expect(codes(p, s)).toContain(code);
    if (code !== 'border.leak' && code !== 'path.broken' && code !== 'path.branch') expect(codes(p, s)).toEqual([code]);
  });
  it('accepts the U-turn when the track may run alongside itself', () => {
    expect(verifyTracks({ ...uTurn, forbidSelfTouch: false }, { cells: [['EW', 'SW'], ['EW', 'NW']] })).toEqual([]);
  });
  it('names the row and column in clue messages', () => {
    const issues = verifyTracks({ ...puzzle, rowClues: [3, 3, 1] }, good);
    expect(issues[0]!.message).toContain('row 0');
    expect(issues[0]!.path).toBe('/cells/0');
  });
});
