import type { RailwayPuzzle } from '../../src/encoders/railway/model.js';

/**
 * Plain breadth-first search over (segment, direction) states of a traced railway graph:
 * whether a train leaving the start either way can reach the finish, and along which
 * segments. For tests only; the family's solver comes with the railway branch.
 */
export function routeSegments(puzzle: RailwayPuzzle): string[] | undefined {
  const segments = new Map(puzzle.segments.map((s) => [s.id, s]));
  const next = new Map<string, string[]>();
  for (const [a, node, b] of puzzle.transitions ?? []) {
    const key = `${a}@${node}`;
    next.set(key, [...(next.get(key) ?? []), b]);
  }
  type State = { segment: string; towards: string; previous?: State };
  const queue: State[] = [];
  const seen = new Set<string>();
  for (const s of puzzle.segments) {
    if (s.from === puzzle.start.node) queue.push({ segment: s.id, towards: s.to });
    else if (s.to === puzzle.start.node) queue.push({ segment: s.id, towards: s.from });
  }
  while (queue.length > 0) {
    const state = queue.shift()!;
    if (state.towards === puzzle.finish.node) {
      const path: string[] = [];
      for (let s: State | undefined = state; s; s = s.previous) path.unshift(s.segment);
      return path;
    }
    for (const out of next.get(`${state.segment}@${state.towards}`) ?? []) {
      const s = segments.get(out)!;
      const towards = s.from === state.towards ? s.to : s.from;
      const key = `${out}>${towards}`;
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push({ segment: out, towards, previous: state });
    }
  }
  return undefined;
}

/** Moves at a node as `in→out` pairs, sorted. */
export function movesAtNode(puzzle: RailwayPuzzle, node: string): string[] {
  return (puzzle.transitions ?? []).filter((t) => t[1] === node).map((t) => `${t[0]}→${t[2]}`).sort();
}

export function degreeOf(puzzle: RailwayPuzzle, node: string): number {
  return puzzle.segments.filter((s) => s.from === node).length + puzzle.segments.filter((s) => s.to === node).length;
}
