import { describe, expect, it } from 'vitest';
import { bridgeAcrossErased } from '../../src/image/erased-bridges.js';
import { drawLine } from '../../src/image/gaps.js';
import { traceSkeleton } from '../../src/image/pixel-graph.js';
import { type Bitmap, degreeOf } from '../../src/image/raster.js';

/*
 * A station drawn as a filled box over a switch (issue 34): the box is erased before
 * thinning, which leaves three track ends round it. Two are joined straight through; the
 * third, a branch curving in, joins the end its curve bends toward, which makes the switch
 * again. A straight stroke ending at the box (a roof's or a wall's edge) joins nothing.
 */

const SIZE = 90;
const BOX = { x0: 30, y0: 30, x1: 50, y1: 50 };

function empty(): Bitmap {
  return { width: SIZE, height: SIZE, data: new Uint8Array(SIZE * SIZE) };
}

function set(b: Bitmap, x: number, y: number): void {
  b.data[Math.round(y) * b.width + Math.round(x)] = 1;
}

function erasedBox(): Uint8Array {
  const mask = new Uint8Array(SIZE * SIZE);
  for (let y = BOX.y0; y <= BOX.y1; y++) for (let x = BOX.x0; x <= BOX.x1; x++) mask[y * SIZE + x] = 1;
  return mask;
}

/** The line y = 40 through the box, cut by it; and a branch leaving it under the box curving down (a circle of radius 30 about (20, 70)), cut by it too. */
function switchUnderBox(): Bitmap {
  const b = empty();
  for (let x = 0; x < BOX.x0 - 1; x++) set(b, x, 40);
  for (let x = BOX.x1 + 2; x < SIZE; x++) set(b, x, 40);
  for (let y = BOX.y1 + 2; y <= 70; y++) set(b, 20 + Math.sqrt(900 - (y - 70) ** 2), y);
  for (let y = 71; y < SIZE; y++) set(b, 50, y);
  return b;
}

const ends = (b: Bitmap) => [...b.data.keys()].filter((i) => b.data[i] && degreeOf(b, i) === 1);

