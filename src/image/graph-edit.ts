import { stopAtDeadline } from './deadline.js';
import { openAtTip } from './switch-tips.js';
import { addNode, addSegment, type PixelGraph, type PixelSegment, armCount, segmentsAt } from './pixel-graph.js';
import type { Point } from './raster.js';

/** Splits a segment at path position `at`: that pixel becomes a new node between two segments. */
export function splitSegment(graph: PixelGraph, segment: PixelSegment, at: number): number {
  const node = addNode(graph, [segment.path[at]!]);
  graph.segments.delete(segment.id);
  addSegment(graph, segment.from, node.id, segment.path.slice(0, at));
  addSegment(graph, node.id, segment.to, segment.path.slice(at + 1));
  return node.id;
}

/**
 * Adds a segment from node `from` to node `to` along the curve `at(t)`, t from 0 to 1 in
 * `steps` steps, its pixels inside the picture and apart from the two nodes' own; whether
 * any pixel was left to add.
 */
export function addSegmentAlong(graph: PixelGraph, from: number, to: number, at: (t: number) => Point, steps: number): boolean {
  const path: number[] = [];
  for (let k = 0; k <= steps; k++) {
    const [x, y] = at(k / steps);
    const i = Math.min(graph.height - 1, Math.max(0, Math.round(y))) * graph.width + Math.min(graph.width - 1, Math.max(0, Math.round(x)));
    if (path[path.length - 1] !== i) path.push(i);
  }
  const ends = new Set([...graph.nodes.get(from)!.pixels, ...graph.nodes.get(to)!.pixels]);
  const kept = path.filter((i) => !ends.has(i));
  if (kept.length > 0) addSegment(graph, from, to, kept);
  return kept.length > 0;
}

/**
 * Gives each loop (a segment from a node back to itself) a middle node, so a segment names one
 * way in; a loop shorter than `shortest` pixels is taken out (a pinhole inside the junction).
 */
export function splitLoops(graph: PixelGraph, shortest = 3): void {
  for (const segment of [...graph.segments.values()]) {
    if (segment.from === segment.to && segment.path.length >= shortest) splitSegment(graph, segment, segment.path.length >> 1);
    else if (segment.from === segment.to) graph.segments.delete(segment.id);
  }
}

/** Pixels of a segment, for drawing what was removed. */
export type RemovedPixels = number[];

/**
 * Removes dead ends again and again until none is left, except those reaching a protected
 * node (start, finish). A train never reverses, so it can enter a dead end but never leave
 * it: no route uses one, and without them the junctions they made disappear.
 */
export function pruneDeadEnds(graph: PixelGraph, protect: ReadonlySet<number>, removed: RemovedPixels): void {
  const degree = new Map<number, number>();
  for (const id of graph.nodes.keys()) degree.set(id, 0);
  for (const s of graph.segments.values()) {
    degree.set(s.from, degree.get(s.from)! + 1);
    degree.set(s.to, degree.get(s.to)! + 1);
  }
  const at = new Map<number, Set<number>>();
  for (const s of graph.segments.values()) {
    for (const n of [s.from, s.to]) {
      if (!at.has(n)) at.set(n, new Set());
      at.get(n)!.add(s.id);
    }
  }
  const queue = [...graph.nodes.keys()].filter((n) => degree.get(n)! <= 1 && !protect.has(n));
  while (queue.length > 0) {
    const n = queue.pop()!;
    if (!graph.nodes.has(n) || degree.get(n)! > 1 || protect.has(n)) continue;
    for (const sid of at.get(n) ?? []) {
      const s = graph.segments.get(sid);
      if (!s) continue;
      graph.segments.delete(sid);
      removed.push(...s.path);
      const other = s.from === n ? s.to : s.from;
      at.get(other)?.delete(sid);
      degree.set(other, degree.get(other)! - 1);
      if (degree.get(other)! <= 1) queue.push(other);
    }
    removed.push(...graph.nodes.get(n)!.pixels);
    graph.nodes.delete(n);
  }
}

/**
 * Merges two nodes joined by a segment shorter than `maxLength` pixels into one cluster:
 * thick crossings thin to two branch points a little apart, which are one junction.
 */
export function mergeCloseNodes(graph: PixelGraph, maxLength: number, protect: ReadonlySet<number>): void {
  let merged = true;
  while (merged) {
    merged = false;
    for (const s of graph.segments.values()) {
      if (s.from === s.to || s.path.length > maxLength || protect.has(s.from) || protect.has(s.to)) continue;
      if (armCount(graph, s.from) < 3 || armCount(graph, s.to) < 3) continue;
      stopAtDeadline('merging close junctions');
      mergeNodes(graph, s);
      merged = true;
      break;
    }
  }
  splitLoops(graph);
}

/**
 * Contracts triangles of junctions whose sides are each at most `maxSide` pixels and
 * together at most `maxPerimeter` into one junction, where `lettered` says a letter was
 * drawn there (at the triangle's middle): a letter filling the V of a switch thins with
 * it into three branch points a stroke or two apart, joined round the hole left at the
 * V's tip, where the drawing has one switch (whose V the cusp rule then refuses). Without
 * a letter such a triangle is track: small circles touching a line meet it so. Where
 * `tipOf` names a corner as that V's tip, the switch is read there instead (switch-tips.ts),
 * and the letter's stroke across it goes into `across`.
 */
