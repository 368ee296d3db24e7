import { InternalError } from '../api/index.js';
import type { Generator } from '../encoders/family.js';
import type { OptionValues } from '../encoders/options.js';
import { familyOf } from '../encoders/registry.js';
import { BackendCapacityError } from '../solvers/backend.js';
import type { BackendName } from '../solvers/index.js';
import { defaultJobs, ThreadPool } from '../batch/pool.js';
import type { Task } from '../batch/thread.js';
import { GENERATE_SHARE, withShare } from './deadline.js';
import { generateWithin } from '../api/generate.js';
import { CliExit, EXIT } from './exit-codes.js';
import { checkPromise, type Checked } from './generate-check.js';
import { formatIssues } from './input.js';
import { Progress } from './progress.js';

/*
 * `generate --count N`: each seed's puzzle made and its promise checked again, one seed
 * after another or several at once on worker threads (`--jobs`). A seed's puzzle depends on
 * the seed alone, so the output is the same either way; it comes out in seed order.
 */

/** What every seed of one `generate` command is made with (plain data: it travels to worker threads). */
export interface SeedRequest {
  readonly type: string;
  readonly values: OptionValues;
  readonly engine: { readonly backend: BackendName; readonly deadline?: number };
  readonly from?: unknown;
}

type Failure = { ok: false; kind: 'exit' | 'internal' | 'capacity' | 'bug'; code: number; message: string };

/** A seed's puzzle, the check of its promise, and what cut its generation short (the time limit: not the seed's own puzzle). */
interface Made {
  readonly puzzle: unknown;
  readonly checked: Checked;
  readonly cutShort?: string;
}

/** One seed's puzzle and the check of its promise, or why there is none (as data, to cross a thread). */
export interface SeedMade {
  readonly seed: number;
  readonly notes: string[];
  readonly result: ({ ok: true } & Made) | Failure;
}

function failureOf(error: unknown): Failure {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof CliExit) return { ok: false, kind: 'exit', code: error.code, message };
  if (error instanceof InternalError) return { ok: false, kind: 'internal', code: EXIT.internal, message };
  if (error instanceof BackendCapacityError) return { ok: false, kind: 'capacity', code: EXIT.internal, message };
  return { ok: false, kind: 'bug', code: EXIT.internal, message };
}

/** Generates the puzzle of one seed and checks its promise again. */
export async function makeSeed(request: SeedRequest, seed: number, onProgress: (fraction: number, label: string) => void): Promise<SeedMade> {
  const family = familyOf(request.type);
  const generator = family?.generator as Generator<unknown> | undefined;
  if (!family || !generator) return { seed, notes: [], result: { ok: false, kind: 'bug', code: EXIT.internal, message: `${request.type} has no generator` } };
  const notes: string[] = [];
  let cutShort: string | undefined;
  try {
    const made = await generateWithin(generator, {
      options: request.values,
      seed,
      engine: withShare(request.engine, GENERATE_SHARE),
      ...(request.from === undefined ? {} : { from: request.from }),
      onProgress,
      onNote: (text) => notes.push(text),
      onCutShort: (text) => (cutShort = text),
    });
    if (!made.ok) {
      const timedOut = made.issues.some((i) => i.code === 'generate.timeout');
      return { seed, notes, result: { ok: false, kind: 'exit', code: timedOut ? EXIT.unknown : EXIT.invalid, message: formatIssues(`generate ${family.type}`, made.issues) } };
    }
    const checked = await checkPromise(family, generator, made.value, seed, request.engine);
    return { seed, notes, result: { ok: true, puzzle: made.value, checked, ...(cutShort === undefined ? {} : { cutShort }) } };
  } catch (error) {
    return { seed, notes, result: failureOf(error) };
  }
}

/** The seed's puzzle, or the error that ends the command, as it would have been thrown in this thread. */
export function seedMade(made: SeedMade, backend: BackendName): { seed: number } & Made {
  const { result } = made;
  if (result.ok) {
    const { ok: _ok, ...value } = result;
    return { seed: made.seed, ...value };
  }
  switch (result.kind) {
    case 'exit':
      throw new CliExit(result.code, result.message);
    case 'internal':
      throw new InternalError(result.message);
    case 'capacity':
      throw new BackendCapacityError(backend, result.message);
    case 'bug':
      throw new Error(result.message);
  }
}

/** Each seed made in order, one after another, or `jobs` at a time on worker threads. */
export async function* makeSeeds(request: SeedRequest, seeds: readonly number[], jobs = defaultJobs()): AsyncGenerator<SeedMade> {
  const count = seeds.length;
  const progress = new Progress();
  if (jobs <= 1 || count <= 1) {
    for (const [i, seed] of seeds.entries()) {
      const made = await makeSeed(request, seed, (fraction, label) => progress.update((i + fraction) / count, `puzzle ${i + 1}/${count}: ${label}`));
      progress.done();
      yield made;
    }
    return;
  }
  const pool = new ThreadPool<Task, SeedMade>(Math.min(jobs, count));
  const fractions = new Map<number, number>();
  let finished = 0;
  const report = () => {
    const running = [...fractions.values()].reduce((a, b) => a + b, 0);
    progress.update((finished + running) / count, `${finished} of ${count} puzzles made, ${pool.size} at a time`);
  };
  const runs = seeds.map((seed) =>
    pool
      .run(
        { kind: 'generate', request, seed },
        {
          onProgress: (value) => {
            fractions.set(seed, (value as { fraction: number }).fraction);
            report();
          },
        },
      )
      .then((outcome): SeedMade => {
        fractions.delete(seed);
        finished++;
        report();
        return outcome.ok ? outcome.value : { seed, notes: [], result: { ok: false, kind: 'internal', code: EXIT.internal, message: `seed ${seed}: ${outcome.message}` } };
      }),
  );
  try {
    for (const run of runs) {
      const made = await run;
      // The progress line is cleared before the command prints, and drawn again by the next report.
      progress.done();
      yield made;
    }
  } finally {
    progress.done();
    await pool.close();
  }
}
