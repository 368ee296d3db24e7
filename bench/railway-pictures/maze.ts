import type { Point } from '../../src/image/raster.js';
import { type Anchor, type Distortion, mazeSvg, renderMaze } from './draw.js';
import { makeLayout, random } from './layout.js';
import { chooseVariants, type VariantRequest } from './variants.js';
import { distancesFrom, freeMoves, type TrueRoute, trueRoute } from './true-route.js';
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
  /** A row of this many circles touching side by side, laid first. */
  readonly circles?: number;
  /** This many crossings laid first. */
  readonly crossings?: number;
  /** Pieces drawn otherwise: sharp switches, shallow crossings, circles pressed into each other. */
  readonly variants?: VariantRequest;
  /**
   * Start and finish where the track tempts: the true route is much longer than the way
   * along the track that turns anyhow, so that a junction misjudged shows in the route.
   */
  readonly tempting?: boolean;
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
  const layout = makeLayout(cols, rows, seed, 0.9, request.circles ?? 0, request.crossings ?? 0);
  const placement: Placement = {
    tile,
    margin: Math.round(tile * 0.6),
    rotation: request.rotation ?? 0,
    ...(request.skew ? { skew: request.skew } : {}),
    ...(request.wobble ? { wobble: request.wobble, seed } : {}),
    ...(request.variants ? { variants: chooseVariants(layout, request.variants, random(seed ^ 0x7a7a)) } : {}),
  };
  const truth = truthOf(layout, placement);
  const rnd = random(seed * 7 + 1);
  const { startSeg, finishSeg, route } = (request.tempting ? temptingEnds(truth, placement.tile, rnd) : undefined) ?? chooseEnds(truth, placement.tile, rnd);
  const middle = (samples: readonly Point[]) => samples[samples.length >> 1]!;
  const anchors: Anchor[] = [anchorOn(startSeg.samples, rnd), anchorOn(finishSeg.samples, rnd)];
  // Decorations go on other track than the start's and the finish's, as a maze's author keeps S and F clear.
  const others = truth.segments.filter((s) => s !== startSeg && s !== finishSeg);
  const wanted = Math.max(3, Math.round(truth.segments.length / 8), distortion.decorations?.length ?? 0);
  for (let k = 0; k < wanted; k++) {
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

/** Candidate pairs whose margin is checked, most tempting first. */
const TEMPTING_CANDIDATES = 12;

/**
 * A start and finish two tiles apart whose true route is clearly the shortest and most
 * longer than the shortest way along the track when a train may turn anyhow (ratio of the
 * two), among up to 40 starts; undefined when no pair qualifies.
 */
function temptingEnds(truth: Truth, tile: number, rnd: () => number): { startSeg: TrueSegment; finishSeg: TrueSegment; route: TrueRoute } | undefined {
  const byId = new Map(truth.segments.map((s) => [s.id, s]));
  const middle = (id: string) => byId.get(id)!.samples[byId.get(id)!.samples.length >> 1]!;
  const free = freeMoves(truth);
  const pairs: { start: string; finish: string; ratio: number }[] = [];
  for (const start of shuffled(truth.segments.map((s) => s.id), rnd).slice(0, 40)) {
    const along = distancesFrom(truth, start, truth.moves);
    const anyhow = distancesFrom(truth, start, free);
    for (const [finish, length] of along) {
      if (Math.hypot(middle(finish)[0] - middle(start)[0], middle(finish)[1] - middle(start)[1]) < 2 * tile) continue;
      pairs.push({ start, finish, ratio: length / (anyhow.get(finish) ?? length) });
    }
  }
  for (const { start, finish } of pairs.sort((a, b) => b.ratio - a.ratio).slice(0, TEMPTING_CANDIDATES)) {
    const route = trueRoute(truth, start, finish);
    if (route && route.steps.length >= ROUTE_STEPS && route.margin >= Math.max(MARGIN_FRACTION * route.length, MARGIN_TILES * tile)) {
      return { startSeg: byId.get(start)!, finishSeg: byId.get(finish)!, route };
    }
  }
  return undefined;
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
