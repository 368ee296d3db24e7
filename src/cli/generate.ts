import type { Command } from 'commander';
import { answerPuzzle, InternalError } from '../api/index.js';
import type { AnyFamily } from '../encoders/family.js';
import { FAMILIES } from '../encoders/registry.js';
import { CliExit, EXIT } from './exit-codes.js';
import { formatIssues } from './input.js';
import { engineOf, positiveInteger, printerOf, withEngineOptions } from './options.js';
import { Progress } from './progress.js';
import { GENERATE_SHARE, withShare } from './deadline.js';

/** Foreign-format forms of a puzzle (URL, game ID) a person can paste elsewhere. */
function exports(family: AnyFamily, puzzle: unknown): string[] {
  const lines: string[] = [];
  for (const format of family.formats) {
    const written = format.serialize?.(puzzle);
    if (written?.ok && format.name !== 'text') lines.push(`${format.name}: ${written.value}`);
  }
  return lines;
}

export function registerGenerate(root: Command): void {
  const generate = root
    .command('generate')
    .description('generate puzzles with a proven unique solution (deterministic per --seed)');
  for (const family of FAMILIES) {
    const generator = family.generator;
    if (!generator) continue;
    const command = withEngineOptions(generate.command(family.type)).description(`generate ${family.title} puzzles`);
    for (const option of generator.options) {
      if (option.default === undefined) command.option(option.flags, option.description);
      else command.option(option.flags, option.description, option.default);
    }
    command
      .option('--seed <n>', 'random seed: the same seed gives the same puzzles', positiveIntegerOrZero, 1)
      .option('--count <n>', 'how many puzzles (seeds seed, seed+1, ...)', positiveInteger, 1)
      .action(async (options: Record<string, unknown>) => {
        if (options['set'] !== undefined) throw new CliExit(EXIT.invalid, generateSetRefusal(generator.options));
        const engine = engineOf(options as never);
        const printer = printerOf(options as never);
        const values: Record<string, string | undefined> = {};
        for (const [key, value] of Object.entries(options)) if (value !== undefined) values[key] = String(value);
        const count = options['count'] as number;
        const results: { seed: number; puzzle: unknown; solution: unknown }[] = [];
        for (let i = 0; i < count; i++) {
          const seed = (options['seed'] as number) + i;
          const progress = new Progress();
          const made = await generator.generate({
            options: values,
            seed,
            engine: withShare(engine, GENERATE_SHARE),
            onProgress: (fraction, label) => progress.update((i + fraction) / count, `puzzle ${i + 1}/${count}: ${label}`),
          });
          progress.done();
          if (!made.ok) {
            const timedOut = made.issues.some((i) => i.code === 'generate.timeout');
            throw new CliExit(timedOut ? EXIT.unknown : EXIT.invalid, formatIssues(`generate ${family.type}`, made.issues));
          }
          // Trust, but check: the puzzle is proved unique again through the public path.
          const answer = await answerPuzzle(family, made.value, { limit: 2, engine });
          if (answer.verdict === 'unknown') {
            throw new CliExit(EXIT.unknown, `generate ${family.type}: the puzzle of seed ${seed} was not proved unique again within the time limit; try a longer --timeout`);
          }
          if (answer.verdict !== 'unique') throw new InternalError(`generated puzzle (seed ${seed}) is ${answer.verdict}, not unique`);
          results.push({ seed, puzzle: made.value, solution: answer.solutions[0] });
          if (!options['json']) {
            const text = family.renderText(made.value, undefined, { color: printer.color });
            printer.out(
              [`# ${family.title}, seed ${seed}: unique solution (${answer.stats.ms} ms to prove)`, text, ...exports(family, made.value), JSON.stringify(made.value), ''].join('\n') + '\n',
            );
          }
        }
        if (options['json']) printer.out(JSON.stringify(results) + '\n');
      });
  }
}

function positiveIntegerOrZero(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new CliExit(EXIT.invalid, `--seed ${value}: expected a whole number`);
  return n;
}

/** `--set` changes a puzzle that exists; a generator takes its own options instead. */
function generateSetRefusal(options: readonly { flags: string }[]): string {
  const flags = options.map((o) => o.flags.split(/[ ,]/)[0]).join(', ');
  return `--set overrides a property of a puzzle that is read; generate takes its own options instead (${flags || 'none'})`;
}