describe('track joined across a filled shape erased from it', () => {
  it('three ends round a box: straight through, and the branch joins the end its curve bends toward (a switch, one piece of track)', () => {
    const skeleton = switchUnderBox();
    expect(ends(skeleton).length).toBe(6); // three at the picture's edges and three at the box
    expect(bridgeAcrossErased(skeleton, erasedBox(), 6)).toBe(2);
    // Only the ends at the picture's edges are left.
    expect(ends(skeleton).map((i) => [i % SIZE, Math.floor(i / SIZE)]).every(([x, y]) => x === 0 || x === SIZE - 1 || y === SIZE - 1)).toBe(true);
    // The branch came in bending toward the left end: its bend runs under the box's left half.
    const leftHalfBelowLine = (x: number, y: number) => x <= 38 && y >= 43 && y <= 50;
    expect([...skeleton.data.keys()].some((i) => skeleton.data[i] && leftHalfBelowLine(i % SIZE, Math.floor(i / SIZE)))).toBe(true);
    // One junction where the branch meets the line: at the left end (x 28), not the right (x 52).
    const graph = traceSkeleton(skeleton);
    const junctions = [...graph.nodes.values()].filter((n) => [...graph.segments.values()].filter((s) => s.from === n.id || s.to === n.id).length >= 3);
    expect(junctions.length).toBe(1);
    expect(junctions[0]!.x).toBeLessThan((BOX.x0 + BOX.x1) / 2);
  });

  it('a straight stroke ending at the box (a roof edge) joins nothing; the track still goes straight through', () => {
    const skeleton = empty();
    for (let x = 0; x < BOX.x0 - 1; x++) set(skeleton, x, 40);
    for (let x = BOX.x1 + 2; x < SIZE; x++) set(skeleton, x, 40);
    for (let y = 0; y < BOX.y0 - 1; y++) set(skeleton, 40, y);
    expect(bridgeAcrossErased(skeleton, erasedBox(), 6)).toBe(1);
    const roofEnd = (BOX.y0 - 2) * SIZE + 40;
    expect(degreeOf(skeleton, roofEnd)).toBe(1);
    expect(skeleton.data[40 * SIZE + 40]).toBe(1);
  });

  it('a line whose far side joins other track at the box\'s edge, leaving no end there (a box over a junction), runs on straight under the box to it', () => {
    const skeleton = empty();
    for (let y = BOX.y1 + 2; y < SIZE; y++) set(skeleton, 40, y);
    // Beyond the box the line meets a stroke along the box's top edge: a junction, no end.
    for (let y = 0; y <= BOX.y0 - 2; y++) set(skeleton, 40, y);
    for (let x = 0; x < SIZE; x++) set(skeleton, x, BOX.y0 - 2);
    expect(bridgeAcrossErased(skeleton, erasedBox(), 6)).toBe(1);
    expect(degreeOf(skeleton, (BOX.y1 + 2) * SIZE + 40)).toBe(2);
    for (let y = BOX.y0; y <= BOX.y1; y++) expect(skeleton.data[y * SIZE + 40]).toBe(1);
  });

  /** A switch under the box: the stem comes down at x 34 and runs on below the box; a branch comes in straight through the box's right edge, heading left and a little down, `length` pixels of it (ending at a stroke across its far end when `corner`). */
  function branchIntoStem(length: number, corner: boolean): Bitmap {
    const b = empty();
    for (let y = 0; y < BOX.y0 - 1; y++) set(b, 34, y);
    for (let y = BOX.y1 + 2; y < SIZE; y++) set(b, 34, y);
    for (let x = BOX.x1 + 2; x <= BOX.x1 + 2 + length; x++) set(b, x, 44 - ((x - BOX.x1 - 2) * 8) / 37);
    if (corner) for (let y = 20; y <= 44; y++) set(b, BOX.x1 + 3 + length, y);
    return b;
  }

  it('a long line left over, running into the box straight and turning over 100° under it into the stem along an arc (a circle\'s quarter hidden by a station box: drawings 9), joins the stem', () => {
    const skeleton = branchIntoStem(37, false);
    expect(bridgeAcrossErased(skeleton, erasedBox(), 6)).toBe(2);
    expect(degreeOf(skeleton, 44 * SIZE + BOX.x1 + 2)).toBe(2);
    // The switch is where the branch meets the stem at the box's top, not at the line below it.
    const graph = traceSkeleton(skeleton);
    const junctions = [...graph.nodes.values()].filter((n) => [...graph.segments.values()].filter((s) => s.from === n.id || s.to === n.id).length >= 3);
    expect(junctions.length).toBe(1);
    expect(junctions[0]!.y).toBeLessThan((BOX.y0 + BOX.y1) / 2);
  });

  it('a short stroke ending at the box the same way, meeting another within six stroke widths (a roof\'s or a wall\'s edge), joins nothing', () => {
    const skeleton = branchIntoStem(10, true);
    expect(bridgeAcrossErased(skeleton, erasedBox(), 6)).toBe(1);
    expect(degreeOf(skeleton, 44 * SIZE + BOX.x1 + 2)).toBe(1);
  });

  /** A bend under the box: a long line from the left into its left edge near the bottom, and a switch's stub into its top edge near the right (the switch 8 px above the box), each veering `veer` degrees outward at its end (a cut end veering to the cut's corner). */
  function bendUnderBox(veer: number): Bitmap {
    const b = empty();
    const slope = Math.tan((veer * Math.PI) / 180);
    for (let x = 0; x <= BOX.x0 - 2; x++) set(b, x, 46 + Math.max(0, x - (BOX.x0 - 12)) * slope);
    for (let y = 0; y <= BOX.y0 - 2; y++) set(b, 46 + Math.max(0, y - (BOX.y0 - 10)) * slope, y);
    // The switch's other branch, curving off to the right above the box.
    for (let x = 47; x < SIZE; x++) set(b, x, BOX.y0 - 10 - Math.sqrt(Math.max(0, 2 * 40 * (x - 46))) * 0.5);
    return b;
  }

  it('two ends that pair with nothing, a long line and a switch\'s stub, measuring over 100° apart (cut ends veering: all at once 8, a bend hidden by a station box), join along an arc that stays under the box', () => {
    const skeleton = bendUnderBox(10);
    const before = new Uint8Array(skeleton.data);
    expect(bridgeAcrossErased(skeleton, erasedBox(), 6)).toBe(1);
    const lineEnd = Math.round(46 + 10 * Math.tan(Math.PI / 18)) * SIZE + BOX.x0 - 2;
    expect(degreeOf(skeleton, lineEnd)).toBe(2);
    // Every pixel drawn lies within two pixels of the box.
    const drawn = [...skeleton.data.keys()].filter((i) => skeleton.data[i] && !before[i]);
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.every((i) => i % SIZE >= BOX.x0 - 2 && i % SIZE <= BOX.x1 + 2 && Math.floor(i / SIZE) >= BOX.y0 - 2 && Math.floor(i / SIZE) <= BOX.y1 + 2)).toBe(true);
  });

  it('a line whose straight way on under the box meets no track at its far edge (only a stroke along its side, over 20° off) joins nothing', () => {
    const skeleton = empty();
    for (let y = BOX.y1 + 2; y < SIZE; y++) set(skeleton, 40, y);
    for (let y = 0; y <= BOX.y1; y++) set(skeleton, BOX.x1 + 2, y);
    expect(bridgeAcrossErased(skeleton, erasedBox(), 6)).toBe(0);
  });

  it('two ends of one circle paired through the shape (track curving round a box\'s corner, erased with it: all at once 70) are joined along that circle, not a wider bend', () => {
    // A circle of radius 100 about (50, 50), its quarter right and below the centre erased with the shape it hugs.
    const [size, radius] = [200, 100];
    const b: Bitmap = { width: size, height: size, data: new Uint8Array(size * size) };
    const erased = new Uint8Array(size * size);
    const hidden = (x: number, y: number) => x > 50 && y > 50 && Math.hypot(x - 50, y - 50) <= radius + 2;
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (hidden(x, y)) erased[y * size + x] = 1;
    for (let k = 0; k <= 4000; k++) {
      const angle = ((-60 + (210 * k) / 4000) * Math.PI) / 180;
      const [x, y] = [Math.round(50 + radius * Math.cos(angle)), Math.round(50 + radius * Math.sin(angle))];
      if (x >= 0 && y >= 0 && x < size && y < size && !hidden(x, y)) b.data[y * size + x] = 1;
    }
    const before = new Uint8Array(b.data);
    expect(bridgeAcrossErased(b, erased, 6)).toBe(1);
    const drawn = [...b.data.keys()].filter((i) => b.data[i] && !before[i]);
    expect(drawn.length).toBeGreaterThan(100);
    // Every pixel drawn lies on the drawn circle, within a pixel (a quadratic bend through where the ends' lines meet bulges 6 px off it).
    const off = (i: number) => Math.abs(Math.hypot((i % size) - 50, Math.floor(i / size) - 50) - radius);
    expect(Math.max(...drawn.map(off))).toBeLessThanOrEqual(1);
  });

  it('a circle\'s arc crossing a line under the box, turning 120° there (over the 100° that pairs ends), runs on along its circle: the line goes straight on and no switch is made', () => {
    // A circle of radius 40 about (60, 90): its arcs from 55° to 140° either side of its top, the top between hidden by a box down to y 70; and the line x 60 through the box.
    const [size, radius, cx, cy, back] = [130, 40, 60, 90, 16];
    const b: Bitmap = { width: size, height: size, data: new Uint8Array(size * size) };
    const erased = new Uint8Array(size * size);
    const hidden = (x: number, y: number) => x >= 10 && x <= 110 && y >= 30 && y <= 70;
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (hidden(x, y)) erased[y * size + x] = 1;
    const at = (degrees: number) => [cx + radius * Math.sin((degrees * Math.PI) / 180), cy - radius * Math.cos((degrees * Math.PI) / 180)] as const;
    // Each arc a chain of pixel lines, one pixel wide, from 5° steps; the hidden part erased.
    for (const side of [1, -1]) {
      for (let degrees = 55; degrees < 140; degrees += 5) {
        const [[x0, y0], [x1, y1]] = [at(side * degrees), at(side * (degrees + 5))].map((p) => p.map(Math.round));
        drawLine(b, x0!, y0!, x1!, y1!);
      }
    }
    for (let y = 0; y < size; y++) b.data[y * size + cx] = 1;
    for (let i = 0; i < size * size; i++) if (erased[i]) b.data[i] = 0;
    const before = new Uint8Array(b.data);
    expect(bridgeAcrossErased(b, erased, back)).toBe(2);
    // The hidden arc is drawn along its circle: a pixel drawn within one of each point of it.
    for (const degrees of [-50, -30, 30, 50]) {
      const [x, y] = at(degrees).map(Math.round) as [number, number];
      const near = [-1, 0, 1].some((dy) => [-1, 0, 1].some((dx) => b.data[(y + dy) * size + x + dx] && !before[(y + dy) * size + x + dx]));
      expect(near).toBe(true);
    }
    // The line runs straight through; nothing else is drawn off the circle and the line.
    for (let y = 30; y <= 70; y++) expect(b.data[y * size + cx]).toBe(1);
    const drawn = [...b.data.keys()].filter((i) => b.data[i] && !before[i]);
    const onCircle = (i: number) => Math.abs(Math.hypot((i % size) - cx, Math.floor(i / size) - cy) - radius) <= 2;
    expect(drawn.every((i) => i % size === cx || onCircle(i))).toBe(true);
  });
});
