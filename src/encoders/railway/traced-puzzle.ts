import type { RailwayNode, RailwayPuzzle, RailwaySegment, Transition } from './model.js';
import { pointOf, type Point } from '../../image/raster.js';
import type { Traced } from '../../image/trace-picture.js';

/** Polyline points closer than this to the simplified line are dropped (pixels). */
const SIMPLIFY_TOLERANCE = 0.7;

/**
 * The traced graph as the railway family's JSON model (transitions form), in picture pixels
 * (a working pixel's centre when the picture was traced reduced); `heading` in picture pixels.
 */
export function toRailway(traced: Traced, heading: Point | undefined, source: Record<string, unknown>): RailwayPuzzle {
  const { graph, startNode, finishNode } = traced;
  const k = traced.scale;
  const picture = (x: number, y: number): Point => [x * k + (k - 1) / 2, y * k + (k - 1) / 2];
  const degree = new Map<number, number>();
  for (const s of graph.segments.values()) {
    degree.set(s.from, (degree.get(s.from) ?? 0) + 1);
    degree.set(s.to, (degree.get(s.to) ?? 0) + 1);
  }
  const byPosition = [...graph.nodes.values()].sort((a, b) => a.y - b.y || a.x - b.x);
  const nodeId = new Map<number, string>();
  let junctions = 0;
  let others = 0;
  for (const node of byPosition) {
    if (node.id === startNode) nodeId.set(node.id, 'S');
    else if (node.id === finishNode) nodeId.set(node.id, 'F');
    else if ((degree.get(node.id) ?? 0) >= 3) nodeId.set(node.id, `J${++junctions}`);
    else nodeId.set(node.id, `N${++others}`);
  }
  const nodes: RailwayNode[] = byPosition.map((n) => {
    const [x, y] = picture(n.x, n.y);
    return { id: nodeId.get(n.id)!, x: round(x), y: round(y) };
  });
  const polylines = new Map<number, Point[]>();
  for (const s of graph.segments.values()) {
    const from = graph.nodes.get(s.from)!;
    const to = graph.nodes.get(s.to)!;
    const line: Point[] = [[from.x, from.y], ...s.path.map((i) => pointOf(graph.width, i)), [to.x, to.y]];
    polylines.set(s.id, simplify(line, SIMPLIFY_TOLERANCE).map(([x, y]) => picture(x, y)));
  }
  const ordered = [...graph.segments.values()].sort((a, b) => {
    const [pa, pb] = [polylines.get(a.id)![1]!, polylines.get(b.id)![1]!];
    return pa[1] - pb[1] || pa[0] - pb[0];
  });
  const segmentId = new Map(ordered.map((s, k) => [s.id, `s${k + 1}`]));
  const segments: RailwaySegment[] = ordered.map((s) => ({
    id: segmentId.get(s.id)!,
    from: nodeId.get(s.from)!,
    to: nodeId.get(s.to)!,
    points: polylines.get(s.id)!.map(([x, y]) => [round(x), round(y)] as const),
  }));
  const transitions: Transition[] = [];
  for (const [node, moves] of traced.moves) {
    for (const m of moves) {
      if (m.allowed) transitions.push([segmentId.get(m.into.segment.id)!, nodeId.get(node)!, segmentId.get(m.out.segment.id)!]);
    }
  }
  transitions.sort((a, b) => a.join().localeCompare(b.join()));
  const headingSegment = heading === undefined ? undefined : nearestSegmentAt(traced, polylines, heading);
  return {
    type: 'railway',
    nodes,
    segments,
    transitions,
    start: headingSegment === undefined ? { node: 'S' } : { node: 'S', heading: segmentId.get(headingSegment)! },
    finish: { node: 'F' },
    source,
  };
}

/** The segment leaving the start whose line passes nearest to the heading point. */
function nearestSegmentAt(traced: Traced, polylines: Map<number, Point[]>, point: Point): number | undefined {
  let best: number | undefined;
  let bestD = Infinity;
  for (const s of traced.graph.segments.values()) {
    if (s.from !== traced.startNode && s.to !== traced.startNode) continue;
    for (const [x, y] of polylines.get(s.id)!) {
      const d = Math.hypot(x - point[0], y - point[1]);
      if (d < bestD) ((bestD = d), (best = s.id));
    }
  }
  return best;
}

const round = (v: number) => Math.round(v * 10) / 10;

/** Ramer–Douglas–Peucker simplification; the ends stay. */
export function simplify(points: readonly Point[], tolerance: number): Point[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [i, j] = stack.pop()!;
    const [ax, ay] = points[i]!;
    const [bx, by] = points[j]!;
    const length = Math.hypot(bx - ax, by - ay);
    let worst = -1;
    let worstD = tolerance;
    for (let k = i + 1; k < j; k++) {
      const [px, py] = points[k]!;
      const d = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > worstD) ((worstD = d), (worst = k));
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([i, worst], [worst, j]);
    }
  }
  return points.filter((_, k) => keep[k]);
}
