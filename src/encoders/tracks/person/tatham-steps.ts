import type { TracksPuzzle } from '../model.js';
import { eachChangedLine, NONE, TRACK, type Board, type Line, type Rule } from './board.js';

/**
 * The deductions Tatham's Tracks solver ranks as Tricky (and one as Hard), so that our
 * grades mean what his levels mean. Written here from their statements, on our board.
 * (His third Tricky deduction, "one track cell left in a line no track can cross", asks
 * for every other cell of the line to hold two track sides already, so it never adds a
 * cell the steps before it leave open, and is left out.)
 */

const along = (line: Line) => [line.forward, (line.forward + 2) % 4] as const;
const trackSides = (b: Board, i: number) => b.count(i, TRACK);
/** Whether the track could still cross the line at this cell (neither side across it is ruled out). */
const mayCross = (b: Board, line: Line, i: number) => line.across.every((d) => b.side[i * 4 + d] !== NONE);

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
    const [ahead, back] = along(line);
    const isLoose = (i: number) => trackSides(b, i) === 1 && (b.side[i * 4 + ahead] === TRACK || b.side[i * 4 + back] === TRACK);
    const loose = cells.flatMap((i, j) => (isLoose(i) ? [j] : []));
    const left = clue - cells.filter((i) => trackSides(b, i) === 2).length;
    if (loose.length > left) {
      b.broken = true;
      return true;
    }
    let progress = false;
    if (loose.length > 0 && loose.length === left) {
      for (const j of loose) {
        if (loose.includes(j - 1) || loose.includes(j + 1)) continue;
        for (const d of [ahead, back]) if (b.side[cells[j]! * 4 + d] !== TRACK) progress = b.setSide(cells[j]!, d, NONE) || progress;
      }
    }
    const crossable = cells.some((i) => trackSides(b, i) !== 2 && mayCross(b, line, i));
    if (loose.length === 1 && left === 2 && !crossable) {
      for (const d of [ahead, back]) progress = b.setSide(cells[loose[0]!]!, d, TRACK) || progress;
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
    const [ahead, back] = along(line);
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
