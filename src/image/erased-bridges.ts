import { circleReach, drawAlongCircle, fitCircle } from './circle-ends.js';
import { type Component, label, labelWithin } from './components.js';
import { clearCornerSpurs } from './corner-spurs.js';
import { drawLine, tailOf } from './gaps.js';
import { arcAt, drawArc, drawBend, type End, meeting, symmetricEnds, turnBetween } from './hidden-curves.js';
import { type Bitmap, degreeOf, setIndices } from './raster.js';
import { stopAtDeadline } from './deadline.js';

/**
 * Joins the track across filled shapes erased from it (thick.ts): the skeleton ends at the
 * edge of each erased shape are paired, first an end whose line bends along a circle with
 * the end that circle runs on to (circle-ends.ts), then the pairs that turn least through
 * it (a train turns by at most 100° there), each joined by a curve that leaves and arrives
 * along the ends' directions: a bend by the arc of a circle tangent to both (a track
 * curving round a box's corner, erased with it, runs on along its circle), a line nearly
 * straight on by a quadratic Bézier through where the two directions meet. A station drawn
 * over a switch leaves a third end: it joins the paired end its curve bends toward, which
 * makes the switch again at the shape's edge; a long line running in straight joins the one
 * paired end it reaches along an arc (arcPartner). A stroke from the shape back to it (a
 * corner of the shape poking out) is no end of track.
 */
export function bridgeAcrossErased(skeleton: Bitmap, erased: Uint8Array, back: number): number {
  const { width } = skeleton;
  const { labels: shape, components } = label({ ...skeleton, data: erased }, 1, 8);
  // The shape's corners left by the erasing, thinned into spurs within half a stroke width (back / 4) of its edges, are no track (corner-spurs.ts); a switch's branches merged with an edge lie farther out.
  clearCornerSpurs(skeleton, shape, back, back / 4);
  const ends = new Map<number, End[]>();
  for (const i of setIndices(skeleton.data)) {
    if (degreeOf(skeleton, i) !== 1) continue;
    const id = shapeNear(shape, skeleton, i);
    if (id === 0) continue;
    const tail = tailOf(skeleton, i, 3 * back);
    if (tail.length < 3 || returnsTo(skeleton, shape, id, tail)) continue;
    const [x, y] = [i % width, Math.floor(i / width)];
    // A stroke cut by the shape's edge thins to an end that veers toward the cut's acute corner: its way is read short of that.
    const skip = tail.length > back + CUT_END * back ? Math.round(CUT_END * back) : 0;
    const [near, last] = [tail[Math.min(back + skip, tail.length - 1)]!, tail[skip]!];
    const [dx, dy] = [(last % width) - (near % width), Math.floor(last / width) - Math.floor(near / width)];
    const length = Math.hypot(dx, dy);
    const circle = tail.length > 2 * back ? fitCircle(tail.slice(skip).map((j) => [j % width, Math.floor(j / width)] as const), STRAIGHTER * back) : undefined;
    ends.set(id, [...(ends.get(id) ?? []), { x, y, dx: dx / length, dy: dy / length, bend: bendOf(tail, width, back), alone: tail.length > 3 * back, ...(circle ? { circle } : {}) }]);
  }
  let joined = 0;
  for (const [id, list] of ends) {
    const pairs: { a: number; b: number; turn: number }[] = [];
    for (let a = 0; a < list.length; a++) {
      for (let b = a + 1; b < list.length; b++) {
        // Leaving along a's direction, arriving against b's: the turn between them.
        const turn = turnBetween(list[a]!, list[b]!);
        if (joinable(list[a]!, list[b]!, back)) pairs.push({ a, b, turn });
      }
    }
    pairs.sort((u, v) => u.turn - v.turn);
    const used = new Set<number>();
    const take = (a: number, b: number): boolean => {
      if (used.has(a) || used.has(b)) return false;
      used.add(a).add(b);
      joined++;
      return true;
    };
    // A curve runs on along its circle first, to the end nearest that circle first; then the pairs that turn least: a bend along the circle tangent to both ends' lines, a line nearly straight on through where they meet.
    for (const { a, b } of circlePairs(list)) if (take(a, b)) drawAlongCircle(skeleton, [list[a]!.x, list[a]!.y], [list[b]!.x, list[b]!.y], list[a]!.circle!);
    for (const { a, b, turn } of pairs) {
      if (!take(a, b)) continue;
      if (turn > NEARLY_STRAIGHT) drawArc(skeleton, list[a]!, list[b]!);
      else drawBend(skeleton, list[a]!, list[b]!);
    }
    const paired = [...used];
    const across = new Set<number>();
    for (let u = 0; u < list.length; u++) {
      if (used.has(u)) continue;
      stopAtDeadline('joining the track across filled shapes');
      const partner = branchPartner(list[u]!, paired.map((k) => list[k]!).filter((p) => joinable(list[u]!, p, back)));
      const arc = partner ? undefined : arcPartner(list[u]!, paired.map((k) => list[k]!));
      if (partner) (drawBend(skeleton, list[u]!, partner), joined++);
      else if (arc) (drawArc(skeleton, list[u]!, arc), joined++);
      else if (straight(list[u]!) && joinAcross(skeleton, shape, components[id - 1]!, list[u]!, back)) (joined++, across.add(u));
    }
    if (paired.length === 0) joined += joinLoneArcs(skeleton, shape, id, list, across);
  }
  return joined;
}

