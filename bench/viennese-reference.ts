import { LIGHTS, type ViennesePuzzle } from '../src/encoders/viennese/model.js';

/**
 * vmfactory's scoring, reimplemented plainly as the baseline (the Python package is not
 * available here): the whole state graph as string-keyed adjacency maps built the way
 * `_compute_graph_HT` / `Vmaze_NHT.compute_graph` build it, BFS distances from the start,
 * and uniqueness by generating simple paths to the goal without pruning until a second
 * one appears (networkx `all_simple_paths`). `budget` caps the search's steps; past it the
 * result is `gaveUp` (the original would keep going, minutes on some 6x6 colourings).
 */
export function referenceScore(puzzle: ViennesePuzzle, budget: number): { score: number; gaveUp: boolean } {
  const uTurn = puzzle.variant === 'u-turn';
  const GOAL = 'GOAL';
  const ht = new Map<string, string[]>();
  const add = (graph: Map<string, string[]>, a: string, b: string) => {
    const list = graph.get(a);
    if (!list) graph.set(a, [b]);
    else if (!list.includes(b)) list.push(b);
    if (!graph.has(b)) graph.set(b, []);
  };
  const htKey = (node: unknown, i: number) => (node === puzzle.goal ? GOAL : `${String(node)}|${i}`);
  for (const s of puzzle.streets) {
    const c = LIGHTS.indexOf(s.light);
    for (let i = 0; i < 3; i++) {
      if ((i + c) % 3 === 2) continue;
      if (s.from !== puzzle.goal) add(ht, htKey(s.from, i), htKey(s.to, (i + 1) % 3));
      if (s.to !== puzzle.goal) add(ht, htKey(s.to, i), htKey(s.from, (i + 1) % 3));
    }
  }
  const htStart = htKey(puzzle.start, 0);
  let graph = ht;
  let start = htStart;
  if (!uTurn) {
    if ((ht.get(htStart) ?? []).length === 0) return { score: 0, gaveUp: false };
    graph = new Map();
    const nodeOf = (key: string) => key.split('|')[0];
    for (const [n1, successors] of ht) {
      for (const n2 of successors) {
        if (n2 === GOAL) continue;
        for (const n3 of ht.get(n2) ?? []) {
          if (n3 === GOAL) add(graph, `${n2}<${n1}`, GOAL);
          else if (nodeOf(n3) !== nodeOf(n1)) add(graph, `${n2}<${n1}`, `${n3}<${n2}`);
        }
      }
    }
    start = 'START';
    for (const n1 of ht.get(htStart) ?? []) add(graph, start, n1 === GOAL ? GOAL : `${n1}<${htStart}`);
  }
  if (!graph.has(start)) return { score: 0, gaveUp: false };
  // BFS distances, counted in states as networkx path lengths are (the start is 1).
  const distance = new Map<string, number>([[start, 1]]);
  const queue = [start];
  for (let q = 0; q < queue.length; q++) {
    for (const t of graph.get(queue[q]!)!) {
      if (distance.has(t)) continue;
      distance.set(t, distance.get(queue[q]!)! + 1);
      queue.push(t);
    }
  }
  const dGoal = distance.get(GOAL);
  if (dGoal === undefined) return { score: 0, gaveUp: false };
  // all_simple_paths(start, goal), stopped at the second path.
  let found = 0;
  let steps = 0;
  const onPath = new Set<string>([start]);
  const stack: { node: string; next: number }[] = [{ node: start, next: 0 }];
  while (stack.length > 0 && found < 2) {
    if (++steps > budget) return { score: NaN, gaveUp: true };
    const top = stack[stack.length - 1]!;
    const successors = graph.get(top.node)!;
    if (top.next >= successors.length) {
      onPath.delete(top.node);
      stack.pop();
      continue;
    }
    const t = successors[top.next++]!;
    if (t === GOAL) found++;
    else if (!onPath.has(t)) {
      onPath.add(t);
      stack.push({ node: t, next: 0 });
    }
  }
  if (found >= 2) return { score: 1, gaveUp: false };
  const O1 = [...distance.values()].filter((d) => d <= 2).length;
  const O2 = [...distance.values()].filter((d) => d <= dGoal).length;
  let loops = 0;
  for (const [a] of distance) for (const b of graph.get(a)!) if (Math.abs(distance.get(a)! - distance.get(b)!) > 1) loops++;
  let endings = 1;
  for (const successors of graph.values()) if (successors.includes(GOAL)) endings++;
  return { score: dGoal ** 2 * (O1 * O2 ** 2) * loops ** 0.5 * endings, gaveUp: false };
}
