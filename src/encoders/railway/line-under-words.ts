import type { Point } from '../../image/raster.js';
import { angleBetween } from '../../image/turns.js';
import { isReversedState, oppositeState, polylineOf, segmentOfState, type RailwayGraph } from './graph.js';

/*
 * The line under a word written over it (issue 34, round 47). Where letters sit on the line,
 * their strokes cut it into short pieces crowded by junctions and ink, which the decoration
 * model rates as lettering: on homework-like 58 the line under a word pays 249 where the
 * route shown round the other way pays 11. To a person the line goes on under the word: where
 * clear track runs into a knot of short pieces and clear track comes out of it on the other
 * side, in line with it and the way between them nearly straight, that way is the line.
 */

/** Clear track: rated a decoration at most this likely... */
const CLEAR_PROBABILITY = 0.05;
/** ...over at least this many stroke widths. */
const CLEAR_WIDTHS = 5;
/** The way under the word is at most this many stroke widths long... */
const BRIDGE_WIDTHS = 25;
/** ...over at most this many pieces... */
const BRIDGE_PIECES = 8;
/** ...at most this much longer than the straight line between its ends, plus a stroke width... */
const BRIDGE_STRETCH = 1.2;
/** ...and the track on either side turns from that straight line by at most this many degrees. */
const IN_LINE_DEGREES = 30;
/** A letter's stroke beside the line is rated a decoration at least this likely. */
const LETTER_PROBABILITY = 0.5;
/** A track's heading at its end is taken over this many stroke widths. */
const HEADING_WIDTHS = 2;

/**
 * Segments of the ways under words between clear track in line on both sides, each with the
 * decoration probability of the clearer track it joins (the higher of the two ends').
 * `probability` is each segment's decoration probability, `spread` how much its width varies
 * along it (stroke widths), `width` the stroke width (picture px).
 */
export function linesUnderWords(graph: RailwayGraph, probability: readonly number[], spread: readonly number[], width: number): Map<number, number> {
  const clear = (segment: number) => probability[segment]! <= CLEAR_PROBABILITY && graph.lengths[segment]! >= CLEAR_WIDTHS * width;
  const polylines = graph.segments.map((s) => polylineOf(graph.puzzle, s));
  const along = (state: number): readonly Point[] => {
    const points = polylines[segmentOfState(state)]!;
    return isReversedState(state) ? [...points].reverse() : points;
  };
  const line = new Map<number, number>();
  const letter = new Set<number>();
  // Clear track that runs into pieces only: no clear track goes on from its end.
  const runsIntoPieces = (state: number) => clear(segmentOfState(state)) && graph.moves[state]!.every((next) => !clear(segmentOfState(next)));
  for (let from = 0; from < graph.stateCount; from++) {
    if (!runsIntoPieces(from)) continue;
    const end = along(from);
    const leaving = headingAt(end, width, 'end');
    const between = new Map<number, { way: readonly number[]; uneven: number }[]>();
    // Depth first over the pieces that are not clear track, up to the length allowed.
    const walk = (state: number, way: number[], length: number) => {
      for (const next of graph.moves[state]!) {
        const segment = segmentOfState(next);
        if (way.includes(segment) || segment === segmentOfState(from)) continue;
        if (clear(segment)) {
          if (way.length > 0 && runsIntoPieces(oppositeState(next))) judge(next, way, length);
          continue;
        }
        const total = length + graph.lengths[segment]!;
        if (total <= BRIDGE_WIDTHS * width && way.length < BRIDGE_PIECES) walk(next, [...way, segment], total);
      }
    };
    const judge = (to: number, way: readonly number[], length: number) => {
      const start = along(to);
      const [a, b] = [end.at(-1)!, start[0]!];
      const chord = Math.hypot(b[0] - a[0], b[1] - a[1]);
      if (chord < 1 || length > BRIDGE_STRETCH * chord + width) return;
      const across: Point = [b[0] - a[0], b[1] - a[1]];
      if (angleBetween(leaving, across) > IN_LINE_DEGREES || angleBetween(across, headingAt(start, width, 'start')) > IN_LINE_DEGREES) return;
      const uneven = way.reduce((sum, segment) => sum + spread[segment]! * graph.lengths[segment]!, 0) / length;
      const ways = between.get(to) ?? between.set(to, []).get(to)!;
      ways.push({ way, uneven });
    };
    walk(from, [], 0);
    for (const [to, ways] of between) {
      // The way of the most even width is the line; any other, a letter's stroke beside it, measured across both where they touch.
      ways.sort((p, q) => p.uneven - q.uneven);
      const rated = Math.max(probability[segmentOfState(from)]!, probability[segmentOfState(to)]!);
      for (const segment of ways[0]!.way) line.set(segment, Math.min(line.get(segment) ?? 1, rated));
      for (const { way } of ways.slice(1)) for (const segment of way) letter.add(segment);
    }
  }
  const found = new Map<number, number>();
  for (const segment of letter) found.set(segment, Math.max(probability[segment]!, LETTER_PROBABILITY));
  for (const [segment, rated] of line) found.set(segment, rated);
  return found;
}

/** Heading of a polyline at its start (leaving it) or its end (arriving), over HEADING_WIDTHS stroke widths. */
function headingAt(points: readonly Point[], width: number, where: 'start' | 'end'): Point {
  const line = where === 'end' ? [...points].reverse() : points;
  const reach = HEADING_WIDTHS * width;
  const first = line[0]!;
  let far = line.at(-1)!;
  for (const p of line) {
    if (Math.hypot(p[0] - first[0], p[1] - first[1]) >= reach) {
      far = p;
      break;
    }
  }
  return where === 'end' ? [first[0] - far[0], first[1] - far[1]] : [far[0] - first[0], far[1] - first[1]];
}
