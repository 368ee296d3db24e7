import type { TracksPuzzle } from '../model.js';
import { NONE, TRACK, type Board, type Rule } from './board.js';
import { eachChangedLine, type Line } from './lines.js';

/**
 * The deductions Tatham's Tracks solver ranks as Tricky (and one as Hard), so that our
 * grades mean what his levels mean. Written here from their statements, on our board.
 * (His third Tricky deduction, "one track cell left in a line no track can cross", asks
 * for every other cell of the line to hold two track sides already, so it never adds a
 * cell the steps before it leave open, and is left out.)
 */

/** Whether the track could still cross the line at this cell (neither side across it is ruled out). */
const mayCross = (b: Board, line: Line, i: number) => b.side[i * 4 + line.across[0]] !== NONE && b.side[i * 4 + line.across[1]] !== NONE;

/** Each line with a clue that changed since the step last found nothing in it. */
function eachCountedLine(b: Board, p: TracksPuzzle, step: string, apply: (line: Line, clue: number) => boolean): boolean {
  return eachChangedLine(b, p, step, (line) => line.clue !== null && apply(line, line.clue));
}

/**
 * Loose ends: track cells with one known side, running along the line. When they are all
 * the track cells the line has left, none runs on along the line into a new cell (unless
 * two loose ends meet); more of them than that is a contradiction; one loose end with two
 * cells left and nowhere to cross runs straight on.
 */
export const looseEnds: Rule = (b, p) =>
  eachCountedLine(b, p, 'loose-ends', (line, clue) => {
    const { cells } = line;
    const ahead = line.forward;
    const back = (ahead + 2) % 4;
    const loose = new Uint8Array(cells.length);
    let looseCount = 0;
    let left = clue;
    let crossable = false;
    for (let j = 0; j < cells.length; j++) {
      const i = cells[j]!;
      const tracks = b.tracks[i]!;
      if (tracks === 2) left--;
      else if (mayCross(b, line, i)) crossable = true;
      if (tracks === 1 && (b.side[i * 4 + ahead] === TRACK || b.side[i * 4 + back] === TRACK)) {
        loose[j] = 1;
        looseCount++;
      }
    }
    if (looseCount > left) {
      b.broken = true;
      return true;
    }
    let progress = false;
    for (let j = 0; j < cells.length; j++) {
      if (!loose[j]) continue;
      const i = cells[j]!;
      if (looseCount === left && !loose[j - 1] && !loose[j + 1]) {
        if (b.side[i * 4 + ahead] !== TRACK) progress = b.setSide(i, ahead, NONE) || progress;
        if (b.side[i * 4 + back] !== TRACK) progress = b.setSide(i, back, NONE) || progress;
      }
      if (looseCount === 1 && left === 2 && !crossable) {
        progress = b.setSide(i, ahead, TRACK) || progress;
        progress = b.setSide(i, back, TRACK) || progress;
      }
    }
    return progress;
  });

/**
 * Neighbour pairs: an undecided cell with fewer than two ways out besides its neighbour
 * in the line drags that neighbour onto the track if it holds track itself. With one track
 * cell left in the line it therefore holds none; with one empty cell left (`bothWays`,
 * Tatham's Hard), the neighbour holds track.
 */
const neighbourPairs = (bothWays: boolean): Rule => (b, p) =>
  eachCountedLine(b, p, bothWays ? 'neighbour-pairs-both-ways' : 'neighbour-pairs', (line, clue) => {
    const { cells } = line;
    const toFill = clue - b.held[line.index]!;
    const toEmpty = cells.length - clue - b.empty[line.index]!;
    const oneFill = toFill === 1;
    const oneEmpty = bothWays && toEmpty === 1;
    if (!oneFill && !oneEmpty) return false;
    const ahead = line.forward;
    const back = (ahead + 2) % 4;
    const undecided = (i: number) => !b.holds(i) && b.cell[i] !== NONE;
    let progress = false;
    const tryPair = (i: number, towards: number, j: number) => {
      if (!undecided(i) || !undecided(j)) return;
      let exits = 0;
      for (let d = 0; d < 4; d++) if (d !== towards && b.side[i * 4 + d] !== NONE) exits++;
      if (exits >= 2) return;
      if (oneFill) progress = b.setCell(i, NONE) || progress;
      if (oneEmpty) progress = b.setCell(j, TRACK) || progress;
    };
    for (let k = 0; k + 1 < cells.length; k++) {
      tryPair(cells[k]!, ahead, cells[k + 1]!);
      tryPair(cells[k + 1]!, back, cells[k]!);
    }
    return progress;
  });

export const neighbourPairsOneWay = neighbourPairs(false);
export const neighbourPairsBothWays = neighbourPairs(true);
