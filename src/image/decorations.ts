import { closeEyes } from './eyes.js';
import { keepOnly, reachable } from './graph-edit.js';
import { type PixelGraph, type PixelSegment, armCount, segmentsAt, shortestWay } from './pixel-graph.js';
import { type Point, setIndices, touchingParts } from './raster.js';
import { mergeSmoothNodes } from './simplify.js';
import { type SecantSettings, turningAngle } from './turns.js';
import { armsAt, farEndOf } from './arms.js';
import { unusableSegments } from './unusable.js';

/*
 * Decorations are not track (issue 34). Track is long strokes of one width, smooth, joining
 * at switches; lettering, drawings (an engine, a station, a banner, arrows) and hatching
 * touch it and thin into pieces that are none of that: spurs (dead ends), strokes meeting
 * the track at an angle where no train can turn into them, and small rings (the bowl of a
 * letter, an engine's wheel) that a train could run round to turn back where none may.
 * Filled shapes are erased before thinning (thick.ts). What goes is kept, with why, for
 * the debug pictures and the answer's JSON.
 */

export type RemovedWhy = 'detached' | 'dead end' | 'unusable' | 'small loop' | 'filled' | 'decoration' | 'hairline' | 'dot';

/** Pixels left out of the track (skeleton pixels, or ink for filled shapes) and why. */
export interface Removed {
  readonly why: RemovedWhy;
  readonly pixels: readonly number[];
}

/** A ring shorter than this many stroke widths is no track a train could run round. */
export const SMALL_LOOP_WIDTHS = 12;
/** A segment no train can enter at one end goes up to this many stroke widths long; at neither end, twice as long. */
export const UNUSABLE_WIDTHS = 8;
/**
 * An unusable segment goes only while its ends stay joined by another way up to this many
 * stroke widths long: joined only the long way round the maze, it is the one link of a
 * stretch of track to the rest, which would be left hanging and pruned as a dead end.
 */
const UNUSABLE_DETOUR_WIDTHS = 24;
/** An eye in a stroke (eyes.ts) has sides up to this many stroke widths. */
const EYE_WIDTHS = 5;
/**
 * What a removed decoration leaves hanging goes when it is at most this many stroke widths
 * long: a letter's stroke, a pole. A longer dead end stays (no train enters it anyway), so
 * that one junction misjudged cannot take a long stretch of track with it.
 */
const DEAD_END_WIDTHS = 16;

/**
 * Removes decorations from the traced graph, again and again until nothing changes: small
 * rings hanging at one junction, segments a train cannot use (on a cycle, so that nothing
 * is cut off), the dead ends that leaves; then what the start no longer reaches. `keep`
 * (start and finish) stays; junctions near a person's --allow point are left alone.
 */
export function pruneDecorations(graph: PixelGraph, settings: SecantSettings, keep: ReadonlySet<number>, allow: readonly Point[], start: number, removed: Removed[]): void {
  const width = settings.strokeWidth;
  // A start or finish snapped where a letter touches the track keeps only the line through it.
  const ends = new Set([...keep].flatMap((n) => throughLine(graph, n, settings)));
  const judged = (id: number) => !ends.has(id);
  for (let changed = true; changed; ) {
    changed = false;
    const eyes = closeEyes(graph, EYE_WIDTHS * width, keep, settings);
    for (const side of eyes) removed.push({ why: 'small loop', pixels: side });
    if (eyes.length > 0) changed = true;
    for (const ring of smallRings(graph, keep, SMALL_LOOP_WIDTHS * width)) {
      removed.push({ why: 'small loop', pixels: ring.flatMap((id) => graph.segments.get(id)?.path ?? []) });
      for (const id of ring) graph.segments.delete(id);
      changed = true;
    }
    // Each one removed only while its ends stay joined nearby without it, so that nothing is cut off or left hanging.
    const adjacency = adjacencyOf(graph);
    const endPoints = [...keep].flatMap((k) => graph.nodes.get(k) ?? []).map((e): Point => [e.x, e.y]);
    for (const doomed of unusableSegments(graph, settings, allow, UNUSABLE_WIDTHS * width, judged, endPoints)) {
      const segment = graph.segments.get(doomed);
      if (!segment || !joinedNearbyWithout(adjacency, segment, UNUSABLE_DETOUR_WIDTHS * width)) continue;
      removed.push({ why: 'unusable', pixels: segment.path });
      graph.segments.delete(doomed);
      for (const n of [segment.from, segment.to]) adjacency.set(n, adjacency.get(n)!.filter((s) => s.id !== doomed));
      changed = true;
    }
    if (!changed) break;
    const ends = pruneShortDeadEnds(graph, keep, DEAD_END_WIDTHS * width);
    if (ends.length > 0) removed.push({ why: 'dead end', pixels: ends });
    mergeSmoothNodes(graph, settings, keep);
  }
  const detached: number[] = [];
  keepOnly(graph, reachable(graph, [start]), detached);
  if (detached.length > 0) removed.push({ why: 'detached', pixels: detached });
  for (const n of [...graph.nodes.values()]) if (armCount(graph, n.id) === 0 && !keep.has(n.id)) graph.nodes.delete(n.id);
}

