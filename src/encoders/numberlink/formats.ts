import type { PuzzleFormat } from '../family.js';
import { cellName, failed, issue, parsed, pointer, type Issue, type Parsed } from '../issues.js';
import { gridFromCells } from './grid-rows.js';
import { cellsOf, type NumberlinkPuzzle } from './model.js';
import { puzzlinkFormat } from './puzzlink.js';
import { counted } from '../lib/text.js';

export { gridFromCells } from './grid-rows.js';
export { puzzlinkFormat } from './puzzlink.js';

/*
 * Plain text: one row per line, top row first.
 * - Character rows (`1..2`): one character per cell.
 * - Token rows (`12 . . 12`): cells separated by blanks, for labels longer than one character;
 *   used as soon as any line has a blank between two cells.
 * Empty cells: `.` (written), `-` (read). A `0` is read as empty too when the text has no
 * `.` or `-` and more than two zeros (the "0 = empty" grids of many solvers); otherwise `0`
 * is a label. Lines are trimmed; blank lines before and after the grid are ignored.
 * Not labels: `?` (unknown numbers cannot be paired) and `{ } [ ] " , ;` (not a grid).
 * The text carries the grid only: it is read with the default rule (every cell covered,
 * as in Flow Free), and `fillAll`, `title`, `source` are not written.
 */

const EMPTY = new Set(['.', '-']);
const NOT_LABEL = /[?{}[\]",;]/;

interface Line {
  readonly number: number; // 1-based line in the input
  readonly cells: string[];
}

function textLines(text: string): Line[] {
  const raw = text.split(/\r?\n/);
  const lines = raw.map((l, i) => ({ number: i + 1, text: l.trim() }));
  while (lines.length > 0 && lines[0]!.text === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1]!.text === '') lines.pop();
  const tokens = lines.some((l) => /\S\s+\S/.test(l.text));
  return lines.map((l) => ({ number: l.number, cells: l.text === '' ? [] : tokens ? l.text.split(/\s+/) : [...l.text] }));
}

function parseText(text: string): Parsed<NumberlinkPuzzle> {
  const lines = textLines(text);
  if (lines.length === 0) return failed(issue('text.empty', '', 'the text holds no grid rows'));
  const issues: Issue[] = [];
  const width = lines[0]!.cells.length;
  lines.forEach(({ number, cells }, r) => {
    if (cells.length !== width) {
      issues.push(
        issue('text.ragged', pointer('grid', r), `row ${r} (line ${number}) has ${counted(cells.length, 'cell')}, row 0 (line ${lines[0]!.number}) has ${width}`),
      );
    }
    cells.forEach((cell, c) => {
      const bad = NOT_LABEL.exec(cell);
      if (bad) {
        const why = bad[0] === '?' ? 'an unknown number cannot be paired' : 'not a cell of a grid';
        issues.push(issue('text.char', pointer('grid', r, c), `"${bad[0]}" at row ${r}, column ${c} (line ${number}; cell ${cellName(r, c)}): ${why}`));
      }
    });
  });
  if (issues.length > 0) return failed(...issues.slice(0, 10));
  const all = lines.flatMap((l) => l.cells);
  const zeroIsEmpty = !all.some((t) => EMPTY.has(t)) && all.filter((t) => t === '0').length > 2;
  const rows = lines.map((l) => l.cells.map((t) => (EMPTY.has(t) || (zeroIsEmpty && t === '0') ? '' : t)));
  return parsed({ type: 'numberlink', grid: gridFromCells(rows) });
}

function serializeText(puzzle: NumberlinkPuzzle): Parsed<string> {
  const cells = cellsOf(puzzle);
  const issues: Issue[] = [];
  cells.forEach((row, r) =>
    row.forEach((label, c) => {
      const where = pointer('grid', r, ...(typeof puzzle.grid[r] === 'string' ? [] : [c]));
      if (EMPTY.has(label) || /\s/.test(label) || NOT_LABEL.test(label)) {
        issues.push(issue('text.label', where, `label "${label}" at ${cellName(r, c)} cannot be written as plain text (it would read as empty or break the grid)`));
      }
    }),
  );
  if (issues.length > 0) return failed(...issues.slice(0, 10));
  const single = cells.every((row) => row.every((l) => [...l].length <= 1));
  if (single) return parsed(cells.map((row) => row.map((l) => l || '.').join('')).join('\n'));
  const width = Math.max(...cells.flat().map((l) => [...l].length));
  return parsed(cells.map((row) => row.map((l) => (l || '.').padEnd(width)).join(' ').trimEnd()).join('\n'));
}

/** Plain-text grids; see the comment above for the characters accepted. */
export const textFormat: PuzzleFormat<NumberlinkPuzzle> = {
  name: 'text',
  description: 'plain text: one row per line, . for an empty cell (blank-separated cells for long labels)',
  detect(text) {
    const trimmed = text.trim();
    if (trimmed === '' || /[{}]|:\/\//.test(trimmed) || puzzlinkFormat.detect(trimmed)) return false;
    return trimmed.includes('\n') || trimmed.includes('.');
  },
  parse: parseText,
  serialize: serializeText,
};

export const numberlinkFormats: readonly PuzzleFormat<NumberlinkPuzzle>[] = [puzzlinkFormat, textFormat];
