import { CROSSING_ANGLE } from '../../image/crossings.js';
import { type Point, toPicture, unitVector } from '../../image/raster.js';
import type { Traced } from '../../image/trace-picture.js';
import type { JudgedMove } from '../../image/moves.js';
import { armDirection } from '../../image/turns.js';
import { crossingMargin, offRouteBesideEnds, roundTripCrossings } from './crossing-doubt.js';
import { windOf } from '../../image/junction-verdicts.js';
import { railwayGraph, stepsOf } from './graph.js';
import type { RailwayPuzzle, RouteStep } from './model.js';
import { costlierBy } from './plausible.js';
import { type EndInBlot, endsInBlots } from './end-blots.js';
import { type LeftOutPlace, leftOutBeside } from './left-out-along.js';
import { readingShortcuts } from './reading-shortcut.js';
import { type RouteShape, routeShape, sameTrack } from './route-shape.js';
import type { SecondLookNote } from './second-look.js';
import { type RouteCosts, shortestRoute } from './shortest.js';
import { solutionOf } from './solution.js';
import { armPairKey, namesOf, transitionsOf } from './traced-puzzle.js';

/*
 * Doubt is part of the answer (issue 34). A traced junction is judged by a rule with a
 * threshold: the turn limit (default 70°), the crossing rule (two lines meeting at 30° or
 * more cross). A junction measured near a threshold could have gone the other way, and if
 * the route then changes, the answer depends on a setting. Instead of tracing the whole
 * picture again at neighbouring settings, each junction move within NEAR degrees of its
 * threshold is turned over (both ways of that pair of arms), alone and all together, and the
 * shortest route searched again (Dijkstra: milliseconds). Routes over other track are the
 * competing routes, each with the junction(s) it hinges on.
 */

/** A junction verdict within this many degrees of its threshold could go the other way. */
export const NEAR = 10;
/** Moves refused by a reading that open a much shorter route, turned over at most (the most shortening first). */
const MAX_SHORTCUTS = 3;
/** Hinges tried one at a time, nearest their threshold first. */
const MAX_HINGES = 40;
/**
 * With this many junction moves near a threshold, turning each over alone and all at once
 * leaves most of their combinations untried: the answer is unsure even where the route stays.
 * Seeds 1-30 of every corpus class: 630 answers sure and right, none with 20 or more (at most
 * 16, tight curves); 7 sure and wrong, one with 24 (tight curves with lettering 3). Seeds
 * 41-100 of the lettered classes: 10 sure and right (at most 11), 4 sure and wrong, all with 22-41.
 */
export const MANY_NEAR = 20;

/** A junction move near its threshold: where, which arms, how it was judged and what would turn it over. */
export interface Hinge {
  /** Picture pixels. */
  readonly at: Point;
  /** The arms as compass winds (north up, as the picture is seen): in from, out to. */
  readonly into: string;
  readonly out: string;
  readonly turn: number;
  readonly allowed: boolean;
  readonly rule: 'angle' | 'crossing' | 'cusp' | 'stroke' | 'stranded' | 'label';
  /** Degrees between the measure and its threshold; for `label`, how far within the turn limit the refused move is. */
  readonly margin: number;
  /** In words: the measure against the threshold. */
  readonly text: string;
  /** A point inside the turn, picture pixels: `--allow` or `--forbid` there names this move and no other. */
  readonly point: Point;
  /** A move a reading refused within the turn limit, far from any threshold, that alone opens a route this share shorter (reading-shortcut.ts). */
  readonly shortcut?: number;
}

export interface CompetingRoute {
  readonly id: string;
  readonly segments: number;
  readonly length: number;
  readonly points: readonly (readonly [number, number])[];
  /** The junctions turned over to get it (none for the defaults' route). */
  readonly hinges: readonly Hinge[];
  /**
   * The shortest route, where the route shown first is the most plausible and another
   * (plausible.ts): what weighed more against it, its segments' likelihood of being lettering
   * or a drawing, or its junction moves (turns near the limit, knots of junctions).
   */
  readonly shortest?: 'decoration' | 'junctions';
  /** The route of the picture traced as drawn, where a copy's tracing answered (second-look.ts). */
  readonly asDrawn?: true;
}

