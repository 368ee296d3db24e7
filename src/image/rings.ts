import { armCount, type PixelGraph, segmentsAt } from './pixel-graph.js';
import type { Arm } from './turns.js';

/**
 * Whether two arms of a junction meet again round a ring `minLength` to `maxLength` pixels
 * long (the two arms and the shortest way between their far ends, not through the junction
 * nor any junction of four arms or more): a wheel or a letter's bowl pressed onto the track,
 * whose two sides leave the junction as two arms and close where the track runs into the
 * ring. Two tracks crossing part for good; two circles pressed together cross twice round a
 * small lens, which closes at the other crossing (four arms), so it is no such ring.
 */
export function joinedRound(graph: PixelGraph, node: number, minLength: number, maxLength: number): (a: Arm, b: Arm) => boolean {
  const farOf = (arm: Arm) => (arm.atFrom ? arm.segment.to : arm.segment.from);
  const crossed = (n: number) => armCount(graph, n) >= 4;
  return (a, b) => {
    const [start, goal] = [farOf(a), farOf(b)];
    if (a.segment.id === b.segment.id || start === node || goal === node || crossed(start) || crossed(goal)) return false;
    const arms = a.segment.path.length + b.segment.path.length;
    const between = shortestWalk(graph, start, goal, (n) => n === node || crossed(n), maxLength - arms);
    return between !== undefined && arms + between >= minLength;
  };
}

/** The shortest walk from `start` to `goal` passing no node `barred`, in pixels, when it is at most `budget` (Dijkstra, cut off at the budget). */
function shortestWalk(graph: PixelGraph, start: number, goal: number, barred: (n: number) => boolean, budget: number): number | undefined {
  if (budget < 0) return undefined;
  const best = new Map<number, number>([[start, 0]]);
  const open: [number, number][] = [[0, start]];
  while (open.length > 0) {
    open.sort((x, y) => x[0] - y[0]);
    const [distance, at] = open.shift()!;
    if (at === goal) return distance;
    if (distance > best.get(at)!) continue;
    for (const s of segmentsAt(graph, at)) {
      const next = s.from === at ? s.to : s.from;
      // A node's own pixel between two segments counts one.
      const d = distance + s.path.length + 1;
      if (barred(next) || d > budget || d >= (best.get(next) ?? Infinity)) continue;
      best.set(next, d);
      open.push([d, next]);
    }
  }
  return undefined;
}
