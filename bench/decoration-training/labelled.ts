import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { type SegmentsSeen, watchSegments } from '../../src/image/learned-decorations.js';
import type { Point } from '../../src/image/raster.js';
import { CORPUS } from '../railway-pictures/corpus.js';
import { syntheticMaze } from '../railway-pictures/maze.js';
import type { Truth } from '../railway-pictures/truth.js';

/*
 * Labelled segments for learning what decoration is: drawn mazes of the corpus are traced
 * as the tool traces them, and each segment the model would judge (learned-decorations.ts)
 * is labelled by the generating graph: track where its pixels lie on the true track's
 * centreline (within about a stroke width), decoration where they lie off it.
 */

export interface Labelled {
  readonly picture: string;
  readonly seed: number;
  readonly features: readonly number[];
  /** 1: decoration (its pixels off the true track), 0: track. */
  readonly decoration: 0 | 1;
  /** Skeleton pixels, for weighting. */
  readonly pixels: number;
}

/** A segment with at most this share of its pixels on the true track is decoration; with at least the second, track; between, left out. */
const OFF_TRACK = 0.25;
const ON_TRACK = 0.75;

/** The labelled segments of one corpus picture (the class `name`, seed `seed`). */
export async function labelledSegments(name: string, seed: number): Promise<Labelled[]> {
  const scenario = CORPUS.find((s) => s.name === name);
  if (!scenario) throw new Error(`no corpus class ${name}`);
  const maze = await syntheticMaze(scenario.request(seed));
  // The paths are copied as seen: the later stages edit the graph.
  const seen: (SegmentsSeen & { paths: Map<number, number[]> })[] = [];
  watchSegments((s) => seen.push({ ...s, paths: new Map([...s.graph.segments].map(([id, segment]) => [id, [...segment.path]])) }));
  try {
    await railwayPicture.parse(new Uint8Array(maze.bytes), { start: [...maze.start], finish: [...maze.finish] }, `${name}-${seed}`);
  } finally {
    watchSegments(undefined);
  }
  // The first graph seen is the default angle limit's; later ones (doubt checks) repeat it.
  const first = seen[0];
  if (!first) return [];
  const near = nearTrack(maze.truth, 1 + maze.lineWidth);
  const rows: Labelled[] = [];
  for (const [id, features] of first.features) {
    const path = first.paths.get(id);
    if (!path || path.length === 0) continue;
    const on = path.filter((i) => near([(i % first.graph.width) * first.scale, Math.floor(i / first.graph.width) * first.scale])).length / path.length;
    if (on > OFF_TRACK && on < ON_TRACK) continue;
    rows.push({ picture: name, seed, features, decoration: on <= OFF_TRACK ? 1 : 0, pixels: path.length });
  }
  return rows;
}

/** Whether a point (picture pixels) lies within `tolerance` of a true segment's centreline. */
function nearTrack(truth: Truth, tolerance: number): (p: Point) => boolean {
  const size = Math.max(4, tolerance);
  const cells = new Map<string, [Point, Point][]>();
  for (const seg of truth.segments) {
    for (let k = 0; k + 1 < seg.samples.length; k++) {
      const [a, b] = [seg.samples[k]!, seg.samples[k + 1]!];
      for (let x = Math.floor((Math.min(a[0], b[0]) - tolerance) / size); x <= Math.floor((Math.max(a[0], b[0]) + tolerance) / size); x++) {
        for (let y = Math.floor((Math.min(a[1], b[1]) - tolerance) / size); y <= Math.floor((Math.max(a[1], b[1]) + tolerance) / size); y++) {
          const key = `${x},${y}`;
          cells.set(key, [...(cells.get(key) ?? []), [a, b]]);
        }
      }
    }
  }
  return (p) =>
    (cells.get(`${Math.floor(p[0] / size)},${Math.floor(p[1] / size)}`) ?? []).some(([a, b]) => {
      const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
      const l2 = dx * dx + dy * dy;
      const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2));
      return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy) <= tolerance;
    });
}
