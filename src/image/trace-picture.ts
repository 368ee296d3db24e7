import { failed, issue, type Issue, parsed, type Parsed } from '../encoders/issues.js';
import { tipsBesideEnds } from './switch-tips.js';
import { carryThroughDots } from './dot-carry.js';
import { joinTeesInDots } from './dot-tees.js';
import { collapseSmallTriangles, keepOnly, mergeCloseNodes, pruneDeadEnds, reachable, type RemovedPixels, splitLoops } from './graph-edit.js';
import { joinCrossings } from './crossings.js';
import { applyOverrides, chooseMoves, endsBesideLettering, type JunctionMoves, STEM_TIE_REACH } from './moves.js';
import { copyGraph, type PixelGraph, traceSkeleton } from './pixel-graph.js';
import { type Bitmap, type GreyImage, type Point, pointOf, setIndices } from './raster.js';
import { type Skeleton, skeletonOf, stopwatch } from './strokes.js';
import { SEED_STROKE_WIDTH, type TraceSettings } from './settings.js';
import { mergeSmoothNodes, splitCusps } from './simplify.js';
import { removeLearnedDecorations } from './learned-decorations.js';
import { leftOutDistance, leftOutNear, leftOutPixels, pruneDecorations, type Removed } from './decorations.js';
import { rejoinCutLines } from './rejoin.js';
import { CLEAN_WIDTHS, cutArmsOffEnds, refuseMovesOffEndLines } from './end-labels.js';
import { armInkDepth } from './ink-depth.js';
import { snapToTrack } from './snap.js';
import { endsInJunctions } from './end-stubs.js';
import { allowEndForks, endsOntoForkBranches } from './end-forks.js';
import { freeStrandedBranches, freeStrandedEndArms } from './stranded.js';
import { refuseRims } from './rims.js';
import { contractWebs } from './webs.js';
import { joinLinesThroughShapes } from './through-shapes.js';
import { joinArcsUnderShapes } from './under-shapes.js';
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
  readonly stages: { readonly binary: Bitmap; readonly skeleton: Bitmap; readonly removed: readonly Removed[]; readonly erased?: Uint8Array; readonly dots?: Uint8Array; readonly cusps: number[] };
  /** What the pixel stages made, from which another angle limit is traced without them. */
  readonly pixels: Skeleton;
  /** Milliseconds per stage. */
  readonly timings: Record<string, number>;
}

/** A track farther than this many stroke widths (at least 12 px) from a start or finish point is refused. */
const SNAP_WIDTHS = 4;
/** Junction clusters joined by a piece of skeleton up to this many stroke widths are one junction. */
const MERGE_WIDTHS = 1;
/** Three junctions joined round a hole, sides up to this many stroke widths and all round up to the second, are one junction. */
const TRIANGLE_SIDE_WIDTHS = 3;
const TRIANGLE_WIDTHS = 8;
/** Such a triangle is collapsed where pieces left out (a letter's tails) lie within this many stroke widths of its middle, at least the second many stroke widths of them. */
const TAIL_WIDTHS = 4;
const TAIL_LENGTH = 2;
/** A line end the decorations leave over is joined to the track it leads to over ink up to this many stroke widths away (rejoin.ts). */
const REJOIN_WIDTHS = 16;

/** Picture (grey levels, reduced by `scale`, its tracks `crowded` or not: scale.ts) to railway graph: the pixel stages, then the graph stages. */
export function tracePicture(image: GreyImage, request: TraceRequest, scale = 1, crowded = false): Parsed<Traced> {
  const pixels = skeletonOf(image, request.settings, scale, crowded);
  return pixels.ok ? traceSkeletonOf(pixels.value, request) : pixels;
}

/** The graph stages that no angle limit changes: the skeleton traced, start and finish snapped, what the start reaches kept, dead ends pruned, close nodes merged. */
interface Track {
  readonly graph: PixelGraph;
  readonly start: number;
  readonly finish: number;
  readonly removed: readonly Removed[];
  /** The lines carried on through filled dots that cut them (dot-carry.ts): read, not seen. */
  readonly carried: readonly number[];
  readonly timings: Record<string, number>;
}

/** Each skeleton's track per start and finish, kept unchanged (the later stages work on a copy): an angle limit traced again starts from it. */
const tracks = new WeakMap<Skeleton, Map<string, Parsed<Track>>>();

function trackOf(pixels: Skeleton, request: TraceRequest): Parsed<Track> {
  const key = `${name(request.start)}${name(request.finish)}`;
  const known = tracks.get(pixels) ?? new Map<string, Parsed<Track>>();
  tracks.set(pixels, known);
  const found = known.get(key) ?? traceTrack(pixels, request);
  known.set(key, found);
  return found;
}

