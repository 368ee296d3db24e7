import type { Command } from 'commander';
import { CliExit, EXIT } from './exit-codes.js';
import { writeOutput } from './files.js';
import { formatIssues } from './input.js';
import { loadAnyInput, withPictureOptions } from './picture-input.js';

export function registerConvert(root: Command): void {
  withPictureOptions(root.command('convert'))
    .argument('<input>', 'puzzle file, picture, -, URL or game ID')
    .requiredOption('--to <format>', 'json, or a format of the puzzle family (e.g. puzzlink, text, tatham)')
    .option('--out <file>', 'write to a file instead of standard output')
    .option('--force', 'replace an existing --out file')
    .description('convert a puzzle between JSON and its family\'s formats')
    .action(async (input: string, options: { to: string; out?: string; force?: boolean }) => {
      const loaded = await loadAnyInput(input, {}, options);
      let text: string;
      if (options.to === 'json') {
        text = JSON.stringify(loaded.puzzle, null, 2);
      } else {
        const format = loaded.family.formats.find((f) => f.name === options.to);
        const names = ['json', ...loaded.family.formats.filter((f) => f.serialize).map((f) => f.name)].join(', ');
        if (!format?.serialize) throw new CliExit(EXIT.invalid, `${loaded.family.type} cannot be written as "${options.to}" (formats: ${names})`);
        const written = format.serialize(loaded.puzzle);
        if (!written.ok) throw new CliExit(EXIT.invalid, formatIssues(`convert --to ${options.to}`, written.issues));
        text = written.value;
      }
      if (options.out) writeOutput(options.out, text + '\n', loaded.origin, Boolean(options.force));
      else process.stdout.write(text + '\n');
    });
}
