import { type JunctionFlip, junctionVerdicts, verdictFlips } from '../../image/junction-verdicts.js';
import { stoppedAtDeadline } from '../../image/deadline.js';
import type { GreyImage, Point } from '../../image/raster.js';
import type { TraceSettings } from '../../image/settings.js';
import { toRailway } from './traced-puzzle.js';
import { sameStrokes, type Skeleton, strokesOf, thinStrokes } from '../../image/strokes.js';
import { type Traced, type TraceRequest, traceSkeletonOf } from '../../image/trace-picture.js';
import { parsed, type Parsed } from '../issues.js';
import { deletionCooks } from './cook-check.js';
import { railwayGraph, stepsOf } from './graph.js';
import { type RouteShape, routeShape, sameTrack } from './route-shape.js';
import { type FirstRoute, plausibilityCosts } from './plausible.js';
import { shortestRoute } from './shortest.js';
import { solutionOf } from './solution.js';

/*
 * `--sweep` (issue 16): the answer depends on preprocessing (more blur merges nearly
 * touching tracks, a looser angle admits illegal turns), so the pipeline runs again over a
 * grid of settings and the answers are compared by where the routes run on the picture.
 * (Without --sweep, doubt.ts says how sure an answer is without tracing again.) The answer at a setting is its shortest route (or none; routes as long within
 * half a line width are tied: mirror images, which tracing noise would order at random) and
 * whether the seed's cook check finds another route there.
 */

/** One point of the settings grid. */
export interface SweepSetting {
  readonly sigma: number;
  readonly threshold: number;
  readonly angle: number;
}

/** A traced picture with what it takes to trace it again at other settings. */
export interface PictureTrace {
  /** The picture as traced (reduced by `traced.scale`). */
  readonly image: GreyImage;
  readonly request: TraceRequest;
  readonly heading: Point | undefined;
  readonly traced: Traced;
  /** Which route the answer shows first (plausible.ts); the sweep names the same at every setting. */
  readonly first?: FirstRoute;
}

/** A route seen at some setting; routes over the same track share one letter. */
export interface SweepRoute {
  readonly id: string;
  /** Segments and pixel length in the first tracing that found it. */
  readonly segments: number;
  readonly length: number;
  readonly points: readonly (readonly [number, number])[];
}

export interface SettingOutcome {
  readonly setting: SweepSetting;
  /** The shortest route's letter, or the letters of routes tied for shortest joined by `=`; absent when there is none. */
  readonly route?: string;
  /** Whether the seed's cook check (delete a segment of the shortest route) finds another route. */
  readonly otherRoute: boolean;
  /** Why the tracing refused the picture at this setting (separate tracks, off the track). */
  readonly refused?: string;
  /** Where this setting's tracing judges junctions near either route otherwise than the default's (only when the answer differs). */
  readonly flips: readonly JunctionFlip[];
}

export interface StabilityReport {
  readonly kind: 'sweep';
  readonly defaults: SweepSetting;
  readonly grid: { readonly sigma: readonly number[]; readonly threshold: readonly number[]; readonly angle: readonly number[] };
  /** The default first, then the others in the order run. */
  readonly outcomes: readonly SettingOutcome[];
  readonly routes: readonly SweepRoute[];
  /** Settings planned; fewer outcomes mean the time limit stopped the run. */
  readonly planned: number;
  /** Which route each setting's answer shows first (plausible.ts). */
  readonly first: FirstRoute;
  /** Whether the tracing blurs the picture (σ counts); a picture of crowded tracks is not blurred. */
  readonly blurred: boolean;
}

/** Steps between neighbouring settings. */
export const SIGMA_STEP = 0.5;
export const THRESHOLD_STEP = 20;
export const ANGLE_STEP = 10;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const axis = (centre: number, step: number, reach: number, lo: number, hi: number) => {
  const values: number[] = [];
  for (let k = -reach; k <= reach; k++) values.push(clamp(Math.round((centre + k * step) * 100) / 100, lo, hi));
  return [...new Set(values)].sort((a, b) => a - b);
};

export function defaultsOf(trace: PictureTrace): SweepSetting {
  return { sigma: trace.request.settings.sigma, threshold: trace.traced.threshold, angle: trace.request.settings.angleLimit };
}

/** Whether the tracing blurs the picture, so that σ is a setting to vary (a picture of crowded tracks is not blurred). */
export const blursPicture = (trace: PictureTrace): boolean => !trace.traced.pixels.crowded;

