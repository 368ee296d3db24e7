import { closeSync, existsSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { CliExit, EXIT } from './exit-codes.js';

/** Largest input read: far above any puzzle file (a 200x200 Numberlink is ~80 KB) or picture we expect. */
export const MAX_INPUT_BYTES = 32 * 1024 * 1024;
const LIMIT_TEXT = `${MAX_INPUT_BYTES / (1024 * 1024)} MiB`;

/** What `<input>` holds: its bytes (a picture reads these), a text view, and where it came from. */
export interface InputBytes {
  readonly bytes: Uint8Array;
  readonly text: string;
  readonly origin: string;
}

function tooLarge(origin: string): CliExit {
  return new CliExit(EXIT.invalid, `${origin}: input larger than ${LIMIT_TEXT}, the most cookcheck reads; is it a puzzle?`);
}

/**
 * Reads a stream to its end, whatever its speed (a pipe that is slow to start, a terminal),
 * and stops once it passes `limit` bytes.
 */
export async function readStream(stream: Readable, origin: string, limit = MAX_INPUT_BYTES): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      throw tooLarge(origin);
    }
    chunks.push(buffer);
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}

/** A regular file up to `limit` bytes; anything else (a device, a FIFO, a folder) is refused. */
export function readRegularFile(path: string, limit = MAX_INPUT_BYTES): Uint8Array {
  let fd: number;
  try {
    const kind = statSync(path);
    if (kind.isDirectory()) throw new CliExit(EXIT.invalid, `${path} is a folder, not a puzzle file`);
    if (!kind.isFile()) throw new CliExit(EXIT.invalid, `${path} is not a regular file (a device, pipe or socket); give a file, or - to read standard input`);
    if (kind.size > limit) throw tooLarge(path);
    fd = openSync(path, 'r');
  } catch (error) {
    if (error instanceof CliExit) throw error;
    throw new CliExit(EXIT.invalid, `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  try {
    // The size was checked before opening; read at most one byte past the limit in case the file grew.
    const size = Math.min(fstatSync(fd).size, limit) + 1;
    const buffer = Buffer.alloc(size);
    let filled = 0;
    for (;;) {
      const n = readSync(fd, buffer, filled, size - filled, null);
      if (n === 0) break;
      filled += n;
      if (filled === size) break;
    }
    if (filled > limit) throw tooLarge(path);
    return new Uint8Array(buffer.buffer, buffer.byteOffset, filled);
  } catch (error) {
    if (error instanceof CliExit) throw error;
    throw new CliExit(EXIT.invalid, `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  } finally {
    closeSync(fd);
  }
}

const decoder = new TextDecoder('utf-8');

/** `reading`, unless the command's deadline (`--timeout`) comes first: then the command ends with exit 5. */
async function beforeDeadline<T>(reading: Promise<T>, deadline: number | undefined): Promise<T> {
  if (deadline === undefined) return reading;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CliExit(EXIT.unknown, 'the time limit ran out while standard input was still being read')), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([reading, late]);
  } finally {
    clearTimeout(timer);
  }
}

function inline(input: string): boolean {
  return /^[a-z]+:\/\//i.test(input) || /^\d+(x\d+)?[a-z]*:/.test(input) || input.includes('?');
}

/**
 * The bytes of `<input>`: a file, `-` for standard input (read as a stream), or a URL / game
 * ID given inline. Never more than MAX_INPUT_BYTES.
 */
export async function readInput(input: string, given?: Readable & { isTTY?: boolean }, deadline?: number): Promise<InputBytes> {
  let bytes: Uint8Array;
  let origin = input;
  if (input === '-') {
    // process.stdin is set up on first use (a stream, ~20 ms): only when it is read
    const stdin = given ?? process.stdin;
    if (stdin.isTTY) throw new CliExit(EXIT.invalid, 'reading a puzzle from standard input: paste it, then press Ctrl-D');
    origin = '<stdin>';
    bytes = await beforeDeadline(readStream(stdin, origin), deadline);
  } else if (existsSync(input)) {
    bytes = readRegularFile(input);
  } else if (inline(input)) {
    origin = 'input';
    bytes = new TextEncoder().encode(input);
  } else {
    throw new CliExit(EXIT.invalid, `no such file: ${input} (give a puzzle file, - for standard input, a puzz.link URL or a Tatham game ID)`);
  }
  return { bytes, text: decoder.decode(bytes), origin };
}