/** A line bending along a circle wider than this many `back` lengths (20 stroke widths) is read as straight, not an arc. */
const STRAIGHTER = 10;

/** How far the far end may lie off the circle a line runs on along, as a share of its distance from the near end: the circle, fitted to a short stretch of line, strays from the drawn one the farther it is carried. */
const CIRCLE_REACH = 0.1;

/** Pairs of ends (leaving a, arriving at b) where a's line runs on along its circle to b, within CIRCLE_REACH of their distance of it, and leaves along b's line (circleReach), the nearest to the circle first. */
function circlePairs(list: readonly End[]): { a: number; b: number }[] {
  const found: { a: number; b: number; off: number }[] = [];
  for (let a = 0; a < list.length; a++) {
    for (let b = 0; b < list.length; b++) {
      const [p, q] = [list[a]!, list[b]!];
      if (a === b || !p.circle) continue;
      const off = circleReach([p.x, p.y], p.circle, [q.x, q.y], [-q.dx, -q.dy]);
      if (off !== undefined && off <= CIRCLE_REACH * Math.hypot(q.x - p.x, q.y - p.y)) found.push({ a, b, off });
    }
  }
  return found.sort((u, v) => u.off - v.off);
}

/** Pairs turning at most this (degrees) run nearly straight on (joinable): drawn by drawBend. */
const NEARLY_STRAIGHT = 20;

/** The share of `back` (two stroke widths) at a cut end whose way is not read (half a stroke width). */
const CUT_END = 0.25;

/**
 * Whether one drawn line can run from end p to end q under the shape: a train turns by at
 * most 100°; nearly straight on, each end's line passes within `back` pixels (or 30% of
 * the gap) of the other end; bending, the two lines meet ahead of both ends at distances
 * within a factor 2 of each other, as the two ends of an arc do (a station's roof or wall
 * ending at the box is no such continuation of a track).
 */
function joinable(p: End, q: End, back: number): boolean {
  const turn = turnBetween(p, q);
  if (turn > 100) return false;
  const [rx, ry] = [q.x - p.x, q.y - p.y];
  const gap = Math.hypot(rx, ry);
  if (turn <= NEARLY_STRAIGHT) {
    const off = Math.max(Math.abs(p.dx * ry - p.dy * rx), Math.abs(q.dx * ry - q.dy * rx));
    return p.dx * rx + p.dy * ry > 0 && off <= Math.max(back, 0.3 * gap);
  }
  const meet = meeting(p, q);
  return meet !== undefined && meet.s > 0 && meet.t > 0 && Math.min(meet.s, meet.t) >= 0.5 * Math.max(meet.s, meet.t);
}

/** A line running into the shape straight, not bending: a track, not the curl of a letter. */
const straight = (end: End) => end.bend === 0;

/** How far (degrees) from an end's direction the track beyond a shape may lie, for joinAcross. */
const ACROSS_CONE = 20;
/** The share of a line joined across a shape that runs under the shape. */
const ACROSS_UNDER = 0.8;

/**
 * An end left over that runs on straight under the shape to track at its far edge (a
 * station box drawn over a junction, where the line beyond it joins the others at the
 * box's edge and leaves no end of its own): among skeleton pixels at the shape's edge,
 * more than `back` pixels away, within ACROSS_CONE of the end's direction, whose straight
 * line from the end runs under the shape and whose skeleton goes on the same way (the
 * line beyond, not a roof's or a wall's edge along the box), the one nearest that
 * direction is joined.
 */
