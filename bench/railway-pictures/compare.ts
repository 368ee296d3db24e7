import type { RailwayPuzzle } from '../../src/encoders/railway/model.js';
import type { Point } from '../../src/image/raster.js';
import type { Truth } from './truth.js';

/**
 * Compares a traced railway graph with the true one by what a train can do. Each true
 * segment is assigned to the traced segment most of its points lie nearest to; a traced
 * segment then carries an ordered run of true segments. The traced moves at nodes give
 * "true segment p (heading one way) is followed by true segment q (heading some way)"
 * (passing through traced segments that carry none); the truth gives the same relation
 * at side points and crossings. Equal relations mean every junction turns as drawn.
 */
export interface Comparison {
  readonly junctionsTraced: number;
  readonly junctionsTrue: number;
  /** True moves between different traced segments that the traced graph lacks. */
  readonly missing: string[];
  /** Traced moves no true move explains. */
  readonly extra: string[];
  /** True segments no traced segment carries. */
  readonly unassigned: string[];
  readonly graphMatches: boolean;
}

type State = string; // `${trueSegment}>${end}`: on that segment heading to its end 0 or 1

/**
 * `skip` (the start's and finish's true segments) are left out of the moves compared: the
 * traced start and finish split their segments, and a split near a junction is no junction move.
 */
export function compareWithTruth(puzzle: RailwayPuzzle, truth: Truth, skip: readonly string[] = []): Comparison {
  const { carrier, runs, unassigned } = assignCarriers(puzzle, truth);
  // First and last true states along a traced segment run forwards (from→to) or backwards.
  const ends = (seg: string, forward: boolean): { first: State; last: State } | undefined => {
    const list = runs.get(seg);
    if (!list || list.length === 0) return undefined;
    const ordered = forward ? list : [...list].reverse();
    const state = (r: (typeof list)[0]) => `${r.seg}>${r.forward === forward ? 1 : 0}`;
    return { first: state(ordered[0]!), last: state(ordered.at(-1)!) };
  };
  const segById = new Map(puzzle.segments.map((s) => [s.id, s]));
  const outOf = new Map<string, string[]>(); // `${seg}>${node}` → segments leaving
  for (const [a, node, b] of puzzle.transitions ?? []) {
    const key = `${a}>${node}`;
    if (!outOf.has(key)) outOf.set(key, []);
    outOf.get(key)!.push(b);
  }
  const traced = new Set<string>();
  // Follow traced moves from the end of a carrying segment to the next carrying segment.
  const follow = (from: State, seg: string, node: string, depth: number) => {
    for (const next of outOf.get(`${seg}>${node}`) ?? []) {
      const s = segById.get(next)!;
      const forward = s.from === node;
      const e = ends(next, forward);
      if (e) {
        if (e.first !== from) traced.add(`${from}→${e.first}`);
      } else if (depth < 4) follow(from, next, forward ? s.to : s.from, depth + 1);
    }
  };
  for (const s of puzzle.segments) {
    for (const forward of [true, false]) {
      const e = ends(s.id, forward);
      if (e) follow(e.last, s.id, forward ? s.to : s.from, 0);
    }
  }
  // Moves between neighbours along one traced segment are no junction moves.
  const internal = new Set<string>();
  for (const seg of runs.keys()) {
    for (const forward of [true, false]) {
      const list = forward ? runs.get(seg)! : [...runs.get(seg)!].reverse();
      for (let k = 0; k + 1 < list.length; k++) {
        internal.add(`${list[k]!.seg}>${list[k]!.forward === forward ? 1 : 0}→${list[k + 1]!.seg}>${list[k + 1]!.forward === forward ? 1 : 0}`);
      }
    }
  }
  const truthMoves = new Set<string>();
  for (const m of truth.moves) {
    if (!carrier.has(m.into) || !carrier.has(m.out) || skip.includes(m.into) || skip.includes(m.out)) continue;
    const from = `${m.into}>${m.atEnd}`;
    const to = `${m.out}>${1 - m.fromEnd}`;
    if (!internal.has(`${from}→${to}`)) truthMoves.add(`${from}→${to}`);
  }
  const missing = [...truthMoves].filter((m) => !traced.has(m));
  const touchesEnd = (move: string) => skip.some((id) => move.startsWith(`${id}>`) || move.includes(`→${id}>`));
  const extra = [...traced].filter((m) => !truthMoves.has(m) && !touchesEnd(m));
  const junctionsTraced = puzzle.nodes.filter((n) => puzzle.segments.filter((s) => s.from === n.id).length + puzzle.segments.filter((s) => s.to === n.id).length >= 3).length;
  return {
    junctionsTraced,
    junctionsTrue: truth.junctions,
    missing,
    extra,
    unassigned,
    graphMatches: missing.length === 0 && extra.length === 0 && unassigned.length === 0 && junctionsTraced === truth.junctions,
  };
}

