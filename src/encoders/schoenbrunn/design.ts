import { jumpGraph, reachable } from './graph.js';
import { targetOf, type SchoenbrunnPuzzle } from './model.js';
import { shortPaths } from './shortest-walks.js';
import { analyseSums } from './sums.js';

/**
 * How a board serves as an expert puzzle, measured without the solver, fast enough to judge
 * every change a designer tries on boards of any size:
 *
 * - `jumps`, `unique`: the best path, when the search guided by the (tile, sum) state
 *   distances settles it within its budget (shortest-walks.ts), and whether it is the only
 *   path that short.
 * - `deadEnds`: (tile, sum) states the walker can reach from the start from which no walk
 *   ends on the goal with the target sum — ways forward that look open and lead nowhere.
 * - `backTrails`: states from which the goal is reached with the target sum but which no
 *   walk from the start reaches — false trails for a person solving backwards from the goal.
 * - `reachable`, `reaching`: tiles the walker can reach from the start, and tiles from which
 *   the goal can be reached (Rook Jumping Maze designers want both large).
 */
export interface DesignMeasure {
  readonly jumps: number;
  readonly unique: boolean;
  readonly deadEnds: number;
  readonly backTrails: number;
  readonly reachable: number;
  readonly reaching: number;
}

/** Steps the guided search may take per board judged (the designer judges hundreds). */
const DESIGN_STEPS = 30_000;

/** Undefined when no path reaches the target, or the guided search did not settle the best path. */
export function measureDesign(puzzle: SchoenbrunnPuzzle): DesignMeasure | undefined {
  const graph = jumpGraph(puzzle);
  const target = targetOf(puzzle);
  const states = analyseSums(graph, target).states;
  if (!states) return undefined;
  const first = graph.start * states.width + graph.values[graph.start]! - states.low;
  const last = graph.goal * states.width + target - states.low;
  if (states.forward[last]! < 0) return undefined;
  const best = shortPaths(graph, states, first, last, 1, (tile) => graph.values[tile]!, DESIGN_STEPS);
  if (!best.found || best.paths.length === 0) return undefined;
  let [deadEnds, backTrails] = [0, 0];
  for (let s = 0; s < states.forward.length; s++) {
    const [f, b] = [states.forward[s]!, states.backward[s]!];
    if (f >= 0 && b < 0) deadEnds++;
    if (b >= 0 && f < 0) backTrails++;
  }
  const count = (marks: Uint8Array) => marks.reduce((a, m) => a + m, 0);
  return {
    jumps: best.jumps,
    unique: best.complete,
    deadEnds,
    backTrails,
    reachable: count(reachable(graph, graph.start)),
    reaching: count(reachable(graph, graph.goal, true)),
  };
}

/** One number to climb: the false ways forward and backward, then the tiles in play both ways. */
export const designValue = (m: DesignMeasure): number => m.deadEnds + m.backTrails + 4 * (m.reachable + m.reaching);
