import type { JumpGraph } from './graph.js';
import type { StateSpace } from './sums.js';

/**
 * The best paths by a depth-first search guided by the state distances, before any solver.
 *
 * Every simple path from start to goal with the target sum is a walk through the (tile, sum)
 * states (in normal mode through the tiles) from the start state to the goal state, and from
 * a state s the goal state is at least `backward[s]` jumps away. So a search for paths of at
 * most K jumps can drop every step to a state t reached after j jumps where j + backward[t]
 * exceeds K: it sees every simple path of at most K jumps and nothing else. Bounds are tried
 * from the shortest walk's length d upwards; the first that admits a path is the optimum
 * (every smaller one was searched completely), and its paths are all the optimal ones. At K
 * = d the search only follows the shortest walks, so on most boards it ends at once. It
 * stops when its step budget runs out; the solver then continues from the first bound it
 * has not refuted.
 */
export type ShortPaths =
  /** The optimum and the optimal paths (tile sequences), all of them when `complete`. */
  | { readonly found: true; readonly paths: number[][]; readonly jumps: number; readonly complete: boolean }
  /** The budget ran out: no path has fewer than `atLeast` jumps. */
  | { readonly found: false; readonly atLeast: number };

/** Search steps before the question is left to the solver (about 20-50 ms). */
export const STEP_BUDGET = 200_000;

/**
 * Paths from state `first` to state `last`, up to `limit` of them; `sumStep(tile)` is what
 * entering the tile adds to a state's sum column (0 in normal mode). The caller has checked
 * that `last` is reachable.
 */
export function shortPaths(graph: JumpGraph, states: StateSpace, first: number, last: number, limit: number, sumStep: (tile: number) => number, budget = STEP_BUDGET): ShortPaths {
  const { width, backward } = states;
  const used = new Uint8Array(graph.values.length);
  const tiles: number[] = [];
  let steps = 0;
  const longest = graph.values.length - 1;
  for (let bound = states.forward[last]!; bound <= longest; bound++) {
    const paths: number[][] = [];
    let more = false;
    // Depth-first from `state` after `depth` jumps; false stops the search (budget, or enough paths).
    const visit = (state: number, depth: number): boolean => {
      if (++steps > budget) return false;
      const tile = Math.floor(state / width);
      used[tile] = 1;
      tiles.push(tile);
      let going = true;
      if (state === last) {
        if (paths.length < limit) paths.push([...tiles]);
        else more = true;
        going = !more;
      } else {
        const column = state % width;
        for (const next of graph.out[tile]!) {
          const sum = column + sumStep(next);
          if (used[next] || sum < 0 || sum >= width) continue;
          const to = next * width + sum;
          const left = backward[to]!;
          if (left < 0 || depth + 1 + left > bound) continue;
          if (!visit(to, depth + 1)) {
            going = false;
            break;
          }
        }
      }
      used[tile] = 0;
      tiles.pop();
      return going;
    };
    const finished = visit(first, 0);
    if (more || (finished && paths.length > 0)) return { found: true, paths, jumps: bound, complete: !more };
    if (!finished) return { found: false, atLeast: bound };
  }
  return { found: true, paths: [], jumps: -1, complete: true };
}
