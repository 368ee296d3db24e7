import { cellName, issue, pointer, type Issue } from '../issues.js';
import { cellKey } from '../lib/grid.js';
import { DELTA, OPPOSITE, facesBorder, givensOf, isPiece, portSidesAt, sidesOf, type Side, type TracksPuzzle, type TracksSolution } from './model.js';
import { counted } from '../lib/text.js';

/**
 * Judges a solution by the rules, without the encoding: pieces only, none leaving the grid
 * except at the entrance and the exit, every piece joined to its neighbours, one track
 * walked from the entrance to the exit holding every track cell, clues met, givens kept,
 * and under `forbidSelfTouch` no track cells side by side unless joined.
 * Codes: `shape`, `cell.piece`, `border.leak`, `path.broken`, `path.branch`, `path.loop`,
 * `clue.row`, `clue.col`, `given.mismatch`, `path.touch`.
 */
export function verifyTracks(puzzle: TracksPuzzle, solution: TracksSolution): Issue[] {
  const { width, height } = puzzle;
  const { cells } = solution;
  if (!Array.isArray(cells) || cells.length !== height || cells.some((row) => !Array.isArray(row) || row.length !== width)) {
    return [issue('shape', pointer('cells'), `the solution is not ${counted(height, 'row')} of ${counted(width, 'cell')}`)];
  }
  const issues: Issue[] = [];
  const at = (r: number, c: number) => pointer('cells', r, c);
  const sides = (r: number, c: number): Side[] => {
    const text = cells[r]![c]!;
    return isPiece(text) ? sidesOf(text) : [];
  };
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const text = cells[r]![c];
      if (text !== '' && !(typeof text === 'string' && isPiece(text))) {
        issues.push(issue('cell.piece', at(r, c), `${cellName(r, c)} holds ${JSON.stringify(text)}, not a piece (NS EW NE NW SE SW) or ""`));
      }
    }
  }
  if (issues.length > 0) return issues;

  // Each side of a piece meets a neighbour's piece pointing back, or a port.
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      for (const side of sides(r, c)) {
        if (facesBorder(puzzle, r, c, side)) {
          if (!portSidesAt(puzzle, r, c).includes(side)) {
            issues.push(issue('border.leak', at(r, c), `the track leaves the grid at ${cellName(r, c)} on side ${side}, where there is no entrance or exit`));
          }
          continue;
        }
        const [nr, nc] = [r + DELTA[side][0], c + DELTA[side][1]];
        if (sides(nr, nc).includes(OPPOSITE[side])) continue;
        if (cells[nr]![nc] === '') {
          issues.push(issue('path.broken', at(r, c), `the track at ${cellName(r, c)} runs into the empty cell ${cellName(nr, nc)}`));
        } else {
          issues.push(issue('path.branch', at(nr, nc), `the track at ${cellName(r, c)} runs into the side of the piece at ${cellName(nr, nc)}`));
        }
      }
    }
  }
  for (const [name, port] of [['entrance', puzzle.entrance], ['exit', puzzle.exit]] as const) {
    if (!sides(port.row, port.col).includes(port.side)) {
      issues.push(issue('path.broken', at(port.row, port.col), `the track does not reach the ${name} at ${cellName(port.row, port.col)} side ${port.side}`));
    }
  }

  if (issues.length === 0) {
    // Walk from the entrance; every piece is joined, so the walk ends at the exit.
    const seen = new Set<string>();
    let [r, c] = [puzzle.entrance.row, puzzle.entrance.col];
    let from: Side = puzzle.entrance.side;
    while (seen.size <= width * height) {
      seen.add(cellKey(r, c));
      const out = sides(r, c).find((s) => s !== from)!;
      if (facesBorder(puzzle, r, c, out)) break;
      [r, c] = [r + DELTA[out][0], c + DELTA[out][1]];
      from = OPPOSITE[out];
    }
    for (let row = 0; row < height; row++) {
      for (let col = 0; col < width; col++) {
        if (cells[row]![col] !== '' && !seen.has(cellKey(row, col))) {
          issues.push(issue('path.loop', at(row, col), `${cellName(row, col)} lies on a loop apart from the track from the entrance`));
        }
      }
    }
  }

  const count = (r: number, c: number) => (cells[r]![c] === '' ? 0 : 1);
  puzzle.rowClues.forEach((clue, r) => {
    const n = Array.from({ length: width }, (_, c) => count(r, c)).reduce((a: number, b) => a + b, 0);
    if (clue !== null && n !== clue) issues.push(issue('clue.row', pointer('cells', r), `row ${r} has ${n} track cells; its clue is ${clue}`));
  });
  puzzle.colClues.forEach((clue, c) => {
    const n = Array.from({ length: height }, (_, r) => count(r, c)).reduce((a: number, b) => a + b, 0);
    if (clue !== null && n !== clue) issues.push(issue('clue.col', pointer('cells'), `column ${c} has ${n} track cells; its clue is ${clue}`));
  });
  for (const { row, col, piece } of givensOf(puzzle)) {
    if (cells[row]![col] !== piece) {
      issues.push(issue('given.mismatch', at(row, col), `${cellName(row, col)} shows ${JSON.stringify(cells[row]![col])} but the given piece is ${piece}`));
    }
  }
  if (puzzle.forbidSelfTouch) {
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++) {
        for (const side of ['E', 'S'] as const) {
          const [nr, nc] = [r + DELTA[side][0], c + DELTA[side][1]];
          if (nr >= height || nc >= width || cells[r]![c] === '' || cells[nr]![nc] === '') continue;
          if (!sides(r, c).includes(side)) {
            issues.push(issue('path.touch', at(nr, nc), `the track runs alongside itself at ${cellName(r, c)} and ${cellName(nr, nc)}`));
          }
        }
      }
    }
  }
  return issues;
}

/** Every code `verifyTracks` reports. */
export const TRACKS_VERIFIER_CODES = ['shape', 'cell.piece', 'border.leak', 'path.broken', 'path.branch', 'path.loop', 'clue.row', 'clue.col', 'given.mismatch', 'path.touch'] as const;
