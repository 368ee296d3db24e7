import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { type SegmentsSeen, watchSegments } from '../../src/image/learned-decorations.js';
import type { Point } from '../../src/image/raster.js';
import { CORPUS } from '../railway-pictures/corpus.js';
import { syntheticMaze } from '../railway-pictures/maze.js';
import { SegmentIndex } from '../railway-pictures/judge.js';

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
  const index = new SegmentIndex(maze.truth, 1 + maze.lineWidth, 0);
  const near = (p: Point) => index.nearest(p) !== undefined;
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
