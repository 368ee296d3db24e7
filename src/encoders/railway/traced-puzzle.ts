import type { RailwayNode, RailwayPuzzle, RailwaySegment, Transition } from './model.js';
import { pointOf, type Point, toPicture } from '../../image/raster.js';
import type { Traced } from '../../image/trace-picture.js';

/** Polyline points closer than this to the simplified line are dropped (pixels). */
const SIMPLIFY_TOLERANCE = 0.7;

/**
 * The traced graph as the railway family's JSON model (transitions form), in picture pixels
 * (a working pixel's centre when the picture was traced reduced); `heading` in picture pixels.
 */
export function toRailway(traced: Traced, heading: Point | undefined, source: Record<string, unknown>): RailwayPuzzle {
  const named = namesOf(traced);
  const { graph } = traced;
  const nodes: RailwayNode[] = [...graph.nodes.values()]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((n) => {
      const [x, y] = named.picture(n.x, n.y);
      return { id: named.node.get(n.id)!, x: round(x), y: round(y) };
    });
  const segments: RailwaySegment[] = [...graph.segments.values()]
    .sort((a, b) => named.segmentOrder.get(a.id)! - named.segmentOrder.get(b.id)!)
    .map((s) => ({
      id: named.segment.get(s.id)!,
      from: named.node.get(s.from)!,
      to: named.node.get(s.to)!,
      points: named.polylines.get(s.id)!.map(([x, y]) => [round(x), round(y)] as const),
    }));
  const headingSegment = heading === undefined ? undefined : nearestSegmentAt(traced, named.polylines, heading);
  return {
    type: 'railway',
    nodes,
    segments,
    transitions: transitionsOf(traced, named),
    start: headingSegment === undefined ? { node: 'S' } : { node: 'S', heading: named.segment.get(headingSegment)! },
    finish: { node: 'F' },
    source,
  };
}

/** What the traced graph's nodes and segments are called in the railway model, and their polylines in picture pixels. */
export interface TracedNames {
  readonly node: ReadonlyMap<number, string>;
  readonly segment: ReadonlyMap<number, string>;
  readonly segmentOrder: ReadonlyMap<number, number>;
  readonly polylines: ReadonlyMap<number, Point[]>;
  /** A working-pixel position in picture pixels (a working pixel's centre when the picture was traced reduced). */
  picture(x: number, y: number): Point;
}

const names = new WeakMap<Traced, TracedNames>();

/**
 * Names in reading order: S and F, junctions J1.. and other nodes N1.. by position;
 * segments s1.. by their first point after their start.
 */
export function namesOf(traced: Traced): TracedNames {
  const known = names.get(traced);
  if (known) return known;
  const { graph, startNode, finishNode } = traced;
  const k = traced.scale;
  const picture = (x: number, y: number): Point => toPicture(k, x, y);
  const degree = new Map<number, number>();
  for (const s of graph.segments.values()) {
    degree.set(s.from, (degree.get(s.from) ?? 0) + 1);
    degree.set(s.to, (degree.get(s.to) ?? 0) + 1);
  }
  const node = new Map<number, string>();
  let junctions = 0;
  let others = 0;
  for (const n of [...graph.nodes.values()].sort((a, b) => a.y - b.y || a.x - b.x)) {
    if (n.id === startNode) node.set(n.id, 'S');
    else if (n.id === finishNode) node.set(n.id, 'F');
    else if ((degree.get(n.id) ?? 0) >= 3) node.set(n.id, `J${++junctions}`);
    else node.set(n.id, `N${++others}`);
  }
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
  const segment = new Map(ordered.map((s, i) => [s.id, `s${i + 1}`]));
  const segmentOrder = new Map(ordered.map((s, i) => [s.id, i]));
  const result: TracedNames = { node, segment, segmentOrder, polylines, picture };
  names.set(traced, result);
  return result;
}

/**
 * The allowed junction moves as transitions, sorted; `flipped` (arm-pair keys, see
 * `armPairKey`) turns those moves' verdicts over, both ways.
 */
export function transitionsOf(traced: Traced, named: TracedNames, flipped: ReadonlySet<string> = new Set()): Transition[] {
  const transitions: Transition[] = [];
  for (const [node, moves] of traced.moves) {
    for (const m of moves) {
      const allowed = flipped.has(armPairKey(node, m)) ? !m.allowed : m.allowed;
      if (allowed) transitions.push([named.segment.get(m.into.segment.id)!, named.node.get(node)!, named.segment.get(m.out.segment.id)!]);
    }
  }
  // By code unit: for names made of s, S, F, J, N, digits and commas that is the order localeCompare gives, without loading a collator.
  const keyed = transitions.map((t) => ({ t, key: t.join() }));
  return keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(({ t }) => t);
}

/** A junction move's arms at its node, either way round. */
export function armPairKey(node: number, move: { readonly into: { readonly segment: { readonly id: number }; readonly atFrom: boolean }; readonly out: { readonly segment: { readonly id: number }; readonly atFrom: boolean } }): string {
  const [a, b] = [`${move.into.segment.id}${move.into.atFrom ? 'f' : 't'}`, `${move.out.segment.id}${move.out.atFrom ? 'f' : 't'}`].sort();
  return `${node}:${a}:${b}`;
}

/** The segment leaving the start whose line passes nearest to the heading point. */
function nearestSegmentAt(traced: Traced, polylines: ReadonlyMap<number, Point[]>, point: Point): number | undefined {
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
