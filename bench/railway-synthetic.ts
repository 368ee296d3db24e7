import { Random } from '../src/encoders/lib/random.js';
import { headOf, railwayGraph } from '../src/encoders/railway/graph.js';
import type { JunctionSide, RailwayPuzzle, RailwaySegment } from '../src/encoders/railway/model.js';

type Arm = { segment: number; end: 'from' | 'to' };

/**
 * A synthetic railway maze on an n x n lattice (40 px apart, jittered), in the two-sided
 * form hand-made mazes use: every track is a bent polyline between neighbours; a node
 * keeps at most three arms and becomes a wye (one arm, the stem, alone on its side), a
 * plain bend (two arms on opposite sides) or a buffer. Start at the first node in
 * reading order the train can leave, finish
 * at the node the train reaches last in a breadth-first search over states (so a route
 * exists and is long). Deterministic per seed.
 */
export function syntheticMaze(n: number, seed: number): RailwayPuzzle {
  const random = new Random(seed);
  const gap = 40;
  const id = (r: number, c: number) => `n${r}_${c}`;
  const nodes: { id: string; x: number; y: number }[] = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) nodes.push({ id: id(r, c), x: 20 + c * gap + random.int(9) - 4, y: 20 + r * gap + random.int(9) - 4 });
  const at = (r: number, c: number) => nodes[r * n + c]!;
  const segments: { id: string; from: string; to: string; points: [number, number][] }[] = [];
  const arms = new Map<string, Arm[]>();
  const addArm = (node: string, arm: Arm) => arms.set(node, [...(arms.get(node) ?? []), arm]);
  const link = (a: { id: string; x: number; y: number }, b: { id: string; x: number; y: number }) => {
    const bend = random.int(11) - 5;
    const mid: [number, number] = a.y === b.y || Math.abs(a.x - b.x) > Math.abs(a.y - b.y) ? [(a.x + b.x) / 2, (a.y + b.y) / 2 + bend] : [(a.x + b.x) / 2 + bend, (a.y + b.y) / 2];
    const index = segments.length;
    segments.push({ id: `s${index}`, from: a.id, to: b.id, points: [[a.x, a.y], mid, [b.x, b.y]] });
    addArm(a.id, { segment: index, end: 'from' });
    addArm(b.id, { segment: index, end: 'to' });
  };
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (c + 1 < n && random.next() < 0.85) link(at(r, c), at(r, c + 1));
      if (r + 1 < n && random.next() < 0.85) link(at(r, c), at(r + 1, c));
    }
  }
  // At most three arms a node: drop one of four at random.
  const dropped = new Set<number>();
  for (const [, list] of arms) if (list.length === 4) dropped.add(random.pick(list).segment);
  const sides = new Map<string, JunctionSide>();
  for (const [, list] of arms) {
    const kept = list.filter((a) => !dropped.has(a.segment));
    const stem = random.pick(kept.length > 0 ? kept : list);
    for (const arm of kept) sides.set(`${arm.segment}:${arm.end}`, arm === stem ? 'A' : 'B');
  }
  const kept: RailwaySegment[] = segments
    .filter((_, i) => !dropped.has(i))
    .map((s) => {
      const i = Number(s.id.slice(1));
      return { ...s, fromSide: sides.get(`${i}:from`)!, toSide: sides.get(`${i}:to`)! };
    });
  // The first node in reading order from which the train gets anywhere is the start.
  for (const start of nodes) {
    const open: RailwayPuzzle = { type: 'railway', nodes, segments: kept, start: { node: start.id }, finish: { node: '' } };
    const finish = farthestNode(open);
    if (finish !== undefined) return { ...open, finish: { node: finish } };
  }
  throw new Error('synthetic maze without track');
}

/** The node a breadth-first search over states from the start reaches last. */
function farthestNode(puzzle: RailwayPuzzle): string | undefined {
  const graph = railwayGraph(puzzle);
  const seen = new Set(graph.startStates);
  let layer = [...graph.startStates];
  let last: string | undefined;
  while (layer.length > 0) {
    const next: number[] = [];
    for (const s of layer) {
      const node = headOf(graph.segments, s);
      if (node !== puzzle.start.node) last = node;
      for (const t of graph.moves[s]!) if (!seen.has(t)) seen.add(t), next.push(t);
    }
    layer = next;
  }
  return last;
}
