import type { Family, GenerateRequest, Generator } from '../encoders/family.js';
import { failed, issue, type Parsed } from '../encoders/issues.js';
import { isSeed, MAX_SEED } from '../encoders/lib/random.js';
import { idleOptions, parseOptions } from '../encoders/options.js';
import { BuildStopped, deadlineOf, withBuildDeadline, type EngineOptions } from '../solvers/index.js';

export interface GeneratePuzzleRequest {
  /** Options as typed (`{size: '10x8', tatham: true}`); defaults fill the rest. */
  options?: Readonly<Record<string, string | boolean | undefined>>;
  seed: number;
  engine: EngineOptions;
  /** A puzzle to start from, for generators that take one. */
  from?: unknown;
  onProgress?: (fraction: number, label: string) => void;
  /** Told when the time limit stopped the generator before the seed's puzzle was finished (family.ts `onCutShort`). */
  onCutShort?: (text: string) => void;
}

/**
 * One generated puzzle, deterministic per seed. Options are parsed by their declared kind
 * (issues at `/options/<name>`), as the command line parses them.
 *
 * @example
 * const made = await generatePuzzle(tracks, { options: { size: '8x8' }, seed: 3, engine: {} });
 */
export async function generatePuzzle<P>(family: Family<P, unknown>, request: GeneratePuzzleRequest): Promise<Parsed<P>> {
  const generator = family.generator;
  if (!generator) return failed(issue('generate.none', '', `${family.type} has no generator`));
  const options = parseOptions(generator.options, request.options ?? {});
  if (!options.ok) return options;
  const given = new Set(Object.keys(request.options ?? {}).map((name) => generator.options.find((o) => o.alias === name)?.name ?? name));
  const idle = idleOptions(generator.options, options.value, (name) => given.has(name) || (name === 'from' && request.from !== undefined));
  if (idle.length > 0) return failed(...idle);
  if (!isSeed(request.seed)) return failed(issue('generate.seed', '/seed', `seed ${request.seed}: a whole number from 0 to ${MAX_SEED} (the generator's state has 32 bits)`));
  if (request.from !== undefined && !generator.fromPuzzle) return failed(issue('generate.from', '/from', `the ${family.type} generator does not start from a given puzzle`));
  return generateWithin(generator, {
    options: options.value,
    seed: request.seed,
    engine: request.engine,
    ...(request.from === undefined ? {} : { from: request.from as P }),
    ...(request.onProgress ? { onProgress: request.onProgress } : {}),
    ...(request.onCutShort ? { onCutShort: request.onCutShort } : {}),
  });
}

/**
 * Runs a generator so that its deadline reaches the plain code it runs too (a 60x60
 * Numberlink's random cover and encoding take seconds on a busy machine): work that watches
 * the build deadline (build-deadline.ts) stops there, and generation ends with `generate.timeout`.
 */
export async function generateWithin<P>(generator: Generator<P>, request: GenerateRequest<P>): Promise<Parsed<P>> {
  try {
    return await withBuildDeadline(deadlineOf(request.engine), () => generator.generate(request));
  } catch (error) {
    if (!(error instanceof BuildStopped)) throw error;
    return failed(issue('generate.timeout', '', `the time limit passed before a puzzle was made (seed ${request.seed}); try a longer --timeout`));
  }
}
