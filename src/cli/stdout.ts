import { fstatSync, writeSync } from 'node:fs';

/*
 * Standard output and error as the command writes them. Where one is a pipe, a socket or a
 * file, text goes to its descriptor with write(2), as Node's own stream writes there, and that
 * stream is never made: making it loads node:net and the stream modules, whose functions are
 * compiled at every start (a piped standard output cost a short `check` 7-13 M of about 230 M
 * instructions, callgrind). A terminal, or anything else, is written through Node's stream as
 * before, and so is everything once the stream itself was asked for (`stream()`), so that what
 * is written keeps its order.
 *
 * A write that fails (a full disk, `> /dev/full`, a closed pipe) is an error of the command,
 * not silence: it is recorded, and the command's exit code checks it once the output is flushed.
 */
export class StandardStream {
  /** Written with write(2): undefined until first asked. */
  private direct: boolean | undefined;
  private watched = false;
  private failure: NodeJS.ErrnoException | undefined;

  constructor(
    private readonly fd: number,
    private readonly nodeStream: () => NodeJS.WriteStream,
  ) {}

  /** Node's stream (process.stdout, process.stderr), for what needs one; every later write goes through it. */
  stream(): NodeJS.WriteStream {
    this.direct = false;
    const stream = this.nodeStream();
    if (!this.watched) {
      this.watched = true;
      stream.on('error', (error: NodeJS.ErrnoException) => void (this.failure ??= error));
    }
    return stream;
  }

  /** Whether the descriptor is written with write(2); a terminal or anything else not a pipe, socket or file goes through Node's stream. */
  writesDirectly(): boolean {
    if (this.direct === undefined) {
      try {
        const stat = fstatSync(this.fd);
        this.direct = stat.isFIFO() || stat.isSocket() || stat.isFile();
      } catch {
        this.direct = false;
      }
    }
    return this.direct;
  }

  get isTTY(): boolean {
    return !this.writesDirectly() && Boolean(this.stream().isTTY);
  }

  /** The terminal's width, if it is one. */
  get columns(): number | undefined {
    return this.writesDirectly() ? undefined : this.stream().columns;
  }

  write(text: string | Uint8Array): void {
    if (!this.writesDirectly()) {
      this.stream().write(text);
      return;
    }
    if (this.failure) return;
    const bytes = typeof text === 'string' ? Buffer.from(text) : text;
    let done = 0;
    try {
      while (done < bytes.length) done += writeSync(this.fd, bytes, done);
    } catch (error) {
      // A descriptor its opener left non-blocking, now full: Node's stream waits for room
      if ((error as NodeJS.ErrnoException).code === 'EAGAIN') this.stream().write(bytes.subarray(done));
      else this.failure = error as NodeJS.ErrnoException;
    }
  }

  /** Waits until everything written so far reached the descriptor; the first write error, if any. */
  async flush(): Promise<NodeJS.ErrnoException | undefined> {
    if (this.direct === false) {
      const stream = this.stream();
      if (!stream.destroyed) {
        await new Promise<void>((resolve) =>
          stream.write('', (error) => {
            if (error) this.failure ??= error;
            resolve();
          }),
        );
      }
      // The 'error' event of a failed synchronous write arrives on a later tick.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const failure = this.failure;
    this.failure = undefined;
    return failure;
  }
}

export const standardOutput = new StandardStream(1, () => process.stdout);
export const standardError = new StandardStream(2, () => process.stderr);

/** What a person reads about a failed write. */
export function describeWriteFailure(error: NodeJS.ErrnoException): string {
  const why: Record<string, string> = { ENOSPC: 'no space left on the device', EPIPE: 'the reader closed the pipe', EBADF: 'standard output is closed' };
  return `cannot write to standard output: ${why[error.code ?? ''] ?? error.code ?? error.message}`;
}

/**
 * Makes Node's streams now for standard output and error where they will be written through
 * (a terminal): bin/cookcheck.js calls this before it raises V8's budgets, under which V8
 * refuses the compiled code Node stores for its modules (node:net, node:tty).
 */
export function prepareStandardStreams(): void {
  for (const stream of [standardOutput, standardError]) if (!stream.writesDirectly()) stream.stream();
}
