import { issue, pointer, type Issue } from '../issues.js';
import type { RailwayPuzzle } from './model.js';

/**
 * Rules JSON Schema cannot say: ids are unique; segments, transitions, start, finish and
 * waypoints name nodes and segments that exist; a transition's segments touch its node and
 * never send the train back along the segment it came on; the heading leaves the start; the
 * finish is not the start. Junctions are given one way only: transitions, or (without
 * them) a side on every segment end at a node where two or more ends meet.
 */
export function validateRailway(puzzle: RailwayPuzzle): Issue[] {
  const issues: Issue[] = [];
  const nodes = new Set<string>();
  puzzle.nodes.forEach((node, i) => {
    if (nodes.has(node.id)) issues.push(issue('node.duplicate', pointer('nodes', i, 'id'), `node id ${JSON.stringify(node.id)} is used twice`));
    nodes.add(node.id);
  });
  const segments = new Map<string, { from: string; to: string }>();
  puzzle.segments.forEach((segment, i) => {
    if (segments.has(segment.id)) issues.push(issue('segment.duplicate', pointer('segments', i, 'id'), `segment id ${JSON.stringify(segment.id)} is used twice`));
    segments.set(segment.id, segment);
    if (segment.from === segment.to && (segment.points?.length ?? 0) < 3) {
      issues.push(issue('segment.loop', pointer('segments', i), `segment ${segment.id} is a loop at ${segment.from}; it needs points (three or more) that go round it`));
    }
    for (const end of ['from', 'to'] as const) {
      if (!nodes.has(segment[end])) {
        issues.push(issue('segment.node', pointer('segments', i, end), `segment ${segment.id} runs ${end} node ${JSON.stringify(segment[end])}, which is not in nodes`));
      }
    }
  });
  if (issues.length > 0) return issues;

  const touches = (segmentId: string, node: string) => {
    const s = segments.get(segmentId)!;
    return s.from === node || s.to === node;
  };
  const checkSegment = (id: string, at: string, what: string): boolean => {
    if (segments.has(id)) return true;
    issues.push(issue('segment.unknown', at, `${what} names segment ${JSON.stringify(id)}, which is not in segments`));
    return false;
  };
  const checkNode = (id: string, at: string, what: string): boolean => {
    if (nodes.has(id)) return true;
    issues.push(issue('node.unknown', at, `${what} names node ${JSON.stringify(id)}, which is not in nodes`));
    return false;
  };

  puzzle.transitions?.forEach(([segIn, node, segOut], i) => {
    const what = `transition ${i}`;
    const knownIn = checkSegment(segIn, pointer('transitions', i, 0), what);
    const knownNode = checkNode(node, pointer('transitions', i, 1), what);
    const knownOut = checkSegment(segOut, pointer('transitions', i, 2), what);
    if (!knownNode) return;
    for (const [id, known, slot] of [[segIn, knownIn, 0], [segOut, knownOut, 2]] as const) {
      if (known && !touches(id, node)) {
        issues.push(issue('transition.touch', pointer('transitions', i, slot), `${what}: segment ${id} does not touch node ${node}`));
      }
    }
    const seg = segments.get(segIn);
    if (segIn === segOut && seg && seg.from !== seg.to) {
      issues.push(issue('transition.reverse', pointer('transitions', i), `${what} sends the train back along segment ${segIn}; trains never reverse`));
    }
  });
  issues.push(...sideIssues(puzzle));

  if (checkNode(puzzle.start.node, pointer('start', 'node'), 'the start')) {
    const heading = puzzle.start.heading;
    if (heading !== undefined && checkSegment(heading, pointer('start', 'heading'), 'the start heading') && !touches(heading, puzzle.start.node)) {
      issues.push(issue('start.heading', pointer('start', 'heading'), `the start heading ${heading} does not leave the start node ${puzzle.start.node}`));
    }
  }
  if (checkNode(puzzle.finish.node, pointer('finish', 'node'), 'the finish') && puzzle.finish.node === puzzle.start.node) {
    issues.push(issue('finish.start', pointer('finish', 'node'), `the finish is the start node ${puzzle.start.node}; a route needs two places`));
  }
  puzzle.waypoints?.forEach((waypoint, i) => {
    if ('node' in waypoint) checkNode(waypoint.node, pointer('waypoints', i, 'node'), `waypoint ${i}`);
    else checkSegment(waypoint.segment, pointer('waypoints', i, 'segment'), `waypoint ${i}`);
  });
  return issues;
}

/** Sides belong to the two-sided form only, and there every shared node needs them. */
function sideIssues(puzzle: RailwayPuzzle): Issue[] {
  const issues: Issue[] = [];
  if (puzzle.transitions) {
    puzzle.segments.forEach((segment, i) => {
      for (const key of ['fromSide', 'toSide'] as const) {
        if (segment[key] !== undefined) {
          issues.push(issue('side.mixed', pointer('segments', i, key), `segment ${segment.id} gives ${key} but the maze lists transitions; use one form of junction`));
        }
      }
    });
    return issues;
  }
  const ends = new Map<string, number>();
  for (const s of puzzle.segments) for (const node of [s.from, s.to]) ends.set(node, (ends.get(node) ?? 0) + 1);
  puzzle.segments.forEach((segment, i) => {
    const pairs = [['from', 'fromSide'], ['to', 'toSide']] as const;
    for (const [end, key] of pairs) {
      const node = segment[end];
      if (ends.get(node)! >= 2 && segment[key] === undefined) {
        issues.push(issue('side.missing', pointer('segments', i, key), `segment ${segment.id} meets other track at node ${node} but gives no ${key} (A or B); without transitions every end at a junction needs a side`));
      }
    }
  });
  return issues;
}
