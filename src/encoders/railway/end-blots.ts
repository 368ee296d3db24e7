import { endBesideFork } from '../../image/end-forks.js';
import { drawingNear } from './end-drawings.js';
import { crowdedAround, knotAround } from './end-knots.js';
import { paperDistances } from '../../image/thick.js';
import { type Point, toPicture, toWorking } from '../../image/raster.js';
import type { Traced } from '../../image/trace-picture.js';

/*
 * A start or finish given in a blot of ink (issue 34): a letter, an arrow or a blob drawn over
 * the track where the point was put. The point is snapped to the track the tracing reads
 * through the blot, which may be another than the one meant. Track alone, merged at switches
 * and where curves touch, lies within 0.95 stroke widths of the paper at every start and
 * finish of the plain classes' sure answers (562, seeds 1-30); on the lettered classes (seeds
 * 1-60) three ends lay in ink deeper than BLOT_WIDTHS, two of them under answers that said
 * Sure and were wrong.
 *
 * An end given in ink two tracks share, beside the fork where they part (end-forks.ts: the
 * point 0.3 stroke widths or more off the skeleton, to one branch's side), is in doubt too: the
 * route may leave along either branch. On seeds 1-130 of both tight classes it was so under 3
 * sure answers, 2 of them wrong (tight curves with lettering 107, tight-lettered 124); on seeds
 * 1-130 of the six other lettered classes under one, right (everything at once 84); on seeds
 * 1-40 of the plain ones under none, once the point must lie more than a diagonal pixel off
 * (end-forks.ts OFF_PIXELS: four right answers of the 300 px scan before).
 *
 * So is an end given beside ink the learned model left out as lettering or a drawing
 * (end-drawings.ts) and one in a knot of junctions (end-knots.ts): the figures are theirs.
 */

/** An end in ink deeper than this many stroke widths from the paper lies in a blot. */
const BLOT_WIDTHS = 1.3;
/** An end given this many stroke widths or nearer from ink the learned model left out as lettering or a drawing (end-drawings.ts). */
export const DRAWING_WIDTHS = 2.5;

/** A start or finish lying in a blot. */
export interface EndInBlot {
  readonly end: 'start' | 'finish';
  /** Picture pixels: the end as given. */
  readonly at: readonly [number, number];
  /** How wide the blot is there, in stroke widths (twice its depth). */
  readonly across: number;
  /** Picture pixels: where the two tracks part, for an end in ink they share (no blot: `across` is the ink's width there). */
  readonly fork?: readonly [number, number];
  /** Picture pixels: the nearest ink left out as lettering or a drawing, for an end beside one (no blot: `across` is the ink's width there), and how many stroke widths from the end it lies. */
  readonly drawing?: { readonly at: readonly [number, number]; readonly widths: number };
  /** For an end in a knot of junctions (end-knots.ts): how many lie within 3.5 stroke widths of it (no blot: `across` is the ink's width there). */
  readonly knot?: number;
  /** For an end within 2 stroke widths of a junction of 5 arms or more (end-knots.ts): its arms (no blot: `across` is the ink's width there). */
  readonly crowded?: number;
}

/** The start and finish as given (picture pixels; the traced maze's snapped ends where not given) that lie in a blot: ink deeper than BLOT_WIDTHS within a stroke width of them. */
export function endsInBlots(traced: Traced, given?: { readonly start: Point; readonly finish: Point }): EndInBlot[] {
  const { binary } = traced.stages;
  const width = traced.strokeWidth;
  const toPaper = paperDistances(binary);
  const reach = Math.max(1, Math.round(width));
  const found: EndInBlot[] = [];
  const k = traced.scale;
  const snapped = (id: number): Point => {
    const node = traced.graph.nodes.get(id)!;
    return toPicture(k, node.x, node.y);
  };
  for (const [end, at] of [['start', given?.start ?? snapped(traced.startNode)], ['finish', given?.finish ?? snapped(traced.finishNode)]] as const) {
    const working: Point = toWorking(k, at[0], at[1]);
    const depth = deepestNear(toPaper, binary.width, binary.height, Math.round(working[0]), Math.round(working[1]), reach) / 3;
    const [point, across] = [[Math.round(at[0]), Math.round(at[1])] as const, Math.round((20 * depth) / width) / 10];
    if (depth > BLOT_WIDTHS * width) {
      found.push({ end, at: point, across });
      continue;
    }
    // An end in ink two tracks share, beside where they part.
    const fork = endBesideFork(traced.graph, end === 'start' ? traced.startNode : traced.finishNode, working, traced.secants);
    if (fork !== undefined) {
      found.push({ end, at: point, across, fork: snapped(fork).map(Math.round) as [number, number] });
      continue;
    }
    // An end beside a drawing or lettering over the track.
    const drawing = drawingNear(traced, at, DRAWING_WIDTHS);
    if (drawing) {
      found.push({ end, at: point, across, drawing });
      continue;
    }
    // An end in a knot of junctions.
    const knot = knotAround(traced, at);
    if (knot !== undefined) {
      found.push({ end, at: point, across, knot });
      continue;
    }
    // An end beside a junction of more arms than track makes.
    const crowded = crowdedAround(traced, at);
    if (crowded !== undefined) found.push({ end, at: point, across, crowded });
  }
  return found;
}

/** The largest chamfer distance (three per pixel) within `reach` pixels (a square) of (x, y). */
function deepestNear(toPaper: Uint16Array, columns: number, rows: number, x: number, y: number, reach: number): number {
  let deepest = 0;
  for (let v = Math.max(0, y - reach); v <= Math.min(rows - 1, y + reach); v++) {
    for (let u = Math.max(0, x - reach); u <= Math.min(columns - 1, x + reach); u++) deepest = Math.max(deepest, toPaper[v * columns + u]!);
  }
  return deepest;
}
