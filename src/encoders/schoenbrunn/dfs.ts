import type { JumpGraph } from './graph.js';

/**
 * Every simple path from start to goal by plain depth-first search, as the seed's program
 * does (a complete search that unmarks a tile on the way back). Kept as the reference for
 * differential tests and as the benchmark's baseline: it visits every path one by one.
 * Stops at `deadline` (epoch ms), or when `onPath` returns true; `complete` says whether
 * every path was seen.
 */
export function enumeratePaths(
  graph: JumpGraph,
  onPath: (path: readonly number[]) => boolean | void,
  deadline = Infinity,
): { paths: number; complete: boolean } {
  const visited = new Uint8Array(graph.values.length);
  const path = [graph.start];
  const nextArc = [0];
  visited[graph.start] = 1;
  let paths = 0;
  let steps = 0;
  while (path.length > 0) {
    if ((++steps & 0xfff) === 0 && Date.now() > deadline) return { paths, complete: false };
    const u = path[path.length - 1]!;
    if (u === graph.goal) {
      paths += 1;
      if (onPath(path) === true) return { paths, complete: false };
    }
    const arcs = graph.out[u]!;
    const i = nextArc[nextArc.length - 1]!;
    const v = arcs[i];
    if (v === undefined || u === graph.goal) {
      visited[u] = 0;
      path.pop();
      nextArc.pop();
      continue;
    }
    nextArc[nextArc.length - 1] = i + 1;
    if (visited[v]) continue;
    visited[v] = 1;
    path.push(v);
    nextArc.push(0);
  }
  return { paths, complete: true };
}
