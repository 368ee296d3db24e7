import type { PuzzleFormat } from '../family.js';
import { cellName, failed, issue, parsed, pointer, type Parsed } from '../issues.js';
import { cellsOf, type NumberlinkPuzzle } from './model.js';

/** Rows as JSON writes them: strings when every label is one character, arrays otherwise. */
export function gridFromCells(cells: readonly (readonly string[])[]): NumberlinkPuzzle['grid'] {
  const single = cells.every((row) => row.every((l) => [...l].length <= 1 && l !== '.'));
  return single ? cells.map((row) => row.map((l) => (l === '' ? '.' : l)).join('')) : cells.map((row) => [...row]);
}

const URL_PATTERN = /^(?:https?:\/\/)?(?:[\w.-]+)\/(?:p(?:\.html)?)\?(?:numlin|numberlink)\/(\d+)\/(\d+)\/([0-9a-z.+-]*)\/?$/i;

/**
 * puzz.link / pzv.jp `numlin` URLs, e.g. `https://puzz.link/p?numlin/7/7/4h2j1i5h4q3h3h52s1`.
 * Cells in reading order: a hex digit is a number 0-15, `-xx` 16-255, `+xxx` 256-4095,
 * `.` an unknown number, and `g`..`z` skip 1..20 empty cells (pzprjs "Number16").
 * A Nikoli puzzle: read with the classic rule (cells may stay empty).
 */
export const puzzlinkFormat: PuzzleFormat<NumberlinkPuzzle> = {
  name: 'puzzlink',
  description: 'puzz.link / pzv.jp numlin URL',
  detect: (text) => /\?(numlin|numberlink)\//i.test(text),
  parse(text) {
    const url = text.trim();
    const match = URL_PATTERN.exec(url);
    if (!match) return failed(issue('url.shape', '', `not a numlin URL of the form https://puzz.link/p?numlin/<width>/<height>/<cells>: ${url}`));
    const width = Number(match[1]);
    const height = Number(match[2]);
    const body = match[3]!;
    if (width < 1 || height < 1 || width > 200 || height > 200) {
      return failed(issue('url.size', '', `numlin URL size ${width}x${height} is outside 1..200`));
    }
    const cells: string[] = [];
    for (let i = 0; i < body.length && cells.length < width * height; ) {
      const ch = body[i]!;
      const take = (n: number) => {
        const digits = body.slice(i + 1, i + 1 + n);
        if (!/^[0-9a-f]+$/.test(digits) || digits.length !== n) return undefined;
        i += n + 1;
        return String(parseInt(digits, 16));
      };
      let value: string | undefined;
      if (/[0-9a-f]/.test(ch)) {
        value = String(parseInt(ch, 16));
        i += 1;
      } else if (ch === '-' || ch === '+') {
        value = take(ch === '-' ? 2 : 3);
        if (value === undefined) return failed(issue('url.cells', '', `bad number after "${ch}" at character ${i + 1} of the cell data`));
      } else if (ch >= 'g' && ch <= 'z') {
        for (let k = 0; k < parseInt(ch, 36) - 15; k++) cells.push('');
        i += 1;
        continue;
      } else if (ch === '.') {
        const [r, c] = [Math.floor(cells.length / width), cells.length % width];
        return failed(issue('url.unknown', '', `cell ${cellName(r, c)} holds "?" (an unknown number), which cookcheck cannot solve`));
      } else {
        return failed(issue('url.cells', '', `unexpected character "${ch}" at character ${i + 1} of the cell data`));
      }
      cells.push(value!);
    }
    while (cells.length < width * height) cells.push('');
    const rows = Array.from({ length: height }, (_, r) => cells.slice(r * width, (r + 1) * width));
    return parsed({ type: 'numberlink', grid: gridFromCells(rows), fillAll: false, source: url });
  },
  serialize(puzzle) {
    const cells = cellsOf(puzzle);
    let body = '';
    let gap = 0;
    const flush = (force: boolean) => {
      if (gap > 0 && (force || gap === 20)) {
        body += (15 + gap).toString(36);
        gap = 0;
      }
    };
    for (let r = 0; r < cells.length; r++) {
      for (let c = 0; c < cells[r]!.length; c++) {
        const label = cells[r]![c]!;
        if (label === '') {
          gap += 1;
          flush(false);
          continue;
        }
        const n = Number(label);
        if (!/^\d+$/.test(label) || n >= 4096 || String(n) !== label) {
          return failed(
            issue('url.label', pointer('grid', r), `label "${label}" at ${cellName(r, c)}: a numlin URL holds whole numbers 0-4095 only (relabel the pairs 1, 2, 3, ...)`),
          );
        }
        flush(true);
        body += n < 16 ? n.toString(16) : n < 256 ? `-${n.toString(16)}` : `+${n.toString(16)}`;
      }
    }
    flush(true);
    return parsed(`https://puzz.link/p?numlin/${cells[0]!.length}/${cells.length}/${body}`);
  },
};

/**
 * Plain text: one row per line, `.` for an empty cell. Rows of single characters
 * (`1..2`), or whitespace-separated tokens for longer labels (`12 . . 12`).
 * Read with the default rule (every cell covered), as Flow Free levels are.
 */
export const textFormat: PuzzleFormat<NumberlinkPuzzle> = {
  name: 'text',
  description: 'rows of characters, . for an empty cell',
  detect: (text) => {
    const lines = text.trim().split(/\r?\n/);
    if (/:\/\/|\?/.test(text)) return false;
    return lines.every((l) => /^[^\s{}[\]"]+( +[^\s{}[\]"]+)*$/.test(l.trim())) && text.includes('.');
  },
  parse(text) {
    const lines = text.trim().split(/\r?\n/).map((l) => l.trim());
    const spaced = lines.some((l) => /\s/.test(l));
    const rows = lines.map((l) => (spaced ? l.split(/\s+/) : [...l]).map((t) => (t === '.' ? '' : t)));
    const problem = rows.findIndex((row) => row.length !== rows[0]!.length);
    if (problem >= 0) {
      return failed(issue('text.ragged', `/line/${problem + 1}`, `line ${problem + 1} has ${rows[problem]!.length} cells, line 1 has ${rows[0]!.length}`));
    }
    return parsed({ type: 'numberlink', grid: gridFromCells(rows) });
  },
  serialize(puzzle): Parsed<string> {
    const cells = cellsOf(puzzle);
    const single = cells.every((row) => row.every((l) => [...l].length <= 1));
    if (single) return parsed(cells.map((row) => row.map((l) => l || '.').join('')).join('\n'));
    const width = Math.max(...cells.flat().map((l) => l.length));
    return parsed(cells.map((row) => row.map((l) => (l || '.').padEnd(width)).join(' ').trimEnd()).join('\n'));
  },
};

export const numberlinkFormats: readonly PuzzleFormat<NumberlinkPuzzle>[] = [puzzlinkFormat, textFormat];
