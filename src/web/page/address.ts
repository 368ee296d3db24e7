import type { Question } from '../worker/protocol.js';

/*
 * The address carries the puzzle, so a link reproduces the answer, and Back returns to the
 * puzzle before. After `#`, `&`-separated `key=value` pairs, values percent-encoded:
 * - `input=` the text (a URL, a game ID, JSON, a text board): always accepted;
 * - `z=` the same text deflated and in base64url: what the page writes for long texts;
 * - `sample=type/name`: one of the page's samples;
 * - `picture=` a picture's bytes in base64url, with `file=` its name and its options
 *   (`start=x,y`, `finish=x,y`, `threshold=140`, `forbid=x,y;x,y`, `sweep=true`, ...);
 * - `q=best|count|all`: the question (check when absent).
 */

export type Puzzle =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'sample'; readonly sample: string }
  | { readonly kind: 'picture'; readonly bytes: Uint8Array<ArrayBuffer>; readonly name: string; readonly options: PictureOptions };

/** A picture's options as text, by name (`start: '417,277'`, `threshold: '140'`, `sweep: true`). */
export type PictureOptions = Readonly<Record<string, string | boolean>>;

export interface Address {
  readonly puzzle: Puzzle;
  readonly question: Question;
}

/** Texts longer than this (percent-encoded) are written deflated. */
const PLAIN_LIMIT = 1500;
const QUESTIONS: readonly Question[] = ['check', 'best', 'count', 'all'];

function pairs(hash: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of hash.replace(/^#/, '').split('&')) {
    const at = pair.indexOf('=');
    if (at > 0) map.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return map;
}

function base64url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function through(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
}

/** Keys of the address itself; any other key of a picture's address is one of its options. */
const RESERVED = new Set(['picture', 'file', 'q']);

/** The puzzle and question an address carries; undefined when it carries none. Throws on a damaged one. */
export async function readAddress(hash: string): Promise<Address | undefined> {
  const values = pairs(hash);
  const q = values.get('q');
  const question = QUESTIONS.find((k) => k === q) ?? 'check';
  const input = values.get('input');
  if (input !== undefined) return { puzzle: { kind: 'text', text: decodeURIComponent(input) }, question };
  const z = values.get('z');
  if (z !== undefined) {
    const text = new TextDecoder().decode(await through(fromBase64url(decodeURIComponent(z)), new DecompressionStream('deflate-raw')));
    return { puzzle: { kind: 'text', text }, question };
  }
  const sample = values.get('sample');
  if (sample !== undefined) return { puzzle: { kind: 'sample', sample: decodeURIComponent(sample) }, question };
  const picture = values.get('picture');
  if (picture !== undefined) {
    const options = Object.fromEntries([...values].filter(([key]) => !RESERVED.has(key)).map(([key, value]) => [key, decodeURIComponent(value)]));
    return { puzzle: { kind: 'picture', bytes: fromBase64url(decodeURIComponent(picture)), name: decodeURIComponent(values.get('file') ?? 'picture'), options }, question };
  }
  return undefined;
}

/** Addresses longer than this are not written for a picture (browsers cap them near 2 MB). */
const PICTURE_LIMIT = 1_500_000;

/** The address of a puzzle and question (`#...`); undefined for a picture too large to carry. */
export async function writeAddress({ puzzle, question }: Address): Promise<string | undefined> {
  const q = question === 'check' ? '' : `&q=${question}`;
  if (puzzle.kind === 'sample') return `#sample=${encodeURIComponent(puzzle.sample)}${q}`;
  if (puzzle.kind === 'picture') {
    const options = Object.entries(puzzle.options).map(([key, value]) => `&${key}=${encodeURIComponent(String(value)).replace(/%2C/g, ',')}`);
    const address = `#picture=${base64url(puzzle.bytes)}&file=${encodeURIComponent(puzzle.name)}${options.join('')}${q}`;
    return address.length > PICTURE_LIMIT ? undefined : address;
  }
  const plain = encodeURIComponent(puzzle.text);
  if (plain.length <= PLAIN_LIMIT) return `#input=${plain}${q}`;
  const packed = await through(new TextEncoder().encode(puzzle.text), new CompressionStream('deflate-raw'));
  return `#z=${base64url(packed)}${q}`;
}
