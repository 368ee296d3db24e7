import { type PixelGraph, type PixelSegment, armCount } from './pixel-graph.js';

/**
 * Eyes in a stroke: two short segments (a few stroke widths) joining the same two nodes,
 * where the line enters the eye at one node (no other arm there but one) and at most one
 * more line joins it at the other (a switch). A hole in the ink thins so where a drawing
 * touches the track (an engine's wheels pressed onto the line, a letter's bowl on it): the
 * line splits round the hole and joins again (a row of wheels makes a chain of eyes), and
 * each junction turns the line onto one side or the other at a visible angle, or four
 * sides at a switch read as a crossing, so that a train finds no way through. Not an eye:
 * two tracks touching side by side round a pinhole (each goes on at both nodes: four arms
 * at each), or a hole among the strokes of a drawing over a junction of many lines. The
 * shorter side (the line, where the other bulges round the drawing) is kept, the longer
 * goes, again while there are eyes (a chain closes from its end). Returns the pixels of
 * the sides taken out.
 */
export function closeEyes(graph: PixelGraph, maxLength: number, keep: ReadonlySet<number>): number[][] {
  const removed: number[][] = [];
  for (let found = true; found; ) {
    found = false;
    const byPair = new Map<string, PixelSegment[]>();
    for (const s of graph.segments.values()) {
      if (s.from === s.to || s.path.length > maxLength || keep.has(s.from) || keep.has(s.to)) continue;
      const key = s.from < s.to ? `${s.from},${s.to}` : `${s.to},${s.from}`;
      byPair.set(key, [...(byPair.get(key) ?? []), s]);
    }
    for (const sides of byPair.values()) {
      if (sides.length !== 2) continue;
      const [a, b] = sides as [PixelSegment, PixelSegment];
      const arms = [armCount(graph, a.from), armCount(graph, a.to)];
      if (Math.min(...arms) !== 3 || Math.max(...arms) > 4) continue;
      const longer = a.path.length >= b.path.length ? a : b;
      graph.segments.delete(longer.id);
      removed.push(longer.path);
      found = true;
    }
  }
  return removed;
}
