import { addSegmentAlong, pairKey } from './graph-edit.js';
import type { PixelGraph } from './pixel-graph.js';
import { type Point, unitVector } from './raster.js';
import { angleBetween, armDirection, type SecantSettings, turningAngle } from './turns.js';
import { type Arm, armPoints, armsAt, sameArm } from './arms.js';
import { besideErased } from './under-shapes.js';

/*
 * A filled shape's inside is erased and its outline kept (thick.ts): a track running under
 * the shape ends at the outline where it goes in and starts again where it comes out, and
 * at each end it turns onto the outline by more than the angle allows. To a person the track
 * goes on under the box and comes out on the other side. Two lines that end beside an erased
 * inside with no way on there within the angle, whose chord between their ends runs across
 * the inside, and which each turn onto that chord within the angle limit, are joined under it
 * by a curve leaving and entering along their own directions (under-shapes.ts joins a
 * circle's arc under a corner). A line whose only ways on run along the outline (the box's
 * edge, not track) is joined as well, but only to a line in line with it across the box: a
 * track drawn along the edge turns onto it (homework-like 51).
 */

/** A line leads away from the shape: this many stroke widths along it, it is no longer beside the inside (the outline's own edges stay beside it). */
const AWAY_WIDTHS = 4;
/** The chord between the two ends runs across the inside: at least this share of its pixels erased. */
const ACROSS_SHARE = 0.5;
/** Ends at most this many stroke widths apart (a station box is some 13-22 across). */
const CHORD_WIDTHS = 40;

/** Lines that could go on along the outline are joined only when in line: their two turns together at most this many degrees. */
const IN_LINE_DEGREES = 20;

interface LineEnd {
  readonly node: number;
  readonly at: Point;
  /** The way a train runs along the line into its end at the shape. */
  readonly inward: Point;
  readonly blocked: boolean;
  /** Its only ways on within the angle run along the outline (the box's edge, not track). */
  readonly onlyOutline: boolean;
}

/** Joins lines that run into a filled shape from opposite sides under it; how many were joined. */
export function joinLinesThroughShapes(graph: PixelGraph, erased: Uint8Array, settings: SecantSettings): number {
  const width = settings.strokeWidth;
  const beside = besideErased(graph, erased, width);
  const ends: LineEnd[] = [];
  for (const node of graph.nodes.values()) {
    const at: Point = [node.x, node.y];
    if (!beside(at)) continue;
    const arms = armsAt(graph, node.id);
    for (const arm of arms) {
      if (!leadsAway(graph, arm, at, AWAY_WIDTHS * width, beside)) continue;
      // Cut off: no way on at its end within the angle (a line that goes on at a switch beside the box is not; one that goes on only along the outline is onlyOutline).
      const waysOn = arms.filter((out) => !sameArm(out, arm) && turningAngle(graph, arm, out, settings) <= settings.angleLimit);
      const blocked = waysOn.length === 0;
      const onlyOutline = !blocked && waysOn.every((out) => alongOutline(graph, out, at, AWAY_WIDTHS * width, beside));
      const [dx, dy] = unitVector(armDirection(graph, arm, settings));
      ends.push({ node: node.id, at, inward: [-dx, -dy], blocked, onlyOutline });
    }
  }
  const joined = new Set<string>();
  let added = 0;
  for (const from of ends) {
    let best: { to: LineEnd; turn: number } | undefined;
    for (const to of ends) {
      if (to.node === from.node) continue;
      // At least one of the two lines is cut off at the shape, or goes on only along the outline (both going on is a switch or the outline, homework-like 51).
      if (!from.blocked && !to.blocked && !from.onlyOutline && !to.onlyOutline) continue;
      const chord: Point = [to.at[0] - from.at[0], to.at[1] - from.at[1]];
      const length = Math.hypot(chord[0], chord[1]);
      if (length > CHORD_WIDTHS * width) continue;
      // The train runs in along `from`, across, and out along `to` (its inward way reversed).
      const turnIn = angleBetween(from.inward, chord);
      const turnOut = angleBetween(chord, [-to.inward[0], -to.inward[1]]);
      if (turnIn > settings.angleLimit || turnOut > settings.angleLimit) continue;
      // A line that could go on along the outline goes under the box only in line with the line across it (homework-like 51 turns along a diamond's edge).
      if (!from.blocked && !to.blocked && turnIn + turnOut > IN_LINE_DEGREES) continue;
      if (erasedShare(erased, graph.width, from.at, to.at) < ACROSS_SHARE) continue;
      if (!best || turnIn + turnOut < best.turn) best = { to, turn: turnIn + turnOut };
    }
    if (!best) continue;
    const key = pairKey(from.node, best.to.node);
    if (joined.has(key)) continue;
    joined.add(key);
    // Three steps per pixel of the chord.
    const steps = Math.max(2, Math.ceil(3 * Math.hypot(best.to.at[0] - from.at[0], best.to.at[1] - from.at[1])));
    if (addSegmentAlong(graph, from.node, best.to.node, hermite(from, best.to), steps)) added++;
  }
  return added;
}

/** Whether the arm, this far out from its node, has left the shape's side. */
function leadsAway(graph: PixelGraph, arm: Arm, at: Point, reach: number, beside: (p: Point) => boolean): boolean {
  const out = armPoints(graph, arm).find((q) => Math.hypot(q[0] - at[0], q[1] - at[1]) >= reach);
  return out !== undefined && !beside(out);
}

/** Whether the arm stays beside the inside as far as this (or to its end): a stretch of the shape's kept outline. */
function alongOutline(graph: PixelGraph, arm: Arm, at: Point, reach: number, beside: (p: Point) => boolean): boolean {
  return armPoints(graph, arm).every((q) => Math.hypot(q[0] - at[0], q[1] - at[1]) > reach || beside(q));
}

/** Share of the straight chord's pixels that are erased. */
function erasedShare(erased: Uint8Array, width: number, p: Point, q: Point): number {
  const steps = Math.max(1, Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1])));
  let inside = 0;
  for (let k = 0; k <= steps; k++) {
    const [x, y] = [p[0] + ((q[0] - p[0]) * k) / steps, p[1] + ((q[1] - p[1]) * k) / steps];
    if (erased[Math.round(y) * width + Math.round(x)]) inside++;
  }
  return inside / (steps + 1);
}

/** The cubic curve leaving `from` along its way in and reaching `to` against its own (Hermite, tangents the chord's length), at t from 0 to 1. */
function hermite(from: LineEnd, to: LineEnd): (t: number) => Point {
  const [p, q] = [from.at, to.at];
  const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
  const [t0, t1] = [from.inward, [-to.inward[0], -to.inward[1]] as Point];
  return (t) => {
    const [h00, h10, h01, h11] = [2 * t ** 3 - 3 * t ** 2 + 1, t ** 3 - 2 * t ** 2 + t, -2 * t ** 3 + 3 * t ** 2, t ** 3 - t ** 2];
    return [h00 * p[0] + h10 * length * t0[0] + h01 * q[0] + h11 * length * t1[0], h00 * p[1] + h10 * length * t0[1] + h01 * q[1] + h11 * length * t1[1]];
  };
}
