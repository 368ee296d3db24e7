import type { PuzzleFormat } from '../family.js';
import { failed, issue, parsed, pointer, type Issue, type Parsed } from '../issues.js';
import { pieceOf, sidesOf, type Given, type Side, type TracksPuzzle } from './model.js';

/*
 * Simon Tatham's Portable Puzzle Collection, "Tracks": game IDs `WxH:desc`. The grid part
 * lists the cells in reading order: a hex digit is a given piece as direction bits
 * (R=1, U=2, L=4, D=8), a letter a..z is a run of 1..26 cells without a given. Then come
 * w column clues and h row clues, each `,n`; `S` before a column clue marks the exit
 * (through the bottom edge) and before a row clue the entrance (through the left edge).
 * Rules there: the track may run alongside itself.
 */

const BIT: Readonly<Record<Side, number>> = { E: 1, N: 2, W: 4, S: 8 };
const ID = /^(\d+)(?:x(\d+))?(?:d[a-z])?o?:(.*)$/s;

function tathamIssue(message: string, path = ''): Issue {
  return issue('tatham.id', path, message);
}

export function parseTatham(text: string): Parsed<TracksPuzzle> {
  const id = text.trim();
  const match = ID.exec(id);
  if (!match) return failed(tathamIssue('not a Tatham Tracks game ID (expected WxH:description)'));
  const width = Number(match[1]);
  const height = Number(match[2] ?? match[1]);
  if (width < 1 || height < 1 || width > 100 || height > 100) return failed(tathamIssue(`grid size ${width}x${height} is out of range (1 to 100)`));
  const desc = match[3]!;
  const cells = width * height;
  // Characters are counted in the whole game ID, 1-based, so a person can find them.
  const offset = id.length - desc.length;
  const place = (k: number) => `character ${offset + k + 1} ('${desc[k]}')`;
  if (desc === '') return failed(tathamIssue(`the description after "${id}" is empty: expected the grid part (${cells} cells), then ${width + height} clues`));
  const givens: Given[] = [];
  let i = 0;
  let at = 0;
  while (i < cells) {
    const ch = desc[at];
    if (ch === undefined || ch === ',') {
      return failed(tathamIssue(`the grid part ends at character ${offset + at + 1} after ${i} of ${cells} cells: is the game ID cut short?`));
    }
    if (ch >= 'a' && ch <= 'z') {
      i += ch.charCodeAt(0) - 96;
      if (i > cells) return failed(tathamIssue(`${place(at)} runs to cell ${i}; a ${width}x${height} grid has ${cells}`));
    } else if (/^[0-9A-F]$/.test(ch)) {
      const flags = parseInt(ch, 16);
      if (flags !== 0) {
        const sides = (Object.keys(BIT) as Side[]).filter((s) => flags & BIT[s]);
        if (sides.length !== 2) return failed(tathamIssue(`${place(at)}, cell ${i}: not a piece joining two sides`));
        givens.push({ row: Math.floor(i / width), col: i % width, piece: pieceOf(sides[0]!, sides[1]!) });
      }
      i += 1;
    } else return failed(tathamIssue(`${place(at)} in the grid part is not a piece (0-9 A-F) or a run of empty cells (a-z)`));
    at += 1;
  }
  if (at < desc.length && desc[at] !== ',') {
    return failed(tathamIssue(`the grid part is too long: all ${cells} cells are described before ${place(at)}, where "," and the clues should start`));
  }
  const clues = desc.slice(at);
  const numbers = clues.split(',').slice(1);
  const bad = numbers.findIndex((n) => !/^S?\d+$/.test(n));
  if (bad >= 0) {
    const start = offset + at + numbers.slice(0, bad).reduce((sum, n) => sum + n.length + 1, 0) + 2;
    return failed(tathamIssue(`clue ${bad + 1} ("${numbers[bad]}", from character ${start}) is not a number (with "S" marking the entrance or exit)`));
  }
  if (numbers.length !== width + height) {
    return failed(tathamIssue(`expected ${width + height} clues after the grid part (${width} columns, then ${height} rows; ",n" each, "S" marking entrance and exit), found ${numbers.length}`));
  }
  const values = numbers.map((n) => Number(n.replace('S', '')));
  const marked = numbers.map((n, k) => (n.startsWith('S') ? k : -1)).filter((k) => k >= 0);
  const exits = marked.filter((k) => k < width);
  const entrances = marked.filter((k) => k >= width);
  if (exits.length !== 1 || entrances.length !== 1) return failed(tathamIssue('the clues must mark (S) one column (the exit) and one row (the entrance)'));
  return parsed({
    type: 'tracks',
    width,
    height,
    rowClues: values.slice(width),
    colClues: values.slice(0, width),
    entrance: { row: entrances[0]! - width, col: 0, side: 'W' },
    exit: { row: height - 1, col: exits[0]!, side: 'S' },
    givens,
  });
}

export function serializeTatham(puzzle: TracksPuzzle): Parsed<string> {
  const { width, height, entrance, exit } = puzzle;
  const issues: Issue[] = [];
  if (entrance.side !== 'W' || entrance.col !== 0) {
    issues.push(issue('tatham.port', pointer('entrance'), 'a Tatham game ID has its entrance on the left edge (side W, column 0)'));
  }
  if (exit.side !== 'S' || exit.row !== height - 1) {
    issues.push(issue('tatham.port', pointer('exit'), 'a Tatham game ID has its exit on the bottom edge (side S, last row)'));
  }
  for (const key of ['rowClues', 'colClues'] as const) {
    const unknown = puzzle[key].findIndex((c) => c === null);
    if (unknown >= 0) issues.push(issue('tatham.clue', pointer(key, unknown), 'a Tatham game ID gives every row and column clue'));
  }
  if (puzzle.forbidSelfTouch) {
    issues.push(issue('tatham.rule', pointer('forbidSelfTouch'), "Tatham's rules let the track run alongside itself; this puzzle forbids it"));
  }
  if (issues.length > 0) return failed(...issues);
  const pieces = new Map((puzzle.givens ?? []).map((g) => [g.row * width + g.col, g.piece]));
  let grid = '';
  for (let i = 0; i < width * height; i++) {
    const piece = pieces.get(i);
    const last = grid[grid.length - 1];
    if (piece !== undefined) grid += sidesOf(piece).reduce((f, s) => f + BIT[s], 0).toString(16).toUpperCase();
    else if (last !== undefined && last >= 'a' && last < 'z') grid = grid.slice(0, -1) + String.fromCharCode(last.charCodeAt(0) + 1);
    else grid += 'a';
  }
  const cols = puzzle.colClues.map((c, x) => `,${x === exit.col ? 'S' : ''}${c}`).join('');
  const rows = puzzle.rowClues.map((c, y) => `,${y === entrance.row ? 'S' : ''}${c}`).join('');
  return parsed(`${width}x${height}:${grid}${cols}${rows}`);
}

export const tathamFormat: PuzzleFormat<TracksPuzzle> = {
  name: 'tatham',
  description: "Simon Tatham's Portable Puzzle Collection Tracks game ID (WxH:description); entrance on the left edge, exit on the bottom edge",
  detect: (text) => /^\d+(x\d+)?(d[a-z])?o?:/.test(text.trim()),
  parse: parseTatham,
  serialize: serializeTatham,
};

export const tracksFormats: readonly PuzzleFormat<TracksPuzzle>[] = [tathamFormat];
