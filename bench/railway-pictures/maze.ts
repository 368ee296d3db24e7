import type { Point } from '../../src/image/raster.js';
import { type Anchor, type Distortion, mazeSvg, renderMaze } from './draw.js';
import { makeLayout, random } from './layout.js';
import { type TrueRoute, trueRoute } from './true-route.js';
import { type Placement, type TrueSegment, type Truth, truthOf } from './truth.js';

export interface SyntheticRequest {
  readonly cols: number;
  readonly rows: number;
  readonly tile: number;
  readonly rotation?: number;
  /** Shear along x in degrees (a page photographed at a slant). */
  readonly skew?: number;
  /** Drawn by hand: pieces bend off their true line by up to this many pixels. */
  readonly wobble?: number;
  readonly seed: number;
  readonly distortion: Distortion;
}

export interface SyntheticMaze {
  readonly bytes: Buffer;
  readonly truth: Truth;
  readonly start: Point;
  readonly finish: Point;
  /** The true segments the start and finish points lie on. */
  readonly startSegment: string;
  readonly finishSegment: string;
  /** The true shortest route between them, clearly shorter than any route over other track when one could be chosen so. */
  readonly route: TrueRoute;
  /** The pen's width in pixels. */
  readonly lineWidth: number;
  readonly svg: string;
}

/** A drawn maze with its true graph and a start and finish that a true route joins. */
export async function syntheticMaze(request: SyntheticRequest): Promise<SyntheticMaze> {
  const { cols, rows, tile, seed, distortion } = request;
  const layout = makeLayout(cols, rows, seed);
  const placement: Placement = {
    tile,
    margin: Math.round(tile * 0.6),
    rotation: request.rotation ?? 0,
    ...(request.skew ? { skew: request.skew } : {}),
    ...(request.wobble ? { wobble: request.wobble, seed } : {}),
  };
  const truth = truthOf(layout, placement);
  const rnd = random(seed * 7 + 1);
  const { startSeg, finishSeg, route } = chooseEnds(truth, placement.tile, rnd);
  const middle = (samples: readonly Point[]) => samples[samples.length >> 1]!;
  const anchors: Anchor[] = [anchorOn(startSeg.samples, rnd), anchorOn(finishSeg.samples, rnd)];
  // Decorations go on other track than the start's and the finish's, as a maze's author keeps S and F clear.
  const others = truth.segments.filter((s) => s !== startSeg && s !== finishSeg);
  for (let k = 0; k < Math.max(3, Math.round(truth.segments.length / 8)); k++) {
    anchors.push(anchorOn(others[Math.floor(rnd() * others.length)]!.samples, rnd));
  }
  const svg = mazeSvg(layout, placement, distortion, anchors, seed);
  const bytes = await renderMaze(svg, distortion, seed);
  return { bytes, truth, start: round(middle(startSeg.samples)), finish: round(middle(finishSeg.samples)), startSegment: startSeg.id, finishSegment: finishSeg.id, route, lineWidth: distortion.lineWidth, svg };
}

const round = ([x, y]: Point): Point => [Math.round(x), Math.round(y)];

/** Shortest routes of at least this many segments, at least this much shorter (fraction of the length, tiles) than any over other track. */
const ROUTE_STEPS = 5;
const MARGIN_FRACTION = 0.05;
const MARGIN_TILES = 0.5;

/**
 * A start and a finish two tiles apart whose shortest route is long and clearly the shortest,
 * so that a traced route's small length errors cannot pick another: starts in random order,
 * for each the reachable finishes in random order; the first pair that qualifies, else the
 * pair of largest margin seen.
 */
function chooseEnds(truth: Truth, tile: number, rnd: () => number): { startSeg: TrueSegment; finishSeg: TrueSegment; route: TrueRoute } {
  const byId = new Map(truth.segments.map((s) => [s.id, s]));
  const middle = (id: string) => byId.get(id)!.samples[byId.get(id)!.samples.length >> 1]!;
  let fallback: { start: string; finish: string; route: TrueRoute } | undefined;
  for (const start of shuffled(truth.segments.map((s) => s.id), rnd)) {
    const apart = (id: string) => Math.hypot(middle(id)[0] - middle(start)[0], middle(id)[1] - middle(start)[1]) >= 2 * tile;
    for (const finish of shuffled(reachableSegments(truth, start).filter((id) => id !== start && apart(id)), rnd)) {
      const route = trueRoute(truth, start, finish);
      if (!route) continue;
      const enough = route.steps.length >= ROUTE_STEPS && route.margin >= Math.max(MARGIN_FRACTION * route.length, MARGIN_TILES * tile);
      if (enough) return { startSeg: byId.get(start)!, finishSeg: byId.get(finish)!, route };
      if (!fallback || route.margin > fallback.route.margin) fallback = { start, finish, route };
    }
  }
  if (!fallback) throw new Error('synthetic maze without two places a train joins');
  return { startSeg: byId.get(fallback.start)!, finishSeg: byId.get(fallback.finish)!, route: fallback.route };
}

function shuffled<T>(list: readonly T[], rnd: () => number): T[] {
  const out = [...list];
  for (let k = out.length - 1; k > 0; k--) {
    const j = Math.floor(rnd() * (k + 1));
    [out[k], out[j]] = [out[j]!, out[k]!];
  }
  return out;
}

function anchorOn(samples: readonly Point[], rnd: () => number): Anchor {
  const k = samples.length >> 1;
  const [a, b] = [samples[k - 1]!, samples[k + 1]!];
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const sign = rnd() < 0.5 ? 1 : -1;
  return { at: samples[k]!, normal: [(sign * -(b[1] - a[1])) / length, (sign * (b[0] - a[0])) / length] };
}

/** True segments a train can reach from the middle of `start`, leaving either way. */
export function reachableSegments(truth: Truth, start: string): string[] {
  const seen = new Set<string>([`${start}:1`, `${start}:0`]);
  const stack = [...seen];
  while (stack.length > 0) {
    const [seg, end] = stack.pop()!.split(':') as [string, string];
    for (const m of truth.moves) {
      if (m.into !== seg || m.atEnd !== Number(end)) continue;
      const key = `${m.out}:${1 - m.fromEnd}`;
      if (!seen.has(key)) {
        seen.add(key);
        stack.push(key);
      }
    }
  }
  return [...new Set([...seen].map((k) => k.split(':')[0]!))];
}