function joinAcross(skeleton: Bitmap, shape: Int32Array, box: Component, end: End, back: number): boolean {
  const { width, height, data } = skeleton;
  const id = box.label;
  const cone = Math.cos((ACROSS_CONE * Math.PI) / 180);
  let best: { at: number; cos: number } | undefined;
  // Skeleton pixels within two pixels of the shape (shapeNear), in increasing order.
  const [x0, x1] = [Math.max(0, box.minX - 2), Math.min(width - 1, box.maxX + 2)];
  for (let y = Math.max(0, box.minY - 2); y <= Math.min(height - 1, box.maxY + 2); y++) {
    for (let j = y * width + x0; j <= y * width + x1; j++) {
      if (!data[j] || shape[j] || shapeNear(shape, skeleton, j) !== id) continue;
      const [rx, ry] = [(j % width) - end.x, Math.floor(j / width) - end.y];
      const distance = Math.hypot(rx, ry);
      if (distance <= back) continue;
      const cos = (rx * end.dx + ry * end.dy) / distance;
      if (cos < cone || (best && cos <= best.cos)) continue;
      if (under(shape, id, width, end, j) >= ACROSS_UNDER && runsOn(skeleton, shape, j, end, back)) best = { at: j, cos };
    }
  }
  if (!best) return false;
  drawLine(skeleton, end.x, end.y, best.at % width, Math.floor(best.at / width));
  return true;
}

/** Whether the skeleton goes on from pixel `j` about the way the end points: ink `back` pixels on, within RUNS_ON degrees of that way, outside the shape. */
function runsOn(skeleton: Bitmap, shape: Int32Array, j: number, end: End, back: number): boolean {
  const { width, height, data } = skeleton;
  const heading = Math.atan2(end.dy, end.dx);
  for (let turn = -RUNS_ON; turn <= RUNS_ON; turn += 5) {
    const a = heading + (turn * Math.PI) / 180;
    const x = Math.round((j % width) + Math.cos(a) * back);
    const y = Math.round(Math.floor(j / width) + Math.sin(a) * back);
    if (x >= 0 && y >= 0 && x < width && y < height && data[y * width + x] && !shape[y * width + x]) return true;
  }
  return false;
}

/** How far (degrees) the line beyond a shape may turn from the way the end points, for runsOn. */
const RUNS_ON = 45;

/** The share of the straight line from an end to pixel `j` that lies in shape `id`. */
function under(shape: Int32Array, id: number, width: number, end: End, j: number): number {
  const [x1, y1] = [j % width, Math.floor(j / width)];
  const steps = Math.max(1, Math.ceil(Math.hypot(x1 - end.x, y1 - end.y)));
  let inside = 0;
  for (let k = 0; k <= steps; k++) {
    const x = Math.round(end.x + ((x1 - end.x) * k) / steps);
    const y = Math.round(end.y + ((y1 - end.y) * k) / steps);
    if (shape[y * width + x] === id) inside++;
  }
  return inside / (steps + 1);
}

/** Curves turning by less than this (degrees) over their last stretch count as straight. */
const STRAIGHT = 8;

/**
 * Which way a line bends as it runs into its end (`tail` from the end back): the sign of the
 * turn from its direction `back` to `2 back` pixels behind the end to its direction over the
 * last `back` pixels; 0 when it turns less than STRAIGHT degrees or is too short to tell.
 */
function bendOf(tail: readonly number[], width: number, back: number): number {
  if (tail.length <= 2 * back) return 0;
  const at = (k: number) => [tail[k]! % width, Math.floor(tail[k]! / width)] as const;
  const [e, m, f] = [at(0), at(back), at(2 * back)];
  const [ax, ay, bx, by] = [m[0] - f[0], m[1] - f[1], e[0] - m[0], e[1] - m[1]];
  const angle = (Math.atan2(ax * by - ay * bx, ax * bx + ay * by) * 180) / Math.PI;
  return Math.abs(angle) < STRAIGHT ? 0 : Math.sign(angle);
}

/**
 * The paired end a branch left over joins to make a switch: among those it turns at most
 * 100° to, the one on the side its curve bends toward. The pairs took the straightest ways
 * through, so a branch left over bends; a straight stroke left over (a roof's or a wall's
 * edge ending at a station box) joins nothing.
 */
