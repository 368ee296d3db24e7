import type { Cook, Part, RenderOptions } from '../family.js';
import { cellKey, cellsOfParts, edgeKey, edgesOfParts, parseCellKey } from '../lib/grid.js';
import { cookPanels, MARK_COLOUR, MOST_PANELS } from '../lib/svg.js';
import { labelColours, neighboursOf, PATH_COLOURS } from './palette.js';
import { inverse, paint, PALETTE_SIZE } from '../lib/ansi.js';
import { escapeXml } from '../lib/text.js';
import { cellsOf, endpointsOf, type NumberlinkPuzzle, type NumberlinkSolution } from './model.js';

type Side = 'N' | 'E' | 'S' | 'W';
const LIGHT: Record<string, string> = { EW: '─', NS: '│', ES: '┌', SW: '┐', EN: '└', NW: '┘', E: '╶', W: '╴', N: '╵', S: '╷' };
const HEAVY: Record<string, string> = { EW: '━', NS: '┃', ES: '┏', SW: '┓', EN: '┗', NW: '┛', E: '╺', W: '╸', N: '╹', S: '╻' };

/** For each cell, the sides its path leaves by (read from the paths, not the labels). */
function joinsOf(solution: NumberlinkSolution): Map<string, Side[]> {
  const joins = new Map<string, Side[]>();
  const add = (r: number, c: number, side: Side) => joins.set(cellKey(r, c), [...(joins.get(cellKey(r, c)) ?? []), side]);
  for (const { cells } of solution.paths) {
    for (let i = 1; i < cells.length; i++) {
      const [r0, c0] = cells[i - 1]!;
      const [r1, c1] = cells[i]!;
      const [forward, back]: [Side, Side] = r1 > r0 ? ['S', 'N'] : r1 < r0 ? ['N', 'S'] : c1 > c0 ? ['E', 'W'] : ['W', 'E'];
      add(r0, c0, forward);
      add(r1, c1, back);
    }
  }
  return joins;
}

const glyphKey = (sides: readonly Side[]) => [...sides].sort().join('');

/**
 * The grid as text: endpoint labels, paths in box-drawing characters, `·` for empty cells.
 * Every cell is as wide as the longest label plus one column for the line to its east
 * neighbour, so 2-character labels give 3 columns a cell. Cells where two solutions differ
 * (`marks`: their cells, both cells of an edge) are drawn inverted with colour; without colour their lines are heavy (`┃━┛`)
 * and an empty one shows `*`, so the difference stays visible in plain text.
 */
export function renderNumberlinkText(puzzle: NumberlinkPuzzle, solution: NumberlinkSolution | undefined, options: RenderOptions): string {
  const given = cellsOf(puzzle);
  const labels = [...endpointsOf(given).keys()];
  const width = Math.max(1, ...labels.map((l) => [...l].length));
  const joins = solution ? joinsOf(solution) : new Map<string, Side[]>();
  const markedCells = cellsOfParts(options.marks);
  const colours = options.color ? labelColours(labels, neighboursOf(labels, given, solution ? [solution] : []), PALETTE_SIZE) : new Map<string, number>();
  const drawCell = (endpoint: string, r: number, c: number): string => {
    const key = cellKey(r, c);
    const sides = joins.get(key) ?? [];
    const marked = markedCells.has(key);
    const plainMark = marked && !options.color;
    const glyphs = plainMark ? HEAVY : LIGHT;
    // The line to the east neighbour fills the rest of the cell and the gap after it
    const east = sides.includes('E') ? glyphs['EW']! : ' ';
    const text = endpoint !== '' ? endpoint : sides.length === 0 ? (plainMark ? '*' : '·') : (glyphs[glyphKey(sides)] ?? '?');
    // The last column has nothing to its east: no padding, so lines end without blanks
    const last = c === given[r]!.length - 1;
    const cell = last ? text : text + east.repeat(width - [...text].length + 1);
    if (!options.color) return cell;
    const label = solution?.grid[r]?.[c] ?? endpoint;
    const coloured = label === '' ? cell : paint(cell, colours.get(label) ?? 0);
    return marked ? inverse(coloured) : coloured;
  };
  return given.map((row, r) => row.map((endpoint, c) => drawCell(endpoint, r, c)).join('')).join('\n');
}

