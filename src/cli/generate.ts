import type { Command } from 'commander';
import { answerPuzzle, readPuzzle } from '../api/index.js';
import { writeFormat } from '../api/convert.js';
import type { AnyFamily, Generator, GeneratorPromise } from '../encoders/family.js';
import { FAMILIES } from '../encoders/registry.js';
import { DEFAULT_BACKEND, type EngineOptions } from '../solvers/index.js';
import { CliExit, EXIT } from './exit-codes.js';
import { formatIssues } from './input.js';
import { engineOf, positiveInteger, printerOf, withEngineOptions, type SharedOptionHelp } from './options.js';
import { addTypedOptions, givenOptions, typedValues } from './typed-options.js';
import { idleOptions } from '../encoders/options.js';
import { readInput } from './read-input.js';
import { checkOutPath, writeOutput } from './files.js';
import { svgToPng } from './render.js';
import { makeSeeds, seedMade } from './generate-seeds.js';
import { isSeed, MAX_SEED } from '../encoders/lib/random.js';
import { standardError } from './stdout.js';

/**
 * Foreign-format forms of a puzzle (URL, game ID) a person can paste elsewhere. A format read
 * under another rule (a puz.link URL: the classic Numberlink rule) is given only when the
 * puzzle is unique under that rule too; otherwise the line says why not.
 */
