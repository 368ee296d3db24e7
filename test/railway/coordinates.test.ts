import { describe, expect, it } from 'vitest';
import { answerPuzzle, readPuzzle } from '../../src/api/index.js';
import { railway } from '../../src/encoders/railway/index.js';

/** A two-node maze with the start at `x` (issue 33: 1e308 passed validation and ended in an internal error). */
const maze = (x: number, points?: [number, number][]) =>
  JSON.stringify({
    type: 'railway',
    nodes: [{ id: 'F', x: 0, y: 100 }, { id: 'S', x, y: 100 }],
    segments: [{ id: 'a', from: 'F', to: 'S', ...(points ? { points } : {}) }],
    transitions: [],
    start: { node: 'S' },
    finish: { node: 'F' },
  });

describe('railway coordinates the encoding can take', () => {
  it('refuses a node or a polyline point past a million pixels, naming its JSON pointer', () => {
    for (const [text, pointer] of [
      [maze(1e308), '/nodes/1/x'],
      [maze(-2e6), '/nodes/1/x'],
      [maze(10, [[0, 100], [5, 1e300], [10, 100]]), '/segments/0/points/1/1'],
    ] as const) {
      const read = readPuzzle(text);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.issues.map((i) => i.path)).toContain(pointer);
    }
  });

  it('solves a maze at the edge of the range with a finite length', async () => {
    const read = readPuzzle(maze(1e6));
    if (!read.ok) throw new Error(read.issues[0]!.message);
    const answer = await answerPuzzle(railway, read.value.puzzle, { limit: 2, engine: {}, best: true });
    expect(answer.verdict).toBe('unique');
    expect((answer.solutions[0] as { length: number }).length).toBe(1e6);
  });
});
