import { failed, issue, type Issue, parsed, type Parsed } from '../encoders/issues.js';
import { blurRebinarize, darkPixels, otsuThreshold } from './binarize.js';
import { fillSmallHoles, strokeWidth } from './components.js';
import { bridgeFacingEnds, bridgeGaps } from './gaps.js';
import { keepOnly, mergeCloseNodes, pruneDeadEnds, reachable, type RemovedPixels, splitLoops } from './graph-edit.js';
import { chooseMoves, type JunctionMoves } from './moves.js';
import { type PixelGraph, traceSkeleton } from './pixel-graph.js';
import type { Bitmap, GreyImage, Point } from './raster.js';
import { SEED_STROKE_WIDTH, type TraceSettings } from './settings.js';
import { mergeSmoothNodes, pruneUnusable, splitCusps } from './simplify.js';
import { snapToTrack } from './snap.js';
import { thin } from './thin.js';
import type { SecantSettings } from './turns.js';

export interface TraceRequest {
  readonly start: Point;
  readonly finish: Point;
  readonly settings: TraceSettings;
}

/** The traced graph with what a person (or the debug pictures) needs to judge it. */
export interface Traced {
  readonly graph: PixelGraph;
  readonly startNode: number;
  readonly finishNode: number;
  readonly moves: JunctionMoves;
  readonly secants: SecantSettings;
  readonly threshold: number;
  /** In working pixels. */
  readonly strokeWidth: number;
  /** The picture was traced reduced by this factor: graph pixels times it are picture pixels. */
  readonly scale: number;
  /** Breaks in lines that were bridged. */
  readonly bridged: number;
  readonly stages: { readonly binary: Bitmap; readonly skeleton: Bitmap; readonly ignored: RemovedPixels; readonly cusps: number[] };
  /** Milliseconds per stage. */
  readonly timings: Record<string, number>;
}

/** A track farther than this many stroke widths (at least 12 px) from a start or finish point is refused. */
const SNAP_WIDTHS = 4;
/** Segments no train can use are dropped up to this many stroke widths long (letters, small drawings). */
const DECORATION_WIDTHS = 8;
/** Junction clusters joined by a piece of skeleton up to this many stroke widths are one junction. */
const MERGE_WIDTHS = 1;
/** Two line ends facing each other up to this many stroke widths apart are joined (a track passing under a bridge). */
const BRIDGE_WIDTHS = 10;
/** Breaks in a line up to this many stroke widths are bridged. */
const GAP_WIDTHS = 2;

/** What the pixel stages make of a picture: the settings that shape strokes (threshold, σ, masks) fix it. */
export interface Skeleton {
  /** The factor the picture was reduced by (points and lengths in the settings are in picture pixels). */
  readonly scale: number;
  readonly threshold: number;
  readonly strokeWidth: number;
  /** Breaks in lines that were bridged. */
  readonly bridged: number;
  readonly binary: Bitmap;
  readonly skeleton: Bitmap;
  /** Milliseconds per stage. */
  readonly timings: Record<string, number>;
}

/** A stopwatch that records the time of each stage since the last. */
function stopwatch(): { timings: Record<string, number>; lap(stage: string): void } {
  const timings: Record<string, number> = {};
  let clock = performance.now();
  return {
    timings,
    lap(stage) {
      const now = performance.now();
      timings[stage] = Math.round((now - clock) * 10) / 10;
      clock = now;
    },
  };
}

/**
 * The pixel stages (the seed's steps) on a picture reduced by `scale` (1: as it is):
 * threshold (Otsu unless given), masks erased, blur and re-binarize, small holes filled,
 * thinning, short breaks bridged. Masks and σ are in picture pixels.
 */
export function skeletonOf(image: GreyImage, settings: TraceSettings, scale = 1): Parsed<Skeleton> {
  const { timings, lap } = stopwatch();
  const threshold = settings.threshold ?? otsuThreshold(image);
  const dark = darkPixels(image, threshold);
  for (const [x, y, w, h] of settings.masks) erase(dark, Math.floor(x / scale), Math.floor(y / scale), Math.ceil(w / scale), Math.ceil(h / scale));
  lap('binarize');
  const smooth = blurRebinarize(dark, settings.sigma / scale);
  lap('blur');
  const blank = blankIssue(smooth, threshold);
  if (blank) return failed(blank);
  const width = strokeWidth(smooth);
  const binary = fillSmallHoles(smooth, Math.max(4, 0.25 * width * width), Math.max(3, 0.75 * width));
  lap('fillHoles');
  const skeleton = thin(binary);
  const back = Math.max(6, Math.round(2 * width));
  const bridged = bridgeFacingEnds(skeleton, Math.max(8, Math.round(BRIDGE_WIDTHS * width)), back) + bridgeGaps(skeleton, Math.max(4, Math.round(GAP_WIDTHS * width)), 6);
  lap('thin');
  return parsed({ scale, threshold, strokeWidth: width, bridged, binary, skeleton, timings });
}

