import { describe, expect, it } from 'vitest';
import { railwayGraph, stepsOf } from '../../src/encoders/railway/graph.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { shortestRoute } from '../../src/encoders/railway/shortest.js';
import { solutionOf } from '../../src/encoders/railway/solution.js';
import { reduce } from '../../src/image/reduce.js';
import { stroke, svgPicture } from './draw.js';

// The hook of stability.test.ts five times larger: 2000x1300 pixels (2.6 megapixels), lines
// 20 pixels wide, so it is traced reduced, by 2 (a large picture is reduced no further than to
// 2.5 megapixels: round 60b; to lines of 4 px it was a fifth); everything said comes back in picture pixels.
const HOOK = `<g transform="scale(5)">${stroke('M20,200 L300,200 A70,70 0 0 0 300,60 L80,60', 4) + stroke('M150,200 C165.5,142 220,60 180,60', 4)}</g>`;

describe('a large picture with wide lines, traced reduced', () => {
  it('answers in picture pixels: nodes, polylines, lengths, line width, and the messages', async () => {
    const bytes = await svgPicture(2000, 1300, HOOK);
    const read = await railwayPicture.parse(bytes, { start: [200, 1000], finish: [500, 300] } as never, 'big.png');
    if (!read.ok) throw new Error(read.issues[0]!.message);
    const puzzle = read.value;
    expect(puzzle.source!['settings']).toMatchObject({ tracedAtScale: '1/2' });
    expect((puzzle.source!['settings'] as { strokeWidth: number }).strokeWidth).toBeGreaterThan(17);
    const start = puzzle.nodes.find((n) => n.id === 'S')!;
    expect(Math.hypot(start.x - 200, start.y - 1000)).toBeLessThan(6);
    const graph = railwayGraph(puzzle);
    const route = solutionOf(puzzle, stepsOf(graph, shortestRoute(graph)!.states));
    // The long way round: 5 times the small hook's 682 px.
    expect(route.length).toBeGreaterThan(3300);
    expect(route.length).toBeLessThan(3500);
    expect(Math.max(...route.points.map((p) => p[0]))).toBeGreaterThan(1800); // round the loop at x = 1850
    const off = await railwayPicture.parse(bytes, { start: [1200, 650], finish: [500, 300] } as never, 'big.png');
    expect(off.ok ? '' : off.issues[0]!.message).toMatch(/^start \(1200,650\) is off the track: the nearest track is (2[5-9]\d|3[0-4]\d)\.\d px away \(at most \d+ px is snapped\)/);
    const far = await railwayPicture.parse(bytes, { start: [200, 1000], finish: [500, 300], forbid: [[1000, 650]] } as never, 'big.png');
    expect(far.ok ? '' : far.issues[0]!.message).toMatch(/^--forbid 1000,650: no junction within/);
  });
});

describe('reducing a picture', () => {
  it('by 2, as by any factor: each pixel the rounded mean of its block, blocks cut short at odd edges', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (const [width, height] of [[1, 1], [1, 5], [5, 1], [2, 2], [7, 4], [6, 9], [33, 17]] as const) {
      const data = Uint8Array.from({ length: width * height }, () => Math.floor(random() * 256));
      const image = { width, height, data };
      // The mean of each block, counted here pixel by pixel.
      const expected: number[] = [];
      for (let by = 0; by < Math.ceil(height / 2); by++) {
        for (let bx = 0; bx < Math.ceil(width / 2); bx++) {
          const block = [];
          for (let y = 2 * by; y < Math.min(height, 2 * by + 2); y++) for (let x = 2 * bx; x < Math.min(width, 2 * bx + 2); x++) block.push(data[y * width + x]!);
          expected.push(Math.round(block.reduce((a, b) => a + b, 0) / block.length));
        }
      }
      expect([...reduce(image, 2).data]).toEqual(expected);
    }
  });
});
