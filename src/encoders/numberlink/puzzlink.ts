import type { PuzzleFormat } from '../family.js';
import { cellName, failed, issue, parsed, pointer, type Issue, type Parsed } from '../issues.js';
import { cellsOf, endpointsOf, type NumberlinkPuzzle } from './model.js';
import { gridFromCells } from './grid-rows.js';
import { MAX_SIDE } from './validate.js';

/*
 * puzz.link / pzv.jp `numlin` URLs, as pzprjs (the puzz.link engine) reads and writes them:
 *   <any host>/p[.html]?[type=editor&]numlin[_edit|_play]/<cols>/<rows>/<cells>
 * `<cells>` lists the cells in reading order ("Number16" in pzprjs):
 *   0-9 a-f        a number 0-15
 *   -xx            16-255 (two hex digits)
 *   +xxx           256-4095
 *   =xxx           4096 + xxx        %xxx or @xxx  8192 + xxx
 *   *xxxx          12240 + xxxx      $xxxxx        77776 + xxxxx
 *   .              a circle with an unknown number ("?")
 *   g-z            1-20 empty cells
 * Cells left over at the end are empty. pzprjs skips characters it does not know; we
 * report them instead, since they mean a damaged URL.
 */

/** The address cookcheck writes; pzv.jp and other pzprjs hosts are read too. */
export const PUZZLINK_BASE = 'https://puzz.link/p?numlin/';

/** Long number forms: prefix, hex digits, offset (pzprjs writes `@`, reads `%` too). */
const LONG_FORMS: readonly { prefix: string; digits: number; offset: number }[] = [
  { prefix: '-', digits: 2, offset: 0 },
  { prefix: '+', digits: 3, offset: 0 },
  { prefix: '=', digits: 3, offset: 4096 },
  { prefix: '@', digits: 3, offset: 8192 },
  { prefix: '%', digits: 3, offset: 8192 },
  { prefix: '*', digits: 4, offset: 12240 },
  { prefix: '$', digits: 5, offset: 77776 },
];
/** The largest number the URL can hold (`$fffff`). */
export const MAX_URL_NUMBER = 0xfffff + 77776;

const PID = /^(?:numlin|numberlink)(?:_edit|_play)?$/i;

/** `numlin` in the query, after any `key=value&` parameters. */
const detectUrl = (text: string) => /\?(?:\w+=\w+&)*(?:numlin|numberlink)(?:_edit|_play)?(?:\/|$)/i.test(text.trim());

interface UrlParts {
  readonly width: number;
  readonly height: number;
  readonly body: string;
}

/** Splits the address into size and cell data, as pzprjs's URL parser does. */
function splitUrl(url: string): Parsed<UrlParts> {
  const shape = `not a numlin URL of the form ${PUZZLINK_BASE}<cols>/<rows>/<cells>: ${url}`;
  const start = url.indexOf('?');
  if (start < 0) return failed(issue('url.shape', '', shape));
  // Leading `type=editor&`-style parameters, then the puzzle id
  const query = url.slice(start + 1).replace(/^(?:\w+=\w+&)*/, '');
  const segments = query.split('/');
  if (!PID.test(segments.shift() ?? '')) return failed(issue('url.shape', '', shape));
  // A variant (`v:...`) or a flag segment before the size: numlin defines none; skipped as pzprjs does
  if (segments[0]?.startsWith('v:')) segments.shift();
  if (segments[0] !== undefined && segments[0] !== '' && !/^\d+$/.test(segments[0])) segments.shift();
  const [cols, rows, ...rest] = segments;
  if (cols === undefined || rows === undefined || !/^\d+$/.test(cols) || !/^\d+$/.test(rows)) {
    const read = cols === undefined || cols === '' ? 'nothing follows' : `read "${cols}/${rows ?? ''}"`;
    return failed(issue('url.size', '', `the URL has no size <cols>/<rows> after "numlin/" (${read}): ${url}`));
  }
  const width = Number(cols);
  const height = Number(rows);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
    return failed(issue('url.size', '', `the URL's grid is ${width}x${height} (columns x rows); sizes 1..${MAX_SIDE} are supported`));
  }
  if (rest.length > 0 && rest[rest.length - 1] === '') rest.pop();
  return parsed({ width, height, body: rest.join('/') });
}

/** Decodes the cell data; issues name the character (1-based) and the cell it would fill. */
function decodeCells({ width, height, body }: UrlParts): Parsed<{ rows: string[][]; written: number }> {
  const total = width * height;
  const cells: string[] = [];
  let i = 0;
  const here = () => `character ${i + 1} ("${body[i]}") of the cell data, at cell ${cellName(Math.floor(cells.length / width), cells.length % width)}`;
  const at = () => pointer('grid', Math.floor(cells.length / width), cells.length % width);
  while (i < body.length && cells.length < total) {
    const ch = body[i]!;
    const form = LONG_FORMS.find((f) => f.prefix === ch);
    if (/[0-9a-f]/.test(ch)) {
      cells.push(String(parseInt(ch, 16)));
      i += 1;
    } else if (form) {
      const digits = body.slice(i + 1, i + 1 + form.digits);
      if (!new RegExp(`^[0-9a-f]{${form.digits}}$`).test(digits)) {
        return failed(issue('url.number', at(), `${here()}: "${ch}" must be followed by ${form.digits} hex digits, found "${digits}"`));
      }
      cells.push(String(parseInt(digits, 16) + form.offset));
      i += 1 + form.digits;
    } else if (ch >= 'g' && ch <= 'z') {
      // g..z: 1..20 empty cells (a run may overshoot the grid's end; pzprjs allows it)
      const run = Math.min(parseInt(ch, 36) - 15, total - cells.length);
      for (let k = 0; k < run; k++) cells.push('');
      i += 1;
    } else if (ch === '.') {
      return failed(issue('url.unknown', at(), `${here()}: a circle with an unknown number ("?"), which a solver cannot pair`));
    } else {
      return failed(issue('url.char', at(), `${here()}: not a numlin cell code (0-9 a-f, - + = @ % * $ numbers, g-z empty runs)`));
    }
  }
  if (i < body.length) {
    return failed(
      issue('url.trailing', '', `the cell data has ${body.length - i} character(s) left after all ${width}x${height} cells ("${body.slice(i)}"): is the size right?`),
    );
  }
  const written = cells.length;
  while (cells.length < total) cells.push('');
  return parsed({ rows: Array.from({ length: height }, (_, r) => cells.slice(r * width, (r + 1) * width)), written });
}

