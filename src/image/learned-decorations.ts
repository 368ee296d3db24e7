import { segmentFeatures } from './decoration-features.js';
import { probability, score, type TreeModel } from './decoration-model.js';
import { decorationModel } from './decoration-weights.js';
import { adjacencyOf, joinedWithout, type Removed } from './decorations.js';
import { nearAllowPoint } from './unusable.js';
import type { PixelGraph } from './pixel-graph.js';
import type { Bitmap, Point } from './raster.js';
import { mergeSmoothNodes } from './simplify.js';
import type { SecantSettings } from './turns.js';

/*
 * Decorations told from track by a model learned from drawn mazes whose true track is
 * known (decoration-model.ts), after the rules of decorations.ts have run (it learned what
 * they leave; before them it lost more routes than it mended): a segment the model
 * is sure is no track goes, as long as its ends stay joined without it, it leaves no line
 * end but on a segment as sure to go, and it does not touch the start or the finish.
 */

/**
 * A segment goes when the model gives it at least this probability of being a decoration.
 * Cross-validated by seed on the corpus's seeds 101-140, 95 in 100 of these were
 * decorations, a quarter of those the rules leave; at 0.8 fewer routes came right.
 */
export const DECORATION_CONFIDENCE = 0.9;

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

/** Removes the segments `model` is sure are decorations; they go to `removed` as 'decoration'. Whether any went. */
export function removeLearnedDecorations(
  graph: PixelGraph,
  binary: Bitmap,
  settings: SecantSettings,
  keep: ReadonlySet<number>,
  allow: readonly Point[],
  scale: number,
  removed: Removed[],
  model: TreeModel = decorationModel(),
): boolean {
  const useModel = model.trees.length > 0;
  if (!useModel && !watcher) return false;
  const features = segmentFeatures(graph, binary, settings);
  watcher?.({ graph, features, scale });
  // A segment ending near a person's --allow point is left for the override, as the rules leave it
  const overridden = (id: number) => {
    const { from, to } = graph.segments.get(id)!;
    return [from, to].some((n) => nearAllowPoint(allow, graph.nodes.get(n)!));
  };
  return useModel && removeSure(graph, features, settings, (id) => !overridden(id), keep, removed, model);
}

/** Removes the segments sure to be decorations that may go; whether any went. */
function removeSure(
  graph: PixelGraph,
  features: ReadonlyMap<number, readonly number[]>,
  settings: SecantSettings,
  judged: (id: number) => boolean,
  keep: ReadonlySet<number>,
  removed: Removed[],
  model: TreeModel,
): boolean {
  const sure = new Map(
    [...features]
      .map(([id, f]) => [id, probability(score(model, f))] as const)
      .filter(([id, p]) => p >= DECORATION_CONFIDENCE && judged(id))
      .sort((a, b) => b[1] - a[1]),
  );
  const adjacency = adjacencyOf(graph);
  const pixels: number[] = [];
  // A segment goes when nothing comes apart without it but a line end it leaves, and that end's line is sure to go too.
  const leavesEnd = (node: number, id: number) => {
    const rest = adjacency.get(node)!.filter((s) => s.id !== id);
    return rest.length === 1 && (!sure.has(rest[0]!.id) || keep.has(rest[0]!.from) || keep.has(rest[0]!.to));
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of sure.keys()) {
      const segment = graph.segments.get(id)!;
      if (keep.has(segment.from) || keep.has(segment.to) || leavesEnd(segment.from, id) || leavesEnd(segment.to, id)) continue;
      const hanging = adjacency.get(segment.from)!.length === 1 || adjacency.get(segment.to)!.length === 1;
      if (!hanging && !joinedWithout(adjacency, segment)) continue;
      pixels.push(...segment.path);
      graph.segments.delete(id);
      sure.delete(id);
      for (const n of [segment.from, segment.to]) adjacency.set(n, adjacency.get(n)!.filter((s) => s.id !== id));
      changed = true;
    }
  }
  if (pixels.length === 0) return false;
  removed.push({ why: 'decoration', pixels });
  mergeSmoothNodes(graph, settings, keep);
  return true;
}
