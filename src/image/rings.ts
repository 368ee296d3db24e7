import { armCount, type PixelGraph, segmentsAt, shortestWay } from './pixel-graph.js';
import { type Arm, farEndOf } from './arms.js';

/**
 * Whether two arms of a junction meet again round a ring `minLength` to `maxLength` pixels
 * long (the two arms and the shortest way between their far ends, not through the junction
 * nor any junction of four arms or more): a wheel or a letter's bowl pressed onto the track,
 * whose two sides leave the junction as two arms and close where the track runs into the
 * ring. Two tracks crossing part for good; two circles pressed together cross twice round a
 * small lens, which closes at the other crossing (four arms), so it is no such ring.
 */
export function joinedRound(graph: PixelGraph, node: number, minLength: number, maxLength: number): (a: Arm, b: Arm) => boolean {
  const crossed = (n: number) => armCount(graph, n) >= 4;
  return (a, b) => {
    const [start, goal] = [farEndOf(a), farEndOf(b)];
    if (a.segment.id === b.segment.id || start === node || goal === node || crossed(start) || crossed(goal)) return false;
    const arms = a.segment.path.length + b.segment.path.length;
    // A node's own pixel between two segments counts one.
    const steps = (at: number) => segmentsAt(graph, at).map((s) => [s.from === at ? s.to : s.from, s.path.length + 1] as const).filter(([next]) => next !== node && !crossed(next));
    const between = shortestWay(start, goal, steps, maxLength - arms);
    return between !== undefined && arms + between >= minLength;
  };
}
