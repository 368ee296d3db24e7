import type { GreyImage } from './raster.js';
import { loadSharp } from '../packages.js';

/** Pictures larger than this are refused (sharp's guard against decompression bombs). */
export const MAX_PICTURE_PIXELS = 100_000_000;

/**
 * PNG or JPEG to grey levels, upright as a viewer shows it (a photo's EXIF orientation), and
 * transparency drawn on white: sharp here (a compiled binary, loaded only when a picture is
 * read); the page decodes with the browser's own decoder instead
 * (src/web/seams/decode-raster.ts). Throws with the decoder's reason.
 */
export async function decodeRaster(bytes: Uint8Array): Promise<GreyImage> {
  const sharp = loadSharp();
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, autoOrient: true })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = info.channels === 1 ? new Uint8Array(data.buffer, data.byteOffset, info.width * info.height) : everyNth(data, info.channels);
  return { width: info.width, height: info.height, data: grey };
}

function everyNth(data: Uint8Array, n: number): Uint8Array {
  const out = new Uint8Array(data.length / n);
  for (let i = 0; i < out.length; i++) out[i] = data[i * n]!;
  return out;
}
