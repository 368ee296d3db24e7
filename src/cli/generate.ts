import type { Command } from 'commander';
import { answerPuzzle, InternalError, readPuzzle } from '../api/index.js';
import type { AnyFamily, Generator, GeneratorPromise } from '../encoders/family.js';
import { FAMILIES } from '../encoders/registry.js';
import type { EngineOptions } from '../solvers/index.js';
import { CliExit, EXIT } from './exit-codes.js';
import { formatIssues } from './input.js';
import { engineOf, positiveInteger, printerOf, withEngineOptions, type SharedOptionHelp } from './options.js';
import { addTypedOptions, typedValues } from './typed-options.js';
import { readInput } from './read-input.js';
import { checkOutPath, writeOutput } from './files.js';
import { svgToPng } from './render.js';
import { makeSeeds, seedMade } from './generate-seeds.js';

/** Foreign-format forms of a puzzle (URL, game ID) a person can paste elsewhere. */
function exports(family: AnyFamily, puzzle: unknown): string[] {
  const lines: string[] = [];
  for (const format of family.formats) {
    const written = format.serialize?.(puzzle);
    if (written?.ok && format.name !== 'text') lines.push(`${format.name}: ${written.value}`);
  }
  return lines;
}

/** The puzzle `--from` names, read and validated like any input, of the generator's family. */
async function startingPuzzle(family: AnyFamily, file: string | undefined, deadline: number | undefined): Promise<unknown> {
  if (file === undefined) return undefined;
  const { text, origin } = await readInput(file, undefined, deadline);
  const read = readPuzzle(text);
  if (!read.ok) throw new CliExit(EXIT.invalid, formatIssues(origin, read.issues));
  if (read.value.family !== family) throw new CliExit(EXIT.invalid, `--from ${file}: a ${read.value.family.type} puzzle, not ${family.type}`);
  return read.value.puzzle;
}

/**
 * Trust, but check: the generator's promise is checked again through the public path —
 * a unique solution proved again, or the score computed by the family's assessment.
 */
export async function checkPromise(family: AnyFamily, generator: Generator<unknown>, puzzle: unknown, seed: number, engine: EngineOptions): Promise<{ line: string; data: unknown }> {
  const promise = generator.promise;
  switch (promise.kind) {
    case 'unique': {
      const answer = await answerPuzzle(family, puzzle, { limit: 2, engine });
      if (answer.verdict === 'unknown') {
        throw new CliExit(EXIT.unknown, `generate ${family.type}: the puzzle of seed ${seed} was not proved unique again within the time limit; try a longer --timeout`);
      }
      if (answer.verdict !== 'unique') throw new InternalError(`generated puzzle (seed ${seed}) is ${answer.verdict}, not unique`);
      return { line: `unique solution (${answer.stats.ms} ms to prove)`, data: { solution: answer.solutions[0] } };
    }
    case 'unique-best': {
      const answer = await answerPuzzle(family, puzzle, { limit: 2, engine, best: true });
      if (answer.verdict === 'unknown' || answer.best?.optimal === false) {
        throw new CliExit(EXIT.unknown, `generate ${family.type}: the best solution of seed ${seed} was not proved unique again within the time limit; try a longer --timeout`);
      }
      if (answer.verdict !== 'unique') throw new InternalError(`generated puzzle (seed ${seed}) has ${answer.verdict === 'none' ? 'no solution' : 'several best solutions'}, not a unique best one`);
      const best = answer.best!;
      return { line: `unique best solution: ${best.value} ${best.name}, proved optimal (${answer.stats.ms} ms)`, data: { solution: answer.solutions[0], best } };
    }
    case 'score': {
      const assessment = family.assessments?.find((a) => a.command === promise.assessment);
      if (!assessment) throw new InternalError(`${family.type} promises a ${promise.assessment} it does not define`);
      const { text, data } = await assessment.assess(puzzle, { options: {}, engine });
      return { line: text.split('\n')[0]!, data: { [promise.assessment]: data } };
    }
  }
}

const GENERATE_OPTION_HELP: SharedOptionHelp = {
  timeout:
    'the whole command ends within this many seconds: exit 5 when no puzzle was made in time (a search for a good score delivers the best puzzle found so far, exit 0, and says after how many steps)',
  json: 'print one JSON array, an object per puzzle: {seed, puzzle, solution} (proved unique), {seed, puzzle, solution, best} (a unique best solution) or {seed, puzzle, score} (a good score: what `cookcheck score --json` prints)',
  listSet: false,
};

