import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readPuzzle } from '../../src/api/index.js';
import { readStream } from '../../src/cli/read-input.js';
import { CliExit } from '../../src/cli/exit-codes.js';

const GAME_ID = '8x8:CrCcCd9i6d9iCiA,2,2,3,6,5,5,6,S6,S3,3,4,5,5,5,5,5';
const URL = 'https://puzz.link/p?numlin/7/7/4h2j1i5h4q3h3h52s1';

function issuesOf(text: string, overrides: Record<string, unknown> = {}, index?: number) {
  const read = readPuzzle(text, overrides, index === undefined ? {} : { index });
  if (read.ok) throw new Error(`expected issues for ${text.slice(0, 60)}`);
  return read.issues;
}

describe('foreign formats say what is wrong and where', () => {
  it('a truncated Tatham game ID: where the grid part ends and how many cells it covered', () => {
    const [problem] = issuesOf('8x8:CrCcCd9i');
    expect(problem).toMatchObject({ code: 'tatham.id' });
    expect(problem!.message).toContain('ends at character 13 after 38 of 64 cells');
  });

  it('an empty description, a zero size, a bad character, a bad clue', () => {
    expect(issuesOf('8x8:')[0]!.message).toContain('is empty');
    expect(issuesOf('0x0:')[0]!.message).toContain('0x0 is out of range');
    expect(issuesOf(GAME_ID.replace('Cr', 'C!'))[0]!.message).toContain("character 6 ('!')");
    expect(issuesOf(GAME_ID.replace(',5,5,6,S6', ',5,x,6,S6'))[0]!.message).toContain('clue 6 ("x", from character 31)');
  });

  it('a grid part that is too long is reported as such, not as a clue count', () => {
    const message = issuesOf(GAME_ID.replace('CiA,', 'CiAa,'))[0]!.message;
    expect(message).toContain('grid part is too long');
    expect(message).toContain("character 20 ('a')");
  });

  it('a numlin URL with nothing after it, and one cut short', () => {
    expect(issuesOf('puzz.link/p?numlin')[0]).toMatchObject({ code: 'url.size' });
    const cut = issuesOf('https://puzz.link/p?numlin/7/7/4h2j1i5h4q3')[0]!;
    expect(cut.code).toBe('url.truncated');
    expect(cut.message).toContain('ends after 28 of 49 cells');
  });

  it('the whole URL and game ID still read', () => {
    expect(readPuzzle(URL)).toMatchObject({ ok: true, value: { format: 'puzzlink' } });
    expect(readPuzzle(GAME_ID)).toMatchObject({ ok: true, value: { format: 'tatham' } });
  });
});

describe('overrides', () => {
  it('an unknown property and the type are refused, with the property as the pointer', () => {
    expect(issuesOf(URL, { fillAl: true })[0]).toMatchObject({ code: 'override.unknown', path: '/fillAl' });
    expect(issuesOf(URL, { type: 'tracks' })[0]).toMatchObject({ code: 'override.type' });
    expect(issuesOf(GAME_ID, { fillAll: false })[0]).toMatchObject({ code: 'override.unknown', path: '/fillAll' });
  });

  it('a bad value is reported at its property', () => {
    expect(issuesOf(URL, { fillAll: 'tru' })[0]).toMatchObject({ path: '/fillAll' });
  });
});

describe('every output is an input', () => {
  const a = { type: 'numberlink', grid: ['1.1'] };
  const b = { type: 'numberlink', grid: ['2..2'] };
  const gridOf = (text: string, index?: number) => {
    const read = readPuzzle(text, {}, index === undefined ? {} : { index });
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    return read.value.puzzle['grid'];
  };

  it('JSON Lines: the first, or the one --index picks; out of range is an issue', () => {
    const lines = `${JSON.stringify(a)}\n${JSON.stringify(b)}\n`;
    expect(gridOf(lines)).toEqual(['1.1']);
    expect(gridOf(lines, 1)).toEqual(['2..2']);
    expect(issuesOf(lines, {}, 2)[0]).toMatchObject({ code: 'input.index' });
  });

  it('generate --json (an array of {seed, puzzle, solution}) and a --json answer with its puzzle', () => {
    expect(gridOf(JSON.stringify([{ seed: 1, puzzle: a, solution: {} }, { seed: 2, puzzle: b, solution: {} }]), 1)).toEqual(['2..2']);
    expect(gridOf(JSON.stringify({ type: 'numberlink', verdict: 'unique', solutions: [], puzzle: b }))).toEqual(['2..2']);
  });

  it("generate's text: comment lines and drawings around one JSON line per puzzle", () => {
    const text = `# seed 1\n1 · 1\n${JSON.stringify(a)}\n\n# seed 2\n2 · · 2\npuzzlink: x\n${JSON.stringify(b)}\n`;
    expect(gridOf(text)).toEqual(['1.1']);
    expect(gridOf(text, 1)).toEqual(['2..2']);
  });

  it('a broken line among JSON Lines names its line', () => {
    expect(issuesOf(`${JSON.stringify(a)}\n{"type":\n`)[0]!.message).toContain('line 2');
  });
});

describe('standard input is read as a stream', () => {
  it('waits for slow data', async () => {
    const stream = new PassThrough();
    setTimeout(() => stream.write('{"type":'), 20);
    setTimeout(() => stream.end('"numberlink"}'), 60);
    const bytes = await readStream(stream, '<stdin>');
    expect(new TextDecoder().decode(bytes)).toBe('{"type":"numberlink"}');
  });

  it('stops past the limit with an invalid-input exit', async () => {
    const stream = new PassThrough();
    stream.end(Buffer.alloc(2000));
    await expect(readStream(stream, '<stdin>', 1000)).rejects.toBeInstanceOf(CliExit);
  });
});

describe('the schema validators count characters as a person does', () => {
  const withLabel = (label: string) => JSON.stringify({ type: 'numberlink', grid: [[label, '', label]] });

  it('a label of eight emoji (sixteen UTF-16 units) fits maxLength 8; nine do not, and the error names the cell', () => {
    expect(readPuzzle(withLabel('🚂'.repeat(8))).ok).toBe(true);
    const [problem] = issuesOf(withLabel('🚂'.repeat(9)));
    expect(problem).toMatchObject({ code: 'schema.maxLength', path: '/grid/0/0' });
  });
});
