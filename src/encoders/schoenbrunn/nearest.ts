import { deadlineOf, type EngineOptions } from '../../solvers/index.js';
import { counted } from '../lib/text.js';
import type { Remark } from '../family.js';
import { bestPaths } from './best.js';
import { jumpGraph } from './graph.js';
import { targetOf, tileName, type SchoenbrunnPuzzle, type SchoenbrunnSolution } from './model.js';
import { analyseSums } from './sums.js';

/**
 * Expert mode with no path to the target: the sum nearest it that some path reaches, and the
 * fewest jumps to it, as the seed's program answers (the least |sum - target|, then the
 * fewest tiles; between target - d and target + d the fewer jumps, then the lower sum).
 * Sums are tried by distance; one the cheap arguments rule out (parity, bounds, walks) costs
 * nothing, the others a best-path search each. Every nearer sum has been refuted when the
 * remark names one; when the time runs out first the remark says how far it looked.
 */
export async function nearestSum(puzzle: SchoenbrunnPuzzle, given: EngineOptions): Promise<Remark | undefined> {
  const target = targetOf(puzzle);
  const graph = jumpGraph(puzzle);
  const span = graph.values.reduce((a, v) => a + Math.abs(v), 0);
  // An extra nobody asked for: at most NEAREST_MS, even when the command's deadline is far.
  const deadline = Math.min(deadlineOf(given) ?? Infinity, Date.now() + NEAREST_MS);
  const engine: EngineOptions = { ...given, deadline };
  for (let distance = 1; distance <= span; distance++) {
    const found: SchoenbrunnSolution[] = [];
    for (const sum of [target - distance, target + distance]) {
      if (analyseSums(graph, sum).impossible) continue;
      const run = await bestPaths({ ...puzzle, target: sum }, 1, engine);
      if (!run || run.timedOut) return unsettled(target, distance);
      if (run.solutions[0]) found.push(run.solutions[0]);
    }
    const nearest = found.sort((a, b) => a.jumps - b.jumps || a.sum - b.sum)[0];
    if (nearest) {
      const path = nearest.path.map(tileName).join(' → ');
      return {
        key: 'nearest',
        text: `The nearest sum a path reaches is ${nearest.sum} (${distance} from ${target}), in ${counted(nearest.jumps, 'jump')} at the fewest: ${path}.`,
        data: { sum: nearest.sum, jumps: nearest.jumps, path: nearest.path },
      };
    }
    if (Date.now() >= deadline) return unsettled(target, distance);
  }
  return undefined;
}

/** Time the nearest sum may take (each sum tried is a best-path search of its own). */
const NEAREST_MS = 2000;

function unsettled(target: number, distance: number): Remark {
  const within = distance > 1 ? ` (no path sums to within ${distance - 1} of ${target})` : '';
  return { key: 'nearest', text: `The nearest sum a path reaches was not settled in the time it may take${within}.`, data: { refutedWithin: distance - 1 } };
}
