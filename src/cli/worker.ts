import type { Command } from 'commander';
import { defaultJobs } from '../batch/pool.js';
import { CliExit, EXIT } from './exit-codes.js';
import { positiveInteger, positiveNumber } from './options.js';
import { standardError } from './stdout.js';

interface WorkerOptions {
  queue: string;
  jobs?: number;
  stallTimeout: number;
}

/** Runs until Ctrl-C (or SIGTERM): then the running jobs are finished first; a second Ctrl-C stops at once. */
async function workerCommand(options: WorkerOptions): Promise<number> {
  const { QueueWorker } = await import('../batch/queue-worker.js');
  const { QueueProblem } = await import('../batch/queue-address.js');
  const jobs = options.jobs ?? defaultJobs();
  const tty = standardError.isTTY;
  const startedAt = Date.now();
  let worker: Awaited<ReturnType<typeof QueueWorker.start>>;
  const show = () => {
    const seconds = (Date.now() - startedAt) / 1000;
    standardError.write(`\ranswered ${worker.answered} (${(worker.answered / Math.max(seconds, 1)).toFixed(1)} a second), ${worker.running} running\x1b[K`);
  };
  try {
    worker = await QueueWorker.start(options.queue, { jobs, stallMs: Math.round(options.stallTimeout * 1000) }, () => tty && show());
  } catch (error) {
    if (error instanceof QueueProblem) throw new CliExit(error.kind === 'url' ? EXIT.invalid : EXIT.internal, `--queue ${error.message}`);
    throw error;
  }
  let lastError = '';
  worker.onError((error: Error) => {
    // Redis went away: BullMQ reconnects; say so once per kind of error.
    if (error.message === lastError) return;
    lastError = error.message;
    standardError.write(`${tty ? '\r\x1b[K' : ''}cookcheck worker: ${error.message} (trying again)\n`);
  });
  standardError.write(`cookcheck worker: answering puzzles from ${worker.address.shown}, ${jobs} at a time (Ctrl-C to stop)\n`);
  const ticker = tty ? setInterval(show, 1000) : undefined;
  await new Promise<void>((resolve) => {
    let asked = false;
    const stop = () => {
      if (asked) process.exit(130);
      asked = true;
      if (tty) standardError.write(`\r\x1b[Kstopping: finishing ${worker.running} running (Ctrl-C again to stop at once)\n`);
      void worker.stop().then(resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  clearInterval(ticker);
  standardError.write(`${tty ? '\r\x1b[K' : ''}cookcheck worker: answered ${worker.answered} puzzle${worker.answered === 1 ? '' : 's'}\n`);
  return EXIT.ok;
}

export function registerWorker(root: Command, setExit: (code: number) => void): void {
  root
    .command('worker')
    .description('answer the puzzles `cookcheck batch --queue` puts on a BullMQ queue in Redis; run any number, on any machine')
    .requiredOption('--queue <redis-url>', 'the queue: redis://host:port/name, as given to batch')
    .option('--jobs <n>', `puzzles answered at once, each on its own thread (default: the cores, ${defaultJobs()} here)`, positiveInteger)
    .option('--stall-timeout <seconds>', "a job of a worker that stopped answering (killed, crashed) goes to another worker after about this long; a worker that stops on the same job twice makes it an error line", positiveNumber, 30)
    .addHelpText(
      'after',
      '\nSeveral machines: start Redis on one (redis-server --protected-mode no, or with a password), then on each\n' +
        'machine `cookcheck worker --queue redis://that-host:6379/books`, and anywhere\n' +
        '`cookcheck batch book.txt --queue redis://that-host:6379/books --out results.jsonl`.',
    )
    .action(async (options: WorkerOptions) => {
      setExit(await workerCommand(options));
    });
}
