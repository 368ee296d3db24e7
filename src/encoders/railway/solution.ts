import { polylineLength, polylineOf, segmentById } from './graph.js';
import type { RailwayPuzzle, RailwaySolution, RouteStep } from './model.js';

/** Lengths are given to a hundredth of a pixel. */
export const roundLength = (length: number): number => Math.round(length * 100) / 100;

/**
 * The pixel polyline of a route: each step's polyline in its direction of travel, joined;
 * where a step starts on the point the previous one ended on, that point appears once.
 */
export function routePoints(puzzle: RailwayPuzzle, steps: readonly RouteStep[]): [number, number][] {
  const points: [number, number][] = [];
  for (const step of steps) {
    const segment = segmentById(puzzle, step.segment)!;
    const line = polylineOf(puzzle, segment);
    if (step.reversed) line.reverse();
    for (const [i, p] of line.entries()) {
      const last = points[points.length - 1];
      if (i === 0 && last && last[0] === p[0] && last[1] === p[1]) continue;
      points.push([p[0], p[1]]);
    }
  }
  return points;
}

/** The solution JSON of a route: its steps, length and polyline. */
export function solutionOf(puzzle: RailwayPuzzle, steps: readonly RouteStep[]): RailwaySolution {
  const points = routePoints(puzzle, steps);
  return { segments: steps.map((s) => ({ segment: s.segment, reversed: s.reversed })), length: roundLength(routeLength(puzzle, steps)), points };
}

/** Pixel length of a route: the sum of its steps' polyline lengths. */
export function routeLength(puzzle: RailwayPuzzle, steps: readonly RouteStep[]): number {
  let length = 0;
  for (const step of steps) length += polylineLength(polylineOf(puzzle, segmentById(puzzle, step.segment)!));
  return length;
}