function traceTrack(pixels: Skeleton, request: TraceRequest): Parsed<Track> {
  const { timings, lap } = stopwatch();
  const { scale, strokeWidth: width } = pixels;
  const graph = traceSkeleton(pixels.skeleton);
  splitLoops(graph);
  // A line a filled dot's erasure cut is carried on through the dot (dot-carry.ts).
  const carried = pixels.dots ? carryThroughDots(graph, pixels.binary, pixels.dots, width) : [];
  lap('trace');
  const working = ([x, y]: Point): Point => [x / scale, y / scale];
  const maxSnap = Math.max(12 / scale, SNAP_WIDTHS * width);
  const start = snapToTrack(graph, working(request.start), maxSnap);
  if (!start.ok) return failed(offTrack('start', request.start, start.distance * scale, maxSnap * scale));
  const finish = snapToTrack(graph, working(request.finish), maxSnap);
  if (!finish.ok) return failed(offTrack('finish', request.finish, finish.distance * scale, maxSnap * scale));
  const ends = new Set([start.node, finish.node]);
  const connected = reachable(graph, [start.node]);
  if (!connected.has(finish.node)) {
    return failed(issue('picture.separate-tracks', '', `start ${name(request.start)} and finish ${name(request.finish)} lie on separate tracks: no line joins them in the picture`));
  }
  const [detached, deadEnds]: RemovedPixels[] = [[], []];
  keepOnly(graph, connected, detached);
  pruneDeadEnds(graph, ends, deadEnds);
  mergeCloseNodes(graph, Math.max(2, Math.round(MERGE_WIDTHS * width)), ends);
  lap('track');
  const removed: Removed[] = [{ why: 'detached', pixels: detached }, { why: 'dead end', pixels: deadEnds }];
  return parsed({ graph, start: start.node, finish: finish.node, removed, carried, timings });
}

/**
 * The graph stages on a skeleton: trace it into junction clusters and segments, snap start
 * and finish, keep what the start reaches, prune dead ends and unusable pieces, and judge
 * every junction move. Only the angle limit, secants and overrides of the settings count here.
 * Points in the request are picture pixels; the graph is in working pixels (`scale` apart).
 */
