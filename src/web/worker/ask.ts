import { answerPuzzle, countPuzzle, InternalError, readPicture, readPuzzle, type LoadedPuzzle } from '../../api/index.js';
import type { AnyFamily } from '../../encoders/family.js';
import { formatIssues, type Issue } from '../../encoders/issues.js';
import { defaultsOf } from '../../encoders/options.js';
import { FAMILIES } from '../../encoders/registry.js';
import { BackendCapacityError } from '../../solvers/backend.js';
import type { EngineOptions } from '../../solvers/index.js';
import type { Reply, Request, Source } from './protocol.js';
import { pictureOptionValues } from './picture-options.js';
import { answerView } from './view.js';

/** As the command line: `count` stops at 10000, `solve --all` at 1000. */
const COUNT_LIMIT = 10_000;
const ALL_LIMIT = 1_000;
/** Progress messages at most this often. */
const PROGRESS_MS = 100;

type Post = (reply: Reply) => void;

/** Input refused: the issues as the command line prints them, each with its place. */
class Refused extends Error {
  constructor(readonly issues: readonly Issue[], origin: string) {
    super(formatIssues(origin, issues));
  }
}

/** Reads the text, or traces the picture (posting its drawing), as `check` does. */
async function load(source: Source, deadline: number | undefined, id: number, post: Post): Promise<LoadedPuzzle> {
  if (source.kind === 'text') {
    post({ id, kind: 'progress', stage: 'reading' });
    const read = readPuzzle(source.text);
    if (!read.ok) throw new Refused(read.issues, source.origin);
    return read.value;
  }
  post({ id, kind: 'progress', stage: 'tracing' });
  const options = pictureOptionValues(source.options);
  if (!options.ok) throw new Refused(options.issues, source.origin);
  // The picture itself stands for its file: the drawings of the traced maze show it underneath.
  const traced = await readPicture(source.bytes, options.value, source.href, deadline === undefined ? {} : { deadline });
  if (!traced.ok) throw new Refused(traced.issues, source.origin);
  post({ id, kind: 'traced', drawing: traced.value.family.renderSvg(traced.value.puzzle, undefined) });
  return traced.value;
}

/** Answers one request, posting progress, then the answer or the error; `stop` ends its search with what it found. */
export async function ask({ id, source, settings }: Request, post: Post, stop?: AbortSignal): Promise<void> {
  const started = Date.now();
  const deadline = settings.timeoutSeconds === undefined ? undefined : started + settings.timeoutSeconds * 1000;
  let lastProgress = 0;
  const onProgress = (found: number) => {
    const now = Date.now();
    if (now - lastProgress < PROGRESS_MS) return;
    lastProgress = now;
    post({ id, kind: 'progress', stage: 'solving', found });
  };
  const engine: EngineOptions = { backend: settings.backend, onProgress, ...(deadline === undefined ? {} : { deadline }), ...(stop ? { signal: stop } : {}) };
  try {
    const { family, puzzle, format, solution } = await load(source, deadline, id, post);
    if (settings.question === 'best' && !family.best) {
      const withBest = FAMILIES.filter((f) => f.best).map((f) => f.type);
      throw new Refused([{ code: 'best.none', path: '', message: `${family.type} has no best solution to look for (families with one: ${withBest.join(', ')})` }], 'Best');
    }
    post({ id, kind: 'progress', stage: 'solving', found: 0 });
    const answer =
      settings.question === 'count'
        ? await countPuzzle(family, puzzle, { limit: COUNT_LIMIT, engine })
        : await answerPuzzle(family, puzzle, {
            limit: settings.question === 'all' ? ALL_LIMIT : 2,
            engine,
            remarks: true,
            best: settings.question === 'best',
            known: solution,
          });
    const assessed = settings.question === 'check' && !stop?.aborted ? await assessments(family, puzzle, engine) : [];
    post({ id, kind: 'answer', view: answerView(family, puzzle, answer, settings.question, format, Date.now() - started, assessed) });
  } catch (error) {
    post({ id, kind: 'error', ...describeError(error) });
  }
}

/**
 * What the family's own commands say of the puzzle (`score`), beside the answer to check,
 * with their default options; those `check` already gives as remarks (a grade) are not
 * asked again.
 */
async function assessments(family: AnyFamily, puzzle: unknown, engine: EngineOptions): Promise<{ command: string; text: string }[]> {
  const said: { command: string; text: string }[] = [];
  for (const assessment of family.assessments ?? []) {
    if (assessment.remarkOnUnique) continue;
    const { text } = await assessment.assess(puzzle, { options: defaultsOf(assessment.options ?? []), engine });
    said.push({ command: assessment.command, text });
  }
  return said;
}

/** An error as the command line reports it: refused input with its places, a solver's limits, or an internal error. */
function describeError(error: unknown): { message: string; codes: string[] } {
  if (error instanceof Refused) return { message: error.message, codes: error.issues.map((i) => i.code) };
  if (error instanceof BackendCapacityError) return { message: error.message, codes: ['backend.capacity'] };
  const kind = error instanceof InternalError ? 'internal error' : 'internal error (please report)';
  return { message: `${kind}: ${error instanceof Error ? error.message : String(error)}`, codes: ['internal'] };
}
