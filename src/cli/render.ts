import type { Command } from 'commander';
import { answerPuzzle } from '../api/index.js';
import { CliExit, EXIT, exitFor } from './exit-codes.js';
import { checkOutPath, writeOutput } from './files.js';
import { engineOf, indexOption, overridesOf, printerOf, requireBest, withEngineOptions } from './options.js';
import { loadAnyInput, withPictureOptions } from './picture-input.js';
import { loadSharp } from '../packages.js';
import { standardError } from './stdout.js';

/** `setExit` receives the command's exit code (4 no solution, 5 time ran out). */
export function registerRender(root: Command, setExit: (code: number) => void): void {
  withPictureOptions(withEngineOptions(indexOption(root.command('render')).argument('<input>', 'puzzle file, picture, -, URL or game ID')))
    .description('draw the solution (or the puzzle, with --puzzle-only): text on stdout, or SVG/PNG with --out')
    .option('--out <file>', 'write .svg or .png instead of text')
    .option('--puzzle-only', 'draw the puzzle without solving it')
    .option('--best', 'draw a best solution, the optimum proved (families with one: see solve --best)')
    .option('--force', 'replace an existing --out file')
    .addHelpText('after', '\nWith --json: {type, verdict, puzzle, solution, text[, out]}; verdict is "solved" when a solution\nwas drawn without asking whether it is unique ("unique" or "multiple" when that came\nwith it), "none", "unknown" when the time ran out, null with --puzzle-only.\nExit 4 when there is no solution, 5 when the time ran out (the puzzle alone is drawn).')
    .action(async (input: string, options, command: Command) => {
      const out: string | undefined = options.out;
      if (out !== undefined) {
        if (!/\.(svg|png)$/i.test(out)) throw new CliExit(EXIT.invalid, `--out ${out}: the file name must end in .svg or .png`);
        checkOutPath(out, input, Boolean(options.force));
      }
      const loaded = await loadAnyInput(input, overridesOf(options), options, command);
      if (options.best) requireBest(loaded.family);
      let solution: unknown;
      let verdict: string | null = null;
      let code: number = EXIT.ok;
      if (!options.puzzleOnly) {
        const answer = await answerPuzzle(loaded.family, loaded.puzzle, { limit: 1, engine: engineOf(options, false), best: Boolean(options.best) });
        solution = answer.solutions[0];
        // Stopped at the first solution: drawn, its uniqueness not asked
        verdict = answer.verdict === 'unknown' && answer.stopped === 'limit' ? 'solved' : answer.verdict;
        if (solution === undefined) {
          code = exitFor('solve', answer);
          standardError.write(`cookcheck: ${answer.verdict === 'none' ? 'no solution' : 'no solution found in time'}; drawing the puzzle only\n`);
        }
      }
      const printer = printerOf(options);
      const text = loaded.family.renderText(loaded.puzzle, solution, { color: printer.color, width: printer.width ?? 100 });
      if (out !== undefined) {
        const svg = loaded.family.renderSvg(loaded.puzzle, solution);
        writeOutput(out, out.toLowerCase().endsWith('.svg') ? svg : await svgToPng(svg), loaded.origin, Boolean(options.force));
        standardError.write(`wrote ${out}\n`);
      }
      if (options.json) {
        const shape = { type: loaded.family.type, verdict, puzzle: loaded.puzzle, solution: solution ?? null, text, ...(out !== undefined ? { out } : {}) };
        printer.out(JSON.stringify(shape) + '\n');
      } else if (out === undefined) {
        printer.out(text + '\n');
      }
      setExit(code);
    });
}

/** SVG to PNG with sharp (a compiled binary shipped inside its npm package), loaded only when asked. */
export async function svgToPng(svg: string): Promise<Uint8Array> {
  const sharp = loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}
