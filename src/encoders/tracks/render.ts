import type { Cook, Part, RenderOptions } from '../family.js';
import { cookPanels, MARK_COLOUR } from '../lib/svg.js';
import { cellsOfParts, parseCellKey } from '../lib/grid.js';
import { cellKey, givensOf, isPiece, sidesOf, type Piece, type Port, type Side, type TracksPuzzle, type TracksSolution } from './model.js';

const LIGHT: Readonly<Record<Piece, string>> = { NS: '│', EW: '─', NE: '└', NW: '┘', SE: '┌', SW: '┐' };
/** Given pieces are drawn heavy. */
const HEAVY: Readonly<Record<Piece, string>> = { NS: '┃', EW: '━', NE: '┗', NW: '┛', SE: '┏', SW: '┓' };
/** Arrows at a port: the entrance points into the grid, the exit out of it. */
const INTO: Readonly<Record<Side, string>> = { N: '↓', S: '↑', W: '→', E: '←' };
const OUT_OF: Readonly<Record<Side, string>> = { N: '↑', S: '↓', W: '←', E: '→' };

const ansi = (on: boolean, code: string, text: string) => (on ? `\x1b[${code}m${text}\x1b[0m` : text);
const clueText = (clue: number | null) => (clue === null ? '?' : String(clue));

/** The piece shown at a cell: the solution's, else the given one. */
function pieceAt(solution: TracksSolution | undefined, givens: Map<string, Piece>, r: number, c: number): Piece | undefined {
  const shown = solution?.cells[r]?.[c] ?? givens.get(cellKey(r, c)) ?? '';
  return isPiece(shown) ? shown : undefined;
}

function arrowAt(puzzle: TracksPuzzle, r: number, c: number, side: Side): string | undefined {
  const is = (p: Port) => p.row === r && p.col === c && p.side === side;
  if (is(puzzle.entrance)) return INTO[side];
  if (is(puzzle.exit)) return OUT_OF[side];
  return undefined;
}

/**
 * The grid in box-drawing characters, three columns per cell, column clues on top, row
 * clues on the right, arrows at the entrance and exit; given pieces heavy; marked cells in
 * brackets (or red with colour).
 *
 * @example
 * renderTracksText(puzzle, solution, { color: false });
 */
export function renderTracksText(puzzle: TracksPuzzle, solution: TracksSolution | undefined, options: RenderOptions): string {
  const { width, height } = puzzle;
  const color = options.color;
  const givens = new Map(givensOf(puzzle).map((g) => [cellKey(g.row, g.col), g.piece]));
  const markedCells = cellsOfParts(options.marks);
  const lines: string[] = [];
  lines.push(('  ' + puzzle.colClues.map((c) => clueText(c).padStart(2).padEnd(3)).join('')).trimEnd());
  const portLine = (row: number, side: 'N' | 'S') => {
    const marks = Array.from({ length: width }, (_, c) => arrowAt(puzzle, row, c, side) ?? ' ');
    if (marks.some((m) => m !== ' ')) lines.push(('  ' + marks.map((m) => ` ${ansi(color && m !== ' ', '32', m)} `).join('')).trimEnd());
  };
  portLine(0, 'N');
  for (let r = 0; r < height; r++) {
    let line = ansi(color, '32', arrowAt(puzzle, r, 0, 'W') ?? ' ') + ' ';
    for (let c = 0; c < width; c++) {
      const piece = pieceAt(solution, givens, r, c);
      const given = givens.has(cellKey(r, c));
      const glyphs = given ? HEAVY : LIGHT;
      const dash = given ? '━' : '─';
      const sides: Side[] = piece ? sidesOf(piece) : [];
      let left = sides.includes('W') ? dash : ' ';
      let right = sides.includes('E') ? dash : ' ';
      const mid = piece ? glyphs[piece] : '·';
      const marked = markedCells.has(cellKey(r, c));
      if (marked && !color) [left, right] = ['[', ']'];
      let cell = left + mid + right;
      if (color && given) cell = ansi(true, '1;36', cell);
      if (color && marked) cell = ansi(true, '41', cell);
      line += cell;
    }
    line += ' ' + ansi(color, '32', arrowAt(puzzle, r, width - 1, 'E') ?? ' ') + ' ' + clueText(puzzle.rowClues[r] ?? null);
    lines.push(line);
  }
  portLine(height - 1, 'S');
  return lines.join('\n') + '\n';
}

const CELL = 36;
const MARGIN = 36;
/** How far an entrance or exit stub reaches out of the grid, and the room it takes from the clues beside it. */
const PORT_STUB = CELL * 0.7;
const PORT_ROOM = CELL * 0.75;
/** A corner turns in this radius at the cell's centre: the track runs straight, then turns, as a train track does on paper. */
const TURN = CELL * 0.2;
const TOWARDS: Readonly<Record<Side, readonly [number, number]>> = { N: [0, -1], S: [0, 1], W: [-1, 0], E: [1, 0] };