/** Picture (grey levels, reduced by `scale`) to railway graph: the pixel stages, then the graph stages. */
export function tracePicture(image: GreyImage, request: TraceRequest, scale = 1): Parsed<Traced> {
  const pixels = skeletonOf(image, request.settings, scale);
  return pixels.ok ? traceSkeletonOf(pixels.value, request) : pixels;
}

/**
 * The graph stages on a skeleton: trace it into junction clusters and segments, snap start
 * and finish, keep what the start reaches, prune dead ends and unusable pieces, and judge
 * every junction move. Only the angle limit, secants and overrides of the settings count here.
 * Points in the request are picture pixels; the graph is in working pixels (`scale` apart).
 */
export function traceSkeletonOf(pixels: Skeleton, request: TraceRequest): Parsed<Traced> {
  const { timings, lap } = stopwatch();
  const { settings } = request;
  const width = pixels.strokeWidth;
  const graph = traceSkeleton(pixels.skeleton);
  splitLoops(graph);
  lap('trace');
  const secantScale = Math.max(1, width / SEED_STROKE_WIDTH);
  const secants: SecantSettings = {
    forward: Math.round(settings.forward * secantScale),
    back: Math.round(settings.back * secantScale),
    angleLimit: settings.angleLimit,
  };
  const { scale } = pixels;
  const working = ([x, y]: Point): Point => [x / scale, y / scale];
  const maxSnap = Math.max(12 / scale, SNAP_WIDTHS * width);
  const start = snapToTrack(graph, working(request.start), maxSnap);
  if (!start.ok) return failed(offTrack('start', request.start, start.distance * scale, maxSnap * scale));
  const finish = snapToTrack(graph, working(request.finish), maxSnap);
  if (!finish.ok) return failed(offTrack('finish', request.finish, finish.distance * scale, maxSnap * scale));
  const ends = new Set([start.node, finish.node]);
  const ignored: RemovedPixels = [];
  const connected = reachable(graph, [start.node]);
  if (!connected.has(finish.node)) {
    return failed(issue('picture.separate-tracks', '', `start ${name(request.start)} and finish ${name(request.finish)} lie on separate tracks: no line joins them in the picture`));
  }
  keepOnly(graph, connected, ignored);
  pruneDeadEnds(graph, ends, ignored);
  mergeCloseNodes(graph, Math.max(2, Math.round(MERGE_WIDTHS * width)), ends);
  const cusps = splitCusps(graph, secants);
  mergeSmoothNodes(graph, secants, new Set([...ends, ...cusps]));
  pruneUnusable(graph, secants, ends, settings.allow.map(working), Math.max(20 / scale, DECORATION_WIDTHS * width), ignored);
  lap('graph');
  const moves = chooseMoves(graph, secants, settings.forbid, settings.allow, scale);
  if (!moves.ok) return moves;
  lap('moves');
  return parsed({
    graph,
    startNode: start.node,
    finishNode: finish.node,
    moves: moves.value,
    secants,
    threshold: pixels.threshold,
    strokeWidth: width,
    scale,
    bridged: pixels.bridged,
    stages: { binary: pixels.binary, skeleton: pixels.skeleton, ignored, cusps },
    timings: { ...pixels.timings, ...timings },
  });
}

const name = ([x, y]: Point) => `(${x},${y})`;

function offTrack(which: string, point: Point, distance: number, limit: number): Issue {
  const how = Number.isFinite(distance) ? `the nearest track is ${distance.toFixed(1)} px away` : 'there is no track';
  return issue(`picture.${which}-off-track`, '', `${which} ${name(point)} is off the track: ${how} (at most ${limit.toFixed(0)} px is snapped)`);
}

function blankIssue(bitmap: Bitmap, threshold: number): Issue | undefined {
  let ones = 0;
  for (let i = 0; i < bitmap.data.length; i++) ones += bitmap.data[i]!;
  const fraction = ones / bitmap.data.length;
  if (ones === 0) return issue('picture.blank', '', `no track: no pixel is darker than the threshold ${threshold} (the picture is all white)`);
  if (fraction > 0.9) {
    return issue('picture.blank', '', `no track: ${(fraction * 100).toFixed(0)}% of the pixels are darker than the threshold ${threshold} (the picture is all black)`);
  }
  return undefined;
}

function erase(bitmap: Bitmap, x: number, y: number, w: number, h: number): void {
  for (let yy = Math.max(0, y); yy < Math.min(bitmap.height, y + h); yy++) {
    for (let xx = Math.max(0, x); xx < Math.min(bitmap.width, x + w); xx++) bitmap.data[yy * bitmap.width + xx] = 0;
  }
}