export function traceSkeletonOf(pixels: Skeleton, request: TraceRequest): Parsed<Traced> {
  const track = trackOf(pixels, request);
  if (!track.ok) return track;
  const { timings, lap } = stopwatch();
  const { settings } = request;
  const { scale, strokeWidth: width } = pixels;
  const graph = copyGraph(track.value.graph);
  const removed = [...track.value.removed];
  // Secants scale with the picture's stroke width, not the enlarged one: an enlarged picture's curves are tight.
  const secantScale = Math.max(1, (width * Math.min(1, scale)) / SEED_STROKE_WIDTH);
  const secants: SecantSettings = {
    rule: settings.junctions,
    measure: settings.junctions === 'fitted' && scale >= 1 ? 'fit' : 'secant',
    forward: Math.round(settings.forward * secantScale),
    back: Math.round(settings.back * secantScale),
    angleLimit: settings.angleLimit,
    strokeWidth: width,
  };
  const working = ([x, y]: Point): Point => [x / scale, y / scale];
  const ends = new Set([track.value.start, track.value.finish]);
  const cusps = splitCusps(graph, secants);
  mergeSmoothNodes(graph, secants, new Set([...ends, ...cusps]));
  lap('cusps');
  // A line meeting a track in a dot at a corner no train takes turned under the dot (dot-tees.ts).
  const teed = pixels.dots ? joinTeesInDots(graph, pixels.binary, pixels.dots, secants) : [];
  const carried = [...track.value.carried, ...teed];
  const allow = settings.allow.map(working);
  pruneDecorations(graph, secants, ends, allow, track.value.start, removed);
  // What the model leaves of a drawing is judged by the rules again.
  if (removeLearnedDecorations(graph, pixels.binary, secants, ends, allow, scale, removed)) pruneDecorations(graph, secants, ends, allow, track.value.start, removed);
  const leftOut = new Set(leftOutPixels(removed));
  const rejoined = new Set(rejoinCutLines(graph, pixels.binary, leftOut, ends, Math.round(REJOIN_WIDTHS * width), Math.max(4, Math.round(2 * width)), Math.max(2, Math.round(width / 2))));
  // What was joined again is track, no longer left out; a line carried through a filled dot that a rule took out again was never seen: no stroke beside the track (it counts as the dot's).
  const unseen = new Set(carried);
  if (rejoined.size > 0 || unseen.size > 0) removed.splice(0, removed.length, ...removed.map((r) => ({ ...r, pixels: r.pixels.filter((i) => !rejoined.has(i) && !unseen.has(i)) })));
  contractWebs(graph, width, ends);
  // A letter filling a junction's V leaves pieces left out beside it; strokes touching side by side leave none.
  const leftOutPoints = leftOutPixels(removed).map((i) => pointOf(graph.width, i));
  const lettered = leftOutNear(leftOutPoints, TAIL_WIDTHS * width, TAIL_LENGTH * width);
  // Beside a start or finish, the letter across a switch's V is read off at the V's tip (switch-tips.ts).
  const tips = tipsBesideEnds(graph, [...ends], CLEAN_WIDTHS * width, leftOutDistance(leftOutPoints));
  const across: RemovedPixels = [];
  collapseSmallTriangles(graph, TRIANGLE_SIDE_WIDTHS * width, TRIANGLE_WIDTHS * width, ends, lettered, tips, across);
  // The letter's stroke across a switch's V is left out, as a stroke no train can use.
  if (across.length > 0) removed.push({ why: 'unusable', pixels: across });
  lap('decorations');
  if (secants.rule === 'fitted') joinCrossings(graph, secants, ends);
  lap('graph');
  if (pixels.erased) {
    // A circle's arc cut off at a filled shape's corner runs on under it (under-shapes.ts).
    joinArcsUnderShapes(graph, pixels.erased, secants);
    // Lines running into a filled shape from opposite sides go on under it (through-shapes.ts).
    joinLinesThroughShapes(graph, pixels.erased, secants);
  }
  // An end given beside a fork in ink two tracks share is on the branch it lies beside (end-forks.ts).
  const forks = endsOntoForkBranches(graph, [{ node: track.value.start, point: working(request.start) }, { node: track.value.finish, point: working(request.finish) }], secants);
  // A start or finish is left along its line only (end-labels.ts).
  cutArmsOffEnds(graph, [...ends], secants);
  // Lettering left out beside an end: thin strokes, a learned drawing, a filled dot.
  const lettering = [...(pixels.hairlineLines ?? []), ...removed.filter((r) => r.why === 'decoration').flatMap((r) => r.pixels), ...(pixels.dots ? setIndices(pixels.dots) : [])];
  const moves = chooseMoves(graph, secants, ends, endsBesideLettering(graph, ends, lettering, STEM_TIE_REACH * width));
  // An engine's rims are no way on at its web (rims.ts).
  refuseRims(graph, moves);
  // A letter beside a start or finish is no way on from it; the line goes on in the pen's width, not into a bold letter's ink (end-labels.ts, ink-depth.ts).
  refuseMovesOffEndLines(graph, [track.value.start, track.value.finish], secants, moves, armInkDepth(pixels.binary, width));
  // An end moved past a fork joins the stem there (end-forks.ts).
  allowEndForks(forks, moves);
  // An end's own arm that no move may use at a junction beside it runs on (stranded.ts).
  freeStrandedEndArms(graph, [track.value.start, track.value.finish], moves, secants);
  // An end on a stub in a junction's ink leaves along the lines through it (end-stubs.ts).
  endsInJunctions(graph, [track.value.start, track.value.finish], moves, secants.strokeWidth);
  // A branch no move may use, letters in its gap with the line, is a curve the letters pulled onto the line early (stranded.ts).
  freeStrandedBranches(graph, moves, secants, leftOutPoints);
  // The person's --forbid and --allow have the last word.
  const overridden = applyOverrides(graph, moves, secants, settings.forbid, settings.allow, scale);
  if (!overridden.ok) return overridden;
  lap('moves');
  return parsed({
    graph,
    startNode: track.value.start,
    finishNode: track.value.finish,
    moves,
    secants,
    threshold: pixels.threshold,
    strokeWidth: width,
    scale,
    bridged: pixels.bridged,
    // Thin strokes erased before thinning are counted as left out only now: no rule above saw them; so are the lines carried on through filled dots (read, not seen).
    stages: { binary: pixels.binary, skeleton: pixels.skeleton, removed: [...removed, ...(pixels.hairlineLines ? [{ why: 'hairline' as const, pixels: [...pixels.hairlineLines] }] : []), ...(carried.length > 0 ? [{ why: 'dot' as const, pixels: carried }] : [])], ...(pixels.erased ? { erased: pixels.erased } : {}), ...(pixels.dots ? { dots: pixels.dots } : {}), cusps },
    pixels,
    timings: { ...pixels.timings, ...track.value.timings, ...timings },
  });
}

const name = ([x, y]: Point) => `(${x},${y})`;

function offTrack(which: string, point: Point, distance: number, limit: number): Issue {
  const how = Number.isFinite(distance) ? `the nearest track is ${distance.toFixed(1)} px away` : 'there is no track';
  return issue(`picture.${which}-off-track`, '', `${which} ${name(point)} is off the track: ${how} (at most ${limit.toFixed(0)} px is snapped)`);
}
