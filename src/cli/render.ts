import type { Command } from 'commander';
import { answerPuzzle } from '../api/index.js';
import { CliExit, EXIT } from './exit-codes.js';
import { writeOutput } from './files.js';
import { loadAnyInput, withPictureOptions } from './picture-input.js';
import { engineOf, overridesOf, printerOf, withEngineOptions } from './options.js';

export function registerRender(root: Command): void {
  withPictureOptions(withEngineOptions(root.command('render').argument('<input>', 'puzzle file, picture, -, URL or game ID')))
    .description('draw the solution (or the puzzle, with --puzzle-only): text on stdout, or SVG/PNG with --out')
    .option('--out <file>', 'write .svg or .png instead of text')
    .option('--puzzle-only', 'draw the puzzle without solving it')
    .option('--force', 'replace an existing --out file')
    .action(async (input: string, options) => {
      const loaded = await loadAnyInput(input, overridesOf(options), options);
      let solution: unknown;
      if (!options.puzzleOnly) {
        const answer = await answerPuzzle(loaded.family, loaded.puzzle, { limit: 1, engine: engineOf(options) });
        solution = answer.solutions[0];
        if (solution === undefined) {
          process.stderr.write(`cookcheck: ${answer.verdict === 'none' ? 'no solution' : 'no solution found in time'}; drawing the puzzle only\n`);
        }
      }
      const out: string | undefined = options.out;
      if (out === undefined) {
        printerOf(options).out(loaded.family.renderText(loaded.puzzle, solution, { color: printerOf(options).color }) + '\n');
        return;
      }
      const svg = loaded.family.renderSvg(loaded.puzzle, solution);
      if (out.toLowerCase().endsWith('.svg')) {
        writeOutput(out, svg, loaded.origin, Boolean(options.force));
      } else if (out.toLowerCase().endsWith('.png')) {
        writeOutput(out, await svgToPng(svg), loaded.origin, Boolean(options.force));
      } else {
        throw new CliExit(EXIT.invalid, `--out ${out}: the file name must end in .svg or .png`);
      }
      process.stderr.write(`wrote ${out}\n`);
    });
}

/** SVG to PNG with sharp (a compiled binary shipped inside its npm package), loaded only when asked. */
async function svgToPng(svg: string): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}