async function exports(family: AnyFamily, puzzle: unknown, engine: EngineOptions): Promise<string[]> {
  const lines: string[] = [];
  for (const format of family.formats) {
    if (!format.serialize || format.name === 'text') continue;
    const written = writeFormat(family, puzzle, format.name);
    if (!written.ok) continue;
    const { text, readBack, ruleChange } = written.value;
    if (!ruleChange) {
      lines.push(`${format.name}: ${text}`);
      continue;
    }
    const there = await answerPuzzle(family, readBack, { limit: 2, engine });
    const under = `under its rule, "${ruleChange.to}"`;
    if (there.verdict === 'unique') lines.push(`${format.name}: ${text} (unique ${under}, too)`);
    else lines.push(`${format.name}: not given: ${under}, the puzzle ${there.verdict === 'unknown' ? 'was not proved unique within the time limit' : there.verdict === 'multiple' ? 'has several solutions' : 'has no solution'}`);
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

/** The shared options' help for one generator: what its --json holds, by its promise. */
function generateOptionHelp(family: AnyFamily, promise: GeneratorPromise): SharedOptionHelp {
  const shapes: Record<GeneratorPromise['kind'], string> = {
    unique: '{seed, puzzle, solution} (the solution proved unique)',
    'unique-best': '{seed, puzzle, solution, best} (the best solution, proved the only one)',
    score: promise.kind === 'score' ? `{seed, puzzle, ${promise.assessment}} (what \`cookcheck ${promise.assessment} --json\` prints)` : '',
  };
  const shape = shapes[promise.kind];
  return {
    timeout:
      'the whole command ends within this many seconds: exit 5 when no puzzle was made in time, and when the limit cut the generator short (its puzzle, which keeps the promise but is not the seed\'s, is printed and marked) or the check of the promise again (the generator\'s proof stands)',
    json: `print one JSON array, an object per puzzle: ${shape}, with cutShort when the time limit cut it short`,
    listSet: false,
    families: [family],
  };
}

/** `setExit` receives the command's exit code (5: a puzzle cut short, or its promise not checked again in time). */
export function registerGenerate(root: Command, setExit: (code: number) => void): void {
  const generate = root.command('generate').description('generate puzzles (deterministic per --seed): a proven unique solution, or a good score');
  for (const family of FAMILIES) {
    const generator = family.generator as Generator<unknown> | undefined;
    if (!generator) continue;
    const promise = promiseText(generator.promise);
    const command = withEngineOptions(generate.command(family.type), generateOptionHelp(family, generator.promise)).description(`generate ${family.title} puzzles with ${promise}`);
    addTypedOptions(command, generator.options);
    if (generator.fromPuzzle) command.option('--from <file>', `start from this ${family.type} puzzle`);
    command
      .option('--seed <n>', `random seed, 0 to ${MAX_SEED}: the same seed gives the same puzzle`, seedOf, 1)
      .option('--count <n>', 'how many puzzles (seeds seed, seed+1, ...)', positiveInteger, 1)
      .option('--jobs <n>', 'with --count: puzzles made at once, each on a worker thread (default: the cores); the puzzles are the same whatever the number', positiveInteger)
      .option('--out <file>', 'also draw the puzzle with its solution, as render --out draws it (.svg or .png); with --count 1')
      .option('--force', 'replace an existing --out file')
      .action(async (options: Record<string, unknown>, cli: Command) => {
        if (options['set'] !== undefined) throw new CliExit(EXIT.invalid, generateSetRefusal(generator.options));
        const out = options['out'] as string | undefined;
        if (out !== undefined) {
          if (!/\.(svg|png)$/i.test(out)) throw new CliExit(EXIT.invalid, `--out ${out}: the file name must end in .svg or .png`);
          if (options['count'] !== 1) throw new CliExit(EXIT.invalid, `--out ${out}: draws one puzzle; drop --count or draw each with render`);
          checkOutPath(out, options['from'] as string | undefined, Boolean(options['force']));
        }
        const engine = engineOf(options as never);
        const printer = printerOf(options as never);
        const values = typedValues(generator.options, options);
        // An option that does nothing beside the others given is said, not ignored.
        const given = givenOptions(cli, generator.options);
        const idle = idleOptions(generator.options, values, (name) => given.has(name) || (name === 'from' && options['from'] !== undefined));
        if (idle.length > 0) throw new CliExit(EXIT.invalid, formatIssues(`generate ${family.type}`, idle));
        const from = await startingPuzzle(family, options['from'] as string | undefined, engine.deadline);
        const count = options['count'] as number;
        const last = (options['seed'] as number) + count - 1;
        if (!isSeed(last)) throw new CliExit(EXIT.invalid, `--seed ${options['seed']} --count ${count}: the last seed, ${last}, is past ${MAX_SEED}`);
        const results: { seed: number; puzzle: unknown; [checked: string]: unknown }[] = [];
        const seeds = Array.from({ length: count }, (_, i) => (options['seed'] as number) + i);
        const request = { type: family.type, values, engine: { backend: engine.backend ?? DEFAULT_BACKEND, ...(engine.deadline === undefined ? {} : { deadline: engine.deadline }) }, ...(from === undefined ? {} : { from }) };
        // Several seeds at once on worker threads; each seed's puzzle is the same either way.
        for await (const made of makeSeeds(request, seeds, options['jobs'] as number | undefined)) {
          const { seed, puzzle, checked, cutShort } = seedMade(made, request.engine.backend);
          // A seed gives one puzzle: one the time limit cut short is shown as such, and the command exits 5.
          const notes = cutShort === undefined ? made.notes : [...made.notes, `cut short: ${cutShort}`];
          if (cutShort !== undefined || !checked.whole) setExit(EXIT.unknown);
          for (const note of notes) standardError.write(`generate ${family.type}: ${note}\n`);
          results.push({ seed, puzzle, ...checked.data, ...(cutShort === undefined ? {} : { cutShort }), ...(checked.whole ? {} : { provedAgain: false }) });
          if (out !== undefined) await drawGenerated(family, puzzle, checked.data, engine, out, Boolean(options['force']));
          if (!options['json']) {
            const text = family.renderText(puzzle, undefined, { color: printer.color });
            const header = `# ${family.title}, seed ${seed}${cutShort === undefined ? '' : ' (cut short by the time limit: not the puzzle of this seed)'}: ${checked.line}`;
            printer.out([header, text, ...(await exports(family, puzzle, engine)), JSON.stringify(puzzle), ''].join('\n') + '\n');
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
  standardError.write(`wrote ${out}\n`);
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

/** A seed as written: digits only (`1e30` and `9007199254740993` are not read as other numbers), at most MAX_SEED. */
function seedOf(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !isSeed(n)) throw new CliExit(EXIT.invalid, `--seed ${value}: expected a whole number from 0 to ${MAX_SEED} (the generator's state has 32 bits)`);
  return n;
}

/** `--set` changes a puzzle that exists; a generator takes its own options instead. */
function generateSetRefusal(options: readonly { name: string }[]): string {
  const flags = options.map((o) => `--${o.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`).join(', ');
  return `--set overrides a property of a puzzle that is read; generate takes its own options instead (${flags || 'none'})`;
}
