import { type PixelGraph, type PixelSegment, armCount } from './pixel-graph.js';
import { type Point, pointOf } from './raster.js';
import { angleBetween, type SecantSettings } from './turns.js';
import { armPoints, armsAt, farEndOf } from './arms.js';

/** An end joined to an eye's node by a segment up to this many stroke widths lies beside it, just outside the junction's blot. */
const BESIDE_END_WIDTHS = 2;

/**
 * Eyes in a stroke: two short segments (a few stroke widths) joining the same two nodes,
 * where the line enters the eye at one node (no other arm there but one) and at most one
 * more line joins it at the other (a switch). A hole in the ink thins so where a drawing
 * touches the track (an engine's wheels pressed onto the line, a letter's bowl on it): the
 * line splits round the hole and joins again (a row of wheels makes a chain of eyes), and
 * each junction turns the line onto one side or the other at a visible angle, or four
 * sides at a switch read as a crossing, so that a train finds no way through. Not an eye:
 * two tracks touching side by side round a pinhole (each goes on at both nodes: four arms
 * at each), or a hole among the strokes of a drawing over a junction of many lines. The
 * side the line runs on is kept, the other goes, again while there are eyes (a chain closes
 * from its end): the side a train passes with the gentler bend (the other bends round the
 * drawing, runs the short way up into a blot among the drawing's strokes, or cuts the corner
 * of a curve under the wheels), the shorter when they bend alike. Returns the pixels of the
 * sides taken out.
 */
export function closeEyes(graph: PixelGraph, maxLength: number, keep: ReadonlySet<number>, settings: SecantSettings): number[][] {
  const removed: number[][] = [];
  for (let found = true; found; ) {
    found = false;
    const byPair = new Map<string, PixelSegment[]>();
    for (const s of graph.segments.values()) {
      if (s.from === s.to || s.path.length > maxLength || keep.has(s.from) || keep.has(s.to)) continue;
      const key = s.from < s.to ? `${s.from},${s.to}` : `${s.to},${s.from}`;
      byPair.set(key, [...(byPair.get(key) ?? []), s]);
    }
    for (const sides of byPair.values()) {
      if (sides.length !== 2) continue;
      const [a, b] = sides as [PixelSegment, PixelSegment];
      const arms = [armCount(graph, a.from), armCount(graph, a.to)];
      if (Math.min(...arms) !== 3 || Math.max(...arms) > 4) continue;
      const longer = a.path.length >= b.path.length ? a : b;
      // On a picture traced enlarged, its curves too tight for a stroke width's chord (turns.ts), the sides are told apart by length alone.
      const [bendA, bendB] = settings.measure === 'fit' ? [gentlestBend(graph, a, b, settings.strokeWidth, keep), gentlestBend(graph, b, a, settings.strokeWidth, keep)] : [0, 0];
      const off = bendA !== bendB ? (bendA > bendB ? a : b) : longer;
      graph.segments.delete(off.id);
      removed.push(off.path);
      found = true;
    }
  }
  return removed;
}

/**
 * How sharply a train bends passing through an eye along one side, the gentlest way through:
 * from an arm outside the eye at one node to one at the other (one way, or two at a switch
 * of four arms), over the pixels of the arm, the side's and the other arm's, the largest
 * turn between the chords a stroke width back and a stroke width on. The junctions' blots
 * are left out: their middle may lie off both sides. Where a start or finish (`ends`) lies
 * beside the eye, a train from there passes it from the end: the bend is measured from the
 * arm to the end alone, followed on through the end along its line (homework-like 56: an
 * S's stroke between a curve from the start and the line it meets made an eye whose gentler
 * way, from the line on along the line, was not the curve's, and the curve's side went).
 */
function gentlestBend(graph: PixelGraph, side: PixelSegment, other: PixelSegment, strokeWidth: number, ends: ReadonlySet<number>): number {
  const step = Math.max(2, Math.round(strokeWidth));
  const outside = (node: number) => {
    const arms = armsAt(graph, node).filter((arm) => arm.segment.id !== side.id && arm.segment.id !== other.id);
    const reach = BESIDE_END_WIDTHS * strokeWidth;
    const fromEnd = arms.filter((arm) => arm.segment.path.length <= reach && ends.has(farEndOf(arm)));
    if (fromEnd.length === 0) return arms.map((arm) => armPoints(graph, arm).slice(0, 2 * step));
    // The arm's own pixels, then on along each other arm at the end.
    return fromEnd.flatMap((arm) => {
      const end = farEndOf(arm);
      const own = (arm.atFrom ? arm.segment.path : [...arm.segment.path].reverse()).map((i) => pointOf(graph.width, i));
      return armsAt(graph, end).filter((on) => on.segment.id !== arm.segment.id).map((on) => [...own, ...armPoints(graph, on)].slice(0, 2 * step));
    });
  };
  const along = side.path.map((i) => pointOf(graph.width, i));
  let least = 180;
  for (const before of outside(side.from)) {
    const into = [...before].reverse();
    for (const after of outside(side.to)) least = Math.min(least, largestTurn([...into, ...along, ...after], step));
  }
  return least;
}

function largestTurn(points: readonly Point[], step: number): number {
  let largest = 0;
  for (let i = step; i + step < points.length; i++) {
    const [a, b, c] = [points[i - step]!, points[i]!, points[i + step]!];
    largest = Math.max(largest, angleBetween([b[0] - a[0], b[1] - a[1]], [c[0] - b[0], c[1] - b[1]]));
  }
  return largest;
}
