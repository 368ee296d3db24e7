import { type Bitmap, degreeOf, neighbours, setIndices } from './raster.js';

/**
 * The skeleton as a graph: nodes are junction clusters (8-connected pixels with three or
 * more skeleton neighbours; the seed skips neighbouring degree-3 pixels, a cluster does the
 * same for any shape), line ends, and one anchor on each closed loop without junctions.
 * Segments are the one-pixel-wide paths between them.
 */
export interface PixelNode {
  readonly id: number;
  /** Centroid of the node's pixels. */
  x: number;
  y: number;
  /** Skeleton pixel indices (y * width + x) of the cluster. */
  pixels: number[];
  /** For a web contracted into this node (webs.ts): the segments of its short loops, a wheel's rim or a frame's edge. */
  rims?: readonly number[];
}

export interface PixelSegment {
  readonly id: number;
  /** Changed only by SegmentMap.reattach, which keeps the segments at each node listed. */
  readonly from: number;
  readonly to: number;
  /** Skeleton pixels from the `from` node to the `to` node, node pixels excluded. */
  path: number[];
}

export interface PixelGraph {
  readonly width: number;
  readonly height: number;
  nodes: Map<number, PixelNode>;
  segments: SegmentMap;
  nextId: number;
}

/**
 * A graph's segments by id, with the segments at each node listed beside them, in id order
 * (the order the map holds them in: ids only grow), so that the segments at a node are found
 * without a pass over all of them: a picture with thousands of junctions (a printed grid,
 * hatching) made the graph stages' passes quadratic, minutes on a 2,000 px picture.
 */
export class SegmentMap extends Map<number, PixelSegment> {
  private readonly atNode = new Map<number, PixelSegment[]>();

  static of(segments: Iterable<PixelSegment>): SegmentMap {
    const map = new SegmentMap();
    for (const segment of segments) map.set(segment.id, segment);
    return map;
  }

  override set(id: number, segment: PixelSegment): this {
    // Map's constructor sets its entries before this class's fields exist: SegmentMap.of instead.
    if (this.atNode === undefined) throw new Error('SegmentMap: build with SegmentMap.of');
    const old = this.get(id);
    if (old) this.unlist(old);
    super.set(id, segment);
    this.list(segment);
    return this;
  }

  override delete(id: number): boolean {
    const old = this.get(id);
    if (old) this.unlist(old);
    return super.delete(id);
  }

  override clear(): void {
    this.atNode.clear();
    super.clear();
  }

  /** The segments at a node, in id order, a loop twice. */
  at(node: number): PixelSegment[] {
    return [...(this.atNode.get(node) ?? [])];
  }

  /** How many segments end at a node, a loop twice: `at(node).length` without the copy. */
  count(node: number): number {
    return this.atNode.get(node)?.length ?? 0;
  }

  /** Moves a segment's ends from one node to another (nodes merged). */
  reattach(segment: PixelSegment, from: number, to: number): void {
    this.unlist(segment);
    const moved = segment as { from: number; to: number };
    moved.from = from;
    moved.to = to;
    this.list(segment);
  }

  private list(segment: PixelSegment): void {
    for (const node of segment.from === segment.to ? [segment.from, segment.from] : [segment.from, segment.to]) {
      const listed = this.atNode.get(node) ?? [];
      let at = listed.length;
      while (at > 0 && listed[at - 1]!.id > segment.id) at--;
      listed.splice(at, 0, segment);
      this.atNode.set(node, listed);
    }
  }

  private unlist(segment: PixelSegment): void {
    for (const node of new Set([segment.from, segment.to])) {
      const listed = this.atNode.get(node);
      if (!listed) continue;
      const kept = listed.filter((s) => s.id !== segment.id);
      if (kept.length > 0) this.atNode.set(node, kept);
      else this.atNode.delete(node);
    }
  }
}

export function addNode(graph: PixelGraph, pixels: number[]): PixelNode {
  let sx = 0;
  let sy = 0;
  for (const i of pixels) {
    sx += i % graph.width;
    sy += Math.floor(i / graph.width);
  }
  const node: PixelNode = { id: graph.nextId++, x: sx / pixels.length, y: sy / pixels.length, pixels };
  graph.nodes.set(node.id, node);
  return node;
}

export function addSegment(graph: PixelGraph, from: number, to: number, path: number[]): PixelSegment {
  const segment: PixelSegment = { id: graph.nextId++, from, to, path };
  graph.segments.set(segment.id, segment);
  return segment;
}