/** The grid `--sweep` runs: σ ±1 (when the picture is blurred), threshold ±40, angle ±20 around the defaults, in steps. */
export function sweepGrid(defaults: SweepSetting, blurs: boolean): StabilityReport['grid'] {
  return {
    sigma: axis(defaults.sigma, SIGMA_STEP, blurs ? 2 : 0, 0, 20),
    threshold: axis(defaults.threshold, THRESHOLD_STEP, 2, 1, 254),
    angle: axis(defaults.angle, ANGLE_STEP, 2, 1, 179),
  };
}

export const sameSetting = (a: SweepSetting, b: SweepSetting): boolean => a.sigma === b.sigma && a.threshold === b.threshold && a.angle === b.angle;

/** Two outcomes give the same answer: the same route (or none) and the same word on another route. */
export const sameAnswer = (a: SettingOutcome, b: SettingOutcome): boolean => a.route === b.route && a.otherRoute === b.otherRoute && (a.refused === undefined) === (b.refused === undefined);

/**
 * Traces the picture at each setting (the default first) and compares the answers; stops
 * at `deadline` (a `Date.now()` time) with the outcomes so far. Settings whose thresholding
 * gives the same strokes share the thinning, and at the same angle limit the outcome.
 */
export function runStability(
  trace: PictureTrace,
  kind: StabilityReport['kind'],
  settings: readonly SweepSetting[],
  deadline?: number,
  onProgress?: (fraction: number, label: string) => void,
): StabilityReport {
  const defaults = defaultsOf(trace);
  const lineWidth = trace.traced.strokeWidth * trace.traced.scale;
  const tolerance = Math.max(3, 1.5 * lineWidth);
  const reach = Math.max(8, 3 * lineWidth);
  const routes: { route: SweepRoute; shape: RouteShape }[] = [];
  const letterOf = (found: RouteFound): string => {
    const shape = routeShape(found.points, tolerance);
    const known = routes.find((r) => sameTrack(r.shape, shape, tolerance));
    if (known) return known.route.id;
    const id = String.fromCharCode(65 + routes.length);
    routes.push({ route: { id, ...found }, shape });
    return id;
  };
  const lettersOf = (found: readonly RouteFound[]): { route?: string } => (found.length === 0 ? {} : { route: [...new Set(found.map(letterOf))].sort().join('=') });
  const tie = Math.max(1, 0.5 * lineWidth);
  const base = answerAt(trace.traced, trace.heading, tie, trace.first);
  const baseOutcome: SettingOutcome = { setting: defaults, ...lettersOf(base.routes), otherRoute: base.otherRoute, flips: [] };
  const baseVerdicts = junctionVerdicts(trace.traced);
  const outcomes: SettingOutcome[] = [baseOutcome];
  // Settings that keep the defaults' σ and threshold first: they reuse its pixel stages.
  const keepsPixels = (s: SweepSetting) => (s.sigma === defaults.sigma && s.threshold === defaults.threshold ? 0 : 1);
  const others = settings
    .filter((s) => !sameSetting(s, defaults))
    .sort((a, b) => keepsPixels(a) - keepsPixels(b) || a.sigma - b.sigma || a.threshold - b.threshold || a.angle - b.angle);
  const skeletons = skeletonCache(trace);
  // A setting whose strokes match an earlier one's traces to the same graph: at the same angle limit, the same outcome.
  const known = new Map<string, SettingOutcome>([[`0|${defaults.angle}`, baseOutcome]]);
  // A setting still being traced at the deadline is left out, as those not begun.
  stoppedAtDeadline(deadline, () => {
    for (const [done, setting] of others.entries()) {
      if (deadline !== undefined && Date.now() >= deadline) break;
      onProgress?.(done / others.length, `${kind}: setting ${done + 1} of ${others.length}`);
      const pixels = skeletons.at(setting);
      const key = pixels.ok ? `${pixels.value.id}|${setting.angle}` : undefined;
      const seen = key === undefined ? undefined : known.get(key);
      if (seen) {
        outcomes.push({ ...seen, setting });
        continue;
      }
      const again = pixels.ok ? traceSkeletonOf(pixels.value.skeleton, { ...trace.request, settings: withSetting(trace.request.settings, setting) }) : pixels;
      if (!again.ok) {
        outcomes.push({ setting, otherRoute: false, refused: again.issues[0]!.message, flips: [] });
        continue;
      }
      const found = answerAt(again.value, trace.heading, tie, trace.first);
      const outcome: SettingOutcome = { setting, ...lettersOf(found.routes), otherRoute: found.otherRoute, flips: [] };
      if (sameAnswer(outcome, baseOutcome)) {
        outcomes.push(outcome);
      } else {
        const letters = new Set([...(baseOutcome.route ?? '').split('='), ...(outcome.route ?? '').split('=')]);
        const near = routes.filter((r) => letters.has(r.route.id));
        const relevant = (p: Point) => near.some((r) => r.shape.set.near(p, reach));
        outcomes.push({ ...outcome, flips: verdictFlips(baseVerdicts, junctionVerdicts(again.value), reach, relevant) });
      }
      if (key !== undefined) known.set(key, outcomes[outcomes.length - 1]!);
    }
  });
  onProgress?.(1, `${kind}: done`);
  return { kind, defaults, grid: gridOf(defaults, settings), outcomes, routes: routes.map((r) => r.route), planned: others.length + 1, first: trace.first ?? 'shortest', blurred: blursPicture(trace) };
}

