import { LARGE_PICTURE } from '../../image/scale.js';
import type { GreyImage, Point } from '../../image/raster.js';
import { enlargeBy } from '../../image/resample.js';
import type { Rect, TraceSettings } from '../../image/settings.js';
import type { Traced } from '../../image/trace-picture.js';
import type { Parsed } from '../issues.js';
import type { DoubtReport } from './doubt.js';
import { type RailwayGraph, railwayGraph, segmentOfState, stepsOf } from './graph.js';
import type { RailwayPuzzle } from './model.js';
import { routeShape, sameTrack } from './route-shape.js';
import { type RouteCosts, shortestRoute } from './shortest.js';
import { solutionOf } from './solution.js';

/*
 * A second look when the first is unsure (issue 34, round 19). Where lettering or a drawing
 * lies on the track, the tracing of a knot of letters flips with small changes of the
 * picture: of seeds 41-100 of the four lettered corpus classes 79 of 240 route right as
 * drawn and 86 enlarged 1.15 times, but 103 on one or the other. Which of the two is right
 * is told, on most of them, by what the answer already weighs when it chooses the route it
 * shows first (plausible.ts): the route's cost per pixel of its length, its segments' share
 * of likely lettering and its junction moves near the limit or inside knots (no other sign
 * the answer carries comes near: docs/railway-pictures.md, round 19). The copy answers when
 * its route costs less per pixel by more than CHEAPER_BY: 79 -> 97 of 240 on seeds 41-100
 * (19 mended, 1 lost), 46 -> 50 of 120 on seeds 101-130 (5, 1). The copy is traced as a picture of
 * its own; its graph's pixels are then read in the person's picture (the working pixels'
 * scale over the enlargement), so the answer, its route, its doubt and what was left out are
 * in the picture's pixels, and the copy's own doubt check says how sure it is.
 */

/** The copy is the picture enlarged this many times (Lanczos). */
export const SECOND_LOOK_ENLARGEMENT = 1.15;
/** The copy answers when its route costs less per pixel by more than this (fitted on seeds 101-130, copies made by sharp: 0 mends 9 and loses 4, 0.02 mends 7 and loses 1). */
const CHEAPER_BY = 0.02;
/** A second tracing takes about this many times the first (1.15² the pixels, and its doubt check). */
const SECOND_LOOK_COST = 1.6;

/** One tracing of the picture or of a copy, with its answer in the person's picture pixels. */
export interface Look extends TracedLook {
  /** The plausibility costs of the route shown first; undefined without lettering or drawings. */
  readonly costs: RouteCosts | undefined;
  readonly doubt: DoubtReport;
}

/** A tracing and its maze, before the costs and the doubt check that make it a Look. */
export interface TracedLook {
  /** The working picture traced (the copy's, for the second look). */
  readonly image: GreyImage;
  /** As traced, in the working picture's pixels (for the debug pictures). */
  readonly own: Traced;
  /** The same with its scale read in the person's picture: what the answer is made from. */
  readonly traced: Traced;
  readonly puzzle: RailwayPuzzle;
  /** Milliseconds it took. */
  readonly took: number;
}

/**
 * Traces `picture`, whose pixels are `enlarged` times the person's; one already as traced (a
 * reduced picture's copy: `asTraced`) is traced as it is, its tracks crowded or not.
 */
export type LookAt = (picture: GreyImage, request: LookRequest, enlarged?: number, asTraced?: { readonly crowded: boolean }) => Parsed<Look>;

/** Which tracing answered, and why: for the answer's JSON and the doubt note. */
export interface SecondLookNote {
  /** The copy traced: the picture enlarged this many times (or the picture as traced, when `reducedBy` is set). */
  readonly enlarged: number;
  /** The picture was traced reduced this many times (a phone's photo), and its copy made of it as traced. */
  readonly reducedBy?: number;
  readonly answered: 'picture' | 'enlarged';
  /** Cost per pixel of each tracing's route shown first (1: all length, nothing looks like lettering); null: no route. */
  readonly costPerPixel: { readonly picture: number | null; readonly enlarged: number | null };
}

