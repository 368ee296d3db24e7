import { FEATURES, segmentFeatures } from '../../image/decoration-features.js';
import { probability, score } from '../../image/decoration-model.js';
import { decorationModel } from '../../image/decoration-weights.js';
import { segmentsAt } from '../../image/pixel-graph.js';
import { toWorking } from '../../image/raster.js';
import type { Traced } from '../../image/trace-picture.js';
import { polylineOf, railwayGraph, segmentOfState, stateOf, type RailwayGraph } from './graph.js';
import type { RailwayPuzzle, RouteStep } from './model.js';
import { samplePolyline } from './route-shape.js';
import { type RouteCosts, shortestRoute, type ShortestRoute } from './shortest.js';
import { linesUnderWords } from './line-under-words.js';
import { namesOf } from './traced-puzzle.js';

/*
 * The route a traced picture's answer shows first (issue 34, round 17): the most plausible,
 * not only the shortest. The shortest route of a traced maze is often a shortcut the
 * tracing let through: across a segment that is a drawing's outline or a letter's stroke,
 * or a turn at a junction allowed by a few degrees. Each segment costs its length, more by
 * how likely the decoration model (decoration-model.ts) holds it to be lettering or a
 * drawing; each junction move costs a little, more near the turn limit and inside a knot of
 * junctions. Only on pictures with lettering or drawings: where the track runs beside ink left
 * out of it for at least LETTERED_WIDTHS stroke widths (the corpus's lettered pictures 29 or
 * more, seeds 41-160; the plain ones and the tile mazes at most 27, mostly none). There the
 * model's middling probabilities on true track turned 5 of 465 plain pictures wrong (41-100).
 * On the corpus's lettered classes the weights below (fitted on seeds 101-160) show a right
 * route first in 88 of 240 pictures there (82 shortest) and 79 of 240 on seeds 41-100 (75),
 * none right before and wrong after on either, nor on the plain classes (41-100) and the
 * tight curves of the tile mazes (41-160).
 * A person's `--first shortest` shows the shortest; `--best` is always the shortest.
 */

/** The track runs beside ink left out of it for at least this many stroke widths: the picture has lettering or drawings. */
const LETTERED_WIDTHS = 20;
/** Beside: within this many stroke widths (at least 3 px), as the doubt note compares routes. */
const BESIDE_WIDTHS = 1.5;
/** A segment costs (1 + DECORATION_WEIGHT × its decoration probability) times its length. */
const DECORATION_WEIGHT = 8;
/** A move turning more than TURN_FROM degrees costs up to TURN_WIDTHS stroke widths, all of it at the limit. */
const TURN_FROM = 45;
const TURN_WIDTHS = 2;
/** Each junction move costs this many stroke widths... */
const MOVE_WIDTHS = 0.5;
/** ...and this many for each other junction within KNOT_WIDTHS stroke widths of it. */
const KNOT_MOVE_WIDTHS = 0.5;
const KNOT_WIDTHS = 3;

/** Which route a traced picture's answer shows first. */
export type FirstRoute = 'plausible' | 'shortest';

const costsOf = new WeakMap<RailwayPuzzle, RouteCosts>();

/**
 * What each segment and junction move of a traced maze costs the route shown first (see
 * above); undefined for a picture without lettering or drawings (the shortest is shown first).
 */
export function plausibilityCosts(traced: Traced, puzzle: RailwayPuzzle): RouteCosts | undefined {
  if (!hasLettering(traced, puzzle)) return undefined;
  const graph = railwayGraph(puzzle);
  const width = traced.strokeWidth * traced.scale;
  const named = namesOf(traced);
  const { graph: pixels, secants } = traced;
  const model = decorationModel();
  const likely = new Array<number>(puzzle.segments.length).fill(0);
  const spread = new Array<number>(puzzle.segments.length).fill(0);
  for (const [id, features] of segmentFeatures(pixels, traced.stages.binary, secants)) {
    const index = graph.segmentIndex(named.segment.get(id) ?? '');
    if (index === undefined) continue;
    likely[index] = probability(score(model, features));
    spread[index] = features[WIDTH_SPREAD]!;
  }
  // The line goes on under a word written over it.
  for (const [index, rated] of linesUnderWords(graph, likely, spread, width)) likely[index] = rated;
  const segment = likely.map((p, index) => DECORATION_WEIGHT * p * graph.lengths[index]!);
  const junctions = [...pixels.nodes.values()].filter((n) => segmentsAt(pixels, n.id).length >= 3);
  const knotAt = (id: number) => {
    const node = pixels.nodes.get(id)!;
    return junctions.filter((n) => n.id !== id && Math.hypot(n.x - node.x, n.y - node.y) <= KNOT_WIDTHS * traced.strokeWidth).length;
  };
  const moves = new Map<number, number>();
  for (const [node, list] of traced.moves) {
    const knot = knotAt(node);
    for (const m of list) {
      if (!m.allowed) continue;
      const into = graph.segmentIndex(named.segment.get(m.into.segment.id)!)!;
      const out = graph.segmentIndex(named.segment.get(m.out.segment.id)!)!;
      // Arriving at the node by the end at it, leaving by the end at it.
      const [from, to] = [stateOf(into, m.into.atFrom), stateOf(out, !m.out.atFrom)];
      const turn = m.by === 'angle' ? (TURN_WIDTHS * Math.max(0, m.angle - TURN_FROM)) / Math.max(1, secants.angleLimit - TURN_FROM) : 0;
      moves.set(from * graph.stateCount + to, (turn + MOVE_WIDTHS + KNOT_MOVE_WIDTHS * knot) * width);
    }
  }
  const stateCount = graph.stateCount;
  return { segment, move: (from, to) => moves.get(from * stateCount + to) ?? 0 };
}

