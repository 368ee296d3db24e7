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
});
