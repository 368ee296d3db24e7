import { describe, expect, it } from 'vitest';
import { walkLanes } from '../../src/encoders/viennese/walk-lanes.js';

// A 2x2 square: a b / c d, a street 100 long; lanes 20 apart, aside towards down-right.
const at = new Map([
  ['a', { x: 0, y: 0 }],
  ['b', { x: 100, y: 0 }],
  ['c', { x: 0, y: 100 }],
  ['d', { x: 100, y: 100 }],
]);
const side = { x: Math.SQRT1_2, y: Math.SQRT1_2 };

describe('the walk drawn in lanes', () => {
  it('keeps every move parallel to its street and sets a street passed again one lane aside', () => {
    // a→b→d→c→a→b: a-b twice; the first pass on the street, the second 20 below it.
    const { line, middles } = walkLanes(['a', 'b', 'd', 'c', 'a', 'b'], at, 20, side);
    expect(line[0]).toEqual({ x: 0, y: 0 });
    expect(middles.slice(1)).toEqual([
      { x: 50, y: 0 },
      { x: 100, y: 50 },
      { x: 50, y: 100 },
      { x: 0, y: 50 },
      { x: 65, y: 20 },
    ]);
    // Corners where the stretches' lines cross: each stretch stays horizontal or vertical
    for (let k = 1; k < line.length; k++) {
      const [p, q] = [line[k - 1]!, line[k]!];
      expect(p.x === q.x || p.y === q.y).toBe(true);
    }
    expect(line.at(-1)).toEqual({ x: 100, y: 20 });
  });

  it('turns back along the same street in a lane of its own (u-turn)', () => {
    const { line } = walkLanes(['a', 'b', 'a'], at, 20, side);
    // Parallel stretches are joined straight across at the turn
    expect(line).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 20 },
      { x: 0, y: 20 },
    ]);
  });
});
