import { describe, expect, it } from 'vitest';
import { readPuzzle } from '../../src/api/index.js';
import { numberlinkFormats, puzzlinkFormat, textFormat } from '../../src/encoders/numberlink/formats.js';
import type { NumberlinkPuzzle } from '../../src/encoders/numberlink/model.js';
import type { Parsed } from '../../src/encoders/issues.js';

// Real numlin URLs, each with where it was found (code search over public repositories).
const URLS: { url: string; source: string }[] = [
  // A puzzle site's list of Nikoli-style puzzles by difficulty (1-4).
  { url: 'https://puzz.link/p?numlin/7/7/4h2j1i5h4q3h3h52s1', source: 'puzzle list, difficulty 1' },
  { url: 'https://puzz.link/p?numlin/8/8/h13i2i4i3g4g5i1r2l6g6i5t', source: 'puzzle list, difficulty 1' },
  { url: 'https://puzz.link/p?numlin/10/10/1h2j65s5h3h1zk4y6k2i3m4l', source: 'puzzle list' },
  { url: 'https://puzz.link/p?numlin/13/13/k3x6i7x1i2l4w5zl7j3i1u6p4m2z5', source: 'puzzle list' },
  { url: 'https://puzz.link/p?numlin/14/14/u3p2u1o5k4k6u4k7h2zi9p7i6h8gahazh3n95m1w8', source: 'puzzle list' },
  // semiexp/cspuz_core, cspuz_rs_puzzles/src/puzzles/numlin.rs (serializer test)
  { url: 'https://puzz.link/p?numlin/6/6/j4h14m2n2h133k', source: 'semiexp/cspuz_core numlin.rs' },
  // robx/pzprjs, test/script/numlin.js (the engine's own test puzzle)
  { url: 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3', source: 'robx/pzprjs test/script/numlin.js' },
  // A puzzle-hunt page (Thai) linking its Numberlink puzzle
  { url: 'https://puzz.link/p?numlin/9/9/h1j32j4l5v67o2g4l7r3j165i', source: 'puzzle hunt page' },
  { url: 'https://puzz.link/p?numlin/11/11/h8h65s4h6g8p9t2zl4i7l1h5n9h2i1g7i3h3i', source: 'puzzle page (RAINBOW)' },
  // A clingo-based solver's example list: 26x26, numbers up to 22 (`-xx` forms)
  {
    url: 'https://puzz.link/p?numlin/26/26/zz-15gdx-12nfs-16j8x4v-11zxes9kfs8zg4lbm6k5ubv2r-14n1q-10z5v7zeq3n3r1v-13u9k-11mdl6zgas2k-10sczxav-16x7jcs-15n-13x-14g-12zz',
    source: 'solver example list',
  },
  // A Rust numlin URL parser's example: 42x25 with 44 pairs
  {
    url: 'https://puzz.link/p?numlin/42/25/zzi1zx5j3ve-1cv-13n6zp-2br2zl-2cvep8-1dp-29z-10x7zj-14t-1dzn-16j-1abj-20zr-19l-21zv-1bh-1fzg2h6hbh-11hch-17l-22h-24h-27h-2ah-24h-1cj3h7hch-12h-16h-1al-14h-21h-23h-29h-26h-2cj4h8hdh9h-17h-12l-1fh-25h-28h-2bh-27h-10zgah-20zv-1bl-23zr-18j-18fj-22zn-15t-26zj-13x-25zfp-15-19p-11vazl4r9zp-2an5vd-1ev-1ej1zx-28zzi',
    source: 'Rust parser example',
  },
];

const ok = <T>(result: Parsed<T>): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
};
const issuesOf = <T>(result: Parsed<T>) => (result.ok ? [] : result.issues);
const parseUrl = (url: string) => ok(puzzlinkFormat.parse(url));
const writeUrl = (p: NumberlinkPuzzle) => ok(puzzlinkFormat.serialize!(p));

