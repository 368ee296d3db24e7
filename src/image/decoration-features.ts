import { type PixelGraph, type PixelSegment } from './pixel-graph.js';
import { type Bitmap, type Point, pointOf } from './raster.js';
import { type SecantSettings, turningAngle } from './turns.js';
import { armsAt, farEndOf } from './arms.js';

/*
 * What a traced segment looks like, in numbers a model of decorations reads
 * (learned-decorations.ts): its length, width and bends in stroke widths, how it meets the
 * segments at its ends, how crowded the ink and the junctions round it are, and the
 * smallest ring it lies on. Nothing here names how a picture was made.
 */

export const FEATURES = [
  'length',
  'straightness',
  'turning',
  'sharpest bend',
  'width',
  'width spread',
  'arms at ends (fewer)',
  'arms at ends (more)',
  'smoothest way on (better end)',
  'smoothest way on (worse end)',
  'others pass straight (better end)',
  'others pass straight (worse end)',
  'junctions within 4 widths',
  'junctions within 10 widths',
  'ink within 3 widths',
  'ink within 8 widths',
  'smallest ring',
  'way round',
  'smooth run through it',
  'longest other arm at its ends',
  'stubs at its ends',
] as const;

/** Rings longer than this many stroke widths tell nothing more. */
const RING_WIDTHS = 60;

/** Features per segment id, in the order of FEATURES. */
export function segmentFeatures(graph: PixelGraph, binary: Bitmap, settings: SecantSettings): Map<number, number[]> {
  const w = Math.max(1, settings.strokeWidth);
  const arms = new Map<number, ReturnType<typeof armsAt>>();
  for (const n of graph.nodes.keys()) arms.set(n, armsAt(graph, n));
  const junctions = [...graph.nodes.values()].filter((n) => arms.get(n.id)!.length >= 3);
  const rings = ringLengths(graph, arms, RING_WIDTHS * w);
  const turns = new Map<number, Turns>();
  const turnsAt = (n: number) => turns.get(n) ?? turns.set(n, turnsBetween(graph, arms.get(n)!, settings)).get(n)!;
  const out = new Map<number, number[]>();
  for (const s of graph.segments.values()) {
    const points = s.path.map((i) => pointOf(graph.width, i));
    const length = Math.max(1, points.length);
    const [a, b] = [graph.nodes.get(s.from)!, graph.nodes.get(s.to)!];
    const chord = Math.hypot(a.x - b.x, a.y - b.y);
    const { turning, sharpest } = bends(points, w);
    const widths = widthsAlong(binary, points, w);
    const meanWidth = widths.reduce((t, x) => t + x, 0) / Math.max(1, widths.length);
    const spread = Math.sqrt(widths.reduce((t, x) => t + (x - meanWidth) ** 2, 0) / Math.max(1, widths.length));
    const ends = [s.from, s.to].map((n) => endShape(arms.get(n)!, s, turnsAt(n)));
    const degrees = [s.from, s.to].map((n) => Math.min(6, arms.get(n)!.length));
    const middle = points[points.length >> 1] ?? [a.x, a.y];
    const near = (r: number) => junctions.filter((n) => Math.hypot(n.x - middle[0], n.y - middle[1]) <= r * w).length;
    const ring = rings.get(s.id) ?? Infinity;
    out.set(s.id, [
      Math.log1p(length / w),
      s.from === s.to ? 0 : Math.min(1, chord / length),
      (turning / length) * w,
      sharpest,
      meanWidth / w,
      spread / w,
      Math.min(...degrees),
      Math.max(...degrees),
      Math.min(ends[0]!.way, ends[1]!.way),
      Math.max(ends[0]!.way, ends[1]!.way),
      Math.min(ends[0]!.others, ends[1]!.others),
      Math.max(ends[0]!.others, ends[1]!.others),
      near(4),
      near(10),
      inkShare(binary, middle, 3 * w),
      inkShare(binary, middle, 8 * w),
      Math.log1p(Math.min(RING_WIDTHS, (ring + length) / w)),
      Math.log1p(Math.min(RING_WIDTHS, ring / w)),
      Math.log1p((length + smoothRun(graph, arms, s, settings, s.from) + smoothRun(graph, arms, s, settings, s.to)) / w),
      Math.log1p(Math.max(0, ...[s.from, s.to].flatMap((n) => arms.get(n)!.filter((a) => a.segment.id !== s.id).map((a) => a.segment.path.length))) / w),
      [s.from, s.to].flatMap((n) => arms.get(n)!.filter((a) => a.segment.id !== s.id && a.segment.path.length < 2 * w)).length,
    ]);
  }
  return out;
}

