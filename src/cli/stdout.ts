import type { Writable } from 'node:stream';

/*
 * A write to standard output that fails (a full disk, `> /dev/full`, a closed pipe) is an
 * error of the command, not silence: Node reports it asynchronously as an 'error' event, so
 * it is recorded here and the command's exit code checks it once the output is flushed.
 */

const failures = new WeakMap<Writable, NodeJS.ErrnoException>();
const watched = new WeakSet<Writable>();

/** Starts recording write errors of `stream` (once per stream). */
export function watchOutput(stream: Writable = process.stdout): void {
  if (watched.has(stream)) return;
  watched.add(stream);
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (!failures.has(stream)) failures.set(stream, error);
  });
}

/** Waits until everything written so far reached the stream; the first write error, if any. */
export async function flushOutput(stream: Writable = process.stdout): Promise<NodeJS.ErrnoException | undefined> {
  if (!stream.destroyed) {
    await new Promise<void>((resolve) =>
      stream.write('', (error) => {
        if (error && !failures.has(stream)) failures.set(stream, error);
        resolve();
      }),
    );
  }
  // The 'error' event of a failed synchronous write arrives on a later tick.
  await new Promise((resolve) => setImmediate(resolve));
  const failure = failures.get(stream);
  failures.delete(stream);
  return failure;
}

/** What a person reads about a failed write. */
export function describeWriteFailure(error: NodeJS.ErrnoException): string {
  const why: Record<string, string> = { ENOSPC: 'no space left on the device', EPIPE: 'the reader closed the pipe', EBADF: 'standard output is closed' };
  return `cannot write to standard output: ${why[error.code ?? ''] ?? error.code ?? error.message}`;
}
