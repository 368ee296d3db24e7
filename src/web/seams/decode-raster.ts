import type * as Node from '../../image/decode-raster.js';
import { greyFromRgba } from '../../image/grey.js';

/** As the command line refuses (sharp's guard against decompression bombs). */
export const MAX_PICTURE_PIXELS: typeof Node.MAX_PICTURE_PIXELS = 100_000_000;

/**
 * The page's stand-in for src/image/decode-raster.ts: the browser's own decoder
 * (createImageBitmap, in the worker) draws the picture into a canvas, whose RGBA pixels
 * become grey levels as sharp makes them (image/grey.ts), upright as sharp turns them.
 */
export const decodeRaster: typeof Node.decodeRaster = async (bytes) => {
  const bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>]), { premultiplyAlpha: 'none', imageOrientation: 'from-image' });
  try {
    const { width, height } = bitmap;
    if (width * height > MAX_PICTURE_PIXELS) throw new Error(`the picture has ${width}x${height} pixels, more than the ${MAX_PICTURE_PIXELS} read`);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D canvas to draw the picture in');
    context.drawImage(bitmap, 0, 0);
    return greyFromRgba(width, height, context.getImageData(0, 0, width, height).data);
  } finally {
    bitmap.close();
  }
};
