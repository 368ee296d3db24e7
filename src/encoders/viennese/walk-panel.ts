import type { Part } from '../family.js';
import { MARK_COLOUR, stepColour, stepLegend } from '../lib/svg.js';
import { escapeXml } from '../lib/text.js';
import { fitMaze, num, type Box, type Point } from './layout.js';
import { nodeName, type NodeId, type ViennesePuzzle, type VienneseSolution } from './model.js';
import { walkLanes } from './walk-lanes.js';

export const START_COLOUR = '#2e9d48';
export const GOAL_COLOUR = '#2a62c9';

export interface MazeStyle {
  readonly nodeRadius: number;
  readonly streetWidth: number;
}

export function styleOf(street: number): MazeStyle {
  return { nodeRadius: Math.max(5, Math.min(15, street * 0.2)), streetWidth: Math.max(3, Math.min(12, street * 0.12)) };
}

/**
 * The side a street passed again is drawn aside to (node labels go opposite): the direction
 * farthest in angle from every street (45° on a square grid, 90° on a triangular one, 0° on
 * a honeycomb), so the labels keep clear of the streets and the lanes.
 */
function shiftDirection(puzzle: ViennesePuzzle, at: Map<NodeId, Point>): Point {
  const angles = puzzle.streets.map((s) => {
    const [a, b] = [at.get(s.from)!, at.get(s.to)!];
    return (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  });
  let best = { degrees: 45, clearance: -1 };
  for (let degrees = 0; degrees < 180; degrees += 1) {
    const clearance = Math.min(180, ...angles.map((a) => {
      const d = (((degrees - a) % 180) + 180) % 180;
      return Math.min(d, 180 - d);
    }));
    // Ties go to the angle nearest 45° (down and to the right), away from the labels.
    if (clearance > best.clearance + 1e-9 || (Math.abs(clearance - best.clearance) < 1e-9 && Math.abs(degrees - 45) < Math.abs(best.degrees - 45))) {
      best = { degrees, clearance };
    }
  }
  const radians = (best.degrees * Math.PI) / 180;
  return { x: Math.cos(radians), y: Math.sin(radians) };
}

/** A disc already drawn that a number must not cover. */
interface Disc extends Point {
  readonly r: number;
}

/** Where along its stretch a move's number may go, best first. */
const BADGE_SPOTS = [0.5, 0.35, 0.65, 0.22, 0.78];

/**
 * Numbers on the moves, each at the first spot along its stretch that covers no node, no
 * node label and no number placed before; a move with no free spot goes without (its colour
 * and the walk written out below still place it). Marked moves are numbered first, then the
 * first and the last move, then the rest in order.
 */
function badges(stretches: readonly { from: Point; to: Point }[], taken: Disc[], radius: number, marked: ReadonlySet<number>): Map<number, Point> {
  const n = stretches.length;
  const order = [...[...marked].sort((a, b) => a - b), 1, n, ...Array.from({ length: n }, (_, i) => i + 1)];
  const placed = new Map<number, Point>();
  for (const k of order) {
    if (placed.has(k) || k < 1 || k > n) continue;
    const { from, to } = stretches[k - 1]!;
    const spot = BADGE_SPOTS.map((t) => ({ x: from.x + t * (to.x - from.x), y: from.y + t * (to.y - from.y) })).find((p) =>
      taken.every((d) => Math.hypot(p.x - d.x, p.y - d.y) >= d.r + radius + 0.5),
    );
    if (!spot) continue;
    placed.set(k, spot);
    taken.push({ ...spot, r: radius });
  }
  return placed;
}

/**
 * The walk on the faded maze, in lanes a fifth of a street apart (`walkLanes`, set aside
 * towards `shiftDirection`), so a street passed again shows another line; each move in its
 * step's colour (purple first, amber last, as the bar below says), marked moves (where
 * another walk differs) in the mark colour; numbers on the moves where they fit.
 */
export function walkPanel(puzzle: ViennesePuzzle, solution: VienneseSolution, area: Box, marks: readonly Part[] = []): string {
  const { at, street } = fitMaze(puzzle, area);
  const style = styleOf(street);
  const out: string[] = [];
  for (const s of puzzle.streets) {
    const [a, b] = [at.get(s.from)!, at.get(s.to)!];
    out.push(`<line x1="${num(a.x)}" y1="${num(a.y)}" x2="${num(b.x)}" y2="${num(b.y)}" stroke="#e4e4e4" stroke-width="${num(style.streetWidth)}" stroke-linecap="round"/>`);
  }
  const direction = shiftDirection(puzzle, at);
  const taken: Disc[] = [];
  const labels: string[] = [];
  // Small dots; labels on the side away from the shifted passes.
  for (const node of puzzle.nodes) {
    const p = at.get(node.id)!;
    const ring = node.id === puzzle.start ? START_COLOUR : node.id === puzzle.goal ? GOAL_COLOUR : '#888';
    const dot = style.nodeRadius * 0.45;
    out.push(`<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${num(dot)}" fill="#fff" stroke="${ring}" stroke-width="2"/>`);
    const size = Math.max(10, style.nodeRadius * 0.9);
    // Opposite the shift: as far from every street as the passes are.
    const [lx, ly] = [p.x - direction.x * style.nodeRadius * 1.3, p.y - direction.y * style.nodeRadius * 1.3];
    const name = nodeName(node.id);
    labels.push(`<text class="node-label" x="${num(lx)}" y="${num(ly + size * 0.35)}" font-size="${num(size)}" text-anchor="middle" font-weight="bold" fill="#555">${escapeXml(name)}</text>`);
    taken.push({ ...p, r: dot + 1 }, { x: lx, y: ly, r: size * (0.35 + 0.3 * name.length) });
  }
  const { line, moves, stretches } = walkLanes(solution.nodes, at, street / 5, direction);
  const n = moves.length;
  const marked = new Set(marks.flatMap((p) => (p.step !== undefined && p.step <= n ? [p.step] : [])));
  const d = (points: readonly Point[]) => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(p.x)},${num(p.y)}`).join(' ');
  out.push(`<path d="${d(line)}" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>`);
  moves.forEach((piece, i) => {
    const k = i + 1;
    const [colour, width] = marked.has(k) ? [MARK_COLOUR, 3.6] : [stepColour(k, n), 2.2];
    out.push(`<path d="${d(piece)}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`);
  });
  out.push(...labels);
  const size = Math.max(7, Math.min(10, street * 0.14));
  const radius = size * (n >= 100 ? 1 : n >= 10 ? 0.85 : 0.7);
  for (const [k, p] of badges(stretches, taken, radius, marked)) {
    const colour = marked.has(k) ? MARK_COLOUR : stepColour(k, n);
    out.push(
      `<g class="move-number"><circle cx="${num(p.x)}" cy="${num(p.y)}" r="${num(radius)}" fill="#fff" stroke="${colour}" stroke-width="${marked.has(k) ? 1.6 : 0.9}"/>` +
        `<text x="${num(p.x)}" y="${num(p.y + size * 0.35)}" font-size="${num(k >= 100 ? size * 0.8 : size)}" text-anchor="middle" fill="${colour}">${k}</text></g>`,
    );
  }
  out.push(stepLegend(area.x, area.y + area.height + 40, area.width, { label: `move${marked.size > 0 ? ' (red: differs)' : ''}`, first: '1', last: String(n) }));
  return out.join('\n');
}