/** An arrowhead with its tip at (x, y), pointing along (dx, dy). */
function arrowhead(x: number, y: number, [dx, dy]: readonly [number, number], size: number, colour: string): string {
  const [bx, by] = [x - dx * size, y - dy * size];
  const [px, py] = [-dy * size * 0.6, dx * size * 0.6];
  return `<path d="M${x} ${y} L${bx + px} ${by + py} L${bx - px} ${by - py} z" fill="${colour}"/>`;
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A standalone SVG drawing: grid, clues, arrows at the ports, track (given pieces darker); with cooks, each solution in its own panel, the cells where it differs marked. */
export function renderTracksSvg(puzzle: TracksPuzzle, solution: TracksSolution | undefined, cooks?: readonly Cook<TracksSolution>[]): string {
  return cookPanels((s, marks) => drawTracks(puzzle, s, marks), solution, cooks);
}

function drawTracks(puzzle: TracksPuzzle, solution: TracksSolution | undefined, marks?: readonly Part[]): string {
  const { width, height } = puzzle;
  const givens = new Map(givensOf(puzzle).map((g) => [cellKey(g.row, g.col), g.piece]));
  // An entrance or exit on a clue side (north, east) pushes that side's clues out past its stub
  const onSide = (side: Side) => puzzle.entrance.side === side || puzzle.exit.side === side;
  const top = onSide('N') ? PORT_ROOM : 0;
  const right = onSide('E') ? PORT_ROOM : 0;
  const W = MARGIN * 2 + right + width * CELL;
  const H = MARGIN * 2 + top + height * CELL;
  const x0 = MARGIN;
  const y0 = MARGIN + top;
  const centre = (r: number, c: number): [number, number] => [x0 + c * CELL + CELL / 2, y0 + r * CELL + CELL / 2];
  const sidePoint = (r: number, c: number, side: Side): [number, number] => {
    const [x, y] = centre(r, c);
    const h = CELL / 2;
    return side === 'N' ? [x, y - h] : side === 'S' ? [x, y + h] : side === 'W' ? [x - h, y] : [x + h, y];
  };
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="${CELL * 0.45}">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
  ];
  for (const key of givens.keys()) {
    const [r, c] = parseCellKey(key);
    out.push(`<rect x="${x0 + c * CELL}" y="${y0 + r * CELL}" width="${CELL}" height="${CELL}" fill="#e4e4e4"/>`);
  }
  for (const key of cellsOfParts(marks)) {
    const [r, c] = parseCellKey(key);
    out.push(`<rect x="${x0 + c * CELL + 1.5}" y="${y0 + r * CELL + 1.5}" width="${CELL - 3}" height="${CELL - 3}" fill="#fde0dd" stroke="${MARK_COLOUR}" stroke-width="3"/>`);
  }
  for (let r = 0; r <= height; r++) out.push(`<line x1="${x0}" y1="${y0 + r * CELL}" x2="${x0 + width * CELL}" y2="${y0 + r * CELL}" stroke="#999"/>`);
  for (let c = 0; c <= width; c++) out.push(`<line x1="${x0 + c * CELL}" y1="${y0}" x2="${x0 + c * CELL}" y2="${y0 + height * CELL}" stroke="#999"/>`);
  puzzle.colClues.forEach((clue, c) => {
    out.push(`<text x="${centre(0, c)[0]}" y="${y0 - top - CELL * 0.3}" text-anchor="middle">${esc(clueText(clue))}</text>`);
  });
  puzzle.rowClues.forEach((clue, r) => {
    out.push(`<text x="${x0 + width * CELL + right + CELL * 0.5}" y="${centre(r, 0)[1] + CELL * 0.15}" text-anchor="middle">${esc(clueText(clue))}</text>`);
  });
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const piece = pieceAt(solution, givens, r, c);
      if (!piece) continue;
      const [s1, s2] = sidesOf(piece) as [Side, Side];
      const [a, b] = [sidePoint(r, c, s1), sidePoint(r, c, s2)];
      const [cx, cy] = centre(r, c);
      // Straight pieces straight; a corner straight in to near the centre, a tight turn, straight out.
      const [t1, t2] = [TOWARDS[s1], TOWARDS[s2]];
      const turn = t1[0] + t2[0] === 0 && t1[1] + t2[1] === 0 ? '' : ` L${cx + t1[0] * TURN} ${cy + t1[1] * TURN} Q${cx} ${cy} ${cx + t2[0] * TURN} ${cy + t2[1] * TURN}`;
      // Givens black, the rest slate: the red of where solutions differ stays apart from both.
      const stroke = givens.has(cellKey(r, c)) ? '#000' : '#4f6d7a';
      out.push(`<path d="M${a[0]} ${a[1]}${turn} L${b[0]} ${b[1]}" fill="none" stroke="${stroke}" stroke-width="${CELL / 6}" stroke-linecap="round" stroke-linejoin="round"/>`);
    }
  }
  for (const [port, colour] of [[puzzle.entrance, '#2b7a2b'], [puzzle.exit, '#2b4f9a']] as const) {
    const [x, y] = sidePoint(port.row, port.col, port.side);
    const [dx, dy] = TOWARDS[port.side];
    const [fx, fy] = [x + dx * PORT_STUB, y + dy * PORT_STUB];
    // The entrance's arrow points into the grid, the exit's out of it.
    const into = port === puzzle.entrance;
    const head = CELL * 0.28;
    const [x1, y1, x2, y2] = into ? [fx, fy, x - dx * 2, y - dy * 2] : [x, y, fx + dx * head * 0.4, fy + dy * head * 0.4];
    const [sx, sy] = [x2 - (into ? -dx : dx) * head * 0.8, y2 - (into ? -dy : dy) * head * 0.8];
    out.push(`<line x1="${x1}" y1="${y1}" x2="${sx}" y2="${sy}" stroke="${colour}" stroke-width="${CELL / 8}"/>`);
    out.push(arrowhead(x2, y2, into ? [-dx, -dy] : [dx, dy], head, colour));
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}
