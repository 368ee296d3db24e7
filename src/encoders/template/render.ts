import type { RenderOptions } from '../family.js';
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

export function renderTemplateSvg(puzzle: TemplatePuzzle, solution: TemplateSolution | undefined): string {
  const size = 40;
  const n = puzzle.board.length;
  const cells = puzzle.board.flatMap((row, r) =>
    [...row].map((ch, c) => {
      const fill = ch === '#' ? '#333' : (r + c) % 2 === 0 ? '#f0d9b5' : '#b58863';
      const text = has(solution, r, c) ? '♜' : /[1-9]/.test(ch) ? ch : '';
      return `<rect x="${c * size}" y="${r * size}" width="${size}" height="${size}" fill="${fill}"/>` +
        (text ? `<text x="${c * size + size / 2}" y="${r * size + size * 0.7}" font-size="${size * 0.6}" text-anchor="middle">${text}</text>` : '');
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n * size}" height="${n * size}" viewBox="0 0 ${n * size} ${n * size}">${cells.join('')}</svg>\n`;
}