/**
 * Cells past the end of the data are empty (pzprjs), so a URL cut short still reads; when
 * that leaves labels without their pair, say where the data ended.
 */
function truncation(rows: string[][], written: number, width: number): Issue | undefined {
  const total = rows.length * width;
  if (written >= total) return undefined;
  const counts = new Map<string, number>();
  for (const label of rows.flat()) if (label !== '') counts.set(label, (counts.get(label) ?? 0) + 1);
  const single = [...counts].filter(([, n]) => n === 1).map(([label]) => label);
  if (single.length === 0) return undefined;
  const shown = single.slice(0, 8).join(', ') + (single.length > 8 ? ', ...' : '');
  return issue(
    'url.truncated',
    '',
    `the cell data ends after ${written} of ${total} cells (before cell ${cellName(Math.floor(written / width), written % width)}) and label${single.length === 1 ? '' : 's'} ${shown} appear${single.length === 1 ? 's' : ''} only once: is the URL cut short?`,
  );
}

/** One number as pzprjs writes it, or undefined when the label is not a number the URL can hold. */
function writeNumber(label: string): string | undefined {
  if (!/^(0|[1-9]\d*)$/.test(label)) return undefined;
  const n = Number(label);
  if (n < 16) return n.toString(16);
  if (n < 256) return `-${n.toString(16)}`;
  if (n < 4096) return `+${n.toString(16)}`;
  const hex = (v: number, width: number) => v.toString(16).padStart(width, '0');
  if (n < 8192) return `=${hex(n - 4096, 3)}`;
  if (n < 12240) return `@${hex(n - 8192, 3)}`;
  if (n < 77776) return `*${hex(n - 12240, 4)}`;
  if (n <= MAX_URL_NUMBER) return `$${hex(n - 77776, 5)}`;
  return undefined;
}

/** Labels that are not URL numbers, with a relabelling in reading order to offer. */
function relabelHint(cells: string[][]): string {
  const labels = [...endpointsOf(cells).keys()];
  const taken = new Set(labels.filter((l) => writeNumber(l) !== undefined));
  let next = 1;
  const pairs: string[] = [];
  for (const label of labels) {
    if (taken.has(label)) continue;
    while (taken.has(String(next))) next++;
    pairs.push(`${label}→${next}`);
    taken.add(String(next));
  }
  const shown = pairs.slice(0, 8).join(', ') + (pairs.length > 8 ? ', ...' : '');
  return `relabel the pairs with whole numbers, e.g. ${shown}`;
}

/**
 * puzz.link / pzv.jp `numlin` URLs, e.g. `https://puzz.link/p?numlin/7/7/4h2j1i5h4q3h3h52s1`.
 * A Nikoli puzzle: read with the classic rule (`fillAll: false`, cells may stay empty) and
 * the URL as `source`. Written in the canonical form `https://puzz.link/p?numlin/W/H/cells`.
 */
export const puzzlinkFormat: PuzzleFormat<NumberlinkPuzzle> = {
  name: 'puzzlink',
  description: 'puzz.link / pzv.jp numlin URL (read with the classic rule: cells may stay empty)',
  detect: detectUrl,
  parse(text) {
    const url = text.trim();
    const parts = splitUrl(url);
    if (!parts.ok) return parts;
    const decoded = decodeCells(parts.value);
    if (!decoded.ok) return decoded;
    const { rows, written } = decoded.value;
    const cut = truncation(rows, written, parts.value.width);
    if (cut) return failed(cut);
    return parsed({ type: 'numberlink', grid: gridFromCells(rows), fillAll: false, source: url });
  },
  serialize(puzzle) {
    const cells = cellsOf(puzzle);
    const issues: Issue[] = [];
    let body = '';
    let gap = 0;
    cells.forEach((row, r) =>
      row.forEach((label, c) => {
        if (label === '') {
          gap += 1;
          if (gap === 20) [body, gap] = [body + 'z', 0];
          return;
        }
        const code = writeNumber(label);
        if (code === undefined) {
          // One issue per label, at its first cell
          if (issues.some((i) => i.message.startsWith(`label "${label}" `))) return;
          const where = pointer('grid', r, ...(typeof puzzle.grid[r] === 'string' ? [] : [c]));
          issues.push(issue('url.label', where, `label "${label}" at ${cellName(r, c)} is not a whole number 0-${MAX_URL_NUMBER}, which a numlin URL needs`));
          return;
        }
        if (gap > 0) [body, gap] = [body + (15 + gap).toString(36), 0];
        body += code;
      }),
    );
    if (gap > 0) body += (15 + gap).toString(36);
    if (issues.length > 0) {
      const hint = relabelHint(cells);
      return failed(...issues.slice(0, 5).map((i) => ({ ...i, message: `${i.message}: ${hint}` })));
    }
    return parsed(`${PUZZLINK_BASE}${cells[0]?.length ?? 0}/${cells.length}/${body}`);
  },
};
