import { describe, expect, it } from 'vitest';
import { clearCornerSpurs } from '../../src/image/corner-spurs.js';
import { bridgeAcrossErased } from '../../src/image/erased-bridges.js';
import { label } from '../../src/image/components.js';
import { type Bitmap, degreeOf } from '../../src/image/raster.js';

/*
 * Erasing a filled shape leaves slivers of ink in its corners; thinned, the line running
 * into a corner forks into a V of spurs along the shape's edges (issue 34). The V is
 * cleared, so the line ends where it forked and is joined across the shape from there.
 */

const SIZE = 90;
const BOX = { x0: 30, y0: 30, x1: 50, y1: 50 };
/** Two stroke widths of a 4 px pen. */
const BACK = 8;

function empty(): Bitmap {
  return { width: SIZE, height: SIZE, data: new Uint8Array(SIZE * SIZE) };
}

function set(b: Bitmap, x: number, y: number): void {
  b.data[y * b.width + x] = 1;
}

function erasedBox(): Uint8Array {
  const mask = new Uint8Array(SIZE * SIZE);
  for (let y = BOX.y0; y <= BOX.y1; y++) for (let x = BOX.x0; x <= BOX.x1; x++) mask[y * SIZE + x] = 1;
  return mask;
}

const FORK = 28 * SIZE + 40;

/** A line down from the top to a fork 2 px above the box; from the fork a spur along the box's top edge to the left and, with `vee`, one to the right (else an arm leaving the box up and to the right). */
function lineForking(vee: boolean): Bitmap {
  const b = empty();
  for (let y = 0; y <= 28; y++) set(b, 40, y);
  for (let x = 33; x <= 39; x++) set(b, x, 29);
  if (vee) for (let x = 41; x <= 47; x++) set(b, x, 29);
  else for (let k = 1; k <= 12; k++) set(b, 40 + k, 28 - k);
  return b;
}

const shapes = () => label({ width: SIZE, height: SIZE, data: erasedBox() }, 1, 8).labels;

describe('the corners of an erased filled shape are no track', () => {
  it('a V of two short spurs hugging the shape, forking from a line, is cleared: the line ends at the fork', () => {
    const skeleton = lineForking(true);
    expect(clearCornerSpurs(skeleton, shapes(), BACK, BACK / 4)).toBe(2);
    expect(skeleton.data[29 * SIZE + 33]).toBe(0);
    expect(skeleton.data[29 * SIZE + 47]).toBe(0);
    expect(degreeOf(skeleton, FORK)).toBe(1);
  });

  it('one spur alone at a fork (the other arm leaves the shape) is left as it is', () => {
    const skeleton = lineForking(false);
    const before = new Uint8Array(skeleton.data);
    expect(clearCornerSpurs(skeleton, shapes(), BACK, BACK / 4)).toBe(0);
    expect(skeleton.data).toEqual(before);
  });

  it('joined across the shape, the line runs on from its fork, straight down to the line below the box', () => {
    const skeleton = lineForking(true);
    for (let y = BOX.y1 + 2; y < SIZE; y++) set(skeleton, 40, y);
    expect(bridgeAcrossErased(skeleton, erasedBox(), BACK)).toBe(1);
    expect(degreeOf(skeleton, FORK)).toBe(2);
    for (let y = BOX.y0; y <= BOX.y1; y++) expect(skeleton.data[y * SIZE + 40]).toBe(1);
    // No spur is left beside the line.
    expect(skeleton.data[29 * SIZE + 33] + skeleton.data[29 * SIZE + 47]).toBe(0);
  });

  it('a switch whose two branches run along the shape\'s edge farther out than half a stroke width is kept: those are track merged with the edge, not a sliver of it', () => {
    const skeleton = empty();
    // A line down to a fork 4 px above the box, branches 3 px above its top edge, each stepping down to 2 px from it at its end.
    for (let y = 0; y <= 26; y++) set(skeleton, 40, y);
    for (let x = 35; x <= 45; x++) if (x !== 40) set(skeleton, x, 27);
    set(skeleton, 34, 28);
    set(skeleton, 46, 28);
    bridgeAcrossErased(skeleton, erasedBox(), BACK);
    expect(skeleton.data[27 * SIZE + 36]! + skeleton.data[27 * SIZE + 44]!).toBe(2);
    expect(degreeOf(skeleton, 26 * SIZE + 40)).toBe(3);
  });
});
