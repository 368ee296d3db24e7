import type { Point } from './raster.js';
import type { TurnRule } from './turns.js';

/** A rectangle `x, y, w, h` in pixels. */
export type Rect = readonly [x: number, y: number, w: number, h: number];

/** Everything that decides how a picture becomes a railway graph. */
export interface TraceSettings {
  /** Grey level at or below which a pixel is track; undefined: Otsu's threshold. */
  readonly threshold?: number;
  /** Gaussian blur before re-binarizing, in pixels (0: none). */
  readonly sigma: number;
  /** Largest turning angle at a junction, in degrees (seed: 70). */
  readonly angleLimit: number;
  /** How turns are measured: arms fitted over a stretch scaled by the stroke width, crossings straight on only; or the seed's secants alone. */
  readonly junctions: TurnRule;
  /** Secant lengths in pixels (seed: 7 forward, 8 back); scaled up for strokes wider than 4 px. */
  readonly forward: number;
  readonly back: number;
  /** Regions erased before tracing. */
  readonly masks: readonly Rect[];
  /** Junction moves forbidden / allowed by a pixel near them. */
  readonly forbid: readonly Point[];
  readonly allow: readonly Point[];
}

export const DEFAULT_SETTINGS: TraceSettings = {
  sigma: 1,
  angleLimit: 70,
  junctions: 'fitted',
  forward: 7,
  back: 8,
  masks: [],
  forbid: [],
  allow: [],
};

/** Stroke width at which the seed's secant lengths are used unscaled. */
export const SEED_STROKE_WIDTH = 4;
