import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, type OutputConfiguration } from 'commander';
import { answerPuzzle, countPuzzle, InternalError } from '../api/index.js';
import { capabilitiesOf, FAMILIES } from '../encoders/registry.js';
import { PACKAGE_ROOT } from '../schemas.js';
import { CliExit, EXIT, exitFor } from './exit-codes.js';
import { BackendCapacityError } from '../solvers/backend.js';
import { registerBatch } from './batch.js';
import { watchActivity } from '../solvers/index.js';
import type { Issue } from '../encoders/issues.js';
import { registerConvert } from './convert.js';
import { registerWorker } from './worker.js';
import { registerWeb } from './web.js';
import { registerGenerate } from './generate.js';
import { loadAnyInput, withPictureOptions } from './picture-input.js';
import { addTypedOptions, typedValues } from './typed-options.js';
import { printAnswer } from './output.js';
import { sizeLimits } from './limits.js';
import { Progress } from './progress.js';
import { engineOf, indexOption, overridesOf, positiveInteger, printerOf, requireBest, withEngineOptions, type CommonOptions } from './options.js';
import { commandDeadline, commandElapsedMs, startCommandClock } from './deadline.js';
import { interruptibleSearch } from './interrupt.js';
import { describeWriteFailure, standardError, standardOutput } from './stdout.js';
import { validateCommand } from './validate.js';
import { checkOutPath, writeOutput } from './files.js';
import { registerRender, svgToPng } from './render.js';
import { MAX_INPUT_BYTES } from './read-input.js';

type AnswerCommand = 'solve' | 'check' | 'count';

async function answerCommand(
  command: AnswerCommand,
  input: string,
  options: CommonOptions & { all?: boolean; limit?: number; best?: boolean; out?: string; force?: boolean },
  cli: Command,
) {
  if (options.out !== undefined) {
    if (!/\.(svg|png)$/i.test(options.out)) throw new CliExit(EXIT.invalid, `--out ${options.out}: the file name must end in .svg or .png`);
    checkOutPath(options.out, input, Boolean(options.force));
  }
  const loaded = await loadAnyInput(input, overridesOf(options), options as unknown as Record<string, unknown>, cli);
  if (options.best) requireBest(loaded.family);
  const limit = command === 'check' ? 2 : command === 'count' ? (options.limit ?? 10000) : options.all ? (options.limit ?? 1000) : 2;
  const progress = new Progress();
  const interrupt = interruptibleSearch();
  const engine = { ...engineOf(options, false), onProgress: (found: number) => progress.count(found, 'solution'), signal: interrupt.signal };
  const ask = () =>
    command === 'count'
      ? countPuzzle(loaded.family, loaded.puzzle, { limit, engine })
      : answerPuzzle(loaded.family, loaded.puzzle, { limit, engine, remarks: true, best: Boolean(options.best), known: loaded.solution });
  // On a terminal the search reports its solver calls and cuts to the progress line.
  const answer = await (progress.shown ? watchActivity((activity) => progress.activity(activity), ask) : ask()).finally(() => interrupt.dispose());
  progress.done();
  if (options.out !== undefined) {
    // The first solution, and the others found (a cook), each with the parts where it differs from the first.
    const [first, ...others] = answer.solutions;
    const cooks = others.map((solution) => ({ solution, differences: loaded.family.differences(first, solution) }));
    const svg = loaded.family.renderSvg(loaded.puzzle, first, cooks);
    writeOutput(options.out, options.out.toLowerCase().endsWith('.svg') ? svg : await svgToPng(svg), loaded.origin, Boolean(options.force));
    standardError.write(`wrote ${options.out}\n`);
  }
  const printer = printerOf(options);
  const commandMs = commandElapsedMs();
  // The puzzle travels with the answer, so that `check` reads an answer back.
  if (options.json) printer.out(JSON.stringify({ ...answer, puzzle: loaded.puzzle, stats: { ...answer.stats, commandMs } }) + '\n');
  else printAnswer(printer, loaded.family, loaded.puzzle, answer, command, Boolean(options.all), commandMs, commandDeadline(options.timeout));
  return exitFor(command, answer);
}