const SVG_CELL = 40;

/**
 * A standalone SVG: grid, each path a coloured line through cell centres, endpoints as discs;
 * with cooks, each solution in its own panel, where it differs marked.
 */
export function renderNumberlinkSvg(puzzle: NumberlinkPuzzle, solution: NumberlinkSolution | undefined, cooks: readonly Cook<NumberlinkSolution>[] = []): string {
  // One colour per label in every panel; labels side by side in any drawing never share one.
  const given = cellsOf(puzzle);
  const labels = [...endpointsOf(given).keys()];
  const drawn = solution ? [solution, ...cooks.slice(0, MOST_PANELS - 1).map((c) => c.solution)] : [];
  const colours = labelColours(labels, neighboursOf(labels, given, drawn), PATH_COLOURS.length);
  const colourOf = (label: string) => PATH_COLOURS[colours.get(label) ?? 0];
  return cookPanels((s, marks) => drawNumberlink(puzzle, s, colourOf, marks), solution, cooks);
}

/**
 * One drawing; marked cells (a label differs) ringed in the mark colour on a pale ground,
 * marked edges (the line differs) under a wide band of it.
 */
function drawNumberlink(puzzle: NumberlinkPuzzle, solution: NumberlinkSolution | undefined, colourOf: (label: string) => string, marks?: readonly Part[]): string {
  const given = cellsOf(puzzle);
  const height = given.length;
  const width = given[0]!.length;
  const centre = (v: number) => v * SVG_CELL + SVG_CELL / 2;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * SVG_CELL}" height="${height * SVG_CELL}" viewBox="0 0 ${width * SVG_CELL} ${height * SVG_CELL}">`,
    `<rect width="100%" height="100%" fill="white"/>`,
  ];
  for (let r = 0; r <= height; r++) parts.push(`<line x1="0" y1="${r * SVG_CELL}" x2="${width * SVG_CELL}" y2="${r * SVG_CELL}" stroke="#ccc"/>`);
  for (let c = 0; c <= width; c++) parts.push(`<line x1="${c * SVG_CELL}" y1="0" x2="${c * SVG_CELL}" y2="${height * SVG_CELL}" stroke="#ccc"/>`);
  const markedEdges = edgesOfParts(marks);
  const markedCells = [...cellsOfParts(marks?.filter((p) => p.kind !== 'edge'))].map(parseCellKey);
  for (const [r, c] of markedCells) {
    parts.push(`<rect x="${c * SVG_CELL + 2}" y="${r * SVG_CELL + 2}" width="${SVG_CELL - 4}" height="${SVG_CELL - 4}" fill="#fde0dd" stroke="${MARK_COLOUR}" stroke-width="3"/>`);
  }
  for (const { cells } of solution?.paths ?? []) {
    cells.slice(1).forEach(([r, c], i) => {
      const [r0, c0] = cells[i]!;
      if (!markedEdges.has(edgeKey([r0, c0], [r, c]))) return;
      parts.push(`<line x1="${centre(c0)}" y1="${centre(r0)}" x2="${centre(c)}" y2="${centre(r)}" stroke="${MARK_COLOUR}" stroke-opacity="0.45" stroke-width="26" stroke-linecap="round"/>`);
    });
  }
  for (const { label, cells } of solution?.paths ?? []) {
    const points = cells.map(([r, c]) => `${centre(c)},${centre(r)}`).join(' ');
    parts.push(`<polyline points="${points}" fill="none" stroke="${colourOf(label)}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`);
  }
  given.forEach((row, r) =>
    row.forEach((label, c) => {
      if (label === '') return;
      parts.push(`<circle cx="${centre(c)}" cy="${centre(r)}" r="15" fill="${colourOf(label)}" stroke="#ffffff" stroke-width="1.5"/>`);
      parts.push(
        `<text x="${centre(c)}" y="${centre(r)}" font-family="sans-serif" font-size="${label.length > 2 ? 10 : 14}" fill="white" text-anchor="middle" dominant-baseline="central">${escapeXml(label)}</text>`,
      );
    }),
  );
  parts.push('</svg>');
  return parts.join('\n');
}
