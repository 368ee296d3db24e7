import type { Random } from '../../src/encoders/lib/random.js';
import type { JunctionSide, RailwayPuzzle, RailwaySegment, RouteStep, Transition, Waypoint } from '../../src/encoders/railway/model.js';
import { solutionOf } from '../../src/encoders/railway/solution.js';
import { verifyRailway } from '../../src/encoders/railway/verify.js';

/**
 * Every route by brute force: depth-first over (segment, direction) steps that begin where
 * the last one ended and do not run straight back, never the same step twice, kept when
 * the verifier accepts them. Knows nothing of transitions or sides: the verifier judges.
 */
export function bruteForceRoutes(puzzle: RailwayPuzzle): RouteStep[][] {
  return bruteForceRoutesWithin(puzzle, Infinity)!;
}

/** As bruteForceRoutes, or undefined when the search takes more than `maxSteps` steps (a dense maze's walks run into millions). */
export function bruteForceRoutesWithin(puzzle: RailwayPuzzle, maxSteps: number): RouteStep[][] | undefined {
  const steps = puzzle.segments.flatMap((s) => [false, true].map((reversed) => ({ segment: s.id, reversed })));
  const seg = new Map(puzzle.segments.map((s) => [s.id, s]));
  const leaves = (st: RouteStep) => (st.reversed ? seg.get(st.segment)!.to : seg.get(st.segment)!.from);
  const arrives = (st: RouteStep) => (st.reversed ? seg.get(st.segment)!.from : seg.get(st.segment)!.to);
  const routes: RouteStep[][] = [];
  const walk: RouteStep[] = [];
  const used = new Set<RouteStep>();
  let taken = 0;
  const extend = () => {
    if (++taken > maxSteps) return;
    const last = walk[walk.length - 1]!;
    if (arrives(last) === puzzle.finish.node) {
      if (verifyRailway(puzzle, solutionOf(puzzle, walk)).length === 0) routes.push([...walk]);
      return;
    }
    for (const next of steps) {
      if (used.has(next) || leaves(next) !== arrives(last)) continue;
      if (next.segment === last.segment && next.reversed !== last.reversed) continue;
      used.add(next);
      walk.push(next);
      extend();
      walk.pop();
      used.delete(next);
    }
  };
  for (const first of steps) {
    if (leaves(first) !== puzzle.start.node) continue;
    used.add(first);
    walk.push(first);
    extend();
    walk.pop();
    used.delete(first);
  }
  return taken > maxSteps ? undefined : routes;
}

/** The track a route uses, as an answer key: its segment ids, sorted, once each. */
export function trackKey(steps: readonly RouteStep[]): string {
  return [...new Set(steps.map((s) => s.segment))].sort().join(' ');
}

/**
 * A random small maze: 3-6 nodes in a 100x100 square, 3-8 segments between random nodes
 * (loops with a polyline round them, parallel segments allowed), junctions as random
 * transitions or random sides, sometimes a heading and waypoints.
 */
export function randomMaze(random: Random, form: 'transitions' | 'sides'): RailwayPuzzle {
  const nodeCount = 3 + random.int(4);
  const nodes = Array.from({ length: nodeCount }, (_, i) => ({ id: `n${i}`, x: random.int(100), y: random.int(100) }));
  const segmentCount = 3 + random.int(6);
  const side = (): JunctionSide => (random.int(2) === 0 ? 'A' : 'B');
  const segments: RailwaySegment[] = Array.from({ length: segmentCount }, (_, i) => {
    const from = random.pick(nodes);
    const loop = random.int(6) === 0;
    const to = loop ? from : random.pick(nodes.filter((n) => n !== from));
    const points: [number, number][] = loop
      ? [[from.x, from.y], [from.x + 5 + random.int(20), from.y - 10], [from.x + 5 + random.int(20), from.y + 10], [from.x, from.y]]
      : [[from.x, from.y], [(from.x + to.x) / 2 + random.int(9) - 4, (from.y + to.y) / 2], [to.x, to.y]];
    const base = { id: `s${i}`, from: from.id, to: to.id, points };
    return form === 'sides' ? { ...base, fromSide: side(), toSide: side() } : base;
  });
  const [start, finish] = random.shuffle(nodes);
  const puzzle: { -readonly [K in keyof RailwayPuzzle]: RailwayPuzzle[K] } = { type: 'railway', nodes, segments, start: { node: start!.id }, finish: { node: finish!.id } };
  if (form === 'transitions') {
    const transitions: Transition[] = [];
    for (const node of nodes) {
      const touching = segments.filter((s) => s.from === node.id || s.to === node.id);
      for (const a of touching) {
        for (const b of touching) {
          if (a === b && a.from !== a.to) continue;
          if (random.next() < 0.55) transitions.push([a.id, node.id, b.id]);
        }
      }
    }
    puzzle.transitions = transitions;
  }
  const leaving = segments.filter((s) => s.from === start!.id || s.to === start!.id);
  if (leaving.length > 0 && random.int(4) === 0) puzzle.start = { node: start!.id, heading: random.pick(leaving).id };
  if (random.int(3) === 0) {
    const waypoints: Waypoint[] = random.int(2) === 0 ? [{ node: random.pick(nodes).id }] : [{ segment: random.pick(segments).id }];
    puzzle.waypoints = waypoints;
  }
  return puzzle;
}
