import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../bench/railway-pictures/corpus.js';
import { judgeTracedRoute } from '../../bench/railway-pictures/judge.js';
import { syntheticMaze } from '../../bench/railway-pictures/maze.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { kinkedSegments, sharpestTurn } from '../../src/image/kinks.js';
import { type PixelGraph, traceSkeleton } from '../../src/image/pixel-graph.js';
import type { Bitmap, Point } from '../../src/image/raster.js';

/*
 * A drawing standing on the line (a house's walls and roof) thins into a segment that leaves
 * the line and comes back to it round square corners: a way beside the line that no train
 * takes. A bump of track (a smooth arc between the same two points) stays.
 */

const [WIDTH, HEIGHT, STROKE] = [100, 60, 5];

/** A line along y = 50 and a one-pixel path through `points` from it and back to it. */
function lineWith(points: readonly Point[]): Bitmap {
  const data = new Uint8Array(WIDTH * HEIGHT);
  for (let x = 0; x < WIDTH; x++) data[50 * WIDTH + x] = 1;
  for (let k = 1; k < points.length; k++) {
    const [[ax, ay], [bx, by]] = [points[k - 1]!, points[k]!];
    const steps = Math.ceil(Math.hypot(bx - ax, by - ay) * 2);
    for (let t = 0; t <= steps; t++) data[Math.round(ay + ((by - ay) * t) / steps) * WIDTH + Math.round(ax + ((bx - ax) * t) / steps)] = 1;
  }
  return { width: WIDTH, height: HEIGHT, data };
}

const house: Point[] = [[35, 50], [35, 30], [50, 15], [65, 30], [65, 50]];
const arc: Point[] = Array.from({ length: 37 }, (_, k): Point => [50 - 20 * Math.cos((k * Math.PI) / 36), 50 - 20 * Math.sin((k * Math.PI) / 36)]);

/** The segments off the line (not along y = 50). */
const offLine = (graph: PixelGraph) => [...graph.segments.values()].filter((s) => s.path.some((i) => Math.floor(i / WIDTH) < 45));

describe('corners no track makes (issue 34)', () => {
  it("a house's outline standing on the line is a detour with corners, left out", () => {
    const graph = traceSkeleton(lineWith(house));
    const [outline] = offLine(graph);
    expect(sharpestTurn(graph, outline!, STROKE)).toBeGreaterThan(60);
    expect(kinkedSegments(graph, STROKE, () => true)).toEqual([outline!.id]);
  });

  it('a smooth bump of track between the same two points stays', () => {
    const graph = traceSkeleton(lineWith(arc));
    const [bump] = offLine(graph);
    expect(sharpestTurn(graph, bump!, STROKE)).toBeLessThan(30);
    expect(kinkedSegments(graph, STROKE, () => true)).toEqual([]);
  });

  it('the line through a start or finish is never judged', () => {
    const graph = traceSkeleton(lineWith(house));
    expect(kinkedSegments(graph, STROKE, () => false)).toEqual([]);
  });

  it('drawings 20: a station house over a corner of the track; the route runs along the line under it, not round its walls', async () => {
    const maze = await syntheticMaze(CORPUS.find((s) => s.name === 'drawings')!.request(20));
    const read = await railwayPicture.parse(new Uint8Array(maze.bytes), { start: [...maze.start], finish: [...maze.finish] }, 'drawings-20');
    if (!read.ok) throw new Error(read.issues[0]!.message);
    expect(judgeTracedRoute(read.value, maze)).toMatchObject({ legal: true, sameTrack: true });
  });
});