/** The `--best` option, naming what each family optimises. */
function bestOption(): string {
  const measured = FAMILIES.filter((f) => f.best).map((f) => `${f.type}: ${f.best!.direction === 'min' ? 'fewest' : 'most'} ${f.best!.name}`);
  return `only the best solutions, the optimum proved (${measured.join('; ') || 'no family has one'})`;
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The command line, with only the command `argv` names (every command when it names none
 * it knows: for help, and for commander's "did you mean"). Building one command instead of
 * twenty, each with its options and help, is a good part of a short command's start-up.
 */
/** Commander's help and errors go where the command's own output goes (stdout.ts). */
const commanderOutput: OutputConfiguration = {
  writeOut: (text) => standardOutput.write(text),
  writeErr: (text) => standardError.write(text),
  getOutHelpWidth: () => standardOutput.columns ?? 80,
  getErrHelpWidth: () => standardError.columns ?? 80,
  getOutHasColors: () => !process.env['NO_COLOR'] && standardOutput.isTTY && Boolean(standardOutput.stream().hasColors?.()),
  getErrHasColors: () => !process.env['NO_COLOR'] && standardError.isTTY && Boolean(standardError.stream().hasColors?.()),
};

function program(argv: readonly string[]): Command {
  const asked = argv[0];
  const wanted = (name: string) => asked === undefined || !COMMANDS.has(asked) || asked === name;
  const types = FAMILIES.map((f) => f.type).join(', ');
  const root = new Command('cookcheck')
    .description(
      `Solve puzzles and mazes with SAT, prove a solution unique, and show every alternative (a "cook").\nFamilies: ${types}.\n` +
        'Input: a puzzle JSON file, - for standard input, a puzz.link URL, a Tatham Tracks game ID, ' +
        'a Schönbrunn / Rook Jumping Maze text board, or a railway maze picture (--start x,y --finish x,y).',
    )
    .addHelpText(
      'after',
      '\nExit codes: 0 solved (check: unique), 2 invalid input, 3 several solutions (check),\n' +
        '            4 no solution, 5 unknown (time limit), 6 unsure (the input read is in doubt: a traced\n' +
        '            picture whose answer hangs on a junction measured near a threshold or read from the\n' +
        "            ink's shape alone, whose route runs beside ink left out of the track or over other\n" +
        '            track than the shortest, or whose start or finish lies where the tracing may misread\n' +
        '            the track (a blot of ink, ink two tracks share, beside lettering or a drawing, a knot\n' +
        '            of junctions); the answer says which and where, and what to give to settle it),\n' +
        '            1 internal error,\n' +
        '            130 Ctrl-C (during a search: it stops and the answer so far is printed).\n' +
        `Limits: input up to ${MAX_INPUT_BYTES / 2 ** 20} MiB; each family's puzzle sizes: cookcheck families;\n` +
        '        generated sizes: cookcheck generate <type> --help.\n\n' +
        'Examples:\n  cookcheck solve examples/numberlink-7x7.json\n  cookcheck check "https://puzz.link/p?numlin/..."\n' +
        '  cookcheck count puzzle.json --limit 100 --json\n  cookcheck generate numberlink --size 15x15 --seed 7',
    )
    .version(packageVersion(), '-V, --version', 'print the version')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput(commanderOutput)
    .exitOverride();

  if (wanted('solve')) answerInput(root.command('solve'))
    .description('solve a puzzle and say whether the solution is unique')
    .option('--all', 'show every solution (up to --limit)')
    .option('--best', bestOption())
    .option('--limit <n>', 'most solutions to look for with --all (default 1000)', positiveInteger)
    .option('--out <file>', 'also draw the solution as .svg or .png; with --all the others too (beside it, or in their own colours on a railway maze), where each differs from the first marked')
    .option('--force', 'replace an existing --out file')
    .action(async (input: string, options, cli: Command) => {
      exitCode = await answerCommand('solve', input, options, cli);
    });

  if (wanted('check')) answerInput(root.command('check'))
    .description('uniqueness verdict; with a cook, two solutions side by side and where they differ')
    .option('--best', 'whether the best solution is unique (see solve --best)')
    .option('--out <file>', 'also draw the solution as .svg or .png, and a second one (a cook) beside it (in its own colour on a railway maze), where the two differ marked')
    .option('--force', 'replace an existing --out file')
    .action(async (input: string, options, cli: Command) => {
      exitCode = await answerCommand('check', input, options, cli);
    });

  if (wanted('count')) answerInput(root.command('count'))
    .description('count solutions (exactly, unless the limit or time limit is reached)')
    .option('--limit <n>', 'stop counting here (default 10000)', positiveInteger)
    .action(async (input: string, options, cli: Command) => {
      exitCode = await answerCommand('count', input, options, cli);
    });

  if (wanted('validate')) indexOption(root.command('validate'))
    .argument('<input>', 'puzzle file, -, URL or game ID')
    .option('--json', 'print {valid, type, format, issues}')
    .description('check a puzzle against its schema and rules; every problem with its JSON pointer')
    .action(async (input: string, options: { json?: boolean; index?: number }) => {
      exitCode = await validateCommand(input, options);
    });

  if (wanted('render')) registerRender(root, (code) => (exitCode = code));
  if (wanted('convert')) registerConvert(root);
  if (wanted('generate')) registerGenerate(root, (code) => (exitCode = code));
  if (wanted('batch')) registerBatch(root, (code) => (exitCode = code));
  if (wanted('worker')) registerWorker(root, (code) => (exitCode = code));
  if (wanted('web')) registerWeb(root);
  registerAssessments(root, wanted);

  if (wanted('families')) root
    .command('families')
    .option('--json', 'print the list as JSON')
    .description('the puzzle families this tool knows and what each can be asked')
    .action((options: { json?: boolean }) => {
      const rows = FAMILIES.map((f) => ({ type: f.type, title: f.title, ...capabilitiesOf(f), limits: sizeLimits(f) }));
      if (options.json) return void standardOutput.write(JSON.stringify(rows) + '\n');
      const lines = rows.map((r) => {
        const can = [r.best && '--best', r.fastCount && 'fast count', r.generate && 'generate', ...r.assessments, r.picture && 'pictures', ...r.formats.map((f) => `${f} format${r.writes.includes(f) ? '' : ' (read only)'}`)];
        const limits = r.limits.length > 0 ? `; ${r.limits.join(', ')}` : '';
        return `${r.type.padEnd(12)} ${r.title}: solve, check, count${can.filter(Boolean).map((c) => `, ${c}`).join('')}${limits}`;
      });
      standardOutput.write(lines.join('\n') + '\n');
    });

  return root;
}

/** `<input>` and the options of every command that answers about a puzzle. */
function answerInput(command: Command): Command {
  return withPictureOptions(withEngineOptions(indexOption(command).argument('<input>', 'puzzle file, picture, -, URL or game ID')));
}

function assessmentCommands(): string[] {
  return [...new Set(FAMILIES.flatMap((f) => (f.assessments ?? []).map((a) => a.command)))].sort();
}

/** Every command's name (commander adds `help`). */
const COMMANDS = new Set(['solve', 'check', 'count', 'validate', 'render', 'convert', 'generate', 'batch', 'worker', 'web', 'families', ...assessmentCommands()]);

/** Each command a family adds (`grade`, `score`), registered once for every family that has it. */
function registerAssessments(root: Command, wanted: (name: string) => boolean): void {
  for (const name of assessmentCommands()) {
    if (!wanted(name)) continue;
    const owners = FAMILIES.flatMap((family) => (family.assessments ?? []).filter((a) => a.command === name).map((assessment) => ({ family, assessment })));
    const specs = owners.flatMap(({ assessment }) => assessment.options ?? []);
    const command = withEngineOptions(indexOption(root.command(name)).argument('<input>', 'puzzle file, -, URL or game ID'), {
      json: `print the ${name} as one JSON object, the puzzle beside it`,
      timeout: 'the whole command ends within this many seconds (exit 5 when it was cut short)',
      families: owners.map((o) => o.family),
    })
      .description(`${owners[0]!.assessment.description} (${owners.map((o) => o.family.type).join(', ')})`)
      .addHelpText('after', owners.map(({ family, assessment }) => (assessment.help ? `\n${family.title}: ${assessment.help}\n` : '')).join(''));
    addTypedOptions(command, specs).action(async (input: string, options: CommonOptions & Record<string, unknown>, cli: Command) => {
      const loaded = await loadAnyInput(input, overridesOf(options), options, cli);
      const owner = owners.find((o) => o.family === loaded.family);
      if (!owner) {
        throw new CliExit(EXIT.invalid, `${loaded.family.type} has no ${name} (families with one: ${owners.map((o) => o.family.type).join(', ')})`);
      }
      const result = await owner.assessment.assess(loaded.puzzle, { options: typedValues(owner.assessment.options ?? [], options), engine: engineOf(options) });
      // The puzzle travels with it, so that `check` reads it back.
      printerOf(options).out(options.json ? JSON.stringify({ ...(result.data as object), puzzle: loaded.puzzle }) + '\n' : result.text + '\n');
    });
  }
}

let exitCode: number = EXIT.ok;

/** Runs the command line; resolves to the exit code. Never throws. `startedAt`: when the process began (a `Date.now()` time). */
export async function main(argv: readonly string[], startedAt?: number): Promise<number> {
  exitCode = EXIT.ok;
  startCommandClock(startedAt);
  let code: number;
  try {
    await program(argv).parseAsync([...argv], { from: 'user' });
    code = exitCode;
  } catch (error) {
    code = reportError(error, argv.includes('--json'));
  }
  // A write to standard output that failed (a full disk, /dev/full) fails the command.
  const failedWrite = await standardOutput.flush();
  if (failedWrite === undefined) return code;
  standardError.write(`cookcheck: ${describeWriteFailure(failedWrite)}\n`);
  return code === EXIT.ok ? EXIT.internal : code;
}

/** Says what went wrong on stderr, and with --json on stdout as `{error: {exitCode, message, issues?}}`: every --json command prints JSON. */
function reportError(error: unknown, json: boolean): number {
  const { code, message, issues } = describeError(error);
  if (message !== undefined) {
    if (!isCommanderError(error)) standardError.write(`cookcheck: ${message}\n`);
    if (json) standardOutput.write(JSON.stringify({ error: { exitCode: code, message, ...(issues ? { issues } : {}) } }) + '\n');
  }
  if (process.env['COOKCHECK_DEBUG'] && !(error instanceof CliExit)) standardError.write(`${(error as Error).stack ?? ''}\n`);
  return code;
}

/** Commander's errors (an unknown option, help shown) carry a `commander.*` code; it has printed their message. */
const isCommanderError = (error: unknown): boolean => typeof (error as { code?: unknown }).code === 'string' && (error as { code: string }).code.startsWith('commander.');

/** The exit code and message of an error (none for help and --version, which are not errors). */
function describeError(error: unknown): { code: number; message?: string; issues?: readonly Issue[] } {
  const e = error as { code?: string; exitCode?: number; message?: string };
  if (isCommanderError(error)) {
    if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version') return { code: EXIT.ok };
    // Help shown because no command was given is a usage error.
    if (e.code === 'commander.help') return e.exitCode === 0 ? { code: EXIT.ok } : { code: EXIT.invalid, message: 'no command given' };
    return { code: EXIT.invalid, message: (e.message ?? '').replace(/^error: /, '') };
  }
  if (error instanceof CliExit) return { code: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) };
  // A solver out of memory is no bug of ours: its message says what to try.
  if (error instanceof BackendCapacityError) return { code: EXIT.internal, message: error.message };
  const kind = error instanceof InternalError ? 'internal error' : 'internal error (please report)';
  return { code: EXIT.internal, message: `${kind}: ${e.message ?? String(error)}` };
}