/** A copy that the graph edits can change without touching the original. */
export function copyGraph(graph: PixelGraph): PixelGraph {
  const nodes = new Map([...graph.nodes].map(([id, n]) => [id, { ...n, pixels: [...n.pixels] }]));
  const segments = SegmentMap.of([...graph.segments.values()].map((s) => ({ ...s, path: [...s.path] })));
  return { width: graph.width, height: graph.height, nodes, segments, nextId: graph.nextId };
}

/** Segments at a node, a loop twice. */
export function segmentsAt(graph: PixelGraph, node: number): PixelSegment[] {
  return graph.segments.at(node);
}

/**
 * The length of the shortest way from `start` to `goal`, taking from each node the steps
 * `steps` names (the next node and what the step costs), when it is at most `budget`
 * (Dijkstra, cut off at the budget).
 */
export function shortestWay(start: number, goal: number, steps: (node: number) => Iterable<readonly [number, number]>, budget: number): number | undefined {
  if (budget < 0) return undefined;
  const best = new Map<number, number>([[start, 0]]);
  const open: [number, number][] = [[0, start]];
  while (open.length > 0) {
    open.sort((x, y) => y[0] - x[0]);
    const [distance, at] = open.pop()!;
    if (distance > best.get(at)!) continue;
    if (at === goal) return distance;
    for (const [next, cost] of steps(at)) {
      const d = distance + cost;
      if (d > budget || d >= (best.get(next) ?? Infinity)) continue;
      best.set(next, d);
      open.push([d, next]);
    }
  }
  return undefined;
}

/** How many segment ends a node has (a loop counts twice). */
export function armCount(graph: PixelGraph, node: number): number {
  return graph.segments.count(node);
}

export function traceSkeleton(skeleton: Bitmap): PixelGraph {
  const { width, height, data } = skeleton;
  const graph: PixelGraph = { width, height, nodes: new Map(), segments: new SegmentMap(), nextId: 1 };
  const degree = new Uint8Array(data.length);
  const set = setIndices(data);
  for (const i of set) degree[i] = degreeOf(skeleton, i);
  const nodeOf = new Int32Array(data.length).fill(-1);
  // Junction clusters and line ends become nodes.
  for (const i of set) {
    if (nodeOf[i]! >= 0 || degree[i] === 0 || degree[i] === 2) continue;
    const pixels = [i];
    if (degree[i]! >= 3) {
      nodeOf[i] = 0;
      for (let k = 0; k < pixels.length; k++) {
        for (const j of neighbours(skeleton, pixels[k]!)) {
          if (degree[j]! >= 3 && nodeOf[j]! < 0) {
            nodeOf[j] = 0;
            pixels.push(j);
          }
        }
      }
    }
    const node = addNode(graph, pixels);
    for (const j of pixels) nodeOf[j] = node.id;
  }
  const visited = new Uint8Array(data.length);
  const walk = (startNode: number, from: number, first: number) => {
    const path = [first];
    visited[first] = 1;
    let previous = from;
    let current = first;
    for (;;) {
      const next = neighbours(skeleton, current).find((j) => j !== previous && !(path.length === 1 && nodeOf[j] === startNode));
      if (next === undefined) {
        // A closed loop came back to its anchor through the anchor's other neighbour.
        addSegment(graph, startNode, startNode, path);
        return;
      }
      if (nodeOf[next]! >= 0) {
        addSegment(graph, startNode, nodeOf[next]!, path);
        return;
      }
      if (visited[next]) return; // only on degenerate shapes; the segment was found already
      visited[next] = 1;
      path.push(next);
      previous = current;
      current = next;
    }
  };
  for (const node of [...graph.nodes.values()]) {
    for (const q of node.pixels) {
      for (const r of neighbours(skeleton, q)) {
        if (nodeOf[r]! < 0 && !visited[r]) walk(node.id, q, r);
      }
    }
  }
  // Closed loops without any junction: anchor a node on one pixel.
  for (const i of set) {
    if (visited[i] || nodeOf[i]! >= 0 || degree[i] !== 2) continue;
    const anchor = addNode(graph, [i]);
    nodeOf[i] = anchor.id;
    visited[i] = 1;
    const [first] = neighbours(skeleton, i);
    if (first !== undefined && !visited[first]) walk(anchor.id, i, first);
  }
  return graph;
}
