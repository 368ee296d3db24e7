import type { RemovedWhy } from '../../image/decorations.js';
import { type Point, toPicture } from '../../image/raster.js';
import type { Traced } from '../../image/trace-picture.js';

/*
 * A start or finish given beside a drawing over the track (issue 34): an engine standing on
 * the line, a letter written across a junction. The learned model leaves the drawing's strokes
 * out of the track (decorations.ts, `decoration`), and the track under it is read from what is
 * left, which may not be how it runs: the route then leaves the end through a junction the
 * drawing hid. The doubt over the route beside ink left out (left-out-along.ts) looks only
 * 1.5 stroke widths from the route, and an end given a little away from the drawing passes it.
 *
 * Figures (main 5b0c9cb, every answer that said Sure: lettered classes 1-130, both tight
 * classes 1-130, plain and corpus classes 1-40; 926 answers): ink the learned model left out
 * lay within DRAWING_WIDTHS (2.5) of a given end under two of them, both wrong: homework-like
 * 104 (2.15 widths: the finish given under the engine drawn over a switch, the route taking
 * the switch's V) and everything at once 90 (1.79); the nearest under a right answer lay 2.6
 * widths away (everything at once 114). Other kinds of ink left out do not tell: a piece no
 * train can enter lay within 2.5 widths of an end under 35 right answers, a small loop under 8.
 */

/** The nearest ink left out as lettering or a drawing within `widths` stroke widths of `at` (picture pixels): where, and how far in stroke widths. */
export function drawingNear(traced: Traced, at: Point, widths: number): { at: [number, number]; widths: number } | undefined {
  const width = traced.strokeWidth * traced.scale;
  const best = nearestLeftOut(traced, at, widths * width, ['decoration']);
  return best && { at: best.at, widths: Math.round((10 * best.distance) / width) / 10 };
}

/** The nearest ink left out for one of `whys` within `reach` picture pixels of `at`: where (rounded) and how far (picture pixels). */
export function nearestLeftOut(traced: Traced, at: Point, reach: number, whys: readonly RemovedWhy[]): { at: [number, number]; distance: number } | undefined {
  const k = traced.scale;
  const columns = traced.graph.width;
  let best: { at: [number, number]; distance: number } | undefined;
  for (const piece of traced.stages.removed) {
    if (!whys.includes(piece.why)) continue;
    for (const i of piece.pixels) {
      const [x, y] = toPicture(k, i % columns, Math.floor(i / columns));
      const distance = Math.hypot(x - at[0], y - at[1]);
      if (distance <= reach && (!best || distance < best.distance)) best = { at: [Math.round(x), Math.round(y)], distance };
    }
  }
  return best;
}