/**
 * The segments at a kept node (the start, the finish) that the track runs along: all of
 * them at a node of two arms or fewer, else the two a train passes between most nearly
 * straight (a letter touching the track there adds arms of its own).
 */
export function throughLine(graph: PixelGraph, node: number, settings: SecantSettings): number[] {
  const arms = armsAt(graph, node);
  if (arms.length <= 2) return arms.map((a) => a.segment.id);
  let best: [number, number] = [arms[0]!.segment.id, arms[1]!.segment.id];
  let least = Infinity;
  for (const a of arms) {
    for (const b of arms) {
      if (a === b) continue;
      const turn = turningAngle(graph, a, b, settings);
      if (turn < least) (least = turn), (best = [a.segment.id, b.segment.id]);
    }
  }
  return best;
}

/** Removes dead-end lines (from an end through nodes of two arms to a junction) up to `maxLength` pixels, again while there are; their pixels. */
function pruneShortDeadEnds(graph: PixelGraph, keep: ReadonlySet<number>, maxLength: number): number[] {
  const pixels: number[] = [];
  for (let changed = true; changed; ) {
    changed = false;
    for (const end of [...graph.nodes.values()]) {
      if (!graph.nodes.has(end.id) || keep.has(end.id) || armCount(graph, end.id) !== 1) continue;
      const chain: number[] = [];
      const nodes = [end.id];
      let length = 0;
      let node = end.id;
      for (;;) {
        const onward = segmentsAt(graph, node).filter((s) => !chain.includes(s.id));
        if (onward.length !== 1) break;
        const s = onward[0]!;
        chain.push(s.id);
        length += s.path.length;
        node = s.from === node ? s.to : s.from;
        if (keep.has(node) || armCount(graph, node) !== 2 || length > maxLength) break;
        nodes.push(node);
      }
      if (length > maxLength || chain.length === 0) continue;
      for (const id of chain) (pixels.push(...graph.segments.get(id)!.path), graph.segments.delete(id));
      for (const id of nodes) (pixels.push(...graph.nodes.get(id)!.pixels), graph.nodes.delete(id));
      changed = true;
    }
  }
  return pixels;
}

/**
 * Rings hanging at one junction: from a node of four or more arms, a line through nodes of
 * two arms only that comes back to it, shorter than `maxLength`. Its segments, per ring.
 */
function smallRings(graph: PixelGraph, keep: ReadonlySet<number>, maxLength: number): number[][] {
  const rings: number[][] = [];
  const taken = new Set<number>();
  for (const junction of graph.nodes.values()) {
    if (keep.has(junction.id) || armCount(graph, junction.id) < 4) continue;
    for (const first of armsAt(graph, junction.id)) {
      if (taken.has(first.segment.id)) continue;
      const ring = [first.segment.id];
      let length = first.segment.path.length;
      let arm = first;
      for (;;) {
        const far = farEndOf(arm);
        if (far === junction.id || keep.has(far) || length >= maxLength) break;
        const onward = armsAt(graph, far).filter((a) => a.segment.id !== arm.segment.id);
        if (onward.length !== 1) break;
        arm = onward[0]!;
        ring.push(arm.segment.id);
        length += arm.segment.path.length + graph.nodes.get(far)!.pixels.length;
      }
      const back = farEndOf(arm) === junction.id;
      if (!back || ring.length < 2 || length >= maxLength) continue;
      rings.push(ring);
      for (const id of ring) taken.add(id);
    }
  }
  return rings;
}

