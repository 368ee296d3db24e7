import { splitSegment } from './graph-edit.js';
import { addSegment, type PixelGraph, armCount } from './pixel-graph.js';
import type { Bitmap, Point } from './raster.js';
import { type Arm, armPoints, armsAt } from './arms.js';

/**
 * Lines cut where lettering lay along them, joined again. A word written on a line (its
 * letters' feet merged with it) or letters over a switch thin with the line into short
 * pieces between the letters' strokes, which go with the letters as unusable
 * (decorations.ts): the line's ends are left hanging, though the ink runs on. No end was
 * left before (dead ends were pruned), so each end now is such a cut. It is joined to the
 * track it points at up to `reach` pixels ahead when the ink runs on all the way (gaps of
 * at most `gap` pixels), by a straight piece; else to the track the skeleton left out
 * leads to from it, up to `reach` pixels along, when that way leaves the end within 45° of
 * its direction (a line bending under the word). Joined to a line it meets, a switch; two
 * ends meeting a line from either side make two forks close together, which crossings.ts
 * joins into a crossing. An end that leads nowhere stays. `back`: pixels behind the end
 * its direction is measured over. Returns the pixels of the pieces joined (track again).
 */
export function rejoinCutLines(graph: PixelGraph, ink: Bitmap, leftOut: ReadonlySet<number>, keep: ReadonlySet<number>, reach: number, back: number, gap: number): number[] {
  const joined: number[] = [];
  const ends = [...graph.nodes.values()].filter((n) => !keep.has(n.id) && armCount(graph, n.id) === 1);
  for (const end of ends) {
    if (!graph.nodes.has(end.id) || armCount(graph, end.id) !== 1) continue;
    const arm = armsAt(graph, end.id)[0]!;
    const points = armPoints(graph, arm);
    if (arm.segment.from === arm.segment.to || points.length <= back) continue;
    const behind = points[back]!;
    const length = Math.hypot(end.x - behind[0], end.y - behind[1]);
    if (length === 0) continue;
    const cut: Cut = { end, direction: [(end.x - behind[0]) / length, (end.y - behind[1]) / length], arm, tail: 3 * back };
    const owner = ownerOf(graph);
    const hit = aheadOnInk(graph, ink, owner, cut, reach, gap) ?? alongLeftOut(graph, leftOut, owner, cut, reach, back);
    if (!hit) continue;
    const target = hit.segment === undefined ? hit.node! : splitSegment(graph, graph.segments.get(hit.segment)!, hit.index!);
    addSegment(graph, end.id, target, hit.path);
    joined.push(...hit.path);
  }
  return joined;
}

/** A line end left over: where, the way it points, its segment, and how many pixels of that segment behind it are its own tail (not track to join). */
interface Cut {
  readonly end: { readonly id: number; readonly x: number; readonly y: number; readonly pixels: readonly number[] };
  readonly direction: Point;
  readonly arm: Arm;
  readonly tail: number;
}

/** A skeleton pixel's place in the graph: a segment's pixel (and its index along it) or a node's. */
interface Owner {
  readonly segment?: number;
  readonly index?: number;
  readonly node?: number;
}

/** What a cut is joined to (a segment split at `index`, or a node), and the pixels between. */
type Hit = Owner & { readonly path: number[] };

function ownerOf(graph: PixelGraph): Map<number, Owner> {
  const owner = new Map<number, Owner>();
  for (const s of graph.segments.values()) s.path.forEach((i, index) => owner.set(i, { segment: s.id, index }));
  for (const n of graph.nodes.values()) for (const i of n.pixels) owner.set(i, { node: n.id });
  return owner;
}

/** The track a pixel belongs to, when it is other track than the cut's own end and tail; a segment's first or last pixel names its node. */
function trackAt(graph: PixelGraph, owner: ReadonlyMap<number, Owner>, cut: Cut, pixel: number): Owner | undefined {
  const found = owner.get(pixel);
  if (!found || found.node === cut.end.id) return undefined;
  const { segment, atFrom } = cut.arm;
  if (found.segment === segment.id && (atFrom ? found.index! < cut.tail : found.index! >= segment.path.length - cut.tail)) return undefined;
  if (found.segment === undefined) return found;
  const s = graph.segments.get(found.segment)!;
  if (found.index === 0) return { node: s.from };
  if (found.index === s.path.length - 1) return { node: s.to };
  return found;
}

/** Walking straight on from a cut over ink: the first other track met, with the pixels walked before it. */
function aheadOnInk(graph: PixelGraph, ink: Bitmap, owner: ReadonlyMap<number, Owner>, cut: Cut, reach: number, gap: number): Hit | undefined {
  const { width, height } = graph;
  const [dx, dy] = cut.direction;
  const path: number[] = [];
  let bare = 0;
  for (let step = 1; step <= reach; step++) {
    const [x, y] = [Math.round(cut.end.x + dx * step), Math.round(cut.end.y + dy * step)];
    if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1) return undefined;
    const i = y * width + x;
    for (const j of [i, i - 1, i + 1, i - width, i + width]) {
      const track = trackAt(graph, owner, cut, j);
      if (track) return { ...track, path };
    }
    bare = ink.data[i] ? 0 : bare + 1;
    if (bare > gap) return undefined;
    if (path[path.length - 1] !== i) path.push(i);
  }
  return undefined;
}

/** The shortest way from a cut over skeleton pixels left out to other track, up to `reach` pixels, when it leaves within 45° of the cut's direction (measured `back` pixels out). */
function alongLeftOut(graph: PixelGraph, leftOut: ReadonlySet<number>, owner: ReadonlyMap<number, Owner>, cut: Cut, reach: number, back: number): Hit | undefined {
  const { width } = graph;
  const parent = new Map<number, number>();
  const depth = new Map<number, number>(cut.end.pixels.map((p) => [p, 0]));
  let frontier = [...cut.end.pixels];
  for (let d = 1; d <= reach && frontier.length > 0; d++) {
    const next: number[] = [];
    for (const p of frontier) {
      for (const q of [p - width - 1, p - width, p - width + 1, p - 1, p + 1, p + width - 1, p + width, p + width + 1]) {
        if (depth.has(q)) continue;
        const track = d > 1 ? trackAt(graph, owner, cut, q) : undefined;
        if (track) {
          const path: number[] = [];
          for (let r: number | undefined = p; r !== undefined && depth.get(r)! > 0; r = parent.get(r)) path.unshift(r);
          return leaves(path, cut, back, width) ? { ...track, path } : undefined;
        }
        if (!leftOut.has(q)) continue;
        depth.set(q, d);
        parent.set(q, p);
        next.push(q);
      }
    }
    frontier = next;
  }
  return undefined;
}

/** Whether a way from a cut leaves it within 45° of its direction, measured `back` pixels along. */
function leaves(path: readonly number[], cut: Cut, back: number, width: number): boolean {
  const probe = path[Math.min(back, path.length - 1)];
  if (probe === undefined) return false;
  const [px, py] = [(probe % width) - cut.end.x, Math.floor(probe / width) - cut.end.y];
  return (px * cut.direction[0] + py * cut.direction[1]) / (Math.hypot(px, py) || 1) >= Math.cos(Math.PI / 4);
}
