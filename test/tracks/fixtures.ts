import type { TracksPuzzle } from '../../src/encoders/tracks/model.js';

/** A 4x3 puzzle: enter at the left of row 0, leave at the bottom of column 3. */
export const smallPuzzle: TracksPuzzle = {
  type: 'tracks',
  width: 4,
  height: 3,
  rowClues: [2, 3, 1],
  colClues: [1, 2, 1, 2],
  entrance: { row: 0, col: 0, side: 'W' },
  exit: { row: 2, col: 3, side: 'S' },
  givens: [{ row: 1, col: 1, piece: 'NE' }],
};
