import { mergeNodes, splitLoops, splitSegment } from './graph-edit.js';
import { type PixelGraph, type PixelSegment, armCount, segmentsAt } from './pixel-graph.js';

/*
 * Letters, hatching and drawings written over the track thin, with the track under them,
 * into a web: many junctions a stroke or two apart joined round small holes. Track does not
 * do that (a switch or a crossing thins into two or three junctions at most, which the
 * other rules join), and a train let into a web finds a way through it at every angle. A
 * web is one junction, whose arms are the long strokes leaving it, judged as any junction.
 */

/** Segments up to this many stroke widths between junctions are a web's strands. */
const STRAND_WIDTHS = 2;
/**
 * A web has at least this many strands round at least the second many holes: an engine's
 * frame, wheels and windows over a line make 9, an engine standing on a switch 4. Track
 * makes up to 3: curves touching in tight bends, traced enlarged so that the pinholes
 * between them stay, thin into junctions round 3 holes, which are the true junctions (from
 * 3, tight curves 1 lost 9 of its 40); a drawing standing on a switch (an engine's wheels
 * over its branch) into 2 or 3, which contracted would give the switch a fourth arm and
 * read it as a crossing.
 */
const WEB_STRANDS = 5;
const KNOT_HOLES = 4;
/**
 * An engine standing on a switch thins with it into a knot round 4 such holes, its frame
 * joined to the line's junctions by strands a little longer: a web takes in the strands up
 * to this many stroke widths between its junctions and others. Strands that long everywhere
 * made a station over a switch one junction too (drawings 9).
 */
const KNOT_EDGE_WIDTHS = 2.5;
/**
 * A loop from a web back to it up to this many stroke widths round is a wheel's rim or a
 * frame's edge (round 32's wheels are π to 2π widths round, frames up to about 11): track
 * that closes on itself is longer (the tightest curves, radius 2.5 widths, close after 15.7).
 */
const RIM_WIDTHS = 12;

/**
 * Contracts each web into one junction. A web holding a kept node (the start, the finish)
 * becomes that node; one holding two is left alone.
 */
export function contractWebs(graph: PixelGraph, strokeWidth: number, keep: ReadonlySet<number>): void {
  const between = (s: PixelSegment, widths: number) =>
    s.from !== s.to && s.path.length <= widths * strokeWidth && armCount(graph, s.from) >= 3 && armCount(graph, s.to) >= 3;
  const strands = [...graph.segments.values()].filter((s) => between(s, STRAND_WIDTHS));
  const edgeStrands = [...graph.segments.values()].filter((s) => between(s, KNOT_EDGE_WIDTHS) && !between(s, STRAND_WIDTHS));
  for (const core of websOf(strands)) {
    const coreNodes = new Set(core.flatMap((s) => [s.from, s.to]));
    const coreHoles = core.length - coreNodes.size + 1;
    const web = coreHoles >= KNOT_HOLES ? [...core, ...edgeStrands.filter((s) => coreNodes.has(s.from) || coreNodes.has(s.to))].sort((a, b) => a.id - b.id) : core;
    const nodes = new Set(web.flatMap((s) => [s.from, s.to]));
    if (web.length < WEB_STRANDS || coreHoles < KNOT_HOLES) continue;
    const kept = [...nodes].filter((n) => keep.has(n));
    if (kept.length > 1) continue;
    const centre = kept[0] ?? web[0]!.from;
    for (const s of web) {
      const segment = graph.segments.get(s.id);
      if (!segment) continue;
      // Strands point away from the node kept, so the kept node absorbs the others.
      if (segment.to === centre) graph.segments.reattach(segment, segment.to, segment.from);
      if (segment.from === segment.to) {
        graph.segments.delete(segment.id);
        graph.nodes.get(segment.from)!.pixels.push(...segment.path);
      } else mergeNodes(graph, segment);
    }
    if (graph.nodes.has(centre)) markRims(graph, centre, RIM_WIDTHS * strokeWidth);
  }
  splitLoops(graph);
}

/** Strands grouped by the junctions they share. */
function websOf(strands: readonly PixelSegment[]): PixelSegment[][] {
  const parent = new Map<number, number>();
  const find = (n: number): number => {
    let root = n;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(n, root);
    return root;
  };
  for (const s of strands) {
    for (const n of [s.from, s.to]) if (!parent.has(n)) parent.set(n, n);
    parent.set(find(s.from), find(s.to));
  }
  const webs = new Map<number, PixelSegment[]>();
  for (const s of strands) webs.set(find(s.from), [...(webs.get(find(s.from)) ?? []), s]);
  return [...webs.values()];
}

/** Splits the short loops at a web's node, as splitLoops would, and names their halves there as rims (rims.ts). */
function markRims(graph: PixelGraph, centre: number, maxLength: number): void {
  const rims: number[] = [];
  for (const loop of new Set(segmentsAt(graph, centre))) {
    if (loop.from !== loop.to || loop.path.length < 3 || loop.path.length > maxLength) continue;
    rims.push(...segmentsAt(graph, splitSegment(graph, loop, loop.path.length >> 1)).map((s) => s.id));
  }
  if (rims.length > 0) graph.nodes.get(centre)!.rims = rims;
}
