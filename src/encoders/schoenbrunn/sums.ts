import { relevantNodes, tileOf, type JumpGraph } from './graph.js';
import { tileName } from './model.js';

/**
 * Cheap arguments about expert-mode sums, each sound for every simple path from start to
 * goal, so a board where no path can reach the target is answered without a search:
 *
 * - Parity: a tile showing v moves the walker |v| ≡ v (mod 2) tiles, so the values of the
 *   tiles jumped from add up, mod 2, to the distance travelled, whose parity is that of the
 *   Manhattan distance from start to goal. Hence sum ≡ manhattan + goal value (mod 2).
 * - Bounds: a path visits start and goal and a subset of the tiles on some walk between them.
 * - Walks: the (tile, partial sum) pairs reachable from the start by walks whose partial
 *   sums stay within those bounds (every prefix of a simple path does) contain every simple
 *   path's; if (goal, target) is not among them, no path sums to the target. The same search
 *   gives the fewest jumps of such a walk, a lower bound on the best path, and the tiles that
 *   lie on no such walk.
 */
export interface SumAnalysis {
  /** Why no path can sum to the target; undefined when these arguments cannot tell. */
  readonly impossible?: string;
  /** Fewest jumps of a walk that reaches the goal with the target sum (a lower bound). */
  readonly minJumps?: number;
  /** `usable[v]`: tile v lies on some such walk (tiles off every one can be excluded). */
  readonly usable: Uint8Array;
  /** The (tile, sum) states: jumps from the start (`forward`) and to the goal with the target (`backward`), -1 where none. */
  readonly states?: StateSpace;
}

/** State `v * width + (s - low)` is "on tile v with the visited tiles summing to s". */
export interface StateSpace {
  readonly low: number;
  readonly width: number;
  readonly forward: Int32Array;
  readonly backward: Int32Array;
}

/** States at most (two Int32Arrays each): a 40x40 board of jumps up to 5 has about 14 million. */
const STATE_LIMIT = 16_000_000;

export function analyseSums(graph: JumpGraph, target: number): SumAnalysis {
  const { values, start, goal } = graph;
  const n = values.length;
  const none = new Uint8Array(n);
  const relevant = relevantNodes(graph);
  if (!relevant[goal]) return { impossible: 'the goal cannot be reached from the start at all', usable: none };
  const [sr, sc] = tileOf(graph, start);
  const [gr, gc] = tileOf(graph, goal);
  const manhattan = Math.abs(sr - gr) + Math.abs(sc - gc);
  const parity = (((manhattan + values[goal]!) % 2) + 2) % 2;
  if ((((target % 2) + 2) % 2) !== parity) {
    return {
      impossible:
        `every path sums to an ${parity ? 'odd' : 'even'} number, so none sums to ${target}: the tiles jumped from add up, ` +
        `mod 2, to the distance travelled, which has the parity of the Manhattan distance ${manhattan} from the start ` +
        `${tileName([sr, sc])} to the goal ${tileName([gr, gc])}${values[goal] ? `, plus the goal's ${values[goal]}` : ''}`,
      usable: none,
    };
  }
  // Bounds of a whole path (start and goal always in) and of a prefix (the goal maybe not).
  let [others, gains] = [0, 0];
  for (let v = 0; v < n; v++) {
    if (!relevant[v] || v === start || v === goal) continue;
    if (values[v]! < 0) others += values[v]!;
    else gains += values[v]!;
  }
  const fixed = values[start]! + values[goal]!;
  if (target < fixed + others || target > fixed + gains) {
    return {
      impossible: `every path sums to between ${fixed + others} and ${fixed + gains} (start, goal and the tiles that can lie between), so none sums to ${target}`,
      usable: none,
    };
  }
  const low = values[start]! + others + Math.min(0, values[goal]!);
  const high = values[start]! + gains + Math.max(0, values[goal]!);
  const width = high - low + 1;
  if (n * width > STATE_LIMIT) return { usable: relevant };
  // Forward: (tile, sum so far) by walks from the start, with the jumps taken.
  const forward = layeredSearch(graph, relevant, width, [start * width + values[start]! - low], false);
  const reached = forward[goal * width + target - low]!;
  if (reached < 0) {
    return { impossible: `no walk from the start to the goal whose partial sums stay between ${low} and ${high} (as every path's do) ends with the sum ${target}`, usable: none };
  }
  // Backward: (tile, sum so far) from which the goal is reached with the target.
  const backward = layeredSearch(graph, relevant, width, [goal * width + target - low], true);
  const usable = new Uint8Array(n);
  for (let v = 0; v < n; v++) {
    for (let s = 0; s < width && !usable[v]; s++) if (forward[v * width + s]! >= 0 && backward[v * width + s]! >= 0) usable[v] = 1;
  }
  return { minJumps: reached, usable, states: { low, width, forward, backward } };
}

/** BFS over (tile, sum − low) states; the sum includes the tile's own value. */
function layeredSearch(graph: JumpGraph, relevant: Uint8Array, width: number, seeds: number[], backwards: boolean): Int32Array {
  const { values } = graph;
  const dist = new Int32Array(values.length * width).fill(-1);
  const queue = new Int32Array(values.length * width);
  let tail = 0;
  for (const s of seeds) {
    dist[s] = 0;
    queue[tail++] = s;
  }
  const arcs = backwards ? graph.in : graph.out;
  for (let head = 0; head < tail; head++) {
    const state = queue[head]!;
    const u = Math.floor(state / width);
    const s = state % width;
    for (const v of arcs[u]!) {
      if (!relevant[v]) continue;
      // Forward the sum grows by v's value; backward it shrinks by u's.
      const t = backwards ? s - values[u]! : s + values[v]!;
      if (t < 0 || t >= width) continue;
      const next = v * width + t;
      if (dist[next]! >= 0) continue;
      dist[next] = dist[state]! + 1;
      queue[tail++] = next;
    }
  }
  return dist;
}
