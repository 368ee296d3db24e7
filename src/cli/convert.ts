import type { Command } from 'commander';
import { ruleChangeText, writeFormat } from '../api/convert.js';
import { FAMILIES } from '../encoders/registry.js';
import { CliExit, EXIT } from './exit-codes.js';
import { checkOutPath, writeOutput } from './files.js';
import { formatIssues } from './input.js';
import { indexOption } from './options.js';
import { loadAnyInput, withPictureOptions } from './picture-input.js';
import { standardOutput, standardError } from './stdout.js';

export function registerConvert(root: Command): void {
  withPictureOptions(indexOption(root.command('convert')))
    .argument('<input>', 'puzzle file, picture, -, URL or game ID')
    .requiredOption('--to <format>', 'json, or a format of the puzzle family (e.g. puzzlink, text, tatham)')
    .option('--out <file>', 'write to a file instead of standard output')
    .option('--force', 'replace an existing --out file')
    .option('--lossy', 'write it even when the format carries the puzzle under another rule (what changes is said on stderr)')
    .description('convert a puzzle between JSON and its family\'s formats; refused where the format would change the rule')
    .addHelpText('after', formatsHelp())
    .action(async (input: string, options: { to: string; out?: string; force?: boolean; index?: number; lossy?: boolean }, command: Command) => {
      if (options.out !== undefined) checkOutPath(options.out, input, Boolean(options.force));
      const loaded = await loadAnyInput(input, {}, options, command);
      let text: string;
      if (options.to === 'json') {
        text = JSON.stringify(loaded.puzzle, null, 2);
      } else {
        const written = writeFormat(loaded.family, loaded.puzzle, options.to);
        if (!written.ok) throw new CliExit(EXIT.invalid, formatIssues(`convert --to ${options.to}`, written.issues));
        const change = written.value.ruleChange;
        // A conversion never changes the puzzle silently: refused, or written with a word on stderr.
        if (change && !options.lossy) throw new CliExit(EXIT.invalid, `convert --to ${options.to}: ${ruleChangeText(options.to, change)}; --lossy writes it anyway, JSON keeps it whole`);
        if (change) standardError.write(`cookcheck: convert --to ${options.to}: ${ruleChangeText(options.to, change)}\n`);
        text = written.value.text;
      }
      if (options.out) writeOutput(options.out, text + '\n', loaded.origin, Boolean(options.force));
      else standardOutput.write(text + '\n');
    });
}

/** Each family's formats for `--to`, with what each is (read-only ones and pictures are read, not written). */
function formatsHelp(): string {
  const lines = FAMILIES.map((family) => {
    const written = family.formats.filter((f) => f.serialize).map((f) => `${f.name} (${f.description})`);
    const readOnly = [...family.formats.filter((f) => !f.serialize), ...(family.pictureFormats ?? [])].map((f) => f.name);
    return `  ${family.type}: --to json${written.map((w) => `, ${w}`).join('')}${readOnly.length > 0 ? `; read only: ${readOnly.join(', ')}` : ''}`;
  });
  return `\nFormats (--to), by family:\n${lines.join('\n')}`;
}
