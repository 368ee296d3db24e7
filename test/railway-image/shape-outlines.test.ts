import { describe, expect, it } from 'vitest';
import type { Bitmap } from '../../src/image/raster.js';
import { OUTLINE_WIDTHS, shapeInsides, THICK_WIDTHS, thickInk } from '../../src/image/thick.js';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * A filled shape's inside is erased before thinning, its outline kept (thick.ts): the track
 * along a station box's side runs on along the box's edge, as it does along a station drawn
 * in outline.
 */

const [SIZE, PEN] = [80, 4];

/** A 30x20 filled box from (20,20), and a line PEN wide along the row y = 60. */
function boxAndLine(): Bitmap {
  const data = new Uint8Array(SIZE * SIZE);
  for (let y = 20; y < 40; y++) for (let x = 20; x < 50; x++) data[y * SIZE + x] = 1;
  for (let y = 58; y < 58 + PEN; y++) for (let x = 5; x < 75; x++) data[y * SIZE + x] = 1;
  return { width: SIZE, height: SIZE, data };
}

describe("filled shapes' outlines kept (thick.ts)", () => {
  it('erases the inside of a filled box and keeps its edge and the line', () => {
    const picture = boxAndLine();
    const shapes = thickInk(picture, THICK_WIDTHS * PEN)!;
    const inside = shapeInsides(picture, shapes, OUTLINE_WIDTHS * PEN);
    const at = (x: number, y: number) => inside[y * SIZE + x];
    // The box's middle is erased; its edge, a stroke and a half wide, stays.
    expect([at(35, 30), at(30, 28), at(40, 32)]).toEqual([1, 1, 1]);
    expect([at(20, 30), at(23, 30), at(49, 30), at(35, 20), at(35, 39), at(20, 20)]).toEqual([0, 0, 0, 0, 0, 0]);
    // The line is no filled shape: none of it is erased.
    expect(Array.from({ length: 70 }, (_, k) => at(5 + k, 59)).every((v) => v === 0)).toBe(true);
    // The inside is all the erasing takes: less than the whole shape.
    const count = (mask: Uint8Array) => mask.reduce((n, v) => n + v, 0);
    expect(count(inside)).toBeGreaterThan(0);
    expect(count(inside)).toBeLessThan(count(shapes) / 2);
  });

  it('a track along a filled station box, a switch at its corner: the route runs on past the box along its edge (homework 46: round the next loop before, legal over other track)', async () => {
    expect((await judgedClassMaze('homework', 46)).judged.why).toBe('');
  });
});
