import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { QUESTIONS, type JobSettings, type Question } from '../batch/job.js';
import { defaultJobs } from '../batch/pool.js';
import { ResultsFile, ResultsProblem } from '../batch/results.js';
import { PoolExecutor, runBatch, type BatchStats, type Executor } from '../batch/run.js';
import { BatchProgress, summaryText } from './batch-report.js';
import { readBatchInput } from './batch-input.js';
import { CliExit, EXIT } from './exit-codes.js';
import { onInterrupt } from './interrupt.js';
import { overridesOf, positiveInteger, positiveNumber, type CommonOptions } from './options.js';
import { standardOutput, standardError } from './stdout.js';

interface BatchOptions {
  out?: string;
  jobs?: number;
  question: Question;
  limit?: number;
  timeout?: number;
  backend: 'minisat' | 'z3';
  set?: string[];
  queue?: string;
}

/** 0 when every puzzle has an answer; 2 when some input could not be read; 1 when some puzzle failed. */
function exitOf(stats: BatchStats): number {
  if ((stats.counts.get('error') ?? 0) > 0) return EXIT.internal;
  if ((stats.counts.get('invalid') ?? 0) > 0) return EXIT.invalid;
  return EXIT.ok;
}

function settingsOf(options: BatchOptions): JobSettings {
  if (options.limit !== undefined && options.question !== 'count' && options.question !== 'solve') {
    throw new CliExit(EXIT.invalid, `--limit: --question ${options.question} does not take it (count: stop counting there; solve: show up to that many solutions)`);
  }
  const overrides = overridesOf(options as unknown as CommonOptions);
  return {
    question: options.question,
    backend: options.backend,
    ...(options.timeout === undefined ? {} : { timeoutMs: Math.round(options.timeout * 1000) }),
    ...(options.limit === undefined ? {} : { limit: options.limit }),
    ...(Object.keys(overrides).length > 0 ? { overrides } : {}),
  };
}

function openResults(out: string): ResultsFile {
  try {
    return new ResultsFile(out);
  } catch (error) {
    if (error instanceof ResultsProblem) throw new CliExit(EXIT.invalid, `--out ${error.message}`);
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliExit(EXIT.invalid, `--out ${out}: cannot write there (${code ?? (error as Error).message})`);
  }
}

/** The executor of `--queue`: loaded only then (BullMQ and its Redis client are not small). */
async function queueExecutor(url: string): Promise<Executor> {
  const { QueueExecutor } = await import('../batch/queue.js');
  const { QueueProblem } = await import('../batch/queue-address.js');
  try {
    return await QueueExecutor.connect(url);
  } catch (error) {
    if (error instanceof QueueProblem) throw new CliExit(error.kind === 'url' ? EXIT.invalid : EXIT.internal, `--queue ${error.message}`);
    throw error;
  }
}

