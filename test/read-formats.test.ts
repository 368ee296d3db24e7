import { describe, expect, it } from 'vitest';
import { readPuzzle } from '../src/api/index.js';

describe('text several formats can read', () => {
  it('goes to the format whose puzzle is valid: a digit grid with one 0 is a Rook Jumping Maze, not a Numberlink', () => {
    const read = readPuzzle('3 1 2 2\n2 1 1 3\n1 2 1 1\n3 2 3 0\n');
    expect(read.ok && [read.value.family.type, read.value.format]).toEqual(['schoenbrunn', 'rjm']);
  });
  it('still reads a digit grid of pairs as Numberlink', () => {
    const read = readPuzzle('1.2\n...\n1.2\n');
    expect(read.ok && read.value.family.type).toBe('numberlink');
  });
  it('reports only the errors of the format a header names: a typo in a Schönbrunn text board is not a ragged Numberlink grid', () => {
    const read = readPuzzle('schoenbrunn\nstart 0 0\nmode normal\n+2 +x +1\n+1 +3  0\n+1 +3 +3\n');
    expect(read.ok).toBe(false);
    expect(!read.ok && read.issues.map((i) => [i.code, i.message])).toEqual([['text.syntax', 'line 4: "+2 +x +1" is neither a setting nor a row of integers']]);
  });
});