/** What a look is given: the points and settings in the pixels of the picture traced; `heading` always in the person's. */
export interface LookRequest {
  readonly start: Point;
  readonly finish: Point;
  readonly heading: Point | undefined;
  readonly settings: TraceSettings;
}

/**
 * Whether to look again: the first tracing is unsure, its picture has lettering or drawings
 * (costs) and its route is not so cheap that no copy's could answer; the copy is not large (it
 * would be traced reduced, as the picture was not), and the deadline leaves time for it. A
 * picture traced reduced (a phone's photo) or cut at the ink's level is copied as it was traced (copied).
 */
export function wantsSecondLook(first: Look, picture: GreyImage, deadline?: number): boolean {
  if (first.doubt.confidence === 'sure' || !first.costs) return false;
  // A route costs at least its length: a copy's could not be cheaper per pixel by more than CHEAPER_BY (7% of the lettered corpus pictures).
  const perPixel = costPerPixel(first);
  if (perPixel !== undefined && perPixel <= 1 + CHEAPER_BY) return false;
  const k = SECOND_LOOK_ENLARGEMENT;
  const { width, height } = copied(first, picture);
  if (width * height * k * k > LARGE_PICTURE) return false;
  return leavesTimeFor(first.took, deadline);
}

/** Whether the deadline leaves time for a second look after a first that took `took` ms. */
export function leavesTimeFor(took: number, deadline: number | undefined, now = Date.now()): boolean {
  return deadline === undefined || now + SECOND_LOOK_COST * took < deadline;
}

/**
 * The second look: the picture enlarged, traced by `look` with the request's points and
 * settings moved onto the copy, and the copy answers when its route costs less per pixel by more
 * than CHEAPER_BY (the first otherwise, when both run over the same track, or when the copy refuses).
 */
export function secondLook(first: Look, picture: GreyImage, request: LookRequest, look: LookAt): { look: Look; note: SecondLookNote } {
  const copy = enlargeBy(copied(first, picture), SECOND_LOOK_ENLARGEMENT);
  // The first look's working pixels read in the person's picture: a photo cut at the ink's level traced its reduced picture as one of its own (own scale 1), read back by the reduction (ink-cut.ts).
  const workingScale = first.traced.scale;
  const reduced = workingScale > 1;
  // A copy of the working picture is traced as it is, cut as the first was: `enlarged` over the reduction in the person's pixels.
  const working = asTraced(first);
  const enlarged = copy.scale / (working ? workingScale : 1);
  const second = look(copy.image, onCopy(request, enlarged), enlarged, working ? { crowded: first.own.pixels.crowded } : undefined);
  const picturePerPixel = costPerPixel(first);
  const enlargedPerPixel = second.ok ? costPerPixel(second.value) : undefined;
  const better = second.ok && enlargedPerPixel !== undefined && (picturePerPixel === undefined || enlargedPerPixel < picturePerPixel - CHEAPER_BY) && !sameRoute(first, second.value);
  const note: SecondLookNote = {
    enlarged: Math.round(copy.scale * 1000) / 1000,
    ...(reduced ? { reducedBy: workingScale } : {}),
    answered: better ? 'enlarged' : 'picture',
    costPerPixel: { picture: rounded(picturePerPixel), enlarged: rounded(enlargedPerPixel) },
  };
  return { look: better && second.ok ? second.value : first, note };
}

/**
 * The copy's doubt with the route of the picture traced as drawn among the competing routes
 * (unless one of them runs over its track), and unsure: looking twice never makes an answer
 * surer, and the first look was unsure.
 */
