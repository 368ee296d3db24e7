import { deadlineOf } from '../../solvers/index.js';
import type { Generator } from '../family.js';
import { failed, issue, parsed, pointer, type Parsed } from '../issues.js';
import { optionValue, type OptionSpec } from '../options.js';
import { EXPONENT_OPTIONS, exponentsOf } from './assess.js';
import { canvas, CANVAS_SHAPES, type CanvasShape } from './canvas.js';
import { improveLights, IMPROVE_METHODS, type ImproveMethod } from './improve.js';
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
  /** Told when the deadline stopped the search and the best colouring found is delivered. */
  readonly onCutShort?: (text: string) => void;
  /** A `Date.now()` time: the search stops there and keeps the best colouring found. */
  readonly deadline?: number;
}

/**
 * Colours a canvas for the highest score it can find in `steps` scored mazes
 * (deterministic per seed). Fails, as data, when no colouring with a unique walk turned up.
 */
export function generateViennese(request: GenerateVienneseRequest): Parsed<ViennesePuzzle> {
  if (request.keepLights && !request.from) return failed(issue('generate.keepLights', '/keepLights', '--keep-lights starts from the lights of a --from maze; give one, or drop --keep-lights'));
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
    ...(request.deadline !== undefined ? { deadline: request.deadline } : {}),
    onProgress: (done, best) => request.onProgress?.(done / request.steps, `best score ${best > 1e6 ? best.toExponential(3) : best.toFixed(2)}`),
  });
  const stopped = result.steps < request.steps;
  if (result.score <= 1 && stopped) {
    return failed(issue('generate.timeout', '', `the time limit stopped the search after ${result.steps} of ${request.steps} steps before any colouring had a unique walk (seed ${request.seed}); try a longer --timeout`));
  }
  if (result.score <= 1) {
    const why = result.score === 1 ? 'every colouring tried has two or more walks' : 'no colouring tried lets the walker reach the goal';
    return failed(issue('generate.noUnique', '', `${why} after ${request.steps} steps (seed ${request.seed}); try more --steps, another --seed or another canvas`));
  }
  if (stopped) request.onCutShort?.(`the time limit stopped the search after ${result.steps} of ${request.steps} steps (seed ${request.seed}); the best colouring found, score ${result.score.toFixed(2)}, is delivered, but the seed's own maze, made without the limit, may be another`);
  const canvasName = request.from ? 'the given canvas' : `a ${request.shape} canvas ${request.width}x${request.height}`;
  return parsed({
    ...withLights(base, result.lights),
    title: base.title ?? `Viennese maze on ${canvasName}`,
    source: `cookcheck generate viennese on ${canvasName}, ${request.method} for ${request.steps} steps${stopped ? ` (the time limit stopped it after ${result.steps})` : ''}, seed ${request.seed}: score ${result.score.toFixed(2)} (reached after ${result.bestAt} steps)`,
  });
}

const OPTIONS: readonly OptionSpec[] = [
  { kind: 'size', name: 'canvas', alias: 'size', description: 'canvas size: nodes (square, triangular) or hexagons (hexagonal); also --size', default: '5x5', min: 1, max: 60, notWith: 'from' },
  { kind: 'choice', name: 'shape', description: 'canvas shape', choices: CANVAS_SHAPES, default: 'square', notWith: 'from' },
  { kind: 'choice', name: 'variant', description: 'no-u-turn: no going straight back; u-turn: allowed (with --from: the file\'s own unless given)', choices: ['no-u-turn', 'u-turn'] },
  { kind: 'choice', name: 'method', description: 'anneal: simulated annealing with restarts; keep: vmfactory\'s mutate-and-keep-if-better', choices: IMPROVE_METHODS, default: 'anneal' },
  { kind: 'integer', name: 'steps', description: 'mazes scored in the search', default: 20_000, min: 1, max: 100_000_000 },
  { kind: 'integer', name: 'restarts', description: 'anneal: times the search starts hot again from its best colouring (a round that found nothing better starts a fresh search instead, while 3,000 steps remain; in no-u-turn mazes so does a search whose best walk is shut in a small region, while 1,100 remain, and rounds of 2,000 steps or more may pass through colourings with two or more walks)', default: 4, min: 0, max: 10_000, onlyWith: { name: 'method', value: 'anneal' } },
  { kind: 'number', name: 'p', description: 'keep: each light is picked with probability p and then moves on by +1 with probability 1/2', default: 0.5, min: 0, max: 1, onlyWith: { name: 'method', value: 'keep' } },
  { kind: 'flag', name: 'keepLights', description: 'with --from: start from the file\'s lights instead of random ones' },
  ...EXPONENT_OPTIONS,
];

/** `cookcheck generate viennese`: colours a canvas for a high score; the CLI checks the score again. */
export const vienneseGenerator: Generator<ViennesePuzzle> = {
  options: OPTIONS,
  promise: { kind: 'score', assessment: 'score' },
  fromPuzzle: true,
  generate: async ({ options, seed, from, engine, onProgress, onCutShort }) => {
    const deadline = deadlineOf(engine);
    const size = optionValue.size(options, 'canvas') ?? { width: 5, height: 5 };
    const variant = optionValue.text(options, 'variant') as Variant | undefined;
    return generateViennese({
      seed,
      ...(from ? { from } : {}),
      shape: (optionValue.text(options, 'shape') ?? 'square') as CanvasShape,
      width: size.width,
      height: size.height,
      ...(variant ? { variant } : {}),
      method: (optionValue.text(options, 'method') ?? 'anneal') as ImproveMethod,
      steps: optionValue.number(options, 'steps') ?? 20_000,
      ...(optionValue.number(options, 'restarts') !== undefined ? { restarts: optionValue.number(options, 'restarts')! } : {}),
      ...(optionValue.number(options, 'p') !== undefined ? { p: optionValue.number(options, 'p')! } : {}),
      keepLights: optionValue.flag(options, 'keepLights'),
      exponents: exponentsOf(options),
      ...(onProgress ? { onProgress } : {}),
      ...(onCutShort ? { onCutShort } : {}),
      ...(deadline !== undefined ? { deadline } : {}),
    });
  },
};
