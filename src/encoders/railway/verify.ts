import { issue, pointer, type Issue } from '../issues.js';
import type { RailwayNode, RailwayPuzzle, RailwaySegment, RailwaySolution, RouteStep } from './model.js';

/** Every code `verifyRailway` reports. */
export const RAILWAY_VERIFIER_CODES = [
  'solution.shape',
  'route.segment',
  'route.start',
  'route.gap',
  'route.reverse',
  'route.turn',
  'route.repeat',
  'route.finish',
  'route.waypoint',
  'route.length',
  'route.points',
] as const;

/** How far (pixels) a stated length or point may be from the polylines' own. */
const TOLERANCE = 0.01;

/**
 * Replays a route by the rules, without the state graph or the encoding: it leaves the
 * start (along the heading, when given), each step begins where the last ended, never runs
 * back along the segment it came on, turns only where the junction allows (a transition,
 * or arriving on one side and leaving on the other), never runs along a segment in the same
 * direction twice, stops at its first arrival at the finish, passes every waypoint, and
 * states its length and pixel polyline truly. Codes: RAILWAY_VERIFIER_CODES.
 */
export function verifyRailway(puzzle: RailwayPuzzle, solution: RailwaySolution): Issue[] {
  const shape = shapeIssues(solution);
  if (shape.length > 0) return shape;
  const byId = new Map(puzzle.segments.map((s) => [s.id, s]));
  const steps = solution.segments;
  const unknown = steps.flatMap((step, i) =>
    byId.has(step.segment) ? [] : [issue('route.segment', pointer('segments', i, 'segment'), `step ${i} runs along ${JSON.stringify(step.segment)}, which is not a segment of the maze`)],
  );
  if (unknown.length > 0) return unknown;
  const seg = (step: RouteStep) => byId.get(step.segment)!;
  const leaves = (step: RouteStep) => (step.reversed ? seg(step).to : seg(step).from);
  const arrives = (step: RouteStep) => (step.reversed ? seg(step).from : seg(step).to);
  const issues: Issue[] = [];
  const { start, finish } = puzzle;
  const transitions = puzzle.transitions ? new Set(puzzle.transitions.map((t) => JSON.stringify(t))) : undefined;

  const first = steps[0];
  if (!first) issues.push(issue('route.start', pointer('segments'), `the route has no steps; it never leaves the start ${start.node}`));
  else if (leaves(first) !== start.node) issues.push(issue('route.start', pointer('segments', 0), `the route begins at ${leaves(first)}, not at the start ${start.node}`));
  else if (start.heading !== undefined && first.segment !== start.heading) {
    issues.push(issue('route.start', pointer('segments', 0), `the route leaves the start along ${first.segment}, not along the heading ${start.heading}`));
  }

  const seen = new Set<string>();
  steps.forEach((step, i) => {
    const at = pointer('segments', i);
    const key = `${step.segment}\u0000${step.reversed}`;
    if (seen.has(key)) issues.push(issue('route.repeat', at, `step ${i} runs along ${step.segment} in the same direction a second time`));
    seen.add(key);
    if (i > 0 && arrives(steps[i - 1]!) === finish.node) {
      issues.push(issue('route.finish', at, `the route reaches the finish ${finish.node} before step ${i}; it stops there`));
    }
    if (i === 0) return;
    const previous = steps[i - 1]!;
    const node = arrives(previous);
    if (leaves(step) !== node) {
      issues.push(issue('route.gap', at, `step ${i} begins at ${leaves(step)}, but step ${i - 1} ended at ${node}`));
    } else if (step.segment === previous.segment && step.reversed !== previous.reversed) {
      issues.push(issue('route.reverse', at, `step ${i} runs back along ${step.segment} at ${node}; trains never reverse`));
    } else if (!junctionAllows(transitions, previous, seg(previous), step, seg(step), node)) {
      issues.push(issue('route.turn', at, `at ${node} the route turns from ${previous.segment} onto ${step.segment}, which the junction does not allow`));
    }
  });
  const last = steps[steps.length - 1];
  if (last && arrives(last) !== finish.node) {
    issues.push(issue('route.finish', pointer('segments', steps.length - 1), `the route ends at ${arrives(last)}, not at the finish ${finish.node}`));
  }

  puzzle.waypoints?.forEach((waypoint, i) => {
    const passed = 'segment' in waypoint
      ? steps.some((s) => s.segment === waypoint.segment)
      : steps.some((s) => leaves(s) === waypoint.node || arrives(s) === waypoint.node);
    const name = 'segment' in waypoint ? `segment ${waypoint.segment}` : `node ${waypoint.node}`;
    if (!passed) issues.push(issue('route.waypoint', pointer('segments'), `the route does not pass waypoint ${i} (${name})`));
  });

  const nodes = new Map(puzzle.nodes.map((n) => [n.id, n]));
  const lines = steps.map((step) => {
    const line = polyline(nodes, seg(step));
    return step.reversed ? line.reverse() : line;
  });
  const length = lines.reduce((sum, line) => sum + lengthOf(line), 0);
  if (Math.abs(solution.length - length) > TOLERANCE) {
    issues.push(issue('route.length', pointer('length'), `the route is ${length.toFixed(2)} px long along its segments, not ${solution.length}`));
  }
  const mismatch = pointsMismatch(lines, solution.points);
  if (mismatch !== undefined) issues.push(issue('route.points', pointer('points', mismatch.index), mismatch.message));
  return issues;
}

