import { describe, expect, it } from 'vitest';
import { firstRouteCosts } from '../../src/encoders/railway/plausible.js';
import { polylineOf, railwayGraph } from '../../src/encoders/railway/graph.js';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * The line goes on under a word written over it (line-under-words.ts, round 47). Drawings 74:
 * a word stands on the line at (80-84, 507-527), one of its strokes running beside the line
 * between the same two junctions; the decoration model rated the stroke 0.24 and the line 0.41,
 * and the route shown took the stroke.
 */

describe('the line under a word (line-under-words.ts)', () => {
  it('shows drawings 74 along the line, not the letter stroke beside it', async () => {
    const { puzzle, judged } = await judgedClassMaze('drawings', 74);
    const graph = railwayGraph(puzzle);
    const costs = firstRouteCosts(puzzle)!;
    // The two ways between the junctions at (80, 507) and (84, 527).
    const between = graph.segments
      .map((s, index) => ({ index, points: polylineOf(puzzle, s) }))
      .filter(({ points }) => [points[0]!, points.at(-1)!].every((p) => Math.hypot(p[0] - 82, p[1] - 517) < 14) && points.length > 2);
    expect(between.length).toBe(2);
    // Each costs as a decoration per pixel: the even one is the line and cheap, the other a letter's stroke.
    const perPixel = between.map(({ index }) => costs.segment[index]! / graph.lengths[index]!).sort((a, b) => a - b);
    expect(perPixel[0]).toBeLessThan(0.5);
    expect(perPixel[1]).toBeGreaterThanOrEqual(4);
    expect(judged).toMatchObject({ legal: true, sameTrack: true });
  });

  it('bridges nothing round a line that is clear itself (drawings 56)', async () => {
    // Two pieces beside the clear line at (92-98, 145-183) (51 px, rated 0.01) join the same
    // junctions; bridged as the line, they were shown instead of it.
    const { judged } = await judgedClassMaze('drawings', 56);
    expect(judged).toMatchObject({ legal: true, sameTrack: true });
  });
});
