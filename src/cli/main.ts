import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { answerPuzzle, InternalError } from '../api/index.js';
import { FAMILIES } from '../encoders/registry.js';
import { PACKAGE_ROOT } from '../schemas.js';
import { CliExit, EXIT, exitFor } from './exit-codes.js';
import { registerConvert } from './convert.js';
import { registerGenerate } from './generate.js';
import { loadInput } from './input.js';
import { printAnswer } from './output.js';
import { Progress } from './progress.js';
import { choiceOf, engineOf, indexOption, overridesOf, positiveInteger, printerOf, withEngineOptions, type CommonOptions } from './options.js';
import { commandElapsedMs, startCommandClock } from './deadline.js';
import { registerRender } from './render.js';
import { validateCommand } from './validate.js';
import { describeWriteFailure, flushOutput, watchOutput } from './stdout.js';

async function answerCommand(command: 'solve' | 'check' | 'count', input: string, options: CommonOptions & { all?: boolean; limit?: number }) {
  const loaded = await loadInput(input, overridesOf(options), choiceOf(options));
  const limit = command === 'check' ? 2 : command === 'count' ? (options.limit ?? 10000) : options.all ? (options.limit ?? 1000) : 2;
  const progress = new Progress();
  const engine = { ...engineOf(options), onProgress: (found: number) => progress.count(found, 'solutions found') };
  const answer = await answerPuzzle(loaded.family, loaded.puzzle, { limit, engine, remarks: command !== 'count' });
  progress.done();
  const printer = printerOf(options);
  const commandMs = commandElapsedMs();
  if (options.json) {
    const shown = command === 'count' ? [] : answer.solutions;
    printer.out(JSON.stringify({ ...answer, solutions: shown, puzzle: loaded.puzzle, stats: { ...answer.stats, commandMs } }) + '\n');
  } else {
    printAnswer(printer, loaded.family, loaded.puzzle, answer, command, Boolean(options.all), commandMs);
  }
  if (command === 'count' && answer.stopped === 'time') return EXIT.unknown;
  return exitFor(command, answer.verdict);
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

function program(): Command {
  const types = FAMILIES.map((f) => f.type).join(', ');
  const root = new Command('cookcheck')
    .description(
      `Solve puzzles and mazes with SAT, prove a solution unique, and show every alternative (a "cook").\nFamilies: ${types}.\n` +
        'Input: a puzzle JSON file, - for standard input, a puzz.link URL, or a Tatham Tracks game ID.',
    )
    .addHelpText(
      'after',
      '\nExit codes: 0 solved (check: unique), 2 invalid input, 3 several solutions (check),\n' +
        '            4 no solution, 5 unknown (time limit), 1 internal error.\n\n' +
        'Examples:\n  cookcheck solve examples/numberlink-7x7.json\n  cookcheck check "https://puzz.link/p?numlin/..."\n' +
        '  cookcheck count puzzle.json --limit 100 --json\n  cookcheck generate numberlink --size 15x15 --seed 7',
    )
    .version(packageVersion(), '-V, --version', 'print the version')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();

  withEngineOptions(indexOption(root.command('solve')).argument('<input>', 'puzzle file, -, URL or game ID'))
    .description('solve a puzzle and say whether the solution is unique')
    .option('--all', 'show every solution (up to --limit)')
    .option('--limit <n>', 'most solutions to look for with --all (default 1000)', positiveInteger)
    .action(async (input: string, options) => {
      exitCode = await answerCommand('solve', input, options);
    });

  withEngineOptions(indexOption(root.command('check')).argument('<input>', 'puzzle file, -, URL or game ID'))
    .description('uniqueness verdict; with a cook, two solutions side by side and the cells where they differ')
    .action(async (input: string, options) => {
      exitCode = await answerCommand('check', input, options);
    });

  withEngineOptions(indexOption(root.command('count')).argument('<input>', 'puzzle file, -, URL or game ID'))
    .description('count solutions (exactly, unless the limit or time limit is reached)')
    .option('--limit <n>', 'stop counting here (default 10000)', positiveInteger)
    .action(async (input: string, options) => {
      exitCode = await answerCommand('count', input, options);
    });

  indexOption(root.command('validate'))
    .argument('<input>', 'puzzle file, -, URL or game ID')
    .option('--json', 'print {valid, type, format, issues}')
    .description('check a puzzle against its schema and rules; every problem with its JSON pointer')
    .action(async (input: string, options: { json?: boolean; index?: number }) => {
      exitCode = await validateCommand(input, options);
    });

  registerRender(root, (code) => (exitCode = code));
  registerConvert(root);
  registerGenerate(root);

  indexOption(root.command('grade'))
    .argument('<input>', 'puzzle file, -, URL or game ID')
    .option('--json', 'print the grade as JSON')
    .description('how a person would solve it: steps needed, guesses, difficulty (families with a human-style solver)')
    .addHelpText(
      'after',
      '\nTrain Tracks grades, by the hardest step needed: easy (completed lines, implied cells and pieces,\n' +
        'dead ends, loop avoidance), tricky (line counting), hard (crossing parity) — as Tatham\'s levels —\n' +
        'and expert (bifurcation: trying both pieces of a cell). "beyond": the steps get stuck.',
    )
    .action(async (input: string, options: { json?: boolean; index?: number }) => {
      const loaded = await loadInput(input, {}, choiceOf(options));
      if (!loaded.family.grade) {
        const graded = FAMILIES.filter((f) => f.grade).map((f) => f.type);
        throw new CliExit(EXIT.invalid, `${loaded.family.type} has no grader (families with one: ${graded.join(', ') || 'none'})`);
      }
      const grade = loaded.family.grade(loaded.puzzle);
      process.stdout.write(options.json ? JSON.stringify(grade.data) + '\n' : grade.text + '\n');
    });

  indexOption(root.command('score'))
    .argument('<input>', 'puzzle file, -, URL or game ID')
    .description('quality score and its components (families with a score)')
    .action(async (input: string, options: { index?: number }) => {
      const loaded = await loadInput(input, {}, choiceOf(options));
      throw new CliExit(EXIT.invalid, `${loaded.family.type} has no quality score yet`);
    });

  return root;
}

let exitCode: number = EXIT.ok;

/** Runs the command line; resolves to the exit code. Never throws. */
export async function main(argv: readonly string[]): Promise<number> {
  exitCode = EXIT.ok;
  startCommandClock();
  watchOutput();
  let code: number;
  try {
    await program().parseAsync([...argv], { from: 'user' });
    code = exitCode;
  } catch (error) {
    code = reportError(error);
  }
  const failedWrite = await flushOutput();
  if (failedWrite === undefined) return code;
  process.stderr.write(`cookcheck: ${describeWriteFailure(failedWrite)}\n`);
  return code === EXIT.ok ? EXIT.internal : code;
}

function reportError(error: unknown): number {
  const e = error as { code?: string; exitCode?: number; message?: string };
  if (typeof e.code === 'string' && e.code.startsWith('commander.')) {
    if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version') return EXIT.ok;
    // Help shown because no command was given is a usage error.
    if (e.code === 'commander.help') return e.exitCode === 0 ? EXIT.ok : EXIT.invalid;
    return EXIT.invalid; // commander already printed the message
  }
  if (error instanceof CliExit) {
    process.stderr.write(`cookcheck: ${error.message}\n`);
    return error.code;
  }
  const kind = error instanceof InternalError ? 'internal error' : 'internal error (please report)';
  process.stderr.write(`cookcheck: ${kind}: ${e.message ?? String(error)}\n`);
  if (process.env['COOKCHECK_DEBUG']) process.stderr.write(`${(error as Error).stack ?? ''}\n`);
  return EXIT.internal;
}
