import { describe, expect, it } from 'vitest';
import { otsuThreshold } from '../../src/image/binarize.js';
import { paperUnderInk, paperUnderInkWithin } from '../../src/image/closing.js';
import { evenLight } from '../../src/image/light.js';
import type { GreyImage } from '../../src/image/raster.js';

const [WIDTH, HEIGHT] = [400, 300];

/** Grey paper (210) with vertical lines 4 px wide (ink 40) every 50 px, the part left of x = 190 in a shadow at `depth` of the light. */
function page(depth: number): GreyImage {
  const data = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) data[y * WIDTH + x] = Math.round((x % 50 >= 23 && x % 50 < 27 ? 40 : 210) * (x < 190 ? depth : 1));
  }
  return { width: WIDTH, height: HEIGHT, data };
}

/** The columns of the middle row that read as ink after the light is evened out. */
function inkColumns(image: GreyImage): number[] {
  const even = evenLight(image);
  const threshold = otsuThreshold(even);
  return [...Array(WIDTH).keys()].filter((x) => even.data[(HEIGHT >> 1) * WIDTH + x]! <= threshold);
}

describe('a shadow with a hard edge across the page (a desk lamp, the phone held over it)', () => {
  it('leaves no band of ink along its edge: only the lines read as ink', () => {
    const lines = [...Array(WIDTH).keys()].filter((x) => x % 50 >= 23 && x % 50 < 27);
    expect(inkColumns(page(1))).toEqual(lines);
    // The shaded paper up to a block and a half from the edge was scaled as the lit paper and read as a band of ink 20-30 px wide.
    for (const depth of [0.5, 0.6, 0.7]) expect(inkColumns(page(depth))).toEqual(lines);
  });

  it('keeps a filled shape as it was drawn: its blurred rim is ink, not shaded paper', () => {
    const image = page(0.6);
    // A filled box 30 px wide in grey ink on the lit side, its rim blurred over 3 px.
    for (let y = 100; y < 130; y++) for (let x = 300; x < 330; x++) image.data[y * WIDTH + x] = 70;
    for (let k = 1; k <= 3; k++) for (let y = 100 - k; y < 130 + k; y++) for (const x of [300 - k, 329 + k]) image.data[y * WIDTH + x] = 70 + 35 * k;
    const even = evenLight(image);
    const threshold = otsuThreshold(even);
    const inkIn = (img: GreyImage, t: number) => {
      let n = 0;
      for (let y = 95; y < 135; y++) for (let x = 295; x < 335; x++) if (img.data[y * WIDTH + x]! <= t) n++;
      return n;
    };
    expect(inkIn(even, threshold)).toBe(inkIn(image, threshold));
  });

  it('is a grey closing by its definition, worked out on a box alone as on the whole picture there', () => {
    let state = 11;
    const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 24;
    const image: GreyImage = { width: 53, height: 41, data: Uint8Array.from({ length: 53 * 41 }, random) };
    const whole = paperUnderInk(image, 4).data;
    // By its definition: the darkest, within 4 px along rows and columns, of the brightest within 4 px (off the picture counting neither).
    const extreme = (data: Uint8Array, pick: (a: number, b: number) => number) =>
      data.map((_, i) => {
        const [x, y] = [i % 53, Math.floor(i / 53)];
        let v = data[i]!;
        for (let dy = -4; dy <= 4; dy++) for (let dx = -4; dx <= 4; dx++) if (x + dx >= 0 && x + dx < 53 && y + dy >= 0 && y + dy < 41) v = pick(v, data[(y + dy) * 53 + x + dx]!);
        return v;
      });
    expect([...whole]).toEqual([...extreme(extreme(image.data, Math.max), Math.min)]);
    for (const box of [{ x0: 0, y0: 0, x1: 20, y1: 15 }, { x0: 17, y0: 9, x1: 40, y1: 30 }, { x0: 30, y0: 25, x1: 53, y1: 41 }]) {
      const part = paperUnderInkWithin(image, 4, box).data;
      for (let y = 0; y < image.height; y++) {
        for (let x = 0; x < image.width; x++) {
          const inside = x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1;
          expect(part[y * image.width + x]).toBe(inside ? whole[y * image.width + x] : 0);
        }
      }
    }
  });

  it('finds the paper under thin ink and keeps a step in the light where it is (a grey closing)', () => {
    const under = paperUnderInk(page(0.6), 8);
    const row = [...under.data.subarray((HEIGHT >> 1) * WIDTH, (HEIGHT >> 1) * WIDTH + WIDTH)];
    expect(row.slice(0, 190).every((v) => v === 126)).toBe(true);
    expect(row.slice(190).every((v) => v === 210)).toBe(true);
  });
});