/** A run is followed this many stroke widths at most, over this many segments. */
const RUN_WIDTHS = 40;
const RUN_HOPS = 8;

/**
 * How far a train can run on from a segment's end `node`, taking the smoothest way on at
 * each junction while it is within the angle limit (pixels): track runs on for long,
 * a letter's stroke soon meets a corner.
 */
function smoothRun(graph: PixelGraph, arms: ReadonlyMap<number, ReturnType<typeof armsAt>>, segment: PixelSegment, settings: SecantSettings, node: number): number {
  let length = 0;
  let into = arms.get(node)!.find((a) => a.segment.id === segment.id && a.atFrom === (segment.from === node))!;
  let at = node;
  const seen = new Set([segment.id]);
  for (let hop = 0; hop < RUN_HOPS && length < RUN_WIDTHS * settings.strokeWidth; hop++) {
    let best: (typeof into) | undefined;
    let least = settings.angleLimit;
    for (const o of arms.get(at)!) {
      if (seen.has(o.segment.id)) continue;
      const turn = turningAngle(graph, into, o, settings);
      if (turn <= least) (least = turn), (best = o);
    }
    if (!best) break;
    seen.add(best.segment.id);
    length += best.segment.path.length;
    at = farEndOf(best);
    into = arms.get(at)!.find((a) => a.segment.id === best!.segment.id && a.atFrom === (best!.segment.from === at)) ?? best;
  }
  return length;
}

/** Total turning (radians) along a path measured over chords a stroke width long, and the sharpest turn (degrees) over two. */
function bends(points: readonly Point[], w: number): { turning: number; sharpest: number } {
  const step = Math.max(2, Math.round(w));
  const headings: number[] = [];
  for (let k = 0; k + step < points.length; k += step) headings.push(Math.atan2(points[k + step]![1] - points[k]![1], points[k + step]![0] - points[k]![0]));
  let turning = 0;
  let sharpest = 0;
  for (let k = 1; k < headings.length; k++) {
    turning += Math.abs(wrap(headings[k]! - headings[k - 1]!));
    if (k >= 2) sharpest = Math.max(sharpest, Math.abs(wrap(headings[k]! - headings[k - 2]!)));
  }
  return { turning, sharpest: (sharpest * 180) / Math.PI };
}

const wrap = (a: number) => Math.atan2(Math.sin(a), Math.cos(a));

/** Widths of the ink across the path (pixels), measured square to it every half stroke width, up to four stroke widths. */
function widthsAlong(binary: Bitmap, points: readonly Point[], w: number): number[] {
  const step = Math.max(1, Math.round(w / 2));
  const reach = Math.max(3, Math.round(w));
  const limit = Math.ceil(2 * w);
  const widths: number[] = [];
  for (let k = 0; k < points.length; k += step) {
    const [p, q] = [points[Math.max(0, k - reach)]!, points[Math.min(points.length - 1, k + reach)]!];
    const l = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (l === 0) continue;
    const [nx, ny] = [-(q[1] - p[1]) / l, (q[0] - p[0]) / l];
    let across = 1;
    for (const sign of [1, -1]) {
      for (let t = 1; t <= limit; t++) {
        const [x, y] = [Math.round(points[k]![0] + sign * t * nx), Math.round(points[k]![1] + sign * t * ny)];
        if (x < 0 || y < 0 || x >= binary.width || y >= binary.height || !binary.data[y * binary.width + x]) break;
        across++;
      }
    }
    widths.push(across);
  }
  return widths;
}

