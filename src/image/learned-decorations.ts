import { segmentFeatures } from './decoration-features.js';
import { probability, score, type TreeModel } from './decoration-model.js';
import { DECORATION_MODEL } from './decoration-weights.js';
import { adjacencyOf, joinedWithout, type Removed } from './decorations.js';
import type { PixelGraph } from './pixel-graph.js';
import type { Bitmap } from './raster.js';
import { mergeSmoothNodes } from './simplify.js';
import type { SecantSettings } from './turns.js';

/*
 * Decorations told from track by a model learned from drawn mazes whose true track is
 * known (decoration-model.ts), before the rules of decorations.ts run: a segment the model
 * is sure is no track goes, as long as its ends stay joined without it and it does not
 * touch the start or the finish.
 */

/** A segment goes when the model gives it at least this probability of being a decoration. */
export const DECORATION_CONFIDENCE = Number(process.env.RAILWAY_DECORATION_P ?? 0.95);

/** The segments and their features as the model sees them, for learning it (bench/decoration-training/). */
export interface SegmentsSeen {
  readonly graph: PixelGraph;
  readonly features: ReadonlyMap<number, readonly number[]>;
  /** Graph pixels times this are picture pixels. */
  readonly scale: number;
}

let watcher: ((seen: SegmentsSeen) => void) | undefined;

/** Calls `watch` with every traced graph's segments before the model removes any (undefined: stop). */
export function watchSegments(watch: ((seen: SegmentsSeen) => void) | undefined): void {
  watcher = watch;
}

/** Removes the segments `model` is sure are decorations; they go to `removed` as 'decoration'. */
export function removeLearnedDecorations(
  graph: PixelGraph,
  binary: Bitmap,
  settings: SecantSettings,
  keep: ReadonlySet<number>,
  scale: number,
  removed: Removed[],
  model: TreeModel = DECORATION_MODEL,
): void {
  const useModel = model.trees.length > 0 && DECORATION_CONFIDENCE < 1;
  if (!useModel && !watcher) return;
  const features = segmentFeatures(graph, binary, settings);
  watcher?.({ graph, features, scale });
  if (!useModel) return;
  const sure = [...features]
    .map(([id, f]) => ({ id, p: probability(score(model, f)) }))
    .filter(({ p }) => p >= DECORATION_CONFIDENCE)
    .sort((a, b) => b.p - a.p);
  const adjacency = adjacencyOf(graph);
  const pixels: number[] = [];
  for (const { id } of sure) {
    const segment = graph.segments.get(id)!;
    if (keep.has(segment.from) || keep.has(segment.to) || !joinedWithout(adjacency, segment)) continue;
    pixels.push(...segment.path);
    graph.segments.delete(id);
    for (const n of [segment.from, segment.to]) adjacency.set(n, adjacency.get(n)!.filter((s) => s.id !== id));
  }
  if (pixels.length === 0) return;
  removed.push({ why: 'decoration', pixels });
  mergeSmoothNodes(graph, settings, keep);
}