async function batchCommand(input: string, options: BatchOptions): Promise<number> {
  const settings = settingsOf(options);
  if (options.queue !== undefined && options.jobs !== undefined) throw new CliExit(EXIT.invalid, '--jobs: with --queue the workers answer; give each `cookcheck worker` its --jobs');
  if (options.out !== undefined && input !== '-' && resolve(options.out) === resolve(input)) throw new CliExit(EXIT.invalid, `--out ${options.out}: that is the input; give another file`);
  const { items, origin, skipped } = await readBatchInput(input);
  if (skipped > 0) standardError.write(`${origin}: ${skipped} lines that are not JSON were skipped (the JSON lines are the puzzles, as in generate's output)\n`);
  const executor: Executor = options.queue !== undefined ? await queueExecutor(options.queue) : new PoolExecutor(options.jobs ?? defaultJobs());
  const file = options.out === undefined ? undefined : openResults(options.out);
  if (file?.repaired) standardError.write(`${options.out}: its last line was cut off (the last run stopped while writing it); that puzzle is asked again\n`);
  let interrupted = false;
  const release = onInterrupt(() => {
    interrupted = true;
    void executor.stop();
  });
  // Nobody reads the results any more (a closed pipe): stop asking; main reports the failed write.
  if (!file) standardOutput.stream().once('error', () => void executor.stop());
  const progress = new BatchProgress(() => executor.describe());
  let current: BatchStats | undefined;
  // The rate and ETA move on while a slow puzzle holds the results back.
  const ticker = setInterval(() => current && progress.update(current, true), 1000);
  // Said once, on a terminal or not: a batch waiting for workers that are not there.
  const idle = setTimeout(() => {
    const hint = current === undefined ? executor.idleHint?.() : undefined;
    if (hint) standardError.write(`${standardError.isTTY ? '\r\x1b[K' : ''}cookcheck batch: ${hint}\n`);
  }, 5000);
  try {
    const output = file ? { file } : { stream: (line: string) => void standardOutput.stream().write(line) };
    const stats = await runBatch(items, settings, executor, output, (s) => {
      current = s;
      progress.update(s);
    });
    progress.done();
    standardError.write(summaryText(stats, { where: executor.describe(), interrupted, ...(options.out ? { out: options.out } : {}) }));
    return interrupted ? EXIT.interrupted : exitOf(stats);
  } finally {
    clearInterval(ticker);
    clearTimeout(idle);
    release();
    file?.close();
  }
}

export function registerBatch(root: Command, setExit: (code: number) => void): void {
  root
    .command('batch')
    .argument('<input>', 'a list of puzzles one a line (URLs, game IDs), JSON Lines, a JSON array, a folder of puzzle files, or -')
    .description('answer many puzzles at once: one JSON line each ({"id", ...what check --json prints}), in input order, then a summary')
    .option('--out <file>', 'write the results here; run again with the same file to go on where it stopped (the ids already there are skipped)')
    .option('--jobs <n>', `worker threads (default: the cores, ${defaultJobs()} here)`, positiveInteger)
    .addOption(new Option('--question <name>', 'what each puzzle is asked: check (uniqueness), solve, count, best (solve --best), validate').choices(QUESTIONS).default('check'))
    .option('--limit <n>', 'count: stop counting here (default 10000); solve: show up to n solutions', positiveInteger)
    .option('--timeout <seconds>', "each puzzle's own time limit (verdict unknown when it runs out); the others go on", positiveNumber)
    .addOption(new Option('--backend <name>', 'SAT backend').choices(['minisat', 'z3']).default('minisat'))
    .option('--set <key=value...>', 'override a property of every puzzle read, e.g. --set fillAll=false')
    .option('--queue <redis-url>', 'put the puzzles on a BullMQ queue in Redis (redis://host:port/name) for `cookcheck worker` processes on any machine to answer')
    .addHelpText(
      'after',
      '\nEach line is {"id": ..., ...}: the input\'s "id", else its line number (a JSON array: its index; a folder: the file name),\n' +
        'then what check --json prints (validate: {valid, type, format, issues}); a puzzle that cannot be read:\n' +
        '{"id", "error": "input", "issues": [...]}; one that failed: {"id", "error": "internal" | "capacity" | "crashed" | "overtime", "message"}.\n' +
        'Progress on stderr when it is a terminal; Ctrl-C stops and keeps every finished result.\n' +
        'Exit code: 0 every puzzle answered (whatever its verdict), 2 some input could not be read, 1 some puzzle failed, 130 interrupted.\n\n' +
        'Examples:\n  cookcheck batch dailies.txt --out results.jsonl\n  cookcheck batch puzzles/ --question count --timeout 10 --jobs 2\n' +
        '  cookcheck generate numberlink --size 7x7 --count 100 --json | cookcheck batch - --question validate',
    )
    .action(async (input: string, options: BatchOptions) => {
      setExit(await batchCommand(input, options));
    });
}