/** Share of ink in a square of half side `radius` round a point, sampled on a grid of at most 24 x 24. */
function inkShare(binary: Bitmap, [cx, cy]: Point, radius: number): number {
  const step = Math.max(1, Math.floor((2 * radius) / 24));
  let [ink, all] = [0, 0];
  for (let y = Math.round(cy - radius); y <= cy + radius; y += step) {
    for (let x = Math.round(cx - radius); x <= cx + radius; x += step) {
      all++;
      if (x >= 0 && y >= 0 && x < binary.width && y < binary.height && binary.data[y * binary.width + x]) ink++;
    }
  }
  return ink / Math.max(1, all);
}

/** The turning angle between every two arms at a node (in along `i`, out along `j`: `angle[i * k + j]`), and every pair by it, smallest first. */
interface Turns {
  readonly angle: Float64Array;
  readonly pairs: readonly (readonly [number, number])[];
}

/** A node's turns, worked out once: each segment's end shape reads them (a knot of noise has hundreds of arms at a node, and each end worked them out again: minutes). */
function turnsBetween(graph: PixelGraph, arms: ReturnType<typeof armsAt>, settings: SecantSettings): Turns {
  const k = arms.length;
  const angle = new Float64Array(k * k);
  const pairs: [number, number][] = [];
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      if (i === j) continue;
      angle[i * k + j] = turningAngle(graph, arms[i]!, arms[j]!, settings);
      pairs.push([i, j]);
    }
  }
  pairs.sort((p, q) => angle[p[0] * k + p[1]]! - angle[q[0] * k + q[1]]!);
  return { angle, pairs };
}

/**
 * How a segment meets the others at one end (degrees): the smoothest turn a train makes
 * from it into another arm or back (180 where there is none), and the smoothest turn
 * between two of the other arms (180 where fewer than two): a stroke ending on a line that
 * runs on straight past it is a letter's, or a branch.
 */
function endShape(arms: ReturnType<typeof armsAt>, segment: PixelSegment, turns: Turns): { way: number; others: number } {
  const k = arms.length;
  const own = arms.map((a) => a.segment.id === segment.id);
  let way = 180;
  for (const [i, mine] of own.entries()) {
    if (mine) for (let j = 0; j < k; j++) if (!own[j]) way = Math.min(way, turns.angle[i * k + j]!, turns.angle[j * k + i]!);
  }
  const first = turns.pairs.find(([x, y]) => !own[x] && !own[y]);
  return { way, others: Math.min(180, first ? turns.angle[first[0] * k + first[1]]! : 180) };
}

/** Per segment, the shortest way (pixels) between its ends without it: the rest of the smallest ring it lies on. */
function ringLengths(graph: PixelGraph, arms: ReadonlyMap<number, ReturnType<typeof armsAt>>, cap: number): Map<number, number> {
  const found = new Map<number, number>();
  for (const s of graph.segments.values()) {
    if (s.from === s.to) {
      found.set(s.id, 0);
      continue;
    }
    found.set(s.id, shortestWithout(arms, s, cap));
  }
  return found;
}

/** Dijkstra (a plain scan: it stops `cap` pixels out, a few nodes) from one end of a segment to the other, not along it. */
function shortestWithout(arms: ReadonlyMap<number, ReturnType<typeof armsAt>>, segment: PixelSegment, cap: number): number {
  const distance = new Map<number, number>([[segment.from, 0]]);
  const done = new Set<number>();
  for (;;) {
    let best = -1;
    let bestDistance = Infinity;
    for (const [n, d] of distance) if (!done.has(n) && d < bestDistance) (best = n), (bestDistance = d);
    if (best < 0) return Infinity;
    if (best === segment.to) return bestDistance;
    if (bestDistance > cap) return Infinity;
    done.add(best);
    for (const arm of arms.get(best) ?? []) {
      if (arm.segment.id === segment.id) continue;
      const far = farEndOf(arm);
      const d = bestDistance + arm.segment.path.length + 1;
      if (d < (distance.get(far) ?? Infinity)) distance.set(far, d);
    }
  }
}
