import { DELTA, OPPOSITE, facesBorder, pieceOf, type Side, type TracksPuzzle, type TracksSolution } from '../../src/encoders/tracks/model.js';
import { verifyTracks } from '../../src/encoders/tracks/verify.js';

const SIDES: readonly Side[] = ['N', 'E', 'S', 'W'];

/**
 * Every solution by walking all simple paths from the entrance (no SAT), pruned only by
 * clues already exceeded and given pieces, each complete path judged by the independent verifier.
 */
export function bruteForceTracks(puzzle: TracksPuzzle, limit = Infinity): TracksSolution[] {
  const { width, height, entrance, exit } = puzzle;
  const cells = Array.from({ length: height }, () => Array.from({ length: width }, () => ''));
  const rows = new Array<number>(height).fill(0);
  const cols = new Array<number>(width).fill(0);
  const out: TracksSolution[] = [];
  const given = new Map((puzzle.givens ?? []).map((g) => [`${g.row},${g.col}`, g.piece as string]));
  const over = (r: number, c: number) => {
    const rc = puzzle.rowClues[r];
    const cc = puzzle.colClues[c];
    return (rc !== null && rc !== undefined && rows[r]! > rc) || (cc !== null && cc !== undefined && cols[c]! > cc);
  };
  const walk = (r: number, c: number, from: Side) => {
    if (out.length >= limit) return;
    rows[r]! += 1;
    cols[c]! += 1;
    if (!over(r, c)) {
      for (const to of SIDES) {
        if (to === from) continue;
        cells[r]![c] = pieceOf(from, to);
        const fixed = given.get(`${r},${c}`);
        if (fixed !== undefined && fixed !== cells[r]![c]) continue;
        if (facesBorder(puzzle, r, c, to)) {
          if (r === exit.row && c === exit.col && to === exit.side) {
            const solution = { cells: cells.map((row) => [...row]) };
            if (verifyTracks(puzzle, solution).length === 0) out.push(solution);
          }
          continue;
        }
        const [nr, nc] = [r + DELTA[to][0], c + DELTA[to][1]];
        if (cells[nr]![nc] !== '') continue;
        walk(nr, nc, OPPOSITE[to]);
      }
      cells[r]![c] = '';
    }
    cells[r]![c] = '';
    rows[r]! -= 1;
    cols[c]! -= 1;
  };
  walk(entrance.row, entrance.col, entrance.side);
  return out;
}

export const solutionKey = (s: TracksSolution): string => s.cells.map((row) => row.map((p) => p || '.').join(' ')).join('/');
