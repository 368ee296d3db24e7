import { decodePicture } from '../../src/image/decode.js';
import type { Bitmap } from '../../src/image/raster.js';
import { workingPicture } from '../../src/image/scale.js';
import { DEFAULT_SETTINGS } from '../../src/image/settings.js';
import { strokesOf } from '../../src/image/strokes.js';

/** The ink thinning gets (strokes.ts) from a picture, as the tracing cuts it; a refused picture fails the test with its first issue. */
export async function strokesOfPicture(bytes: Uint8Array): Promise<{ binary: Bitmap; strokeWidth: number }> {
  const decoded = await decodePicture(bytes);
  if (!decoded.ok) throw new Error(decoded.issues[0]!.message);
  const { image, scale, crowded } = workingPicture(decoded.value);
  const strokes = strokesOf(image, DEFAULT_SETTINGS, scale, crowded);
  if (!strokes.ok) throw new Error(strokes.issues[0]!.message);
  return strokes.value;
}

/** Pixels set in one bitmap and not the other, over the pixels set in `b`. */
export function differingShare(a: Bitmap, b: Bitmap): number {
  let [differ, inB] = [0, 0];
  for (let i = 0; i < a.data.length; i++) {
    if (a.data[i] !== b.data[i]) differ++;
    if (b.data[i]) inB++;
  }
  return differ / inB;
}
