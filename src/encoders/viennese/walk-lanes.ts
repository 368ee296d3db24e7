import type { Point } from './layout.js';
import type { NodeId } from './model.js';

/** A walk drawn on the maze: the line's corners, and where each move's number goes. */
export interface WalkDrawing {
  readonly line: Point[];
  /** Move k's piece of `line` (at index k - 1), to colour the moves apart. */
  readonly moves: Point[][];
  /** Move k's stretch along its street (at index k - 1): where else its number may go. */
  readonly stretches: { readonly from: Point; readonly to: Point }[];
  /** Where move k's number goes (k from 1; index 0 is unused): the middle of its stretch, staggered along it in the outer lanes so neighbouring numbers do not touch. */
  readonly middles: Point[];
}

/** Turns gentler than this (the sine of the angle between two stretches) are joined straight across: their lines cross far off. */
const GENTLE_TURN = 0.2;

/**
 * The walk in lanes: each move runs parallel to its street, pushed aside (by `shift`, towards
 * `side`) one lane for each earlier pass along that street, so every pass shows and no
 * stretch runs slanted. Consecutive stretches meet where their lines cross (or are joined
 * straight across when they run nearly parallel).
 */
export function walkLanes(nodes: readonly NodeId[], at: ReadonlyMap<NodeId, Point>, shift: number, side: Point): WalkDrawing {
  const passes = new Map<string, number>();
  const stretches: Stretch[] = [];
  for (let i = 0; i + 1 < nodes.length; i++) {
    const [a, b] = [at.get(nodes[i]!)!, at.get(nodes[i + 1]!)!];
    const street = [String(nodes[i]), String(nodes[i + 1])].sort().join('\u0000');
    const lane = passes.get(street) ?? 0;
    passes.set(street, lane + 1);
    const normal = sideNormal(a, b, side);
    const aside = (p: Point): Point => ({ x: p.x + lane * shift * normal.x, y: p.y + lane * shift * normal.y });
    stretches.push({ from: aside(a), to: aside(b), lane });
  }
  if (stretches.length === 0) return { line: nodes.map((id) => at.get(id)!), moves: [], stretches: [], middles: [] };
  const line: Point[] = [stretches[0]!.from];
  const moves: Point[][] = [[stretches[0]!.from]];
  for (let i = 0; i + 1 < stretches.length; i++) {
    const corner = crossing(stretches[i]!, stretches[i + 1]!);
    // A corner ends one move and starts the next; a join straight across belongs to the move before it.
    const ends = corner ? [corner] : [stretches[i]!.to, stretches[i + 1]!.from];
    line.push(...ends);
    moves[i]!.push(...ends);
    moves.push([ends[ends.length - 1]!]);
  }
  line.push(stretches[stretches.length - 1]!.to);
  moves[moves.length - 1]!.push(stretches[stretches.length - 1]!.to);
  const middles = [{ x: 0, y: 0 }, ...stretches.map(({ from, to, lane }) => {
    const t = lane === 0 ? 0.5 : lane % 2 === 1 ? 0.65 : 0.35;
    return { x: from.x + t * (to.x - from.x), y: from.y + t * (to.y - from.y) };
  })];
  return { line, moves, stretches: stretches.map(({ from, to }) => ({ from, to })), middles };
}

interface Stretch {
  readonly from: Point;
  readonly to: Point;
  readonly lane: number;
}

/** The unit normal of the street a–b on the side of `side` (a street along `side` itself: either normal). */
function sideNormal(a: Point, b: Point, side: Point): Point {
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const normal = { x: -(b.y - a.y) / length, y: (b.x - a.x) / length };
  return normal.x * side.x + normal.y * side.y < 0 ? { x: -normal.x, y: -normal.y } : normal;
}

/** Where the lines through two stretches cross; undefined when they run nearly parallel. */
function crossing(p: Stretch, q: Stretch): Point | undefined {
  const d1 = { x: p.to.x - p.from.x, y: p.to.y - p.from.y };
  const d2 = { x: q.to.x - q.from.x, y: q.to.y - q.from.y };
  const denominator = d1.x * d2.y - d1.y * d2.x;
  if (Math.abs(denominator) < GENTLE_TURN * Math.hypot(d1.x, d1.y) * Math.hypot(d2.x, d2.y)) return undefined;
  const t = ((q.from.x - p.from.x) * d2.y - (q.from.y - p.from.y) * d2.x) / denominator;
  return { x: p.from.x + t * d1.x, y: p.from.y + t * d1.y };
}
