import type { GreyImage } from './raster.js';

/** sRGB level 0..255 to linear light 0..1. */
const LINEAR = Float64Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** Linear light 0..1 back to an sRGB level 0..255. */
function encoded(y: number): number {
  const c = y <= 0.0031308 ? 12.92 * y : 1.055 * y ** (1 / 2.4) - 0.055;
  return Math.min(255, Math.max(0, Math.round(c * 255)));
}

/**
 * RGBA pixels (not premultiplied) to grey levels as sharp's `flatten` on white then
 * `greyscale` make them, within one level: each channel over white, then the Rec. 709
 * luminance in linear light, encoded back to sRGB. A grey pixel keeps its level.
 */
export function greyFromRgba(width: number, height: number, rgba: Uint8Array | Uint8ClampedArray): GreyImage {
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) {
    const alpha = rgba[4 * i + 3]! / 255;
    const over = (c: number) => Math.floor(c * alpha + 255 * (1 - alpha));
    const [r, g, b] = [over(rgba[4 * i]!), over(rgba[4 * i + 1]!), over(rgba[4 * i + 2]!)];
    data[i] = r === g && g === b ? r : encoded(0.2126 * LINEAR[r]! + 0.7152 * LINEAR[g]! + 0.0722 * LINEAR[b]!);
  }
  return { width, height, data };
}