export interface DoubtReport {
  readonly confidence: 'sure' | 'unsure';
  /** The defaults' route first (with no segments when there is none), then the others. */
  readonly routes: readonly CompetingRoute[];
  /** Junction moves (pairs of arms) within NEAR of their threshold, and how many were tried. */
  readonly nearLimit: number;
  readonly tried: number;
  /** The junctions those moves are at (picture pixels) and how many of them each has, most first. */
  readonly nearJunctions: readonly NearJunction[];
  /** The settings it speaks of. */
  readonly angleLimit: number;
  /** Ink left out of the track beside the defaults' route (left-out-along.ts): any makes the answer unsure. */
  readonly leftOutBeside: readonly LeftOutPlace[];
  /** The start and finish that lie in a blot of ink, in ink two tracks share beside a fork, beside a drawing or in a knot of junctions (end-blots.ts): any makes the answer unsure. */
  readonly endsInBlots: readonly EndInBlot[];
  /** Where the picture was traced twice (second-look.ts): which tracing answered, and why. */
  readonly secondLook?: SecondLookNote;
}

export interface NearJunction {
  readonly at: Point;
  readonly moves: number;
}

interface Candidate {
  readonly key: string;
  readonly hinge: Hinge;
}

/**
 * The doubt over a traced answer (see above). With `costs` the routes are the most plausible
 * by them (plausible.ts), and the shortest route, where it is another, competes too. Hinges
 * are tried until `deadline` (a `Date.now()` time, the command's --timeout), no longer. The
 * start and finish `given` (picture pixels) are looked at for blots (end-blots.ts).
 */
export function doubtOf(traced: Traced, puzzle: RailwayPuzzle, costs?: RouteCosts, deadline?: number, given?: { readonly start: Point; readonly finish: Point }): DoubtReport {
  const named = namesOf(traced);
  const width = traced.strokeWidth * traced.scale;
  const tolerance = Math.max(3, 1.5 * width);
  const limit = traced.secants.angleLimit;
  const shapes: { route: CompetingRoute; shape: RouteShape; steps: readonly RouteStep[] }[] = [];
  const routeWith = (flipped: ReadonlySet<string>, by?: RouteCosts) => cheapestOf(flipped.size === 0 ? puzzle : { ...puzzle, transitions: transitionsOf(traced, named, flipped) }, by);
  // `shortest` (no move turned over) and `byLength`: the shortest route, not the likeliest by `costs`.
  const consider = (flipped: readonly Candidate[], shortest = false, byLength = false) => {
    const found = routeWith(new Set(flipped.map((c) => c.key)), shortest || byLength ? undefined : costs);
    // One junction move turned over that leaves no route where the defaults have one: "no route" competes.
    const route = found ?? (flipped.length === 1 && (shapes[0]?.route.segments ?? 0) > 0 ? NO_ROUTE : undefined);
    // The same points as a route already found: the same track, without sampling it.
    if (!route || shapes.some((s) => samePoints(s.route.points, route.points))) return;
    const shape = routeShape(route.points, tolerance);
    if (shapes.some((s) => sameTrack(s.shape, shape, tolerance))) return;
    const id = String.fromCharCode(65 + shapes.length);
    const hinges = flipped.map((c) => c.hinge);
    const against = shortest && costs && shapes[0] ? { shortest: costlierBy(puzzle, costs, route.segments, shapes[0].steps) } : {};
    shapes.push({ route: { id, segments: route.segments.length, length: route.length, points: route.points, hinges, ...against }, shape, steps: route.segments });
  };
  consider([]);
  const candidates = nearThreshold(traced, shapes[0]?.route.points ?? []);
  if (costs) consider([], true);
  // Without a route at the defaults, that is the defaults' answer (first), and another route is still worth naming.
  if (shapes.length === 0) shapes.push({ route: { id: 'A', segments: 0, length: 0, points: [], hinges: [] }, shape: routeShape([], tolerance), steps: [] });
  const late = () => deadline !== undefined && Date.now() >= deadline;
  // No route at the defaults: each move the end-label rule refused within the turn limit is turned over too (not counted as near).
  if (shapes[0]!.route.segments === 0) for (const c of endLabelRefusals(traced)) if (!late()) consider([c]);
  const tried: Candidate[] = [];
  for (const c of candidates.slice(0, MAX_HINGES)) {
    if (late()) break;
    tried.push(c);
    consider([c]);
  }
  // All at once each way: a looser and a stricter reading of every junction near its threshold.
  if (!late()) consider(tried.filter((c) => !c.hinge.allowed));
  if (!late()) consider(tried.filter((c) => c.hinge.allowed));
  // A reading that alone keeps a much shorter route closed competes with it, by length (reading-shortcut.ts).
  const shortest = shortestRoute(railwayGraph(puzzle))?.length ?? 0;
  for (const s of readingShortcuts(traced, puzzle, shortest, late).slice(0, MAX_SHORTCUTS)) {
    if (!late()) consider([{ key: s.key, hinge: { ...hingeOf(traced, s.node, s.move, s.move.by as Hinge['rule'], limit - s.move.angle), shortcut: s.shorter } }], false, true);
  }
  const routes = shapes.map((s) => s.route);
  // Within the tolerance routes are compared by: on the defaults' route's track.
  const beside = leftOutBeside(traced, shapes[0]!.shape, tolerance);
  const blots = endsInBlots(traced, given);
  const confidence = shapes.length > 1 || beside.length > 0 || blots.length > 0 || candidates.length >= MANY_NEAR ? 'unsure' : 'sure';
  return { confidence, routes, nearLimit: candidates.length, tried: tried.length, nearJunctions: junctionsOf(candidates), angleLimit: limit, leftOutBeside: beside, endsInBlots: blots };
}

