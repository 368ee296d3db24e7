import { failed, issue, parsed, pointer, type Parsed } from '../issues.js';
import { canvas, type CanvasShape } from './canvas.js';
import { improveLights, type ImproveMethod } from './improve.js';
import { compileMaze, withLights, type Variant, type ViennesePuzzle } from './model.js';
import type { ScoreExponents } from './score.js';

export interface GenerateVienneseRequest {
  readonly seed: number;
  /** A canvas (any maze JSON); otherwise `shape` at `width` x `height`. */
  readonly from?: ViennesePuzzle;
  readonly shape: CanvasShape;
  readonly width: number;
  readonly height: number;
  readonly variant?: Variant;
  readonly method: ImproveMethod;
  readonly steps: number;
  readonly restarts?: number;
  readonly p?: number;
  /** Start from the canvas's own lights (with `from`) instead of a random colouring. */
  readonly keepLights?: boolean;
  readonly exponents: ScoreExponents;
  readonly onProgress?: (fraction: number, label: string) => void;
}

/**
 * Colours a canvas for the highest score it can find in `steps` scored mazes
 * (deterministic per seed). Fails, as data, when no colouring with a unique walk turned up.
 */
export function generateViennese(request: GenerateVienneseRequest): Parsed<ViennesePuzzle> {
  const base = request.from
    ? request.variant
      ? { ...request.from, variant: request.variant }
      : request.from
    : canvas(request.shape, request.width, request.height, request.variant ?? 'no-u-turn');
  if (base.streets.length === 0) return failed(issue('canvas.empty', pointer('streets'), 'the canvas has no streets to colour'));
  const { maze, lights } = compileMaze(base);
  const result = improveLights(maze, {
    method: request.method,
    steps: request.steps,
    seed: request.seed,
    exponents: request.exponents,
    ...(request.restarts !== undefined ? { restarts: request.restarts } : {}),
    ...(request.p !== undefined ? { p: request.p } : {}),
    ...(request.from && request.keepLights ? { initial: lights } : {}),
    onProgress: (done, best) => request.onProgress?.(done / request.steps, `best score ${best > 1e6 ? best.toExponential(3) : best.toFixed(2)}`),
  });
  if (result.score <= 1) {
    const why = result.score === 1 ? 'every colouring tried has two or more walks' : 'no colouring tried lets the walker reach the goal';
    return failed(issue('generate.noUnique', '', `${why} after ${request.steps} steps (seed ${request.seed}); try more --steps, another --seed or another canvas`));
  }
  const canvasName = request.from ? 'the given canvas' : `a ${request.shape} canvas ${request.width}x${request.height}`;
  return parsed({
    ...withLights(base, result.lights),
    title: base.title ?? `Viennese maze on ${canvasName}`,
    source: `cookcheck generate viennese on ${canvasName}, ${request.method} for ${request.steps} steps, seed ${request.seed}: score ${result.score.toFixed(2)} (reached after ${result.bestAt} steps)`,
  });
}
