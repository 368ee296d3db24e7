import { describe, expect, it } from 'vitest';
import { polylineOf } from '../../src/encoders/railway/graph.js';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * A circle's arc cut off at a filled shape's corner runs on under the shape along its circle
 * to the junction where the track comes out (under-shapes.ts, round 35). Homework-like 10: a
 * filled station covers the upper right of a circle where it touches the next; the arc runs
 * into the box's kept outline at its left corner, where the outline turns 116° away.
 */

/** Distance from p to the straight piece from a to b. */
function distanceToPiece(p: readonly number[], a: readonly number[], b: readonly number[]): number {
  const [dx, dy] = [b[0]! - a[0]!, b[1]! - a[1]!];
  const t = Math.max(0, Math.min(1, ((p[0]! - a[0]!) * dx + (p[1]! - a[1]!) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p[0]! - a[0]! - t * dx, p[1]! - a[1]! - t * dy);
}

describe('an arc under a filled shape (under-shapes.ts)', () => {
  it('routes homework-like 10 under the filled station along the circle', async () => {
    const { puzzle, judged } = await judgedClassMaze('homework', 10);
    // Under the box, on the circle (centre (319, 602), radius 35), 8 px inside it the outline's corner.
    const [x, y] = [319 + 35 * Math.cos(-0.75), 602 + 35 * Math.sin(-0.75)];
    const nearest = Math.min(...puzzle.segments.flatMap((s) => polylineOf(puzzle, s).slice(1).map((b, k) => distanceToPiece([x, y], polylineOf(puzzle, s)[k]!, b))));
    expect(nearest).toBeLessThan(2);
    // Before, the route ran right round the maze past the finish and back (legal, other track).
    expect(judged).toMatchObject({ legal: true, sameTrack: true });
  });
});
