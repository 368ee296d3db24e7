import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { stopAtDeadline, TracingStopped, tracedBefore, withTracingDeadline } from '../../src/image/deadline.js';
import { bridgeFacingEnds, drawLine, tailOf } from '../../src/image/gaps.js';
import { mergeCloseNodes } from '../../src/image/graph-edit.js';
import { addNode, addSegment, type PixelGraph, SegmentMap } from '../../src/image/pixel-graph.js';
import { type Bitmap, degreeOf, setIndices } from '../../src/image/raster.js';
import { failed, issue, parsed } from '../../src/encoders/issues.js';

const ROOT = join(import.meta.dirname, '..', '..');
const MAZE = join(ROOT, 'examples', 'railway-maze.png');
const ENDS = { start: [417, 277], finish: [137, 87] };
/** Deadlines that no clock reading can put on the other side: long passed, and never. */
const PASSED = 0;
const NEVER = Number.MAX_SAFE_INTEGER;

describe('--timeout bounds the tracing of a picture', () => {
  it('stops work run under a deadline once it has passed, the nearer of two deadlines counting', () => {
    expect(() => withTracingDeadline(PASSED, () => stopAtDeadline('here'))).toThrow(TracingStopped);
    expect(() => withTracingDeadline(NEVER, () => stopAtDeadline('here'))).not.toThrow();
    expect(() => withTracingDeadline(PASSED, () => withTracingDeadline(NEVER, () => stopAtDeadline('here')))).toThrow(/here/);
    // Outside, and after, no deadline holds.
    withTracingDeadline(PASSED, () => 0);
    expect(() => stopAtDeadline('after')).not.toThrow();
    expect(tracedBefore(PASSED, () => (stopAtDeadline('in a stage'), parsed(1)))).toEqual(
      failed(issue('input.timeout', '', 'the time limit passed while the picture was being traced (in a stage); try a longer --timeout')),
    );
  });

  it('a picture whose deadline has passed is refused as timed out; with time left it traces as without a deadline', async () => {
    const bytes = new Uint8Array(readFileSync(MAZE));
    const late = await railwayPicture.parse(bytes, ENDS, 'maze.png', { deadline: PASSED });
    expect(late.ok ? '' : late.issues[0]!.code).toBe('input.timeout');
    const inTime = await railwayPicture.parse(bytes, ENDS, 'maze.png', { deadline: NEVER });
    const free = await railwayPicture.parse(bytes, ENDS, 'maze.png');
    expect(inTime.ok && free.ok && JSON.stringify(inTime.value) === JSON.stringify(free.value)).toBe(true);
  });

  it('a long loop inside a stage looks at the clock (merging a knot of close junctions)', () => {
    const knot = (): PixelGraph => {
      const graph: PixelGraph = { width: 100, height: 100, nodes: new Map(), segments: SegmentMap.of([]), nextId: 0 };
      const [a, b] = [addNode(graph, [5050]), addNode(graph, [5053])];
      addSegment(graph, a.id, b.id, [5051, 5052]);
      for (const [from, end] of [[a, 3050], [a, 7050], [b, 3053], [b, 7053]] as const) addSegment(graph, from.id, addNode(graph, [end]).id, []);
      return graph;
    };
    expect(() => withTracingDeadline(PASSED, () => mergeCloseNodes(knot(), 4, new Set()))).toThrow(/merging close junctions/);
    const merged = knot();
    mergeCloseNodes(merged, 4, new Set());
    expect(merged.nodes.size).toBe(5);
  });

  it('the command line ends with exit 5 and says the tracing was cut short', () => {
    const run = spawnSync(process.execPath, [join(ROOT, 'bin', 'cookcheck.js'), 'check', MAZE, '--start', '417,277', '--finish', '137,87', '--timeout', '0.001', '--json'], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(5);
    const { error } = JSON.parse(run.stdout) as { error: { exitCode: number; issues: { code: string }[] } };
    expect(error.issues[0]!.code).toBe('input.timeout');
  });
});

/** The pairing bridgeFacingEnds made before it sorted ends into cells: every pair compared. */
function facingEndsEveryPair(skeleton: Bitmap, reach: number, back: number): void {
  const { width, data } = skeleton;
  const ends = [...setIndices(data)].flatMap((i) => {
    const tail = tailOf(skeleton, i, back);
    if (degreeOf(skeleton, i) !== 1 || tail.length < back) return [];
    const [x, y, last] = [i % width, Math.floor(i / width), tail[tail.length - 1]!];
    const [dx, dy] = [x - (last % width), y - Math.floor(last / width)];
    return [{ x, y, dx: dx / Math.hypot(dx, dy), dy: dy / Math.hypot(dx, dy) }];
  });
  const cos = (deg: number) => Math.cos((deg * Math.PI) / 180);
  const pairs: { a: number; b: number; d: number }[] = [];
  for (let a = 0; a < ends.length; a++) {
    for (let b = a + 1; b < ends.length; b++) {
      const [p, q] = [ends[a]!, ends[b]!];
      const d = Math.hypot(q.x - p.x, q.y - p.y);
      if (d === 0 || d > reach) continue;
      const [ux, uy] = [(q.x - p.x) / d, (q.y - p.y) / d];
      if (p.dx * ux + p.dy * uy >= cos(15) && -(q.dx * ux + q.dy * uy) >= cos(15) && -(p.dx * q.dx + p.dy * q.dy) >= cos(25)) pairs.push({ a, b, d });
    }
  }
  const used = new Set<number>();
  for (const { a, b } of pairs.sort((u, v) => u.d - v.d)) {
    if (used.has(a) || used.has(b)) continue;
    used.add(a).add(b);
    drawLine(skeleton, ends[a]!.x, ends[a]!.y, ends[b]!.x, ends[b]!.y);
  }
}

describe('joining line ends that face each other', () => {
  it('joins the same ends as comparing every pair, on hundreds of broken lines', () => {
    let seed = 11;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const size = 300;
    const broken: Bitmap = { width: size, height: size, data: new Uint8Array(size * size) };
    // Short straight strokes in every direction, many pairs facing across gaps of a few pixels.
    for (let k = 0; k < 400; k++) {
      const [x, y, angle, length] = [10 + random() * 270, 10 + random() * 270, random() * Math.PI, 8 + random() * 8];
      const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
      drawLine(broken, Math.round(x), Math.round(y), Math.round(x + dx * length), Math.round(y + dy * length));
      const gap = 3 + random() * 10;
      drawLine(broken, Math.round(x + dx * (length + gap)), Math.round(y + dy * (length + gap)), Math.round(x + dx * (2 * length + gap)), Math.round(y + dy * (2 * length + gap)));
    }
    const [reach, back] = [20, 6];
    const byCells = { ...broken, data: new Uint8Array(broken.data) };
    const byPairs = { ...broken, data: new Uint8Array(broken.data) };
    const joined = bridgeFacingEnds(byCells, reach, back);
    facingEndsEveryPair(byPairs, reach, back);
    expect(joined).toBeGreaterThan(50);
    expect(byCells.data).toEqual(byPairs.data);
  });
});
