import { type GreyImage } from './raster.js';

/*
 * The brightest value within a radius along rows, then along columns (a square window), by
 * van Herk / Gil-Werman: the extremes running forwards from the start of each
 * window-long chunk and backwards from its end give any window's extreme in one comparison.
 * The columns are taken a row at a time, so that every pass reads the picture in order.
 */

/** Along each row of `image` (width `width`) into `out`: the brightest value within `radius`. */
function alongRows(image: Uint8Array, out: Uint8Array, width: number, radius: number): void {
  const span = 2 * radius + 1;
  const padded = new Uint8Array(width + 2 * radius);
  const [ahead, behind] = [new Uint8Array(padded.length), new Uint8Array(padded.length)];
  for (let offset = 0; offset < image.length; offset += width) {
    padded.set(image.subarray(offset, offset + width), radius);
    for (let j = 0; j < padded.length; j++) ahead[j] = j % span === 0 || padded[j]! > ahead[j - 1]! ? padded[j]! : ahead[j - 1]!;
    for (let j = padded.length - 1; j >= 0; j--) behind[j] = j === padded.length - 1 || (j + 1) % span === 0 || padded[j]! > behind[j + 1]! ? padded[j]! : behind[j + 1]!;
    for (let x = 0; x < width; x++) out[offset + x] = behind[x]! > ahead[x + 2 * radius]! ? behind[x]! : ahead[x + 2 * radius]!;
  }
}

/** Down each column, the same, a whole row at a time. */
function alongColumns(image: Uint8Array, out: Uint8Array, width: number, height: number, radius: number): void {
  const span = 2 * radius + 1;
  const rows = height + 2 * radius;
  const row = (j: number) => (j < radius || j >= radius + height ? undefined : image.subarray((j - radius) * width, (j - radius + 1) * width));
  const ahead = new Uint8Array(rows * width);
  const behind = new Uint8Array(rows * width);
  for (let j = 0; j < rows; j++) {
    const [here, at] = [row(j), j * width];
    if (j % span === 0) here ? ahead.set(here, at) : ahead.fill(0, at, at + width);
    else if (here) for (let x = 0; x < width; x++) ahead[at + x] = here[x]! > ahead[at - width + x]! ? here[x]! : ahead[at - width + x]!;
    else ahead.copyWithin(at, at - width, at);
  }
  for (let j = rows - 1; j >= 0; j--) {
    const [here, at] = [row(j), j * width];
    if (j === rows - 1 || (j + 1) % span === 0) here ? behind.set(here, at) : behind.fill(0, at, at + width);
    else if (here) for (let x = 0; x < width; x++) behind[at + x] = here[x]! > behind[at + width + x]! ? here[x]! : behind[at + width + x]!;
    else behind.copyWithin(at, at + width, at + 2 * width);
  }
  for (let y = 0; y < height; y++) {
    const [from, to] = [y * width, (y + 2 * radius) * width];
    for (let x = 0; x < width; x++) out[from + x] = behind[from + x]! > ahead[to + x]! ? behind[from + x]! : ahead[to + x]!;
  }
}

/** The brightest value within `radius` along rows and columns (a square window), in place. */
function brightestAround(data: Uint8Array, width: number, height: number, radius: number): void {
  const rows = new Uint8Array(data.length);
  alongRows(data, rows, width, radius);
  alongColumns(rows, data, width, height, radius);
}

const invert = (data: Uint8Array) => {
  for (let i = 0; i < data.length; i++) data[i] = 255 - data[i]!;
};

/**
 * The paper under the ink: a grey closing (the brightest within `radius`, then the darkest of
 * that within `radius`). Dark strokes narrower than the window are filled with the paper
 * round them, while a step in the light (a shadow's hard edge) stays where it is.
 */
export function paperUnderInk(image: GreyImage, radius: number): GreyImage {
  const data = Uint8Array.from(image.data);
  brightestAround(data, image.width, image.height, radius);
  // The darkest within the radius is the negative's brightest.
  invert(data);
  brightestAround(data, image.width, image.height, radius);
  invert(data);
  return { width: image.width, height: image.height, data };
}

/** A box of pixels: columns x0..x1 and rows y0..y1, ends excluded. */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The paper under the ink (paperUnderInk) inside `box`, 0 elsewhere: worked out on the box and twice the radius round it. */
export function paperUnderInkWithin(image: GreyImage, radius: number, box: Box): GreyImage {
  const { width, height } = image;
  const [x0, y0] = [Math.max(0, box.x0 - 2 * radius), Math.max(0, box.y0 - 2 * radius)];
  const [x1, y1] = [Math.min(width, box.x1 + 2 * radius), Math.min(height, box.y1 + 2 * radius)];
  const part = new Uint8Array((x1 - x0) * (y1 - y0));
  for (let y = y0; y < y1; y++) part.set(image.data.subarray(y * width + x0, y * width + x1), (y - y0) * (x1 - x0));
  const under = paperUnderInk({ width: x1 - x0, height: y1 - y0, data: part }, radius).data;
  const data = new Uint8Array(width * height);
  for (let y = box.y0; y < box.y1; y++) data.set(under.subarray((y - y0) * (x1 - x0) + box.x0 - x0, (y - y0) * (x1 - x0) + box.x1 - x0), y * width + box.x0);
  return { width, height, data };
}