/** The pixels left out as decorations: everything removed but detached shapes. */
export function leftOutPixels(removed: readonly Removed[]): number[] {
  return removed.filter((r) => r.why !== 'detached').flatMap((r) => r.pixels);
}

/**
 * Whether at least `least` of the pixels left out as decorations (`points`) lie within
 * `radius` of a point: a letter drawn over a junction leaves its tails there.
 */
export function leftOutNear(points: readonly Point[], radius: number, least: number): (x: number, y: number) => boolean {
  return (x, y) => {
    let count = 0;
    for (const [px, py] of points) if (Math.hypot(px - x, py - y) <= radius && ++count >= least) return true;
    return false;
  };
}

/** The distance from a point to the nearest of the pixels left out (`points`; Infinity when there are none). */
export function leftOutDistance(points: readonly Point[]): (x: number, y: number) => number {
  return (x, y) => points.reduce((least, [px, py]) => Math.min(least, Math.hypot(px - x, py - y)), Infinity);
}

/** The segments at each node. */
export function adjacencyOf(graph: PixelGraph): Map<number, PixelSegment[]> {
  const at = new Map<number, PixelSegment[]>();
  for (const n of graph.nodes.keys()) at.set(n, []);
  for (const s of graph.segments.values()) {
    at.get(s.from)?.push(s);
    if (s.to !== s.from) at.get(s.to)?.push(s);
  }
  return at;
}

/** Whether a segment's two ends stay joined without it (so removing it cuts nothing off). */
export function joinedWithout(at: ReadonlyMap<number, readonly PixelSegment[]>, segment: PixelSegment): boolean {
  const seen = new Set([segment.from]);
  const stack = [segment.from];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n === segment.to) return true;
    for (const s of at.get(n) ?? []) {
      if (s.id === segment.id) continue;
      const other = s.from === n ? s.to : s.from;
      if (!seen.has(other)) (seen.add(other), stack.push(other));
    }
  }
  return false;
}

/** Whether a segment's two ends stay joined without it by a way of at most `maxWay` skeleton pixels. */
export function joinedNearbyWithout(at: ReadonlyMap<number, readonly PixelSegment[]>, segment: PixelSegment, maxWay: number): boolean {
  const steps = (n: number) => (at.get(n) ?? []).filter((s) => s.id !== segment.id).map((s) => [s.from === n ? s.to : s.from, s.path.length] as const);
  return shortestWay(segment.from, segment.to, steps, maxWay) !== undefined;
}

/** One thing left out of the track, for the answer's JSON: why, and where (picture pixels). */
export interface LeftOut {
  readonly why: RemovedWhy;
  /** x, y, width, height of its bounding box. */
  readonly box: readonly [number, number, number, number];
  readonly pixels: number;
}

/**
 * What was left out, one entry per connected piece (8-neighbours), largest first, at most
 * `limit`: the pieces `removed` and the ink `erased` before thinning (filled shapes' insides,
 * filled dots), each mask with its why; pixels of a picture `width` wide, traced reduced by `scale`.
 */
export function leftOutPieces(removed: readonly Removed[], erased: readonly (readonly [RemovedWhy, Uint8Array | undefined])[], width: number, scale: number, limit = 200): LeftOut[] {
  const pieces: LeftOut[] = [];
  const lists: [RemovedWhy, readonly number[]][] = removed.map((r) => [r.why, r.pixels]);
  for (const [why, mask] of erased) if (mask) lists.push([why, Array.from(setIndices(mask))]);
  for (const [why, pixels] of lists) {
    for (const part of touchingParts(pixels, width)) {
      const [x0, y0, x1, y1] = boxOfPixels(part, width);
      const k = scale;
      pieces.push({ why, box: [Math.round(x0 * k), Math.round(y0 * k), Math.round((x1 - x0 + 1) * k), Math.round((y1 - y0 + 1) * k)], pixels: part.length });
    }
  }
  return pieces.sort((a, b) => b.pixels - a.pixels).slice(0, limit);
}

/** The first and last column and row of some pixels of a picture `width` wide. */
function boxOfPixels(pixels: readonly number[], width: number): [number, number, number, number] {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let n = 0; n < pixels.length; n++) {
    const i = pixels[n]!;
    const x = i % width;
    const y = Math.floor(i / width);
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  }
  return [x0, y0, x1, y1];
}