function branchPartner(branch: End, paired: readonly End[]): End | undefined {
  if (branch.bend === 0) return undefined;
  const side = (p: End) => Math.sign(branch.dx * (p.y - branch.y) - branch.dy * (p.x - branch.x));
  const toward = paired.filter((p) => turnBetween(branch, p) <= 100 && side(p) === branch.bend);
  return toward.sort((p, q) => turnBetween(branch, p) - turnBetween(branch, q))[0];
}

/** The most a line may turn under a shape along an arc (both ends' lines meeting ahead at about the same distance): a branch of a switch the shape hides, curving into its stem. */
const ARC_TURN = 130;

/**
 * The paired end a line left over reaches along an arc: a switch's branch that runs into the
 * shape straight (so branchPartner cannot tell which way it bends) and turns more than 100°
 * under it into the stem (a circle's quarter hidden under a station box). Only a long line's
 * end: a roof's or a wall's edge meets the others at a corner within six stroke widths. The
 * one paired end whose line meets its line ahead of both at distances within a factor 2,
 * turning up to ARC_TURN; none when there are two (a line ending square on another under
 * the shape, a T, says nothing of which way it goes on).
 */
function arcPartner(branch: End, paired: readonly End[]): End | undefined {
  if (!branch.alone) return undefined;
  const arcs = paired.filter((p) => {
    const meet = meeting(branch, p);
    return turnBetween(branch, p) <= ARC_TURN && meet !== undefined && meet.s > 0 && meet.t > 0 && Math.min(meet.s, meet.t) >= 0.5 * Math.max(meet.s, meet.t);
  });
  return arcs.length === 1 ? arcs[0] : undefined;
}

/**
 * Where no two ends pair through a shape, a long line left over joins the one other end it
 * reaches along an arc (arcPartner): a bend hidden under a station box, whose far end is a
 * switch's short stub at the box's corner and whose near end veers at the cut, so that the
 * two measure over 100° apart (all at once 8: 108° where the drawn bend turns 90°). The
 * shape hides the bend, so the bend lies under it: the arc is drawn turning less, 5° at a
 * time, until its middle does (else as measured).
 */
function joinLoneArcs(skeleton: Bitmap, shape: Int32Array, id: number, list: readonly End[], used: Set<number>): number {
  let joined = 0;
  for (let u = 0; u < list.length; u++) {
    if (used.has(u)) continue;
    const others = list.map((_, k) => k).filter((k) => k !== u && !used.has(k));
    const arc = arcPartner(list[u]!, others.map((k) => list[k]!));
    if (!arc) continue;
    used.add(u).add(list.indexOf(arc));
    const [p, q] = hiddenArc(skeleton, shape, id, list[u]!, arc);
    drawArc(skeleton, p, q);
    joined++;
  }
  return joined;
}

/** Ends p and q turned to meet the most bent symmetric arc, up to their own turn, whose middle (u from 0.2 to 0.8) lies within two pixels of shape `id`; p and q themselves when none does. */
function hiddenArc(skeleton: Bitmap, shape: Int32Array, id: number, p: End, q: End): [End, End] {
  for (let degrees = Math.floor(turnBetween(p, q)); degrees > 0; degrees -= 5) {
    const ends = symmetricEnds(p, q, degrees);
    const at = arcAt(...ends);
    const middle = Array.from({ length: 13 }, (_, k) => at(0.2 + (0.6 * k) / 12));
    const under = ([x, y]: readonly [number, number]) => {
      const [px, py] = [Math.round(x), Math.round(y)];
      return px >= 0 && py >= 0 && px < skeleton.width && py < skeleton.height && shapeNear(shape, skeleton, py * skeleton.width + px) === id;
    };
    if (middle.every(under)) return ends;
  }
  return [p, q];
}

/** Whether a tail from a skeleton end at shape `id` ends at another end at the same shape: a corner of the shape poking out, thinned, not track. */
function returnsTo(skeleton: Bitmap, shape: Int32Array, id: number, tail: readonly number[]): boolean {
  const last = tail[tail.length - 1]!;
  return degreeOf(skeleton, last) === 1 && shapeNear(shape, skeleton, last) === id;
}

/** The label of an erased shape within two pixels of pixel `i` along rows and columns (the 5x5 square round it), or 0. */
const shapeNear = (labels: Int32Array, skeleton: Bitmap, i: number): number => labelWithin(labels, skeleton, i, 2 * Math.SQRT2);
