import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { idKey } from '../../src/batch/items.js';
import { ResultsFile, ResultsProblem, resultLine } from '../../src/batch/results.js';

const scratch = () => join(mkdtempSync(join(tmpdir(), 'cookcheck-results-')), 'results.jsonl');

describe('batch results file', () => {
  it('a line is the id, then the result object; ids already there are known when the file is opened again', () => {
    const path = scratch();
    const file = new ResultsFile(path);
    file.write(resultLine(2, '{"verdict":"unique"}'));
    file.write(resultLine('b', '{"verdict":"none"}'));
    file.close();
    expect(readFileSync(path, 'utf8')).toBe('{"id":2,"verdict":"unique"}\n{"id":"b","verdict":"none"}\n');
    const again = new ResultsFile(path);
    expect([...again.done].sort()).toEqual([idKey(2), idKey('b')].sort());
    expect(again.done.has(idKey('2'))).toBe(false);
    again.close();
  });

  it('a last line cut off by a crash is taken off, so its puzzle is asked again and no half line stays', () => {
    const path = scratch();
    writeFileSync(path, '{"id":1,"verdict":"unique"}\n{"id":2,"verd');
    const file = new ResultsFile(path);
    expect(file.repaired).toBe(true);
    expect([...file.done]).toEqual([idKey(1)]);
    file.write(resultLine(2, '{"verdict":"none"}'));
    file.close();
    expect(readFileSync(path, 'utf8')).toBe('{"id":1,"verdict":"unique"}\n{"id":2,"verdict":"none"}\n');
  });

  it('a file that is not a results file is refused, and left as it was', () => {
    const path = scratch();
    writeFileSync(path, 'https://puzz.link/p?numlin/5/5/1\n');
    expect(() => new ResultsFile(path)).toThrow(ResultsProblem);
    expect(readFileSync(path, 'utf8')).toBe('https://puzz.link/p?numlin/5/5/1\n');
  });

  it('reorder puts the lines in input order; lines of ids not in the input keep their order, after the others', () => {
    const path = scratch();
    const file = new ResultsFile(path);
    for (const id of [3, 'old', 1, 2]) file.write(resultLine(id, '{}'));
    file.reorder([1, 2, 3].map(idKey));
    expect(readFileSync(path, 'utf8')).toBe('{"id":1}\n{"id":2}\n{"id":3}\n{"id":"old"}\n');
  });
});