const WIDTH_SPREAD = FEATURES.indexOf('width spread');

/** Whether a traced picture has lettering or drawings: its track runs beside ink left out of it for LETTERED_WIDTHS stroke widths. */
export function hasLettering(traced: Traced, puzzle: RailwayPuzzle): boolean {
  // Asked first whether to cut the picture at the ink's level (ink-cut.ts), then for its costs: measured once.
  let lettered = letteredOf.get(puzzle);
  if (lettered === undefined) letteredOf.set(puzzle, (lettered = trackBesideLeftOut(traced, puzzle) >= LETTERED_WIDTHS * traced.strokeWidth * traced.scale));
  return lettered;
}

const letteredOf = new WeakMap<RailwayPuzzle, boolean>();

/** Picture pixels of the track (each segment's polyline) within reach of ink left out of it (not ink apart from it). */
export function trackBesideLeftOut(traced: Traced, puzzle: RailwayPuzzle): number {
  const k = traced.scale;
  const columns = traced.graph.width;
  // The left-out ink's columns, row by row.
  const inkRows = new Map<number, number[]>();
  for (const piece of traced.stages.removed) {
    if (piece.why === 'detached') continue;
    for (const i of piece.pixels) {
      const v = Math.floor(i / columns);
      const row = inkRows.get(v);
      if (row) row.push(i % columns);
      else inkRows.set(v, [i % columns]);
    }
  }
  if (inkRows.size === 0) return 0;
  // Within reach in picture pixels, of the working pixels' centres.
  const reach = Math.max(3, BESIDE_WIDTHS * traced.strokeWidth * k) / k;
  const inkNear = (x: number, y: number) => {
    for (let v = Math.ceil(y - reach); v <= Math.floor(y + reach); v++) {
      const row = inkRows.get(v);
      if (!row) continue;
      const reachHere = reach * reach - (v - y) ** 2;
      for (const u of row) if ((u - x) ** 2 <= reachHere) return true;
    }
    return false;
  };
  let beside = 0;
  for (const segment of puzzle.segments) {
    for (const [x, y] of samplePolyline(polylineOf(puzzle, segment))) if (inkNear(...toWorking(k, x, y))) beside++;
  }
  return beside;
}

/** Marks a traced puzzle's route shown first as the most plausible, by these costs. */
export function showPlausibleFirst(puzzle: RailwayPuzzle, costs: RouteCosts): void {
  costsOf.set(puzzle, costs);
}

/** The costs the route shown first is chosen by, if the puzzle was traced to show the most plausible first. */
export function firstRouteCosts(puzzle: RailwayPuzzle): RouteCosts | undefined {
  return costsOf.get(puzzle);
}

/** The route the answer shows first: the most plausible for a traced picture marked so, otherwise the shortest. */
export function firstRoute(graph: RailwayGraph): ShortestRoute | undefined {
  return shortestRoute(graph, undefined, costsOf.get(graph.puzzle));
}

/** What made a route cost more than another beyond its length: its segments' likelihood of being decorations, or its junction moves. */
export function costlierBy(puzzle: RailwayPuzzle, costs: RouteCosts, route: readonly RouteStep[], than: readonly RouteStep[]): 'decoration' | 'junctions' {
  const graph = railwayGraph(puzzle);
  const parts = (steps: readonly RouteStep[]) => {
    const states = steps.map((step) => stateOf(graph.segmentIndex(step.segment)!, step.reversed));
    const segments = states.reduce((sum, s) => sum + costs.segment[segmentOfState(s)]!, 0);
    const moves = states.reduce((sum, s, k) => (k === 0 ? sum : sum + costs.move(states[k - 1]!, s)), 0);
    return { segments, moves };
  };
  const [a, b] = [parts(route), parts(than)];
  return a.segments - b.segments >= a.moves - b.moves ? 'decoration' : 'junctions';
}
