import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, statSync, truncateSync, writeSync } from 'node:fs';
import { idKey, type ItemId } from './items.js';

/*
 * The results file of a batch (`--out`): one JSON line a puzzle, `{"id": ..., ...}`. Each line
 * is written whole, in one write, as soon as its puzzle is answered, so a crash or Ctrl-C
 * loses no finished result; a run with the same file skips the ids already there. When every
 * puzzle of the input has its line, the file is put in input order (written beside it, then
 * renamed over it, so nothing is lost if that is interrupted too).
 */

/** A result line: the id first, then the result object's own keys. */
export function resultLine(id: ItemId, json: string): string {
  return json === '{}' ? `{"id":${JSON.stringify(id)}}\n` : `{"id":${JSON.stringify(id)},${json.slice(1)}\n`;
}

export class ResultsProblem extends Error {}

/** The id of a result line, or undefined when the line is not one. */
function lineId(line: string): ItemId | undefined {
  try {
    const value = JSON.parse(line) as { id?: unknown };
    const id = value.id;
    return typeof id === 'string' || typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
}

export class ResultsFile {
  private fd: number | undefined;
  /** Ids found in the file when it was opened, by key. */
  readonly done = new Set<string>();
  /** A last line cut off by a crash, taken off the file. */
  readonly repaired: boolean = false;

  /** Opens `path` to append, reading the ids already there; a file that is not a results file is refused. */
  constructor(readonly path: string) {
    if (existsSync(path)) {
      if (!statSync(path).isFile()) throw new ResultsProblem(`${path} is not a regular file`);
      let text = readFileSync(path, 'utf8');
      const end = text.lastIndexOf('\n') + 1;
      if (end < text.length) {
        // A line without its end was being written when the last run stopped: it is dropped, its puzzle asked again.
        truncateSync(path, Buffer.byteLength(text.slice(0, end)));
        text = text.slice(0, end);
        this.repaired = true;
      }
      const lines = text.split('\n');
      for (const [i, line] of lines.entries()) {
        if (line.trim() === '') continue;
        const id = lineId(line);
        if (id === undefined) throw new ResultsProblem(`${path} line ${i + 1} is not a result of cookcheck batch (a JSON object with an "id"); give another --out file`);
        this.done.add(idKey(id));
      }
    }
    this.fd = openSync(path, 'a');
  }

  /** Appends one whole line (one write). */
  write(line: string): void {
    if (this.fd === undefined) throw new Error('results file closed');
    const bytes = Buffer.from(line);
    let written = 0;
    while (written < bytes.length) written += writeSync(this.fd, bytes, written);
  }

  close(): void {
    if (this.fd === undefined) return;
    fsyncSync(this.fd);
    closeSync(this.fd);
    this.fd = undefined;
  }

  /**
   * Puts the lines in input order (`order`: id keys, in input order); lines of ids not in
   * it keep their order, after the others. Written beside the file, then renamed over it.
   */
  reorder(order: readonly string[]): void {
    this.close();
    const lines = readFileSync(this.path, 'utf8').split('\n').filter((l) => l.trim() !== '');
    const rank = new Map(order.map((key, i) => [key, i]));
    const ranked = lines.map((line, i) => {
      const id = lineId(line);
      return { line, at: (id === undefined ? undefined : rank.get(idKey(id))) ?? order.length + i };
    });
    if (ranked.every((r, i) => i === 0 || ranked[i - 1]!.at < r.at)) return;
    ranked.sort((a, b) => a.at - b.at);
    const beside = `${this.path}.${process.pid}.tmp`;
    const fd = openSync(beside, 'w');
    try {
      writeSync(fd, ranked.map((r) => r.line + '\n').join(''));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(beside, this.path);
  }
}
