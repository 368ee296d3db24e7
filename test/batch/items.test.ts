import { describe, expect, it } from 'vitest';
import { duplicateIds, splitFile, splitText } from '../../src/batch/items.js';

const TRACKS = '6x6:b5c5b5zb,3,4,S4,5,1,2,S5,4,3,2,2,3';
const URL = 'https://puzz.link/p?numlin/10/10/1h2j65s5h3h1zk4y6k2i3m4l';
const PUZZLE = { type: 'numberlink', grid: ['1.1'] };

describe('batch input: items and their ids', () => {
  it('a list: one puzzle a line, by line number; blank lines and # comments skipped; JSON lines mix in', () => {
    const { items, skipped } = splitText(`# dailies\n${TRACKS}\n\n${URL}\n  # later\nnot a puzzle\n${JSON.stringify(PUZZLE)}\n`);
    expect(items.map((i) => [i.id, i.text])).toEqual([
      [2, TRACKS],
      [4, URL],
      [6, 'not a puzzle'],
      [7, JSON.stringify(PUZZLE)],
    ]);
    expect(skipped).toBe(0);
  });

  it('JSON Lines: the id field where there is one (taken off the puzzle), else the line number; lines of text may mix in', () => {
    const { items } = splitText([JSON.stringify({ ...PUZZLE, id: 'a' }), JSON.stringify(PUZZLE), TRACKS, JSON.stringify({ id: 7, puzzle: PUZZLE })].join('\n'));
    expect(items.map((i) => i.id)).toEqual(['a', 2, 3, 7]);
    expect(JSON.parse(items[0]!.text)).toEqual(PUZZLE);
    expect(JSON.parse(items[3]!.text)).toEqual({ puzzle: PUZZLE });
    // A URL or game ID with an id: its text as the puzzle
    expect(splitText(JSON.stringify({ id: 'daily', puzzle: URL })).items).toEqual([{ id: 'daily', place: 'line 1', text: URL }]);
  });

  it('generate\'s text: the JSON lines are the puzzles, the drawings and exports around them are skipped and counted', () => {
    const text = `# Numberlink, seed 1: unique solution\n1 . 1\npuzzlink: ${URL}\n${JSON.stringify(PUZZLE)}\n# Numberlink, seed 2: unique\n2 . 2\n${JSON.stringify(PUZZLE)}\n`;
    const { items, skipped } = splitText(text);
    expect(items.map((i) => i.id)).toEqual([4, 7]);
    expect(skipped).toBe(3);
  });

  it('a JSON array: each element by its index; one JSON object over several lines is one puzzle', () => {
    expect(splitText(JSON.stringify([PUZZLE, { ...PUZZLE, id: 'x' }], null, 2)).items.map((i) => i.id)).toEqual([0, 'x']);
    expect(splitText(JSON.stringify(PUZZLE, null, 2)).items.map((i) => [i.id, JSON.parse(i.text)])).toEqual([[1, PUZZLE]]);
  });

  it('a line that is not JSON, or a bad id, is an item with its problem, named by its place', () => {
    const { items } = splitText(`${JSON.stringify(PUZZLE)}\n{"type": "numberlink",\n${JSON.stringify({ ...PUZZLE, id: [1] })}`);
    expect(items[1]).toMatchObject({ id: 2, problem: { code: 'json.syntax' } });
    expect(items[1]!.problem!.message).toMatch(/^line 2: not valid JSON at column \d+/);
    expect(items[2]).toMatchObject({ id: 3, problem: { code: 'batch.id', path: '/id' } });
  });

  it('a folder file: one puzzle whatever its format (a text board over several lines), or a JSON collection', () => {
    const board = 'schoenbrunn\n3 1 2\n1 1 1\n2 1 0\n';
    expect(splitFile('a/board.txt', board)).toEqual([{ id: 'a/board.txt', place: 'a/board.txt', text: board }]);
    expect(splitFile('p.json', JSON.stringify(PUZZLE)).map((i) => i.id)).toEqual(['p.json']);
    expect(splitFile('p.json', JSON.stringify({ ...PUZZLE, id: 'named' })).map((i) => i.id)).toEqual(['named']);
    expect(splitFile('many.jsonl', `${JSON.stringify(PUZZLE)}\n${JSON.stringify(PUZZLE)}\n`).map((i) => i.id)).toEqual(['many.jsonl:1', 'many.jsonl:2']);
    expect(splitFile('many.json', JSON.stringify([PUZZLE, PUZZLE])).map((i) => i.id)).toEqual(['many.json:0', 'many.json:1']);
    // A source file with braces on two lines is not JSON Lines: it is one (unreadable) puzzle
    expect(splitFile('code.ts', 'const a = 1;\n{\n}\n{ x }\n')).toHaveLength(1);
  });

  it('an id given twice is found, with both places (3 and "3" are different ids; line 3 without an id is id 3)', () => {
    const { items } = splitText([JSON.stringify({ ...PUZZLE, id: 3 }), JSON.stringify({ ...PUZZLE, id: '3' }), JSON.stringify(PUZZLE)].join('\n'));
    expect(duplicateIds(items.slice(0, 2))).toBeUndefined();
    expect(duplicateIds(items)).toEqual({ id: 3, first: 'line 1', second: 'line 3' });
  });
});
