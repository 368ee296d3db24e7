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
}

export interface PixelSegment {
  readonly id: number;
  from: number;
  to: number;
  /** Skeleton pixels from the `from` node to the `to` node, node pixels excluded. */
  path: number[];
}

export interface PixelGraph {
  readonly width: number;
  readonly height: number;
  nodes: Map<number, PixelNode>;
  segments: Map<number, PixelSegment>;
  nextId: number;
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
  const segments = new Map([...graph.segments].map(([id, s]) => [id, { ...s, path: [...s.path] }]));
  return { width: graph.width, height: graph.height, nodes, segments, nextId: graph.nextId };
}

/** Segments at a node, a loop twice. */
export function segmentsAt(graph: PixelGraph, node: number): PixelSegment[] {
  const found: PixelSegment[] = [];
  for (const s of graph.segments.values()) {
    if (s.from === node) found.push(s);
    if (s.to === node) found.push(s);
  }
  return found;
}

export function traceSkeleton(skeleton: Bitmap): PixelGraph {
  const { width, height, data } = skeleton;
  const graph: PixelGraph = { width, height, nodes: new Map(), segments: new Map(), nextId: 1 };
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
