import type { Cook, Part, RenderOptions } from '../family.js';
import { cookPanels, MARK_COLOUR, stepColour, stepLegend } from '../lib/svg.js';
import { cellKey, cellKeyOf, parseCellKey } from '../lib/grid.js';
import { escapeXml, sideBySide, textWidth } from '../lib/text.js';
import { goalOf, heightOf, modeOf, sameTile, targetOf, widthOf, type SchoenbrunnPuzzle, type SchoenbrunnSolution } from './model.js';
import { jumpKey, markedJumps } from './parts.js';
import { counted } from '../lib/text.js';

const signed = (v: number) => (v > 0 ? `+${v}` : String(v));
const ansi = (on: boolean, code: string, text: string) => (on ? `\x1b[${code}m${text}\x1b[0m` : text);

/** For each tile, the steps at which the path stands on it, and whether the jump onto it is marked. */
function stepsByTile(solution: SchoenbrunnSolution | undefined, parts: readonly Part[] | undefined) {
  const marks = markedJumps(parts);
  const steps = new Map<string, { steps: number[]; marked: boolean }>();
  solution?.path.forEach((tile, i) => {
    const key = cellKeyOf(tile);
    const entry = steps.get(key) ?? { steps: [], marked: false };
    entry.steps.push(i);
    if (i > 0 && marks.has(jumpKey(solution.path[i - 1]!, tile))) entry.marked = true;
    steps.set(key, entry);
  });
  return steps;
}

/**
 * The board (values, the start in angle brackets, the goal in parentheses) and beside it
 * the path jump by jump: each tile shows the step at which it is reached (0 on the start),
 * `·` where the path does not go; tiles reached by a marked jump in square brackets (or red).
 * Below the board instead when the two do not fit in `options.width`.
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
  // Beside the board when both fit in the width, else below it.
  const both = options.width === undefined || textWidth(board) + 4 + textWidth(order) <= options.width ? sideBySide(board, order) : `${board}\n\n${order}`;
  return `${header}\n${both}\n${summary}\n`;
}

const CELL = 56;
const MARGIN = 24;
/** Room under the board for the colour bar. */
const LEGEND = 30;
/**
 * Each direction has a lane of its own, clear of the tile's value (top left) and of its step
 * badge (top right): rightward and leftward jumps run across the lower half, downward and
 * upward ones down the middle, between value and badge.
 */
const LANE = { right: 0.6, left: 0.76, down: 0.48, up: 0.62 };
const BADGE = { x: 0.83, y: 0.2, r: 9 };

/** An arrowhead at `to`, pointing along from→to. */
function head(from: readonly [number, number], to: readonly [number, number], colour: string, size: number): string {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
  const [ux, uy] = [(to[0] - from[0]) / length, (to[1] - from[1]) / length];
  const [bx, by] = [to[0] - ux * size, to[1] - uy * size];
  const [px, py] = [-uy * size * 0.5, ux * size * 0.5];
  return `<path d="M${r1(to[0])} ${r1(to[1])} L${r1(bx + px)} ${r1(by + py)} L${r1(bx - px)} ${r1(by - py)} z" fill="${colour}"/>`;
}
const r1 = (v: number) => Math.round(v * 10) / 10;

/**
 * A standalone SVG: the board (values in the tiles' top-left corners, start green, goal
 * amber), one arrow per jump in its step's colour (purple first, amber last, as the bar below
 * says), in lanes by direction that keep clear of the values and badges, and on every tile
 * visited a badge with the step(s) at which it is reached, as in the text drawing. Marked
 * jumps (where another path differs) and their badges are red. With cooks, each path in its
 * own panel.
 */
export function renderSchoenbrunnSvg(puzzle: SchoenbrunnPuzzle, solution: SchoenbrunnSolution | undefined, cooks?: readonly Cook<SchoenbrunnSolution>[]): string {
  return cookPanels((s, marks) => drawSchoenbrunn(puzzle, s, marks), solution, cooks);
}