/** At `node`, may a train arriving along `a` leave along `b`? By the listed transitions (as JSON), else by sides. */
function junctionAllows(transitions: ReadonlySet<string> | undefined, a: RouteStep, segA: RailwaySegment, b: RouteStep, segB: RailwaySegment, node: string): boolean {
  if (transitions) return transitions.has(JSON.stringify([a.segment, node, b.segment]));
  const arrivalSide = a.reversed ? segA.fromSide : segA.toSide;
  const departureSide = b.reversed ? segB.toSide : segB.fromSide;
  return arrivalSide !== undefined && departureSide !== undefined && arrivalSide !== departureSide;
}

function polyline(nodes: ReadonlyMap<string, RailwayNode>, segment: RailwaySegment): [number, number][] {
  if (segment.points && segment.points.length >= 2) return segment.points.map((p) => [p[0], p[1]]);
  return [segment.from, segment.to].map((id) => {
    const node = nodes.get(id)!;
    return [node.x, node.y];
  });
}

function lengthOf(line: readonly (readonly [number, number])[]): number {
  return line.slice(1).reduce((sum, p, i) => sum + Math.hypot(p[0] - line[i]![0], p[1] - line[i]![1]), 0);
}

/** The first point where `points` leaves the steps' polylines joined end to end (a shared joint once). */
function pointsMismatch(lines: readonly [number, number][][], points: RailwaySolution['points']): { index: number; message: string } | undefined {
  const expected: [number, number][] = [];
  for (const line of lines) {
    for (const [i, p] of line.entries()) {
      const end = expected[expected.length - 1];
      if (i > 0 || !end || end[0] !== p[0] || end[1] !== p[1]) expected.push(p);
    }
  }
  const n = Math.max(expected.length, points.length);
  for (let i = 0; i < n; i++) {
    const [e, p] = [expected[i], points[i]];
    if (!e || !p) return { index: Math.min(i, points.length), message: `the route's polyline has ${expected.length} points, the solution gives ${points.length}` };
    if (Math.hypot(e[0] - p[0], e[1] - p[1]) > TOLERANCE) return { index: i, message: `point ${i} is (${p[0]}, ${p[1]}); the route runs through (${e[0]}, ${e[1]})` };
  }
  return undefined;
}

function shapeIssues(solution: RailwaySolution): Issue[] {
  const s = solution as unknown as Record<string, unknown>;
  const isStep = (x: unknown) => typeof x === 'object' && x !== null && typeof (x as RouteStep).segment === 'string' && typeof (x as RouteStep).reversed === 'boolean';
  const isPoint = (x: unknown) => Array.isArray(x) && x.length === 2 && x.every((v) => typeof v === 'number' && Number.isFinite(v));
  if (typeof s !== 'object' || s === null) return [issue('solution.shape', '', 'the solution is not an object {segments, length, points}')];
  const issues: Issue[] = [];
  if (!Array.isArray(s['segments']) || !s['segments'].every(isStep)) issues.push(issue('solution.shape', pointer('segments'), 'segments is not a list of {segment, reversed}'));
  if (typeof s['length'] !== 'number' || !Number.isFinite(s['length'])) issues.push(issue('solution.shape', pointer('length'), 'length is not a number'));
  if (!Array.isArray(s['points']) || !s['points'].every(isPoint)) issues.push(issue('solution.shape', pointer('points'), 'points is not a list of [x, y]'));
  return issues;
}
