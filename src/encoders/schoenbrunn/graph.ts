import { goalOf, type SchoenbrunnPuzzle, type Tile } from './model.js';

/**
 * The jump graph: tiles numbered row * width + col; an arc u→v for each legal jump. The
 * goal has no arcs out (reaching it ends the walk), a 0 tile has none (a dead end), and no
 * arc enters the start (a simple path never returns to it).
 */
export interface JumpGraph {
  readonly height: number;
  readonly width: number;
  readonly values: readonly number[];
  readonly start: number;
  readonly goal: number;
  readonly out: readonly (readonly number[])[];
  readonly in: readonly (readonly number[])[];
}

export function jumpGraph(puzzle: SchoenbrunnPuzzle, options: { intoStart?: boolean } = {}): JumpGraph {
  const height = puzzle.grid.length;
  const width = puzzle.grid[0]!.length;
  const values = puzzle.grid.flat();
  const start = indexOf(width, puzzle.start);
  const goal = indexOf(width, goalOf(puzzle));
  const out: number[][] = values.map(() => []);
  const into: number[][] = values.map(() => []);
  for (let u = 0; u < values.length; u++) {
    const n = Math.abs(values[u]!);
    if (n === 0 || u === goal) continue;
    const [r, c] = [Math.floor(u / width), u % width];
    for (const [dr, dc] of [[-n, 0], [n, 0], [0, -n], [0, n]] as const) {
      const [nr, nc] = [r + dr, c + dc];
      if (nr < 0 || nr >= height || nc < 0 || nc >= width) continue;
      const v = nr * width + nc;
      if (v === start && !options.intoStart) continue;
      out[u]!.push(v);
      into[v]!.push(u);
    }
  }
  return { height, width, values, start, goal, out, in: into };
}

export const indexOf = (width: number, [r, c]: Tile): number => r * width + c;
export const tileOf = (graph: Pick<JumpGraph, 'width'>, i: number): Tile => [Math.floor(i / graph.width), i % graph.width];

/** Nodes reachable from `from` along arcs (or against them with `backwards`), avoiding `blocked`. */
export function reachable(graph: JumpGraph, from: number, backwards = false, blocked?: Uint8Array): Uint8Array {
  const seen = new Uint8Array(graph.values.length);
  const arcs = backwards ? graph.in : graph.out;
  const stack = [from];
  seen[from] = 1;
  while (stack.length > 0) {
    const u = stack.pop()!;
    for (const v of arcs[u]!) {
      if (seen[v] || blocked?.[v]) continue;
      seen[v] = 1;
      stack.push(v);
    }
  }
  return seen;
}

/** Jumps needed from `from` to every node (BFS), -1 where unreachable; `backwards` measures to `from`. */
export function distances(graph: JumpGraph, from: number, backwards = false): Int32Array {
  const dist = new Int32Array(graph.values.length).fill(-1);
  const arcs = backwards ? graph.in : graph.out;
  dist[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head]!;
    for (const v of arcs[u]!) {
      if (dist[v] !== -1) continue;
      dist[v] = dist[u]! + 1;
      queue.push(v);
    }
  }
  return dist;
}

/** Nodes on some walk from start to goal: reachable from the start and reaching the goal. */
export function relevantNodes(graph: JumpGraph): Uint8Array {
  const fwd = reachable(graph, graph.start);
  const bwd = reachable(graph, graph.goal, true);
  return fwd.map((f, i) => f & bwd[i]!);
}