function drawSchoenbrunn(puzzle: SchoenbrunnPuzzle, solution: SchoenbrunnSolution | undefined, parts?: readonly Part[]): string {
  const [h, w] = [heightOf(puzzle), widthOf(puzzle)];
  const goal = goalOf(puzzle);
  const legend = solution && solution.jumps > 0 ? LEGEND : 0;
  const [width, height] = [2 * MARGIN + w * CELL, 2 * MARGIN + h * CELL + legend];
  const left = (c: number) => MARGIN + c * CELL;
  const top = (r: number) => MARGIN + r * CELL;
  const out: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">`, `<rect width="100%" height="100%" fill="#ffffff"/>`];
  puzzle.grid.forEach((row, r) =>
    row.forEach((v, c) => {
      const fill = sameTile([r, c], puzzle.start) ? '#d8f0d8' : sameTile([r, c], goal) ? '#f6e3b4' : '#ffffff';
      out.push(`<rect x="${left(c)}" y="${top(r)}" width="${CELL}" height="${CELL}" fill="${fill}" stroke="#555"/>`);
      out.push(`<text x="${left(c) + 4}" y="${top(r) + 15}" font-size="14" fill="#222">${escapeXml(signed(v))}</text>`);
    }),
  );
  if (!solution) return [...out, '</svg>', ''].join('\n');
  const marks = markedJumps(parts);
  const n = solution.jumps;
  const colourOf = (k: number, marked: boolean) => (marked ? MARK_COLOUR : stepColour(k, n));
  solution.path.slice(1).forEach((to, i) => {
    const from = solution.path[i]!;
    const marked = marks.has(jumpKey(from, to));
    const colour = colourOf(i + 1, marked);
    const [dr, dc] = [Math.sign(to[0] - from[0]), Math.sign(to[1] - from[1])];
    // Along a row in the row's lane for its direction, along a column in the column's.
    const lane = dc !== 0 ? (dc > 0 ? LANE.right : LANE.left) : dr > 0 ? LANE.down : LANE.up;
    const at = (tile: readonly number[], end: number): [number, number] =>
      dc !== 0 ? [left(tile[1]!) + CELL * (0.5 + 0.3 * end * dc), top(tile[0]!) + CELL * lane] : [left(tile[1]!) + CELL * lane, top(tile[0]!) + CELL * (0.5 + 0.3 * end * dr)];
    const [a, b] = [at(from, 1), at(to, -1)];
    out.push(`<line x1="${r1(a[0])}" y1="${r1(a[1])}" x2="${r1(b[0])}" y2="${r1(b[1])}" stroke="${colour}" stroke-width="${marked ? 3.2 : 2}"/>`);
    out.push(head(a, b, colour, marked ? 10 : 8));
  });
  for (const [key, entry] of stepsByTile(solution, parts)) {
    const [r, c] = parseCellKey(key);
    const text = entry.steps.join('/');
    const half = Math.max(BADGE.r, 3.2 * text.length + 3);
    const [x, y] = [left(c) + CELL * BADGE.x, top(r) + CELL * BADGE.y];
    const fill = entry.marked ? MARK_COLOUR : entry.steps[0] === 0 ? '#2e9d48' : stepColour(entry.steps[0]!, n);
    out.push(`<rect x="${r1(x - half)}" y="${y - BADGE.r}" width="${r1(2 * half)}" height="${2 * BADGE.r}" rx="${BADGE.r}" fill="${fill}"/>`);
    out.push(`<text x="${x}" y="${y + 3.5}" text-anchor="middle" font-size="${text.length > 2 ? 9 : 10}" fill="#ffffff">${text}</text>`);
  }
  if (legend > 0) out.push(stepLegend(MARGIN, height - MARGIN + 4, w * CELL, { label: 'jump', first: '1', last: String(n) }));
  return [...out, '</svg>', ''].join('\n');
}
