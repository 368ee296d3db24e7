import { answerPuzzle, countPuzzle, describeInput, readPuzzle, type Answer, type LoadedPuzzle, type Verdict } from '../api/index.js';
import { issue, type Issue } from '../encoders/issues.js';
import { FAMILIES } from '../encoders/registry.js';
import { BackendCapacityError } from '../solvers/backend.js';
import type { BackendName } from '../solvers/index.js';

/*
 * One puzzle of a batch, answered wherever it runs (a worker thread of this process, a
 * queue worker on another machine) by the library functions the command line calls, so
 * that its line is what `check --json` (or `solve`, `count`, `validate --json`) prints.
 */

export const QUESTIONS = ['check', 'solve', 'count', 'best', 'validate'] as const;
export type Question = (typeof QUESTIONS)[number];

/** What every puzzle of a batch is asked, and how. */
export interface JobSettings {
  readonly question: Question;
  readonly backend: BackendName;
  /** Each puzzle's own time limit (`--timeout`), from when its worker takes it. */
  readonly timeoutMs?: number;
  /** `count`: stop counting here (default 10,000); `solve`: show up to this many solutions. */
  readonly limit?: number;
  /** `--set` overrides, applied to every puzzle. */
  readonly overrides?: Readonly<Record<string, unknown>>;
}

/** The data of one job: the puzzle's text, as the batch read it, and the question. */
export interface PuzzleJob {
  readonly text: string;
  readonly settings: JobSettings;
}

/** What the summary counts: a verdict, validate's answer, an input error or a failure. */
export type JobStatus = Verdict | 'valid' | 'invalid' | 'error';

/** A job's result line without its id, as JSON text, and what the progress and summary need of it. */
export interface JobOutcome {
  readonly json: string;
  readonly status: JobStatus;
  readonly type?: string;
  /** Time in the worker, reading included. */
  readonly ms: number;
  /** For `invalid` and `error`: one line saying why. */
  readonly message?: string;
}

/** The line of an input that cannot be answered: `{error: "input", issues}`. */
export function inputError(issues: readonly Issue[], ms = 0, type?: string): JobOutcome {
  const message = issues.map((i) => `${i.path ? `${i.path}: ` : ''}${i.message} [${i.code}]`).join('; ');
  return { json: JSON.stringify({ error: 'input', ...(type ? { type } : {}), issues }), status: 'invalid', ms, message, ...(type ? { type } : {}) };
}

/** The line of a puzzle that got no answer: `{error: kind, message}` (a bug, a solver out of memory, a worker that died). */
export function failure(kind: 'internal' | 'capacity' | 'crashed' | 'overtime', message: string, ms = 0): JobOutcome {
  return { json: JSON.stringify({ error: kind, message }), status: 'error', ms, message: `${kind}: ${message}` };
}

function answered(answer: Answer, loaded: LoadedPuzzle, startedAt: number): JobOutcome {
  const ms = Math.round(performance.now() - startedAt);
  // The object `check --json` prints: the puzzle travels with the answer, so that `check` reads it back.
  const json = JSON.stringify({ ...answer, puzzle: loaded.puzzle, stats: { ...answer.stats, commandMs: ms } });
  return { json, status: answer.verdict, type: answer.type, ms };
}

/** `validate --json`'s object: `{valid, type, format, issues}`. */
function validated(text: string, overrides: Record<string, unknown>, startedAt: number): JobOutcome {
  const read = readPuzzle(text, overrides);
  const ms = Math.round(performance.now() - startedAt);
  if (read.ok) {
    const { family, format } = read.value;
    return { json: JSON.stringify({ valid: true, type: family.type, format, issues: [] }), status: 'valid', type: family.type, ms };
  }
  const described = describeInput(text);
  const message = read.issues.map((i) => `${i.message} [${i.code}]`).join('; ');
  return { json: JSON.stringify({ valid: false, ...described, issues: read.issues }), status: 'invalid', ms, message, ...(described.type ? { type: described.type } : {}) };
}

async function ask(loaded: LoadedPuzzle, settings: JobSettings, deadline: number | undefined): Promise<Answer | Issue> {
  const { family, puzzle } = loaded;
  const engine = { backend: settings.backend, ...(deadline === undefined ? {} : { deadline }) };
  switch (settings.question) {
    case 'count':
      return countPuzzle(family, puzzle, { limit: settings.limit ?? 10_000, engine });
    case 'best':
      if (!family.best) {
        const withBest = FAMILIES.filter((f) => f.best).map((f) => f.type);
        return issue('question.best', '', `${family.type} has no best solution to look for (families with one: ${withBest.join(', ') || 'none'})`);
      }
      return answerPuzzle(family, puzzle, { limit: 2, engine, remarks: true, best: true, known: loaded.solution });
    case 'check':
      return answerPuzzle(family, puzzle, { limit: 2, engine, remarks: true, known: loaded.solution });
    case 'solve':
      return answerPuzzle(family, puzzle, { limit: settings.limit ?? 2, engine, remarks: true, known: loaded.solution });
    case 'validate':
      throw new TypeError('validate asks no solver');
  }
}

/**
 * Reads one puzzle and asks it the batch's question, within its own time limit from now.
 * Never throws: whatever goes wrong becomes the puzzle's line.
 */
export async function answerJob(job: PuzzleJob): Promise<JobOutcome> {
  const startedAt = performance.now();
  const { settings } = job;
  const deadline = settings.timeoutMs === undefined ? undefined : Date.now() + settings.timeoutMs;
  const overrides = { ...settings.overrides };
  try {
    if (settings.question === 'validate') return validated(job.text, overrides, startedAt);
    const read = readPuzzle(job.text, overrides);
    if (!read.ok) return inputError(read.issues, Math.round(performance.now() - startedAt), describeInput(job.text).type ?? undefined);
    const answer = await ask(read.value, settings, deadline);
    if ('code' in answer) return inputError([answer], Math.round(performance.now() - startedAt), read.value.family.type);
    return answered(answer, read.value, startedAt);
  } catch (error) {
    const ms = Math.round(performance.now() - startedAt);
    if (error instanceof BackendCapacityError) return failure('capacity', error.message, ms);
    return failure('internal', error instanceof Error ? error.message : String(error), ms);
  }
}
