/**
 * A photo's EXIF Orientation: how a viewer turns the stored pixels upright (1 as stored,
 * 2-8 mirrored and/or turned). Phones store most photos turned and say so here. Tracing
 * reads the picture upright (sharp's autoOrient, the browser's decoder), as the person saw
 * it when choosing the start and finish; drawings over the picture turn it the same way.
 */
export interface Orientation {
  readonly value: number;
  /** Where the value's two bytes are, and their byte order. */
  readonly at: number;
  readonly littleEndian: boolean;
}

/** The orientation a JPEG (APP1 Exif) or PNG (eXIf chunk) states, undefined when none or 1. */
export function readOrientation(bytes: Uint8Array): Orientation | undefined {
  const tiff = bytes[0] === 0xff && bytes[1] === 0xd8 ? jpegExif(bytes) : bytes[0] === 0x89 && bytes[1] === 0x50 ? pngExif(bytes) : undefined;
  if (tiff === undefined) return undefined;
  const found = tiffOrientation(bytes, tiff);
  return found !== undefined && found.value >= 2 && found.value <= 8 ? found : undefined;
}

/** A copy of the picture whose orientation says "as stored", for a drawing that turns it itself. */
export function withoutOrientation(bytes: Uint8Array, orientation: Orientation): Uint8Array {
  const copy = Uint8Array.from(bytes);
  new DataView(copy.buffer).setUint16(orientation.at, 1, orientation.littleEndian);
  return copy;
}

/** Whether the upright picture is the stored one turned a quarter (its width and height swapped). */
export const swapsSides = (value: number): boolean => value >= 5;

/** The SVG transform that draws the stored pixels (width x height as stored) upright. */
export function uprightTransform(value: number, width: number, height: number): string {
  const matrices: Record<number, readonly number[]> = {
    2: [-1, 0, 0, 1, width, 0],
    3: [-1, 0, 0, -1, width, height],
    4: [1, 0, 0, -1, 0, height],
    5: [0, 1, 1, 0, 0, 0],
    6: [0, 1, -1, 0, height, 0],
    7: [0, -1, -1, 0, height, width],
    8: [0, -1, 1, 0, 0, width],
  };
  return `matrix(${(matrices[value] ?? [1, 0, 0, 1, 0, 0]).join(' ')})`;
}

/** Where the TIFF header of a JPEG's Exif segment starts; the scan ends the metadata. */
function jpegExif(bytes: Uint8Array): number | undefined {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const exif = String.fromCharCode(...bytes.subarray(at + 4, at + 10)) === 'Exif\0\0';
    if (marker === 0xe1 && exif) return at + 10;
    at += 2 + length;
  }
  return undefined;
}

/** Where a PNG's eXIf chunk (a TIFF header and its directories) starts. */
function pngExif(bytes: Uint8Array): number | undefined {
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = new DataView(bytes.buffer, bytes.byteOffset + at, 4).getUint32(0);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === 'eXIf') return at + 8;
    if (type === 'IDAT' || type === 'IEND') return undefined;
    at += 12 + length;
  }
  return undefined;
}

/** Tag 0x0112 (a SHORT) in the first directory of the TIFF header at `start`. */
function tiffOrientation(bytes: Uint8Array, start: number): Orientation | undefined {
  if (start + 8 > bytes.length) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const order = view.getUint16(start);
  if (order !== 0x4949 && order !== 0x4d4d) return undefined;
  const littleEndian = order === 0x4949;
  const directory = start + view.getUint32(start + 4, littleEndian);
  if (directory + 2 > bytes.length) return undefined;
  const entries = view.getUint16(directory, littleEndian);
  for (let i = 0; i < entries; i++) {
    const entry = directory + 2 + i * 12;
    if (entry + 12 > bytes.length) return undefined;
    if (view.getUint16(entry, littleEndian) === 0x0112) return { value: view.getUint16(entry + 8, littleEndian), at: entry + 8, littleEndian };
  }
  return undefined;
}