describe('puzz.link numlin URLs', () => {
  it.each(URLS)('round trips exactly and validates: $url ($source)', ({ url }) => {
    const puzzle = parseUrl(url);
    expect(writeUrl(puzzle)).toBe(url);
    expect(parseUrl(writeUrl(puzzle))).toEqual(puzzle);
    expect(readPuzzle(url)).toMatchObject({ ok: true, value: { format: 'puzzlink' } });
  });

  it('reads a Nikoli puzzle under the classic rule, with its source', () => {
    const url = URLS[0]!.url;
    expect(parseUrl(url)).toEqual({
      type: 'numberlink',
      grid: ['4..2...', '.1...5.', '.4.....', '......3', '..3..52', '.......', '......1'],
      fillAll: false,
      source: url,
    });
  });

  it('decodes the grid cspuz_core expects for its test URL', () => {
    expect(parseUrl('https://puzz.link/p?numlin/6/6/j4h14m2n2h133k').grid).toEqual(['....4.', '.14...', '....2.', '......', '.2..13', '3.....']);
  });

  it('decodes numbers above 15 and writes multi-character labels as array rows', () => {
    const puzzle = parseUrl(URLS[URLS.length - 1]!.url);
    expect(puzzle.grid).toHaveLength(25);
    const labels = new Set((puzzle.grid as string[][]).flat().filter((l) => l !== ''));
    expect(labels.size).toBe(44);
    expect(labels.has('44')).toBe(true);
  });

  it('writes every number form of pzprjs and reads it back', () => {
    const numbers = [1, 15, 16, 255, 256, 4095, 4096, 8191, 8192, 12239, 12240, 77775, 77776, 1126351];
    const row = numbers.flatMap((n) => [String(n), '']);
    const puzzle: NumberlinkPuzzle = { type: 'numberlink', grid: [row, row], fillAll: false };
    const url = writeUrl(puzzle);
    const body = '1gfg-10g-ffg+100g+fffg=000g=fffg@000g@fcfg*0000g*ffffg$00000g$fffffg';
    expect(url).toBe(`https://puzz.link/p?numlin/28/2/${body}${body}`);
    expect(parseUrl(url)).toEqual({ ...puzzle, source: url });
    expect(parseUrl('https://puzz.link/p?numlin/2/1/%001-14').grid).toEqual([['8193', '20']]);
  });

  it('writes empty runs as pzprjs does: z for 20, then the rest', () => {
    const p: NumberlinkPuzzle = { type: 'numberlink', grid: ['1' + '.'.repeat(21) + '1', '.'.repeat(23)], fillAll: false };
    expect(writeUrl(p)).toBe('https://puzz.link/p?numlin/23/2/1zg1zi');
    expect(parseUrl(writeUrl(p))).toEqual({ ...p, source: writeUrl(p) });
  });

  it.each([
    'http://pzv.jp/p.html?numlin/7/7/4h2j1i5h4q3h3h52s1',
    'https://pzprxs.vercel.app/p?numlin/7/7/4h2j1i5h4q3h3h52s1',
    'https://puzz.link/p?numlin_edit/7/7/4h2j1i5h4q3h3h52s1',
    'https://puzz.link/p?type=player&numlin/7/7/4h2j1i5h4q3h3h52s1/',
    'puzz.link/p?numberlink/7/7/4h2j1i5h4q3h3h52s1',
    // non-canonical but valid: a number in a long form, trailing empty cells left out
    'https://puzz.link/p?numlin/7/7/-04h2j1i5h4q3h3h52s1',
    'https://puzz.link/p?numlin/7/7/4h2j1i5h4q3h3h52s1',
  ])('reads %s and writes the canonical puzz.link form', (url) => {
    const puzzle = parseUrl(url);
    expect(puzzle.source).toBe(url);
    expect(writeUrl(puzzle)).toBe(URLS[0]!.url);
  });

  it('fills cells the data leaves out with empty ones', () => {
    expect(parseUrl('https://puzz.link/p?numlin/3/2/1g1').grid).toEqual(['1.1', '...']);
    expect(writeUrl(parseUrl('https://puzz.link/p?numlin/3/2/1g1'))).toBe('https://puzz.link/p?numlin/3/2/1g1i');
  });

  it('bad URLs give issues that name the place', () => {
    const bad = (url: string) => issuesOf(puzzlinkFormat.parse(url)).map((i) => `${i.code} ${i.path}: ${i.message}`)[0] ?? '';
    expect(bad('https://puzz.link/p?slither/7/7/4h2')).toMatch(/^url.shape : not a numlin URL/);
    expect(bad('https://puzz.link/p?numlin/7/x/4h2')).toMatch(/^url.size : the URL has no size/);
    expect(bad('https://puzz.link/p?numlin/0/3/1')).toMatch(/^url.size : the URL's grid is 0x3/);
    expect(bad('https://puzz.link/p?numlin/500/3/1')).toMatch(/^url.size/);
    expect(bad('https://puzz.link/p?numlin/2/2/1.1g')).toBe(
      'url.unknown /grid/0/1: character 2 (".") of the cell data, at cell (0,1): a circle with an unknown number ("?"), which a solver cannot pair',
    );
    expect(bad('https://puzz.link/p?numlin/3/3/1h-z1')).toBe(
      'url.number /grid/1/0: character 3 ("-") of the cell data, at cell (1,0): "-" must be followed by 2 hex digits, found "z1"',
    );
    expect(bad('https://puzz.link/p?numlin/3/3/1G1')).toMatch(/^url.char \/grid\/0\/1: character 2 \("G"\) of the cell data, at cell \(0,1\)/);
    expect(bad('https://puzz.link/p?numlin/2/1/1112')).toMatch(/^url.trailing : the cell data has 2 character\(s\) left after all 2x1 cells \("12"\)/);
  });

  it('a puzzle whose labels are not whole numbers cannot be a URL, and relabelling is offered', () => {
    const issues = issuesOf(puzzlinkFormat.serialize!({ type: 'numberlink', grid: ['A.A', 'B1B', '..1'] }));
    expect(issues.map((i) => `${i.code} ${i.path}`)).toEqual(['url.label /grid/0', 'url.label /grid/1']);
    expect(issues[0]).toEqual({
      code: 'url.label',
      path: '/grid/0',
      message: 'label "A" at (0,0) is not a whole number 0-1126351, which a numlin URL needs: relabel the pairs with whole numbers, e.g. A→2, B→3',
    });
    expect(issuesOf(puzzlinkFormat.serialize!({ type: 'numberlink', grid: [['07', '', '07']] }))[0]!.path).toBe('/grid/0/0');
  });

  it('is detected among the inputs', () => {
    expect(puzzlinkFormat.detect('  https://puzz.link/p?numlin/7/7/4h2 ')).toBe(true);
    expect(puzzlinkFormat.detect('https://puzz.link/p?slither/7/7/4h2')).toBe(false);
    expect(textFormat.detect(URLS[0]!.url)).toBe(false);
  });
});

describe('plain text', () => {
  const round = (p: NumberlinkPuzzle) => textFormat.parse(ok(textFormat.serialize!(p)));

  it.each<NumberlinkPuzzle>([
    { type: 'numberlink', grid: ['A.B', '...', 'A.B'] },
    { type: 'numberlink', grid: ['0..1', '0..1'] },
    { type: 'numberlink', grid: ['00'] },
    { type: 'numberlink', grid: [['12', '', '12'], ['', '3', '3']] },
  ])('round trips %j', (p) => {
    expect(round(p)).toEqual({ ok: true, value: p });
  });

  it('writes characters, or aligned tokens for long labels', () => {
    expect(ok(textFormat.serialize!({ type: 'numberlink', grid: ['1.2', '1.2'] }))).toBe('1.2\n1.2');
    expect(ok(textFormat.serialize!({ type: 'numberlink', grid: [['12', '', '12'], ['', '3', '3']] }))).toBe('12 .  12\n.  3  3');
  });

  it('reads - as empty, and 0 as empty in grids that use it so', () => {
    expect(ok(textFormat.parse('1-2\n---\n1-2')).grid).toEqual(['1.2', '...', '1.2']);
    expect(ok(textFormat.parse('1002\n0000\n1002')).grid).toEqual(['1..2', '....', '1..2']);
    expect(ok(textFormat.parse('\n  1 . 2\n  . . .\n  1 . 2\n\n')).grid).toEqual(['1.2', '...', '1.2']);
  });

  it('is recognised on input', () => {
    const read = readPuzzle('1.2\n...\n1.2\n');
    expect(read.ok && read.value.format).toBe('text');
    expect(textFormat.detect('{"type": "numberlink"}')).toBe(false);
    expect(numberlinkFormats.map((f) => f.name)).toEqual(['puzzlink', 'text']);
  });

  it('parse errors name row, column and line', () => {
    expect(issuesOf(textFormat.parse('1.2\n..\n1.2'))).toEqual([
      { code: 'text.ragged', path: '/grid/1', message: 'row 1 (line 2) has 2 cells, row 0 (line 1) has 3' },
    ]);
    expect(issuesOf(textFormat.parse('\n1.2\n.?.\n1.2'))).toEqual([
      { code: 'text.char', path: '/grid/1/1', message: '"?" at row 1, column 1 (line 3; cell (1,1)): an unknown number cannot be paired' },
    ]);
    expect(issuesOf(textFormat.parse('  \n \n'))[0]!.code).toBe('text.empty');
  });

  it('labels that would read back differently cannot be written', () => {
    const issues = issuesOf(textFormat.serialize!({ type: 'numberlink', grid: [['a b', '', 'a b'], ['-', '', '-']] }));
    expect(issues.map((i) => `${i.code} ${i.path}`)).toEqual(['text.label /grid/0/0', 'text.label /grid/0/2', 'text.label /grid/1/0', 'text.label /grid/1/2']);
    expect(issues[0]!.message).toContain('label "a b" at (0,0)');
  });
});
