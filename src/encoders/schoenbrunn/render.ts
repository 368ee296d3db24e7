import type { RenderOptions } from '../family.js';
import { cellKey, cellKeyOf } from '../lib/grid.js';
import { escapeXml, sideBySide } from '../lib/text.js';
import { goalOf, heightOf, modeOf, sameTile, targetOf, widthOf, type SchoenbrunnPuzzle, type SchoenbrunnSolution } from './model.js';
import { jumpKey } from './parts.js';
import { counted } from '../lib/text.js';

const signed = (v: number) => (v > 0 ? `+${v}` : String(v));
const ansi = (on: boolean, code: string, text: string) => (on ? `\x1b[${code}m${text}\x1b[0m` : text);

/** For each tile, the steps at which the path stands on it, and whether the jump onto it is marked. */
function stepsByTile(solution: SchoenbrunnSolution | undefined, marks: ReadonlySet<string> | undefined) {
  const steps = new Map<string, { steps: number[]; marked: boolean }>();
  solution?.path.forEach((tile, i) => {
    const key = cellKeyOf(tile);
    const entry = steps.get(key) ?? { steps: [], marked: false };
    entry.steps.push(i);
    if (i > 0 && marks?.has(jumpKey(solution.path[i - 1]!, tile))) entry.marked = true;
    steps.set(key, entry);
  });
  return steps;
}

/**
 * The board (values, the start in angle brackets, the goal in parentheses) and beside it
 * the path jump by jump: each tile shows the step at which it is reached (0 on the start),
 * `·` where the path does not go; tiles reached by a marked jump in square brackets (or red).
 *
 * @example
 * renderSchoenbrunnText(puzzle, solution, { color: false });
 */
export function renderSchoenbrunnText(puzzle: SchoenbrunnPuzzle, solution: SchoenbrunnSolution | undefined, options: RenderOptions): string {
  const goal = goalOf(puzzle);
  const width = Math.max(...puzzle.grid.flat().map((v) => signed(v).length)) + 2;
  const board = puzzle.grid
    .map((row, r) =>
      row
        .map((v, c) => {
          const text = sameTile([r, c], puzzle.start) ? `<${signed(v)}>` : sameTile([r, c], goal) ? `(${signed(v)})` : ` ${signed(v)} `;
          return text.padStart(width + 1);
        })
        .join('')
        .trimEnd(),
    )
    .join('\n');
  const header = `${modeOf(puzzle) === 'expert' ? `expert: sum to ${targetOf(puzzle)}` : 'normal'}${puzzle.revisit ? ', revisits allowed' : ''}`;
  if (!solution) return `${header}\n${board}\n`;
  const steps = stepsByTile(solution, options.marks);
  const stepWidth = String(solution.path.length).length + 3;
  const order = puzzle.grid
    .map((row, r) =>
      row
        .map((_, c) => {
          const entry = steps.get(cellKey(r, c));
          if (!entry) return '·'.padStart(stepWidth);
          const text = entry.steps.join('/');
          if (!entry.marked) return text.padStart(stepWidth);
          return options.color ? ' '.repeat(Math.max(0, stepWidth - text.length)) + ansi(true, '41', text) : `[${text}]`.padStart(stepWidth);
        })
        .join('')
        .trimEnd(),
    )
    .join('\n');
  // The sum matters in expert mode only (normal mode ignores signs; a Rook Jumping Maze has none).
  const summary = `${counted(solution.jumps, 'jump')}, ${solution.path.length} tiles${modeOf(puzzle) === 'expert' ? `, sum ${solution.sum}` : ''}`;
  return `${header}\n${sideBySide(board, order)}\n${summary}\n`;
}

const CELL = 48;
const MARGIN = 24;

/**
 * A standalone SVG: the board (values in the tiles' corners, start green, goal amber), one
 * arrow per jump between tile centres, and on every tile visited a badge with the step at
 * which it is reached, as in the text drawing (marked jumps and their badges red). Arrows
 * run in lanes by direction so a jump and its reverse stay apart.
 */
export function renderSchoenbrunnSvg(puzzle: SchoenbrunnPuzzle, solution: SchoenbrunnSolution | undefined, marks?: ReadonlySet<string>): string {
  const [h, w] = [heightOf(puzzle), widthOf(puzzle)];
  const goal = goalOf(puzzle);
  const centre = (i: number) => MARGIN + i * CELL + CELL / 2;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${2 * MARGIN + w * CELL}" height="${2 * MARGIN + h * CELL}" font-family="sans-serif">`);
  out.push('<defs><marker id="head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="context-stroke"/></marker></defs>');
  out.push(`<rect width="100%" height="100%" fill="#ffffff"/>`);
  puzzle.grid.forEach((row, r) =>
    row.forEach((v, c) => {
      const fill = sameTile([r, c], puzzle.start) ? '#d8f0d8' : sameTile([r, c], goal) ? '#f6e3b4' : '#ffffff';
      out.push(`<rect x="${MARGIN + c * CELL}" y="${MARGIN + r * CELL}" width="${CELL}" height="${CELL}" fill="${fill}" stroke="#555"/>`);
      out.push(`<text x="${MARGIN + c * CELL + 4}" y="${MARGIN + r * CELL + 15}" font-size="14" fill="#222">${escapeXml(signed(v))}</text>`);
    }),
  );
  const badges: string[] = [];
  solution?.path.forEach((to, i) => {
    const from = solution.path[i - 1];
    const marked = from !== undefined && (marks?.has(jumpKey(from, to)) ?? false);
    const colour = marked ? '#d02020' : '#2060c0';
    if (from) {
      const [dx, dy] = [Math.sign(to[1] - from[1]), Math.sign(to[0] - from[0])];
      // Lanes: rightward jumps run just above the centre line, leftward below it; downward left of it, upward right.
      const [ox, oy] = [dy === 0 ? 0 : dy > 0 ? -4 : 4, dx === 0 ? 0 : dx > 0 ? -4 : 4];
      const [x1, y1] = [centre(from[1]) + dx * 12 + ox, centre(from[0]) + dy * 12 + oy];
      const [x2, y2] = [centre(to[1]) - dx * 12 + ox, centre(to[0]) - dy * 12 + oy];
      out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour}" stroke-opacity="0.75" stroke-width="${marked ? 3 : 1.6}" marker-end="url(#head)"/>`);
    }
    const [bx, by] = [MARGIN + (to[1] + 1) * CELL - 11, MARGIN + (to[0] + 1) * CELL - 11];
    badges.push(`<circle cx="${bx}" cy="${by}" r="9" fill="${colour}"/>`);
    badges.push(`<text x="${bx}" y="${by + 3.5}" text-anchor="middle" font-size="${i >= 100 ? 8 : 10}" fill="#ffffff">${i}</text>`);
  });
  out.push(...badges, '</svg>');
  return out.join('\n') + '\n';
}
