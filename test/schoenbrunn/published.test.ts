import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/answer.js';
import { readPuzzle } from '../../src/api/read.js';
import { schoenbrunn } from '../../src/encoders/schoenbrunn/index.js';
import type { SchoenbrunnPuzzle, SchoenbrunnSolution, Tile } from '../../src/encoders/schoenbrunn/model.js';
import { backends } from '../helpers/backends.js';
import { samplesOf } from '../helpers/samples.js';

/** Todd Neller's Rook Jumping Maze as printed (③ the start, G the goal) and its published answer. */
const NELLER_TEXT = ['3 4 1 3 1', '3 3 3 G 2', '3 1 2 2 3', '4 2 3 3 3', '4 1 4 3 2'].join('\n');
const NELLER_MOVES = 'DRLUDLRULLRDU';

/** The tiles a move string visits from the start: each move jumps the current tile's number in its direction. */
function replay(grid: readonly (readonly number[])[], moves: string): Tile[] {
  const steps: Record<string, [number, number]> = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };
  const path: Tile[] = [[0, 0]];
  for (const m of moves) {
    const [r, c] = path.at(-1)!;
    const n = grid[r]![c]!;
    path.push([r + steps[m]![0] * n, c + steps[m]![1] * n]);
  }
  return path;
}

describe.each(backends)('published Rook Jumping Mazes on %s', (backend) => {
  it("Neller's maze, read from its printed form: the published 13 moves, the only shortest walk", async () => {
    const read = readPuzzle(NELLER_TEXT);
    expect(read.ok && read.value.format).toBe('rjm');
    if (!read.ok) return;
    const puzzle = read.value.puzzle as unknown as SchoenbrunnPuzzle;
    expect(puzzle).toEqual(samplesOf('schoenbrunn').find((s) => s.file === 'rjm-neller-5x5.json')!.puzzle);
    const answer = await answerPuzzle<SchoenbrunnPuzzle, SchoenbrunnSolution>(schoenbrunn, puzzle, { limit: 2, engine: { backend }, best: true });
    expect(answer.verdict).toBe('unique');
    expect(answer.best).toEqual({ name: 'jumps', value: 13, optimal: true });
    expect(answer.solutions[0]!.path).toEqual(replay(puzzle.grid, NELLER_MOVES));
  });
});