/** The junctions of the near-threshold moves, each once with its count of them, most first. */
function junctionsOf(candidates: readonly Candidate[]): NearJunction[] {
  const byPlace = new Map<string, { at: Point; moves: number }>();
  for (const { hinge } of candidates) {
    const key = `${hinge.at[0]},${hinge.at[1]}`;
    const place = byPlace.get(key) ?? { at: hinge.at, moves: 0 };
    place.moves += 1;
    byPlace.set(key, place);
  }
  return [...byPlace.values()].sort((a, b) => b.moves - a.moves);
}

/** The puzzle's cheapest route by length and `costs` (the shortest without), as a solution. */
function cheapestOf(puzzle: RailwayPuzzle, costs?: RouteCosts) {
  const graph = railwayGraph(puzzle);
  const found = shortestRoute(graph, undefined, costs);
  return found ? solutionOf(puzzle, stepsOf(graph, found.states)) : undefined;
}

const NO_ROUTE = { segments: [], length: 0, points: [] } as const;

const samePoints = (a: readonly (readonly [number, number])[], b: readonly (readonly [number, number])[]) =>
  a.length === b.length && a.every(([x, y], k) => x === b[k]![0] && y === b[k]![1]);

/** The first of `moves` from each arm into each other (a knot of noise has thousands of moves at a node: a pass over them for each was minutes). */
function movesByArms<M extends { readonly into: object; readonly out: object }>(moves: readonly M[]): Map<object, Map<object, M>> {
  const byArms = new Map<object, Map<object, M>>();
  for (const m of moves) {
    const from = byArms.get(m.into) ?? new Map<object, M>();
    byArms.set(m.into, from);
    if (!from.has(m.out)) from.set(m.out, m);
  }
  return byArms;
}

/** Junction moves (one per pair of arms) within NEAR of the threshold that judged them, nearest first. */
function nearThreshold(traced: Traced, route: readonly (readonly [number, number])[]): Candidate[] {
  const { secants } = traced;
  const besideEnds = offRouteBesideEnds(traced, route);
  const roundTrips = roundTripCrossings(traced, route);
  const seen = new Set<string>();
  const found: Candidate[] = [];
  for (const [nodeId, moves] of traced.moves) {
    let byArms: Map<object, Map<object, (typeof moves)[number]>> | undefined;
    for (const m of moves) {
      const key = armPairKey(nodeId, m);
      if (seen.has(key) || m.by === 'label' || m.by === 'rim' || m.by === 'forbid' || m.by === 'allow') continue;
      const margin = m.by === 'angle' || m.by === 'stranded' ? Math.abs(m.angle - secants.angleLimit) : m.by === 'crossing' ? crossingMargin(m, secants.angleLimit, besideEnds.has(nodeId) || roundTrips.has(nodeId)) : (m.stemMargin ?? Infinity);
      // A crossing the route goes round a circle from and back to: each turn it refused within the limit, however far within.
      const roundTrip = m.by === 'crossing' && roundTrips.has(nodeId) && m.angle <= secants.angleLimit;
      if (margin > NEAR && !roundTrip) continue;
      // The pair is judged the same both ways only if both moves are near: take the nearer.
      const back = (byArms ??= movesByArms(moves)).get(m.out)?.get(m.into);
      if (back && back.by === m.by && back.allowed === m.allowed && back.by === 'angle' && Math.abs(back.angle - secants.angleLimit) < margin) continue;
      seen.add(key);
      found.push({ key, hinge: hingeOf(traced, nodeId, m, m.by, margin) });
    }
  }
  return found.sort((a, b) => a.hinge.margin - b.hinge.margin);
}

