import { failed, issue, parsed, type Parsed } from '../encoders/issues.js';
import { decodeNetpbm, isNetpbm } from './netpbm.js';
import type { GreyImage } from './raster.js';
import { decodeRaster } from './decode-raster.js';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

export type PictureKind = 'png' | 'jpeg' | 'netpbm';

/** The picture format by magic number, or undefined. */
export function pictureKind(bytes: Uint8Array): PictureKind | undefined {
  if (startsWith(bytes, PNG_MAGIC)) return 'png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'jpeg';
  if (isNetpbm(bytes)) return 'netpbm';
  return undefined;
}

/**
 * Decodes PNG, JPEG (decode-raster.ts: sharp, or the browser's decoder in the page) or
 * netpbm (own decoder) to grey levels; transparency is drawn on white.
 */
export async function decodePicture(bytes: Uint8Array): Promise<Parsed<GreyImage>> {
  const kind = pictureKind(bytes);
  if (bytes.length === 0) return failed(issue('picture.empty', '', 'the picture file is empty (0 bytes)'));
  if (kind === undefined) {
    return failed(issue('picture.format', '', 'not a picture: expected PNG, JPEG or netpbm (P1-P6) by its first bytes'));
  }
  if (kind === 'netpbm') return decodeNetpbm(bytes);
  try {
    return parsed(await decodeRaster(bytes));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failed(issue('picture.decode', '', `the ${kind.toUpperCase()} picture cannot be decoded: ${reason}`));
  }
}
