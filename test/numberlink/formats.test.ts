import { describe, expect, it } from 'vitest';
import { readPuzzle } from '../../src/api/index.js';
import { puzzlinkFormat, textFormat } from '../../src/encoders/numberlink/formats.js';
import type { NumberlinkPuzzle } from '../../src/encoders/numberlink/model.js';

// Published Nikoli-style puzzles, as linked from a puzzle page (difficulty 1-4) and a
// 42x25 puzzle with 44 pairs from a numlin URL parser's example.
const URLS = [
  'https://puzz.link/p?numlin/7/7/4h2j1i5h4q3h3h52s1',
  'https://puzz.link/p?numlin/10/10/1h2j65s5h3h1zk4y6k2i3m4l',
  'https://puzz.link/p?numlin/13/13/k3x6i7x1i2l4w5zl7j3i1u6p4m2z5',
  'https://puzz.link/p?numlin/14/14/u3p2u1o5k4k6u4k7h2zi9p7i6h8gahazh3n95m1w8',
  'https://puzz.link/p?numlin/42/25/zzi1zx5j3ve-1cv-13n6zp-2br2zl-2cvep8-1dp-29z-10x7zj-14t-1dzn-16j-1abj-20zr-19l-21zv-1bh-1fzg2h6hbh-11hch-17l-22h-24h-27h-2ah-24h-1cj3h7hch-12h-16h-1al-14h-21h-23h-29h-26h-2cj4h8hdh9h-17h-12l-1fh-25h-28h-2bh-27h-10zgah-20zv-1bl-23zr-18j-18fj-22zn-15t-26zj-13x-25zfp-15-19p-11vazl4r9zp-2an5vd-1ev-1ej1zx-28zzi',
];

const parse = (url: string) => {
  const result = puzzlinkFormat.parse(url);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
};

describe('puzz.link numlin URLs', () => {
  it.each(URLS)('round trips exactly and validates: %s', (url) => {
    const puzzle = parse(url);
    expect(puzzlinkFormat.serialize!(puzzle)).toEqual({ ok: true, value: url });
    const read = readPuzzle(url);
    expect(read.ok).toBe(true);
  });

  it('reads a Nikoli puzzle under the classic rule, with its source', () => {
    const puzzle = parse(URLS[0]!);
    expect(puzzle.fillAll).toBe(false);
    expect(puzzle.source).toBe(URLS[0]);
    expect(puzzle.grid).toEqual(['4..2...', '.1...5.', '.4.....', '......3', '..3..52', '.......', '......1']);
  });

  it('decodes numbers above 15 and writes multi-character labels as array rows', () => {
    const puzzle = parse(URLS[4]!);
    expect(puzzle.grid).toHaveLength(25);
    const labels = new Set((puzzle.grid as string[][]).flat().filter((l) => l !== ''));
    expect(labels.size).toBe(44);
    expect(labels.has('44')).toBe(true);
  });

  it('accepts pzv.jp addresses and writes the canonical puzz.link form', () => {
    const puzzle = parse('http://pzv.jp/p.html?numlin/7/7/4h2j1i5h4q3h3h52s1');
    expect(puzzlinkFormat.serialize!(puzzle)).toEqual({ ok: true, value: URLS[0] });
  });

  it('bad URLs give issues that say what is wrong', () => {
    const bad = (url: string) => {
      const result = puzzlinkFormat.parse(url);
      return result.ok ? [] : result.issues.map((i) => `${i.code}: ${i.message}`);
    };
    expect(bad('https://puzz.link/p?numlin/7/x/4h2')[0]).toMatch(/^url.shape/);
    expect(bad('https://puzz.link/p?numlin/2/2/1.1g')[0]).toContain('(0,1) holds "?"');
    expect(bad('https://puzz.link/p?numlin/3/3/1-z')[0]).toMatch(/^url.cells: bad number after "-"/);
    expect(bad('https://puzz.link/p?numlin/0/3/1')[0]).toMatch(/^url.size/);
  });

  it('a puzzle whose labels are not whole numbers cannot be a URL', () => {
    const result = puzzlinkFormat.serialize!({ type: 'numberlink', grid: ['A.A'] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]!.message).toContain('label "A" at (0,0)');
  });
});

describe('plain text', () => {
  const round = (p: NumberlinkPuzzle) => {
    const text = textFormat.serialize!(p);
    if (!text.ok) throw new Error('not writable');
    return textFormat.parse(text.value);
  };

  it('round trips single-character and multi-character grids', () => {
    const small: NumberlinkPuzzle = { type: 'numberlink', grid: ['A.B', '...', 'A.B'] };
    expect(round(small)).toEqual({ ok: true, value: small });
    const wide: NumberlinkPuzzle = { type: 'numberlink', grid: [['12', '', '12'], ['', '3', '3']] };
    expect(round(wide)).toEqual({ ok: true, value: wide });
  });

  it('is recognised on input and ragged rows are named', () => {
    const read = readPuzzle('1.2\n...\n1.2\n');
    expect(read.ok && read.value.format).toBe('text');
    const ragged = textFormat.parse('1.2\n..\n1.2');
    expect(ragged.ok ? '' : ragged.issues[0]!.message).toBe('line 2 has 2 cells, line 1 has 3');
  });
});
