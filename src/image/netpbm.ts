import { failed, issue, parsed, type Parsed } from '../encoders/issues.js';
import type { GreyImage } from './raster.js';

/**
 * Netpbm decoder (P1-P6: PBM, PGM, PPM in ASCII and binary), greyscale out. sharp reads
 * none of these, and course material often comes as them. Header tokens are separated by
 * whitespace, `#` starts a comment up to the end of the line; binary rasters follow one
 * whitespace byte after maxval; maxval above 255 means two bytes per sample, big-endian.
 */
export function isNetpbm(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x50 && bytes[1]! >= 0x31 && bytes[1]! <= 0x36;
}

class Reader {
  offset = 2;
  constructor(readonly bytes: Uint8Array) {}

  private skipSpaceAndComments(): void {
    const b = this.bytes;
    while (this.offset < b.length) {
      const c = b[this.offset]!;
      if (c === 0x23) {
        while (this.offset < b.length && b[this.offset] !== 0x0a && b[this.offset] !== 0x0d) this.offset++;
      } else if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) this.offset++;
      else return;
    }
  }

  /** The next unsigned decimal integer, or undefined when the bytes hold none. */
  integer(): number | undefined {
    this.skipSpaceAndComments();
    const start = this.offset;
    let value = 0;
    while (this.offset < this.bytes.length) {
      const c = this.bytes[this.offset]!;
      if (c < 0x30 || c > 0x39) break;
      value = value * 10 + (c - 0x30);
      this.offset++;
    }
    return this.offset === start ? undefined : value;
  }

  /** One ASCII PBM bit: `0` or `1`, with or without separating whitespace. */
  bit(): number | undefined {
    this.skipSpaceAndComments();
    const c = this.bytes[this.offset];
    if (c !== 0x30 && c !== 0x31) return undefined;
    this.offset++;
    return c - 0x30;
  }
}

const bad = (message: string) => failed<GreyImage>(issue('picture.netpbm', '', message));

export function decodeNetpbm(bytes: Uint8Array): Parsed<GreyImage> {
  if (!isNetpbm(bytes)) return bad('not a netpbm file (no P1-P6 magic number)');
  const kind = bytes[1]! - 0x30;
  const reader = new Reader(bytes);
  const width = reader.integer();
  const height = reader.integer();
  if (width === undefined || height === undefined) return bad(`P${kind} header: width and height missing at byte ${reader.offset}`);
  if (width < 1 || height < 1) return bad(`P${kind} header: empty picture (${width}x${height})`);
  if (width * height > 100_000_000) return bad(`P${kind} header: ${width}x${height} is too large`);
  const bitmapKind = kind === 1 || kind === 4;
  const maxval = bitmapKind ? 1 : reader.integer();
  if (maxval === undefined || maxval < 1 || maxval > 65535) return bad(`P${kind} header: maxval missing or outside 1..65535 at byte ${reader.offset}`);
  const channels = kind === 3 || kind === 6 ? 3 : 1;
  const data = new Uint8Array(width * height);
  const samples = new Float64Array(channels);
  const ascii = kind <= 3;
  if (!ascii) reader.offset++; // the single whitespace byte before the raster
  const sampleBytes = maxval > 255 ? 2 : 1;
  const rowBytes = Math.ceil(width / 8);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = `pixel (${x},${y})`;
      if (bitmapKind) {
        let bit: number | undefined;
        if (ascii) bit = reader.bit();
        else {
          const byte = bytes[reader.offset + y * rowBytes + (x >> 3)];
          bit = byte === undefined ? undefined : (byte >> (7 - (x & 7))) & 1;
        }
        if (bit === undefined) return bad(`P${kind}: raster ends early at ${at}`);
        data[y * width + x] = bit ? 0 : 255; // PBM: 1 is black
        continue;
      }
      for (let c = 0; c < channels; c++) {
        let value: number | undefined;
        if (ascii) value = reader.integer();
        else {
          const at0 = reader.offset + ((y * width + x) * channels + c) * sampleBytes;
          value = sampleBytes === 1 ? bytes[at0] : at0 + 1 < bytes.length ? (bytes[at0]! << 8) | bytes[at0 + 1]! : undefined;
        }
        if (value === undefined) return bad(`P${kind}: raster ends early at ${at}`);
        if (value > maxval) return bad(`P${kind}: sample ${value} above maxval ${maxval} at ${at}`);
        samples[c] = value / maxval;
      }
      const grey = channels === 3 ? 0.299 * samples[0]! + 0.587 * samples[1]! + 0.114 * samples[2]! : samples[0]!;
      data[y * width + x] = Math.round(grey * 255);
    }
  }
  return parsed({ width, height, data });
}
