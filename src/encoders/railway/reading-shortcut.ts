import type { JudgedMove } from '../../image/moves.js';
import type { Traced } from '../../image/trace-picture.js';
import { railwayGraph } from './graph.js';
import type { RailwayPuzzle } from './model.js';
import { shortestRoute } from './shortest.js';
import { armPairKey, namesOf, transitionsOf } from './traced-puzzle.js';

/*
 * A turn the angle allows, refused by a reading of the drawing, that alone would make the
 * route much shorter (issue 34). The turn limit is a measure with a threshold, and doubt.ts
 * turns over the moves measured near it. The stroke, cusp and end-label rules (moves.ts,
 * end-labels.ts) refuse a turn within the limit on a reading instead: one arm is a letter's
 * stroke laid over a fork, the move is a switch's V, a letter stands beside the end. Such a
 * reading is a guess from the shape of the ink, with no margin to be near: a letter's stroke
 * over a junction reads as the junction's own arm, a line beside an end as a letter. Where the
 * guess alone keeps the route from a way SHORTER shorter, the answer hangs on it.
 *
 * The sure answers that were wrong on seeds no rule had been fitted on shared this: each had
 * one move so refused, within the turn limit, that alone opened the true route, 18-39% shorter
 * (hand-lettered 184: a letter's stroke, 67°, 34%; everything at once 179: a letter beside the
 * start, 30°, 39%; touching circles 65 and 107 and photo 88, a touch read as a crossing, 22%,
 * 18%, 19%, which the crossing rule now leaves to the angle, one-curve.ts). On the 164 answers
 * that said Sure on lettered 1-170 and the 787 on plain 1-40, such a move opened nothing
 * shorter but once (lettering 113, 0%): SHORTER is a round figure below the wrong answers'
 * 18%, not a fitted edge. The crossing rule, which the same was first tried on, refuses turns
 * at a maze's own crossings that open routes 25-90% shorter (shallow crossings 1-25).
 */

/** A route this share shorter than the defaults' shortest, opened by one reading alone, makes the answer unsure. */
export const SHORTER = 0.15;
/** Readings tried at most (a knot of noise can have hundreds of refused moves). */
const MAX_READINGS = 200;

/** What refuses a move within the turn limit without measuring near a threshold. */
const READINGS = new Set(['stroke', 'cusp', 'label']);

/** A refused move and the route it opens. */
export interface ReadingShortcut {
  /** The arm-pair key (traced-puzzle.ts armPairKey). */
  readonly key: string;
  readonly node: number;
  readonly move: JudgedMove;
  /** The route it opens, picture pixels, and how much shorter than the defaults' shortest (a share). */
  readonly length: number;
  readonly shorter: number;
}

/**
 * The moves a reading refused within the turn limit that alone would open a route SHORTER
 * shorter than `length` (the defaults' shortest, picture pixels), most shortening first. Stops
 * at `late()`.
 */
export function readingShortcuts(traced: Traced, puzzle: RailwayPuzzle, length: number, late: () => boolean): ReadingShortcut[] {
  if (!(length > 0)) return [];
  const named = namesOf(traced);
  const limit = traced.secants.angleLimit;
  const seen = new Set<string>();
  const found: ReadingShortcut[] = [];
  for (const [node, moves] of traced.moves) {
    for (const m of moves) {
      if (m.allowed || !READINGS.has(m.by) || m.angle > limit) continue;
      const key = armPairKey(node, m);
      if (seen.has(key)) continue;
      seen.add(key);
      if (seen.size > MAX_READINGS || late()) return found.sort((a, b) => a.length - b.length);
      const route = shortestRoute(railwayGraph({ ...puzzle, transitions: transitionsOf(traced, named, new Set([key])) }));
      if (route && route.length < (1 - SHORTER) * length) found.push({ key, node, move: m, length: route.length, shorter: 1 - route.length / length });
    }
  }
  return found.sort((a, b) => a.length - b.length);
}
