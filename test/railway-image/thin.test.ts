import { describe, expect, it } from 'vitest';
import { traceSkeleton } from '../../src/image/pixel-graph.js';
import type { Bitmap } from '../../src/image/raster.js';
import { ringGroups, thin, zhangSuenDeletes } from '../../src/image/thin.js';

/** `#` is track. */
function bitmap(rows: string[]): Bitmap {
  const width = rows[0]!.length;
  const data = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => [...row].forEach((c, x) => (data[y * width + x] = c === '#' ? 1 : 0)));
  return { width, height: rows.length, data };
}

function picture(b: Bitmap): string[] {
  const rows: string[] = [];
  for (let y = 0; y < b.height; y++) rows.push([...b.data.slice(y * b.width, (y + 1) * b.width)].map((v) => (v ? '#' : '.')).join(''));
  return rows;
}

const ringOf = (bits: string) => new Uint8Array([...bits].map(Number)); // N NE E SE S SW W NW

describe('thinning', () => {
  it('deletes south/east boundary pixels in the first sub-iteration and north/west ones in the second', () => {
    // Top edge of a bar (N empty; E, SE, S, SW, W set): E*S*W = 1 keeps it in step 0, N = 0 deletes it in step 1.
    expect(zhangSuenDeletes(ringOf('00111110'), 0)).toBe(false);
    expect(zhangSuenDeletes(ringOf('00111110'), 1)).toBe(true);
    // Bottom edge (S empty; W, NW, N, NE, E set): the other way round.
    expect(zhangSuenDeletes(ringOf('11100011'), 0)).toBe(true);
    expect(zhangSuenDeletes(ringOf('11100011'), 1)).toBe(false);
    // A line pixel (W and E only) has two 0→1 rises: never deleted.
    expect(zhangSuenDeletes(ringOf('00100010'), 0)).toBe(false);
    // An end pixel (one neighbour) stays.
    expect(zhangSuenDeletes(ringOf('00100000'), 0)).toBe(false);
  });

  it('counts neighbour groups around the ring', () => {
    expect(ringGroups(ringOf('00100010'))).toBe(2); // E and W: a line
    expect(ringGroups(ringOf('10100000'))).toBe(1); // N and E touch diagonally: a staircase corner
    expect(ringGroups(ringOf('10101000'))).toBe(1); // N, E, S: one group through E
    expect(ringGroups(ringOf('01010100'))).toBe(3); // three lone corners: a Y
    expect(ringGroups(ringOf('10101010'))).toBe(1);
  });

  it('thins a 3-pixel bar to its middle line, shortened as Zhang-Suen does', () => {
    // By hand: step 0 removes the bottom row, the right column and the top-left corner; step 1
    // the top row, (2,1) and (2,7) (N*E*W = N*S*W = 0 there); the ends (2,2) and (2,6) then
    // have one neighbour each and stay.
    const thinned = thin(bitmap(['..........', '.########.', '.########.', '.########.', '..........']));
    expect(picture(thinned)).toEqual(['..........', '..........', '..#####...', '..........', '..........']);
  });

  it('thins a thick plus to a cross with one junction and four arms', () => {
    const plus = bitmap([
      '.............',
      '.....###.....',
      '.....###.....',
      '.....###.....',
      '.....###.....',
      '.###########.',
      '.###########.',
      '.###########.',
      '.....###.....',
      '.....###.....',
      '.....###.....',
      '.....###.....',
      '.............',
    ]);
    const graph = traceSkeleton(thin(plus));
    const degrees = [...graph.nodes.values()].map((n) => [...graph.segments.values()].filter((s) => s.from === n.id || s.to === n.id).length);
    expect(degrees.sort()).toEqual([1, 1, 1, 1, 4]);
    expect(graph.segments.size).toBe(4);
  });

  it('keeps a ring a ring and leaves no staircase pixels (every inner pixel has two neighbours)', () => {
    const ring = bitmap([
      '..........',
      '..######..',
      '.########.',
      '.##....##.',
      '.##....##.',
      '.##....##.',
      '.########.',
      '..######..',
      '..........',
    ]);
    const thinned = thin(ring);
    const graph = traceSkeleton(thinned);
    expect(graph.nodes.size).toBe(1); // the anchor of a closed loop
    expect(graph.segments.size).toBe(1);
    const [loop] = [...graph.segments.values()];
    expect(loop!.from).toBe(loop!.to);
    expect(loop!.path.length + 1).toBe(thinned.data.reduce((a, v) => a + v, 0));
  });

  it('traces a Y skeleton into one junction, three segments and three ends', () => {
    const y = bitmap([
      '#.....#',
      '.#...#.',
      '..#.#..',
      '...#...',
      '...#...',
      '...#...',
    ]);
    const graph = traceSkeleton(y);
    expect(graph.nodes.size).toBe(4);
    expect(graph.segments.size).toBe(3);
    expect([...graph.segments.values()].map((s) => s.path.length).sort()).toEqual([1, 2, 2]); // arms to the ends (0,0), (6,0) and (3,5), end pixels excluded
  });
});

describe('gap bridging', () => {
  it('joins a line broken by two pixels and leaves an end that points at nothing', async () => {
    const { bridgeGaps } = await import('../../src/image/gaps.js');
    const broken = bitmap([
      '....................',
      '.########..########.',
      '....................',
      '....................',
      '....................',
      '....................',
      '....................',
      '..........#.........',
      '..........#.........',
      '..........#.........',
      '..........#.........',
      '..........#.........',
      '..........#.........',
      '..........#.........',
    ]);
    expect(bridgeGaps(broken, 4, 6)).toBe(1);
    expect(picture(broken)[1]).toBe('.##################.');
    // The vertical line's top end points up at the joined line 6 rows away: beyond a reach of 4.
    expect(picture(broken).slice(2, 7).every((row) => !row.includes('#'))).toBe(true);
    expect(bridgeGaps(broken, 6, 6)).toBe(1);
    expect(picture(broken).slice(2, 7).every((row) => row === '..........#.........')).toBe(true);
  });
});
