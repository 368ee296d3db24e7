import { failed, issue, parsed, type Parsed } from '../encoders/issues.js';
import { decodeNetpbm, isNetpbm } from './netpbm.js';
import type { GreyImage } from './raster.js';
import { decodeRaster } from './decode-raster.js';

export type PictureKind = 'png' | 'jpeg' | 'tiff' | 'webp' | 'gif' | 'avif' | 'netpbm';

/** First bytes of each kind sharp (or the page's browser) decodes; undefined matches any byte. */
const MAGIC: readonly { readonly kind: PictureKind; readonly bytes: readonly (number | undefined)[] }[] = [
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  // A scanner's usual output; sharp reads its first page.
  { kind: 'tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { kind: 'tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { kind: 'webp', bytes: [0x52, 0x49, 0x46, 0x46, undefined, undefined, undefined, undefined, 0x57, 0x45, 0x42, 0x50] },
  { kind: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  // An ISO media file (`ftyp`) of brand avif or avis; HEIC, the same box with HEVC in it, sharp does not decode.
  { kind: 'avif', bytes: [undefined, undefined, undefined, undefined, 0x66, 0x74, 0x79, 0x70, 0x61, 0x76, 0x69] },
];

/** The picture format by magic number, or undefined. */
export function pictureKind(bytes: Uint8Array): PictureKind | undefined {
  const known = MAGIC.find((m) => m.bytes.length <= bytes.length && m.bytes.every((b, i) => b === undefined || bytes[i] === b));
  if (known) return known.kind;
  if (isNetpbm(bytes)) return 'netpbm';
  return undefined;
}

/**
 * Decodes PNG, JPEG, TIFF, WebP, GIF and AVIF (decode-raster.ts: sharp, or the browser's decoder
 * in the page) or netpbm (own decoder) to grey levels; transparency is drawn on white.
 */
export async function decodePicture(bytes: Uint8Array): Promise<Parsed<GreyImage>> {
  const kind = pictureKind(bytes);
  if (bytes.length === 0) return failed(issue('picture.empty', '', 'the picture file is empty (0 bytes)'));
  if (kind === undefined) {
    return failed(issue('picture.format', '', 'not a picture: expected PNG, JPEG, TIFF, WebP, GIF, AVIF or netpbm (P1-P6) by its first bytes'));
  }
  if (kind === 'netpbm') return decodeNetpbm(bytes);
  try {
    return parsed(await decodeRaster(bytes));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failed(issue('picture.decode', '', `the ${kind.toUpperCase()} picture cannot be decoded: ${reason}`));
  }
}
