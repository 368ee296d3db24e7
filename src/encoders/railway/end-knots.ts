import { type Point, toPicture } from '../../image/raster.js';
import { nearestLeftOut } from './end-drawings.js';
import type { Traced } from '../../image/trace-picture.js';
import { armsAt } from '../../image/arms.js';

/*
 * A start or finish given in a knot of junctions (issue 34): a letter or a drawing written over a
 * junction beside the end thins with the track into several junctions a stroke or two apart,
 * and the moves read there need not be the drawn junction's. Track alone keeps its junctions
 * apart: of the 926 answers that said Sure on main 5b0c9cb (lettered classes 1-130, both tight
 * classes 1-130, plain and corpus classes 1-40), at most 4 junctions lay within KNOT_WIDTHS
 * (3.5) stroke widths of a given end under a right one (tight curves 8 and 25, tight curves with
 * lettering 52, lettering 113, everything at once 19), and 5 under the one wrong there:
 * tight-lettered 107, its finish under an F whose stem lies over a T junction, the route taking
 * the T's V. The margin is one junction: a rule fitted to the one picture that has it. Tight
 * curves alone reach 5 too (seed 52, seeds 41-60 looked at after: a right answer made unsure),
 * so the knot counts only where ink left out as lettering (thin strokes, a learned drawing, a
 * filled dot) lies within KNOT_WIDTHS of the end, as the F's thin strokes do on 107 (0.72
 * widths from its finish).
 *
 * Round 57d: one junction of CROWDED_ARMS (5) arms or more within CROWDED_WIDTHS (2) of an end
 * is such a knot too: track meets at most four arms at a junction (a crossing), and a fifth is
 * a stroke of something drawn over it. Hand-lettered 135 (seeds 131-170, never looked at
 * before) said Sure and was wrong so: its finish given 1.6 widths from a junction of 5 arms,
 * an F's stem over the junction beside it, and the F's thin strokes traced as track, so no
 * lettering was left out there. Elsewhere on lettered and tight 131-170 such a junction lay
 * that near an end under 7 answers, all unsure already: 2 right (lettering 148, 1.5 widths;
 * drawings 148, 1.8), 5 wrong (homework 160, drawings 155, tight-lettered 141 and 167, tight
 * curves with lettering 158); on plain 41-80 under none; plain 81-120, after, none either.
 * Judged then on lettered 1-130 (round 57c's seeds) it turned 3 right answers unsure (everything
 * at once 118 and 19, lettering 113: 5 arms 0.9-1.7 widths from an end). So the junction counts
 * only with a small loop left out within CROWDED_WIDTHS of the end too (the pinhole a letter's
 * strokes close over the track: 135's at 0.9 widths; none near those three ends): a conjunction
 * fitted to the one picture, which leaves all three sure.
 */

/** Junctions this many stroke widths or nearer an end count towards a knot. */
const KNOT_WIDTHS = 3.5;
/** This many of them make a knot. */
export const KNOT_JUNCTIONS = 5;

/** A junction of this many arms or more is a crowded one: no track makes it. */
const CROWDED_ARMS = 5;
/** An end this many stroke widths or nearer a crowded junction lies in a knot. */
const CROWDED_WIDTHS = 2;

/** The most arms of a junction of CROWDED_ARMS or more within CROWDED_WIDTHS of `at` (picture pixels). */
export function crowdedAround(traced: Traced, at: Point): number | undefined {
  const k = traced.scale;
  const reach = CROWDED_WIDTHS * traced.strokeWidth * k;
  let most: number | undefined;
  for (const node of traced.graph.nodes.values()) {
    const [x, y] = toPicture(k, node.x, node.y);
    const arms = armsAt(traced.graph, node.id).length;
    if (arms >= CROWDED_ARMS && Math.hypot(x - at[0], y - at[1]) <= reach) most = Math.max(most ?? 0, arms);
  }
  return most !== undefined && nearestLeftOut(traced, at, reach, ['small loop']) !== undefined ? most : undefined;
}

/** How many junctions (three arms or more) lie within KNOT_WIDTHS of `at` (picture pixels), where they make a knot. */
export function knotAround(traced: Traced, at: Point): number | undefined {
  const k = traced.scale;
  const reach = KNOT_WIDTHS * traced.strokeWidth * k;
  let junctions = 0;
  for (const node of traced.graph.nodes.values()) {
    const [x, y] = toPicture(k, node.x, node.y);
    if (Math.hypot(x - at[0], y - at[1]) <= reach && armsAt(traced.graph, node.id).length >= 3) junctions += 1;
  }
  return junctions >= KNOT_JUNCTIONS && letteringWithin(traced, at, reach) ? junctions : undefined;
}

/** Ink left out as lettering (thin strokes, a learned drawing, a filled dot) within `reach` picture pixels of `at`. */
function letteringWithin(traced: Traced, at: Point, reach: number): boolean {
  return nearestLeftOut(traced, at, reach, ['hairline', 'decoration', 'dot']) !== undefined;
}