type Run = { seg: string; position: number; forward: boolean };

/** Each true segment's traced carrier (by majority of its points), and each traced segment's run of true ones in order. */
function assignCarriers(puzzle: RailwayPuzzle, truth: Truth): { carrier: Map<string, string>; runs: Map<string, Run[]>; unassigned: string[] } {
  const lines = new Map(puzzle.segments.map((s) => [s.id, (s.points ?? []).map(([x, y]) => [x, y] as Point)]));
  const carrier = new Map<string, string>();
  const runs = new Map<string, Run[]>();
  const unassigned: string[] = [];
  for (const seg of truth.segments) {
    const votes = new Map<string, number>();
    const inner = seg.samples.slice(2, -2);
    for (const p of inner) {
      const near = nearestLine(lines, p);
      if (near.distance < 12) votes.set(near.id, (votes.get(near.id) ?? 0) + 1);
    }
    const [best, count] = [...votes.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    if (count === 0) {
      unassigned.push(seg.id);
      continue;
    }
    carrier.set(seg.id, best);
    const line = lines.get(best)!;
    // Quarter points, not the ends: a traced segment that nearly closes on itself has both
    // of its ends near a piece's end.
    const p0 = positionOn(line, seg.samples[Math.floor(seg.samples.length / 4)]!);
    const p1 = positionOn(line, seg.samples[Math.floor((3 * seg.samples.length) / 4)]!);
    if (!runs.has(best)) runs.set(best, []);
    runs.get(best)!.push({ seg: seg.id, position: (p0 + p1) / 2, forward: p1 > p0 });
  }
  for (const list of runs.values()) list.sort((a, b) => a.position - b.position);
  return { carrier, runs, unassigned };
}

/**
 * Whether a train leaving the traced start either way reaches the same true track as a
 * train in the true maze (a breadth-first search on each side): the route-level check.
 */
export function sameReach(puzzle: RailwayPuzzle, truth: Truth, trueReach: readonly string[]): boolean {
  const { runs } = assignCarriers(puzzle, truth);
  const next = new Map<string, string[]>();
  for (const [a, node, b] of puzzle.transitions ?? []) next.set(`${a}@${node}`, [...(next.get(`${a}@${node}`) ?? []), b]);
  const segments = new Map(puzzle.segments.map((x) => [x.id, x]));
  const stack: [string, string][] = [];
  for (const x of puzzle.segments) {
    if (x.from === puzzle.start.node) stack.push([x.id, x.to]);
    if (x.to === puzzle.start.node) stack.push([x.id, x.from]);
  }
  const seen = new Set(stack.map(([a, t]) => `${a}>${t}`));
  const reached = new Set<string>();
  while (stack.length > 0) {
    const [seg, towards] = stack.pop()!;
    for (const r of runs.get(seg) ?? []) reached.add(r.seg);
    for (const out of next.get(`${seg}@${towards}`) ?? []) {
      const x = segments.get(out)!;
      const far = x.from === towards ? x.to : x.from;
      if (seen.has(`${out}>${far}`)) continue;
      seen.add(`${out}>${far}`);
      stack.push([out, far]);
    }
  }
  return reached.size === trueReach.length && trueReach.every((id) => reached.has(id));
}

function nearestLine(lines: Map<string, Point[]>, p: Point): { id: string; distance: number } {
  let best = { id: '', distance: Infinity };
  for (const [id, line] of lines) {
    for (let k = 0; k + 1 < line.length; k++) {
      const d = pointToSegment(p, line[k]!, line[k + 1]!);
      if (d < best.distance) best = { id, distance: d };
    }
  }
  return best;
}

function pointToSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** Arc length along a polyline of the point nearest to p. */
function positionOn(line: readonly Point[], p: Point): number {
  let best = Infinity;
  let at = 0;
  let run = 0;
  for (let k = 0; k + 1 < line.length; k++) {
    const [a, b] = [line[k]!, line[k + 1]!];
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const d = pointToSegment(p, a, b);
    if (d < best) {
      best = d;
      const t = length === 0 ? 0 : ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / (length * length);
      at = run + Math.max(0, Math.min(1, t)) * length;
    }
    run += length;
  }
  return at;
}