export function registerGenerate(root: Command): void {
  const generate = root.command('generate').description('generate puzzles (deterministic per --seed): a proven unique solution, or a good score');
  for (const family of FAMILIES) {
    const generator = family.generator as Generator<unknown> | undefined;
    if (!generator) continue;
    const promise = promiseText(generator.promise);
    const command = withEngineOptions(generate.command(family.type), GENERATE_OPTION_HELP).description(`generate ${family.title} puzzles with ${promise}`);
    addTypedOptions(command, generator.options);
    if (generator.fromPuzzle) command.option('--from <file>', `start from this ${family.type} puzzle`);
    command
      .option('--seed <n>', 'random seed: the same seed gives the same puzzles', positiveIntegerOrZero, 1)
      .option('--count <n>', 'how many puzzles (seeds seed, seed+1, ...)', positiveInteger, 1)
      .option('--jobs <n>', 'with --count: puzzles made at once, each on a worker thread (default: the cores); the puzzles are the same whatever the number', positiveInteger)
      .option('--out <file>', 'also draw the puzzle and a solution (.svg or .png; a Viennese maze: its report); with --count 1')
      .option('--force', 'replace an existing --out file')
      .action(async (options: Record<string, unknown>) => {
        if (options['set'] !== undefined) throw new CliExit(EXIT.invalid, generateSetRefusal(generator.options));
        const out = options['out'] as string | undefined;
        if (out !== undefined) {
          if (!/\.(svg|png)$/i.test(out)) throw new CliExit(EXIT.invalid, `--out ${out}: the file name must end in .svg or .png`);
          if (options['count'] !== 1) throw new CliExit(EXIT.invalid, `--out ${out}: draws one puzzle; drop --count or draw each with render`);
          checkOutPath(out, undefined, Boolean(options['force']));
        }
        const engine = engineOf(options as never);
        const printer = printerOf(options as never);
        const values = typedValues(generator.options, options);
        const from = await startingPuzzle(family, options['from'] as string | undefined, engine.deadline);
        const count = options['count'] as number;
        const seeds = Array.from({ length: count }, (_, i) => (options['seed'] as number) + i);
        const results: { seed: number; puzzle: unknown; [checked: string]: unknown }[] = [];
        const request = { type: family.type, values, engine: { backend: engine.backend ?? 'minisat', ...(engine.deadline === undefined ? {} : { deadline: engine.deadline }) }, ...(from === undefined ? {} : { from }) };
        // Several seeds at once on worker threads; each seed's puzzle is the same either way.
        for await (const made of makeSeeds(request, seeds, options['jobs'] as number | undefined)) {
          for (const note of made.notes) process.stderr.write(`generate ${family.type}: ${note}\n`);
          const { seed, puzzle, checked } = seedMade(made, request.engine.backend);
          results.push({ seed, puzzle, ...(checked.data as object) });
          if (out !== undefined) await drawGenerated(family, puzzle, checked.data, engine, out, Boolean(options['force']));
          if (!options['json']) {
            const text = family.renderText(puzzle, undefined, { color: printer.color });
            printer.out([`# ${family.title}, seed ${seed}: ${checked.line}`, text, ...exports(family, puzzle), JSON.stringify(puzzle), ''].join('\n') + '\n');
          }
        }
        if (options['json']) printer.out(JSON.stringify(results) + '\n');
      });
  }
}

/** The generated puzzle drawn with a solution: the one proved unique, else the first found. */
async function drawGenerated(family: AnyFamily, puzzle: unknown, checked: unknown, engine: EngineOptions, out: string, force: boolean): Promise<void> {
  const proved = (checked as { solution?: unknown }).solution;
  const solution = proved ?? (await answerPuzzle(family, puzzle, { limit: 1, engine })).solutions[0];
  const svg = family.renderSvg(puzzle, solution);
  writeOutput(out, out.toLowerCase().endsWith('.svg') ? svg : await svgToPng(svg), undefined, force);
  process.stderr.write(`wrote ${out}\n`);
}

/** What the generator promises, for its help line. */
function promiseText(promise: GeneratorPromise): string {
  switch (promise.kind) {
    case 'unique':
      return 'a proven unique solution';
    case 'unique-best':
      return 'a proven unique best solution';
    case 'score':
      return `a high ${promise.assessment}`;
  }
}

function positiveIntegerOrZero(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new CliExit(EXIT.invalid, `--seed ${value}: expected a whole number (0 or more)`);
  return n;
}

/** `--set` changes a puzzle that exists; a generator takes its own options instead. */
function generateSetRefusal(options: readonly { name: string }[]): string {
  const flags = options.map((o) => `--${o.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`).join(', ');
  return `--set overrides a property of a puzzle that is read; generate takes its own options instead (${flags || 'none'})`;
}