export function collapseSmallTriangles(
  graph: PixelGraph,
  maxSide: number,
  maxPerimeter: number,
  protect: ReadonlySet<number>,
  lettered: (x: number, y: number) => boolean,
  tipOf: (corners: readonly number[], sides: readonly PixelSegment[]) => number | undefined,
  across: RemovedPixels,
): void {
  for (let found = true; found; ) {
    stopAtDeadline('collapsing small triangles');
    found = false;
    const short = [...graph.segments.values()].filter((s) => s.from !== s.to && s.path.length <= maxSide && !protect.has(s.from) && !protect.has(s.to));
    const between = new Map<string, PixelSegment>();
    for (const s of short) between.set(pairKey(s.from, s.to), s);
    for (const a of short) {
      if (armCount(graph, a.from) < 3 || armCount(graph, a.to) < 3) continue;
      for (const b of short) {
        if (b === a || (b.from !== a.to && b.to !== a.to)) continue;
        const third = b.from === a.to ? b.to : b.from;
        const c = between.get(pairKey(third, a.from));
        if (!c || c === a || c === b || third === a.from || armCount(graph, third) < 3) continue;
        if (a.path.length + b.path.length + c.path.length > maxPerimeter) continue;
        const corners = [a.from, a.to, third].map((n) => graph.nodes.get(n)!);
        if (!lettered(corners.reduce((t, n) => t + n.x, 0) / 3, corners.reduce((t, n) => t + n.y, 0) / 3)) continue;
        // Where `tipOf` names the V's tip, the switch is drawn there, the letter's stroke across from it (switch-tips.ts).
        const tip = tipOf([a.from, a.to, third], [a, b, c]);
        if (tip !== undefined) {
          across.push(...openAtTip(graph, tip, [a, b, c]));
          found = true;
          break;
        }
        // Two sides contracted bring all three nodes together; the third side is then inside the junction.
        mergeNodes(graph, a);
        const keep = graph.nodes.get(a.from)!;
        mergeNodes(graph, { ...b, from: a.from, to: third });
        graph.segments.delete(c.id);
        keep.pixels = [...keep.pixels, ...c.path];
        recentre(graph, keep.id);
        found = true;
        break;
      }
      if (found) break;
    }
  }
  // A segment between two of a contracted triangle's corners now runs from the junction back to it.
  splitLoops(graph, maxSide);
}

/** One key for a pair of nodes, whichever comes first. */
export const pairKey = (a: number, b: number) => (a < b ? `${a},${b}` : `${b},${a}`);

/** Contracts a segment: its `to` node, its pixels and the node's segments join its `from` node, recentred. */
export function mergeNodes(graph: PixelGraph, s: PixelSegment): void {
  const keep = graph.nodes.get(s.from)!;
  const gone = graph.nodes.get(s.to)!;
  graph.segments.delete(s.id);
  keep.pixels = keep.pixels.concat(s.path, gone.pixels);
  recentre(graph, keep.id);
  for (const t of new Set(segmentsAt(graph, gone.id))) graph.segments.reattach(t, t.from === gone.id ? keep.id : t.from, t.to === gone.id ? keep.id : t.to);
  graph.nodes.delete(gone.id);
}

function recentre(graph: PixelGraph, id: number): void {
  const node = graph.nodes.get(id)!;
  let sx = 0;
  let sy = 0;
  for (const i of node.pixels) {
    sx += i % graph.width;
    sy += Math.floor(i / graph.width);
  }
  node.x = sx / node.pixels.length;
  node.y = sy / node.pixels.length;
}

/** Nodes reachable from `seeds` along segments. */
export function reachable(graph: PixelGraph, seeds: readonly number[]): Set<number> {
  const adjacency = new Map<number, number[]>();
  for (const s of graph.segments.values()) {
    if (!adjacency.has(s.from)) adjacency.set(s.from, []);
    if (!adjacency.has(s.to)) adjacency.set(s.to, []);
    adjacency.get(s.from)!.push(s.to);
    adjacency.get(s.to)!.push(s.from);
  }
  const seen = new Set(seeds);
  const stack = [...seeds];
  while (stack.length > 0) {
    for (const m of adjacency.get(stack.pop()!) ?? []) {
      if (!seen.has(m)) {
        seen.add(m);
        stack.push(m);
      }
    }
  }
  return seen;
}

/** Drops every node and segment outside `keep`; their pixels go to `removed`. */
export function keepOnly(graph: PixelGraph, keep: ReadonlySet<number>, removed: RemovedPixels): void {
  for (const s of [...graph.segments.values()]) {
    if (!keep.has(s.from)) {
      graph.segments.delete(s.id);
      removed.push(...s.path);
    }
  }
  for (const n of [...graph.nodes.values()]) {
    if (!keep.has(n.id)) {
      graph.nodes.delete(n.id);
      removed.push(...n.pixels);
    }
  }
}