export function doubtAfterSecondLook(first: Look, answered: Look, note: SecondLookNote): DoubtReport {
  const doubt = answered.doubt;
  const points = answered === first ? undefined : routePoints(first);
  const tolerance = Math.max(3, 1.5 * answered.traced.strokeWidth * answered.traced.scale);
  const drawn = points && routeShape(points, tolerance);
  const known = drawn && doubt.routes.some((r) => r.points.length > 0 && sameTrack(routeShape(r.points, tolerance), drawn, tolerance));
  if (!points || known) return { ...doubt, confidence: 'unsure', secondLook: note };
  let length = 0;
  for (let k = 1; k < points.length; k++) length += Math.hypot(points[k]![0] - points[k - 1]![0], points[k]![1] - points[k - 1]![1]);
  const segments = firstRouteOf(first)!.states.length;
  const id = String.fromCharCode(65 + doubt.routes.length);
  return { ...doubt, confidence: 'unsure', secondLook: note, routes: [...doubt.routes, { id, segments, length, points, hinges: [], asDrawn: true }] };
}

/**
 * What the second look copies: the picture, or the picture as traced where it was traced
 * reduced (a copy of the whole would be large, and reduced again as the picture was) or cut
 * at the ink's level for its lettering (traced as a picture of its own, it would be cut at
 * Otsu's).
 */
const copied = (first: Look, picture: GreyImage): GreyImage => (asTraced(first) ? first.image : picture);

/** Whether the second look copies the picture as the first traced it: reduced, or cut at the ink's level as it is (ink-cut.ts); otherwise the picture is copied and traced as a picture of its own. */
const asTraced = (first: Look): boolean => first.own.scale > 1 || (first.own.scale === 1 && first.own.pixels.crowded);

/** A tracing of the copy read in the person's picture: the copy's pixel (x, y) is at ((x + 0.5) / scale - 0.5, ...) there. */
export function inPicture(traced: Traced, scale: number): Traced {
  return { ...traced, scale: traced.scale / scale };
}

/** The route shown first: its cost by the plausibility costs over its length; undefined without a route or costs. */
function costPerPixel(look: Look): number | undefined {
  const found = look.costs && firstRouteOf(look);
  if (!found) return undefined;
  const { graph } = found;
  let [length, cost] = [0, 0];
  found.states.forEach((state, k) => {
    const segment = segmentOfState(state);
    length += graph.lengths[segment]!;
    cost += graph.lengths[segment]! + look.costs!.segment[segment]!;
    if (k > 0) cost += look.costs!.move(found.states[k - 1]!, state);
  });
  return length > 0 ? cost / length : undefined;
}

/** Whether the two tracings' routes shown first run over the same track (in the picture's pixels, as the doubt check compares routes). */
function sameRoute(a: Look, b: Look): boolean {
  const [ra, rb] = [routePoints(a), routePoints(b)];
  if (!ra || !rb) return false;
  const tolerance = Math.max(3, 1.5 * a.traced.strokeWidth * a.traced.scale);
  return sameTrack(routeShape(ra, tolerance), routeShape(rb, tolerance), tolerance);
}

const routePoints = (look: Look) => firstRouteOf(look)?.points;

/** Each look's route shown first (the cheapest by its costs), found once: the choice, the comparison and the doubt note all read it. */
const firstRoutes = new WeakMap<Look, { graph: RailwayGraph; states: readonly number[]; points: readonly Point[] } | null>();

function firstRouteOf(look: Look) {
  if (!firstRoutes.has(look)) {
    const graph = railwayGraph(look.puzzle);
    const found = shortestRoute(graph, undefined, look.costs);
    firstRoutes.set(look, found ? { graph, states: found.states, points: solutionOf(look.puzzle, stepsOf(graph, found.states)).points } : null);
  }
  return firstRoutes.get(look) ?? undefined;
}

const rounded = (value: number | undefined) => (value === undefined ? null : Math.round(value * 1000) / 1000);

/** The request's points and regions on the copy enlarged `scale` times. */
export function onCopy(request: LookRequest, scale: number): LookRequest {
  const point = ([x, y]: Point): Point => [(x + 0.5) * scale - 0.5, (y + 0.5) * scale - 0.5];
  const { settings } = request;
  return {
    start: point(request.start),
    finish: point(request.finish),
    heading: request.heading,
    settings: {
      ...settings,
      masks: settings.masks.map(([x, y, w, h]) => [x * scale, y * scale, w * scale, h * scale] as Rect),
      forbid: settings.forbid.map(point),
      allow: settings.allow.map(point),
    },
  };
}
