import { splitSegment } from './graph-edit.js';
import { type PixelGraph, segmentsAt } from './pixel-graph.js';
import type { Bitmap } from './raster.js';
import { armsAt } from './arms.js';
import type { SecantSettings } from './turns.js';
import { someMoveUses } from './unusable.js';
import { carryOn, nearDot } from './dot-carry.js';
import { BAND_WIDTHS } from './blob-dots.js';

/*
 * A line that meets a track at a corner no train takes, in a filled dot's ink (issue 34,
 * round 59b): track is smooth, so the line turned onto the track under the dot, and the
 * dot's kept band (blob-dots.ts) thinned straight on into the corner instead (tight curves
 * with lettering 20: a dot in a small ring standing on a line, where the line from above
 * curves into the line under it; the band meets that line at a right angle, no move enters
 * it there, and it is left out as unusable with the route's only way to the finish). Such a
 * line, where no move within the angle limit (unusable.ts `someMoveUses`, as the unusable rule judges) takes
 * a train from it onto another arm or back, is joined smoothly (dot-joins.ts) from
 * BACK_WIDTHS before the corner onto the track it turns into, through ink; the stretch into
 * the corner stays for the rules to judge. Done before the decorations are pruned.
 */

/** The join leaves the line this many stroke widths before the corner (a tight curve's radius is 2.5). */
const BACK_WIDTHS = 2;
/** The join's stretch of line is at least this many stroke widths long past that (its way is read over 1.5). */
const LINE_WIDTHS = 1.5;

/** Joins each line meeting a track in a dot at a corner no train takes onto that track, smoothly; the pixels joined. */
export function joinTeesInDots(graph: PixelGraph, binary: Bitmap, dots: Uint8Array, settings: SecantSettings): number[] {
  const { width: columns, height } = graph;
  const width = settings.strokeWidth;
  const ink = (x: number, y: number) => x >= 0 && y >= 0 && x < columns && y < height && (binary.data[y * columns + x] === 1 || dots[y * columns + x] === 1);
  // The dot's band kept over the track is BAND_WIDTHS wide (blob-dots.ts): a node under it lies that near the dot's erased ink.
  const near = Math.max(2, Math.round(BAND_WIDTHS * width));
  const back = Math.round(BACK_WIDTHS * width);
  const joined: number[] = [];
  const tees = [...graph.nodes.values()].filter((n) => segmentsAt(graph, n.id).length >= 3 && nearDot(dots, columns, height, Math.round(n.x), Math.round(n.y), near));
  for (const node of tees) {
    const arms = armsAt(graph, node.id);
    if (arms.some((a) => a.segment.from === a.segment.to)) continue;
    for (const arm of arms) {
      const line = arm.segment;
      if (line.path.length < back + LINE_WIDTHS * width) continue;
      // No move within the limit takes a train from this line onto another arm, or back.
      if (someMoveUses(graph, arm, arms, settings)) continue;
      const at = arm.atFrom ? back : line.path.length - 1 - back;
      const stub = arm.atFrom ? line.path.slice(0, back) : line.path.slice(at + 1);
      const split = splitSegment(graph, line, at);
      const halves = segmentsAt(graph, split);
      const before = halves.find((s) => s.from !== node.id && s.to !== node.id)!;
      const added = carryOn(graph, graph.nodes.get(split)!, before, [...stub, ...node.pixels], width, ink);
      joined.push(...added);
      if (added.length > 0) break;
      // Nothing joined: the line is left as it was traced.
      for (const half of halves) graph.segments.delete(half.id);
      graph.nodes.delete(split);
      graph.segments.set(line.id, line);
    }
  }
  return joined;
}
