import { DELTA, OPPOSITE, facesBorder, pieceOf, type Port, type Side, type TracksPuzzle, type TracksSolution } from '../../src/encoders/tracks/model.js';
import { verifyTracks } from '../../src/encoders/tracks/verify.js';
import { validateTracks } from '../../src/encoders/tracks/validate.js';
import type { Random } from '../../src/encoders/lib/random.js';

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

function randomPort(random: Random, width: number, height: number): Port {
  for (;;) {
    const row = random.int(height);
    const col = random.int(width);
    const side = random.pick(SIDES);
    if (facesBorder({ width, height }, row, col, side)) return { row, col, side };
  }
}

const TINY_SIZES = [[3, 3], [4, 3], [3, 4], [4, 4]] as const;

/**
 * A random tiny puzzle (3x3, 4x3, 3x4, 4x4): random ports; clues counted from a random
 * track when there is one (some then hidden or nudged), else random; sometimes a given
 * piece of that track; sometimes the no-touching rule.
 */
export function randomTinyPuzzle(random: Random, sizes: readonly (readonly [number, number])[] = TINY_SIZES): TracksPuzzle {
  const [width, height] = random.pick(sizes);
  for (;;) {
    const entrance = randomPort(random, width, height);
    const exit = randomPort(random, width, height);
    const open: TracksPuzzle = {
      type: 'tracks', width, height, entrance, exit,
      rowClues: new Array<null>(height).fill(null), colClues: new Array<null>(width).fill(null),
    };
    if (validateTracks(open).length > 0) continue;
    const tracks = bruteForceTracks(open, 400);
    const shown = tracks.length > 0 && random.next() < 0.85 ? random.pick(tracks) : undefined;
    const count = (cells: string[]) => cells.filter((p) => p !== '').length;
    const rowClues = Array.from({ length: height }, (_, r) => (shown ? count(shown.cells[r]!) : random.int(width + 1)));
    const colClues = Array.from({ length: width }, (_, c) => (shown ? count(shown.cells.map((row) => row[c]!)) : random.int(height + 1)));
    const hide = (clues: number[], limit: number) => clues.map((c) => (random.next() < 0.2 ? null : random.next() < 0.1 ? Math.min(limit, c + 1) : c));
    const puzzle: TracksPuzzle = { ...open, rowClues: hide(rowClues, width), colClues: hide(colClues, height) };
    const givens = shown && random.next() < 0.4 ? shown.cells.flatMap((row, r) => row.flatMap((piece, col) => (piece !== '' ? [{ row: r, col, piece: piece as 'NS' }] : []))) : [];
    const out: TracksPuzzle = { ...puzzle, ...(givens.length > 0 ? { givens: [random.pick(givens)] } : {}), ...(random.next() < 0.3 ? { forbidSelfTouch: true } : {}) };
    if (validateTracks(out).length === 0) return out;
  }
}
