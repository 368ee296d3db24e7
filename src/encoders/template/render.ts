import type { Cook, Part, RenderOptions } from '../family.js';
import { cookPanels, MARK_COLOUR } from '../lib/svg.js';
import { inverse } from '../lib/ansi.js';
import { cellKey, cellsOfParts } from '../lib/grid.js';
import type { TemplatePuzzle, TemplateSolution } from './model.js';

const has = (solution: TemplateSolution | undefined, r: number, c: number) => solution?.rooks.some(([rr, cc]) => rr === r && cc === c) ?? false;

/** The board as text: `♜` a rook, `#` blocked, the digits as given; marked cells bracketed (inverted on a terminal). */
export function renderTemplateText(puzzle: TemplatePuzzle, solution: TemplateSolution | undefined, options: RenderOptions): string {
  const marked = cellsOfParts(options.marks);
  return puzzle.board
    .map((row, r) =>
      [...row]
        .map((ch, c) => {
          const glyph = has(solution, r, c) ? '♜' : ch === 'R' ? '♖' : ch === '.' ? '·' : ch;
          if (!marked.has(cellKey(r, c))) return ` ${glyph} `;
          return options.color ? inverse(` ${glyph} `) : `[${glyph}]`;
        })
        .join(''),
    )
    .join('\n');
}

/** The board as SVG; with cooks, each solution in its own panel, the cells where it differs ringed. */
export function renderTemplateSvg(puzzle: TemplatePuzzle, solution: TemplateSolution | undefined, cooks?: readonly Cook<TemplateSolution>[]): string {
  return cookPanels((s, marks) => drawTemplate(puzzle, s, marks), solution, cooks);
}

function drawTemplate(puzzle: TemplatePuzzle, solution: TemplateSolution | undefined, marks?: readonly Part[]): string {
  const size = 40;
  const marked = cellsOfParts(marks);
  const n = puzzle.board.length;
  const cells = puzzle.board.flatMap((row, r) =>
    [...row].map((ch, c) => {
      const fill = ch === '#' ? '#333' : (r + c) % 2 === 0 ? '#f0d9b5' : '#b58863';
      const text = has(solution, r, c) ? '♜' : /[1-9]/.test(ch) ? ch : '';
      const ring = marked.has(cellKey(r, c)) ? `<rect x="${c * size + 2}" y="${r * size + 2}" width="${size - 4}" height="${size - 4}" fill="none" stroke="${MARK_COLOUR}" stroke-width="4"/>` : '';
      return `<rect x="${c * size}" y="${r * size}" width="${size}" height="${size}" fill="${fill}"/>` + ring +
        (text ? `<text x="${c * size + size / 2}" y="${r * size + size * 0.7}" font-size="${size * 0.6}" text-anchor="middle">${text}</text>` : '');
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n * size}" height="${n * size}" viewBox="0 0 ${n * size} ${n * size}">${cells.join('')}</svg>\n`;
}