/**
 * The moves the end-label rule (end-labels.ts) refused where the turn limit allows them: the rule
 * reads a letter beside a start or finish, a guess with no measure to be near, and a start or
 * finish drawn a stroke from a junction on the route reads the same (thick lines 19: no route).
 */
function endLabelRefusals(traced: Traced): Candidate[] {
  const limit = traced.secants.angleLimit;
  const found = new Map<string, Candidate>();
  for (const [nodeId, moves] of traced.moves) {
    for (const m of moves) {
      const key = armPairKey(nodeId, m);
      if (m.by !== 'label' || m.allowed || m.angle > limit || found.has(key)) continue;
      found.set(key, { key, hinge: hingeOf(traced, nodeId, m, 'label', limit - m.angle) });
    }
  }
  return [...found.values()];
}

/** A junction move as a hinge: where, its arms as winds, and a point inside the turn. */
function hingeOf(traced: Traced, nodeId: number, m: JudgedMove, rule: Hinge['rule'], margin: number): Hinge {
  const { graph, secants } = traced;
  const k = traced.scale;
  const node = graph.nodes.get(nodeId)!;
  const at: Point = toPicture(k, node.x, node.y);
  // The train arrives travelling against the arm's direction, so it comes in from where the arm points.
  const [a, b] = [unitVector(armDirection(graph, m.into, secants)), unitVector(armDirection(graph, m.out, secants))];
  const [into, out] = [windOf(a), windOf(b)];
  // Inside the turn, a few line widths out: nearer this pair of arms than any other.
  const inside = unitVector([a[0] + b[0], a[1] + b[1]]);
  const toward = Math.hypot(a[0] + b[0], a[1] + b[1]) < 0.2 ? b : inside;
  const reach = 2.5 * traced.strokeWidth * k;
  const point: Point = [Math.round(at[0] + toward[0] * reach), Math.round(at[1] + toward[1] * reach)];
  return { at, into, out, turn: m.angle, allowed: m.allowed, rule, margin, text: hingeText(rule, m.allowed, m.angle, secants.angleLimit, m.opening, margin), point };
}

/** Why a hinge went the way it did: `72°, over the 70° limit`; for a crossing, the angle its lines meet at. */
function hingeText(rule: Hinge['rule'], allowed: boolean, turn: number, limit: number, opening: number | undefined, margin: number): string {
  if (rule === 'crossing') {
    const touching = margin < (opening ?? Infinity) - CROSSING_ANGLE ? `; read as two tracks touching, not crossing, the turn is within the ${limit}° limit` : '';
    return `${Math.round(opening ?? 0)}°, ${CROSSING_ANGLE}° or more makes a crossing${touching}`;
  }
  if (rule === 'cusp') return `${Math.round(turn)}°, refused as the V between a switch's two branches`;
  if (rule === 'stroke') return `${Math.round(turn)}°, refused as a move onto a stroke laid over a switch's fork`;
  if (rule === 'label') return `${Math.round(turn)}°, within the ${limit}° limit, refused as a move off the line at a start or finish, where a letter is read beside it`;
  if (rule === 'stranded') return `${Math.round(turn)}°, over the ${limit}° limit, allowed as a branch with no other way on, letters in its gap with the line`;
  return `${Math.round(turn)}°, ${allowed ? 'within' : 'over'} the ${limit}° limit`;
}