/** The values each setting takes (the defaults' among them). */
function gridOf(defaults: SweepSetting, settings: readonly SweepSetting[]): StabilityReport['grid'] {
  const values = (f: (s: SweepSetting) => number) => [...new Set([f(defaults), ...settings.map(f)])].sort((a, b) => a - b);
  return { sigma: values((s) => s.sigma), threshold: values((s) => s.threshold), angle: values((s) => s.angle) };
}

/**
 * The pixel stages at each setting, thinned once per distinct result of thresholding (the
 * default's first, id 0): a σ too small to move an edge, or a threshold between two grey
 * levels no pixel has, leaves the strokes as they were. Consecutive settings sharing σ and
 * threshold share the thresholding.
 */
function skeletonCache(trace: PictureTrace): { at(setting: SweepSetting): Parsed<Thinned> } {
  const { traced } = trace;
  const defaults = traced.pixels;
  const thinned: Skeleton[] = [defaults];
  let last = { key: keyOf(defaultsOf(trace)), value: parsed<Thinned>({ id: 0, skeleton: defaults }) };
  return {
    at(setting) {
      const key = keyOf(setting);
      if (last.key !== key) {
        const strokes = strokesOf(trace.image, withSetting(trace.request.settings, setting), traced.scale, traced.pixels.crowded);
        if (strokes.ok) {
          let id = thinned.findIndex((s) => sameStrokes(s, strokes.value));
          if (id < 0) id = thinned.push(thinStrokes(strokes.value)) - 1;
          last = { key, value: parsed({ id, skeleton: thinned[id]! }) };
        } else {
          last = { key, value: strokes };
        }
      }
      return last.value;
    },
  };
}

const keyOf = (setting: SweepSetting) => `${setting.sigma}|${setting.threshold}`;

/** A skeleton and which distinct one it is (0: the default's). */
interface Thinned {
  readonly id: number;
  readonly skeleton: Skeleton;
}

function withSetting(settings: TraceSettings, setting: SweepSetting): TraceSettings {
  return { ...settings, sigma: setting.sigma, threshold: setting.threshold, angleLimit: setting.angle };
}

interface RouteFound {
  readonly segments: number;
  readonly length: number;
  readonly points: readonly (readonly [number, number])[];
}

/**
 * The route a tracing's answer shows first (the shortest, Dijkstra over states, or the most
 * plausible: plausible.ts) with the routes the seed's cook check finds that are at most `tie`
 * pixels longer, and whether that check finds any other route.
 */
function answerAt(traced: Traced, heading: Point | undefined, tie: number, first: FirstRoute = 'shortest'): { routes: RouteFound[]; otherRoute: boolean } {
  const puzzle = toRailway(traced, heading, {});
  const graph = railwayGraph(puzzle);
  const found = shortestRoute(graph, undefined, first === 'plausible' ? plausibilityCosts(traced, puzzle) : undefined);
  if (!found) return { routes: [], otherRoute: false };
  const steps = stepsOf(graph, found.states);
  const shortest = solutionOf(puzzle, steps);
  const cooks = deletionCooks(puzzle, steps).map((c) => solutionOf(puzzle, c.route));
  const routeOf = (s: typeof shortest): RouteFound => ({ segments: s.segments.length, length: s.length, points: s.points });
  const tied = cooks.filter((c) => c.length <= shortest.length + tie);
  return { routes: [shortest, ...tied].map(routeOf), otherRoute: cooks.length > 0 };
}
