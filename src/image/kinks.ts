import type { PixelGraph, PixelSegment } from './pixel-graph.js';
import { type Point, pointOf } from './raster.js';

/*
 * Corners no track makes (issue 34). A drawn line bends smoothly: a circle of a few stroke
 * widths' radius turns a chord of a stroke width and a half by 30° at most. Drawings and
 * lettering touching the track (a house's roof standing on the line, an engine's outline)
 * turn square within a stroke or two, and thin into a segment that leaves the track and
 * comes back to it round its corners: a way beside the line that a train could take
 * instead of the line. Such a segment, up to 20 stroke widths, goes where the track joins
 * its two ends by a clearly shorter way (the line it stands on), so that no stretch of
 * track is lost with it.
 */

/** A segment turning by at least this many degrees between two chords ... */
export const KINK_DEGREES = 60;
/** ... of this many stroke widths either side of a point has a corner no track makes. */
const CHORD_WIDTHS = 1.5;
/** Corners this close to a segment's ends (stroke widths) are a junction's blot, bent by thinning: not judged. */
const END_WIDTHS = 1.5;
/** A drawing's outline beside the line is at most this many stroke widths long; a longer segment is a stretch of track, whatever it passes. */
const OUTLINE_WIDTHS = 20;
/** The track joins the outline's ends by a way at most this share of its length: the outline is a detour off the line it stands on. */
const DETOUR_SHARE = 0.7;

/** The sharpest turn in degrees of a segment's line between chords of a stroke width and a half, away from its ends. */
export function sharpestTurn(graph: PixelGraph, segment: PixelSegment, strokeWidth: number): number {
  const chord = Math.max(3, Math.round(CHORD_WIDTHS * strokeWidth));
  const margin = Math.max(2, Math.round(END_WIDTHS * strokeWidth));
  const points: Point[] = segment.path.map((i) => pointOf(graph.width, i));
  let least = 1;
  for (let i = margin + chord; i < points.length - margin - chord; i++) {
    const [bx, by] = points[i]!;
    const [ax, ay] = points[i - chord]!;
    const [cx, cy] = points[i + chord]!;
    const [ux, uy, vx, vy] = [bx - ax, by - ay, cx - bx, cy - by];
    least = Math.min(least, (ux * vx + uy * vy) / (Math.hypot(ux, uy) * Math.hypot(vx, vy) || 1));
  }
  return (Math.acos(least) * 180) / Math.PI;
}

/** The short segments with a corner no track makes whose ends the track joins by a way much shorter than they are, among those `judged`. */
export function kinkedSegments(graph: PixelGraph, strokeWidth: number, judged: (id: number) => boolean): number[] {
  return [...graph.segments.values()]
    .filter((s) => s.from !== s.to && s.path.length <= OUTLINE_WIDTHS * strokeWidth && judged(s.id) && sharpestTurn(graph, s, strokeWidth) >= KINK_DEGREES && shortestWithout(graph, s) <= DETOUR_SHARE * s.path.length)
    .map((s) => s.id);
}

/** The length of the shortest way between a segment's ends without it (in skeleton pixels), up to the segment's own length; Infinity beyond. */
function shortestWithout(graph: PixelGraph, segment: PixelSegment): number {
  const limit = segment.path.length;
  const distance = new Map([[segment.from, 0]]);
  const open = [segment.from];
  while (open.length > 0) {
    open.sort((a, b) => distance.get(b)! - distance.get(a)!);
    const node = open.pop()!;
    const here = distance.get(node)!;
    if (node === segment.to) return here;
    for (const s of graph.segments.values()) {
      if (s.id === segment.id || (s.from !== node && s.to !== node)) continue;
      const other = s.from === node ? s.to : s.from;
      const there = here + s.path.length + 1;
      if (there > limit || there >= (distance.get(other) ?? Infinity)) continue;
      distance.set(other, there);
      if (!open.includes(other)) open.push(other);
    }
  }
  return Infinity;
}
