import { FAMILIES } from '../encoders/registry.js';
import { HEIC_HINT } from '../image/heic.js';

/*
 * Input that is neither a puzzle text nor a picture a family reads — a BMP, a PDF, an archive —
 * would otherwise be decoded as text and fail on its first odd character ("',' at row 0 ...
 * not a cell of a grid"). It is named instead, by its first bytes.
 */

const MAGIC: readonly { readonly bytes: readonly (number | undefined)[]; readonly kind: string; readonly picture: boolean; readonly hint?: string }[] = [
  { bytes: [0x42, 0x4d], kind: 'a BMP picture', picture: true },
  // AVIF, the same box with AV1 in it, is read as a picture (decode.ts) before this is asked.
  {
    bytes: [0x00, 0x00, 0x00, undefined, 0x66, 0x74, 0x79, 0x70],
    kind: 'a HEIC/HEIF picture (as iPhones save photos)',
    picture: true,
    hint: HEIC_HINT,
  },
  { bytes: [0x25, 0x50, 0x44, 0x46], kind: 'a PDF document', picture: false },
  { bytes: [0x50, 0x4b, 0x03, 0x04], kind: 'a ZIP archive (or an office document)', picture: false },
  { bytes: [0x1f, 0x8b], kind: 'a gzip file', picture: false },
];

/** What the bytes are when they are no text (a named kind, or binary data), or undefined for text. */
export function binaryKind(bytes: Uint8Array): { kind: string; picture: boolean; hint?: string } | undefined {
  const known = MAGIC.find((m) => m.bytes.length <= bytes.length && m.bytes.every((b, i) => b === undefined || bytes[i] === b));
  if (known) return known;
  const head = bytes.subarray(0, 4096);
  return head.includes(0) ? { kind: 'binary data (it holds NUL bytes)', picture: false } : undefined;
}

/** The message for such input: what it is, and what is read instead. */
export function binaryInputMessage(origin: string, what: { kind: string; picture: boolean; hint?: string }): string {
  const pictures = FAMILIES.flatMap((family) => (family.pictureFormats ?? []).map((format) => format.description));
  const read = pictures.length > 0 ? ` (the pictures it reads: ${pictures.join('; ')})` : '';
  return what.picture
    ? `${origin} is ${what.kind}, which this tool does not read: convert it to PNG first${read}${what.hint ? `. ${what.hint}` : ''}`
    : `${origin} is ${what.kind}, not a puzzle: give a puzzle file (JSON or text), a URL, a game ID${pictures.length > 0 ? ' or a picture' : ''}${read}`;
}
