import { describe, expect, it } from 'vitest';
import { polylineOf } from '../../src/encoders/railway/graph.js';
import type { LeftOut } from '../../src/image/decorations.js';
import { classMaze, tracedMaze } from '../helpers/corpus-maze.js';

/*
 * A segment no train can use goes only while its ends stay joined nearby without it
 * (decorations.ts, round 33): joined only the long way round the maze, it is a stretch of
 * track's one link to the rest.
 */

describe('a segment no train can use, joined to the rest only the long way round (decorations.ts)', () => {
  it("keeps homework-like 9's curve where it runs into the d of 'Goods yard' in the copy the second look traces", async () => {
    // The copy enlarged 1.15 times answers (second-look.ts); where the curve meets the letter its skeleton makes an eye whose sides both looked unusable.
    const puzzle = await tracedMaze(await classMaze('homework', 9));
    expect(puzzle.source?.['secondLook']).toMatchObject({ answered: 'enlarged' });
    // A point of the true route on the curve, 50 px before the letter.
    const [x, y] = [252, 356];
    const nearest = Math.min(...puzzle.segments.flatMap((s) => polylineOf(puzzle, s).map(([px, py]) => Math.hypot(px - x, py - y))));
    expect(nearest).toBeLessThan(3);
    // Before, the curve was left out as a dead end (its other side gone as unusable, its ends joined round the maze).
    const leftOut = puzzle.source?.['leftOut'] as LeftOut[];
    const over = leftOut.filter(({ why, box: [bx, by, w, h] }) => why === 'dead end' && bx <= x && x <= bx + w && by <= y && y <= by + h);
    expect(over).toEqual([]);
  });
});
