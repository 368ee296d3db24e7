import { closeSync, existsSync, openSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { CliExit, EXIT } from './exit-codes.js';

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such folder',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  EISDIR: 'it is a folder',
  ENOSPC: 'no space left on the device',
};

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return REASONS[code] ?? (code || (error as Error).message);
}

/**
 * Whether `--out path` can be written, asked before any work is done: the folder exists and
 * is writable, the path is not a folder, not the input, and not an existing file without --force.
 */
export function checkOutPath(path: string, input: string | undefined, force: boolean): void {
  const refuse = (why: string) => new CliExit(EXIT.invalid, `--out ${path}: ${why}`);
  if (input !== undefined && existsSync(input) && sameFile(path, input)) {
    throw new CliExit(EXIT.invalid, `refusing to write over the input file ${input}${resolve(path) === resolve(input) ? '' : ` (${path} is another name for it: a link)`}`);
  }
  const folder = dirname(resolve(path));
  let folderKind;
  try {
    folderKind = statSync(folder);
  } catch (error) {
    throw refuse(`cannot write in ${dirname(path)}: ${reason(error)}`);
  }
  if (!folderKind.isDirectory()) throw refuse(`${dirname(path)} is a file, not a folder`);
  // A probe file, since permission bits do not tell (root, read-only and virtual file systems).
  const probe = join(folder, `.cookcheck-probe-${process.pid}`);
  try {
    closeSync(openSync(probe, 'wx'));
    unlinkSync(probe);
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'cannot create files there' : reason(error);
    throw refuse(`cannot write in ${dirname(path)}: ${why}`);
  }
  if (existsSync(path)) {
    if (statSync(path).isDirectory()) throw refuse('is a folder; give a file name');
    if (!force) throw new CliExit(EXIT.invalid, `${path} exists; pass --force to replace it`);
  }
}

/** Whether two paths name one file: the same path, a symbolic link to it, or a hard link (same device and inode). */
function sameFile(a: string, b: string): boolean {
  if (resolve(a) === resolve(b)) return true;
  try {
    const [x, y] = [statSync(a), statSync(b)];
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}

/** Writes an output file, never over the input and never over an existing file without --force. */
export function writeOutput(path: string, content: string | Uint8Array, input: string | undefined, force: boolean): void {
  checkOutPath(path, input, force);
  try {
    writeFileSync(path, content);
  } catch (error) {
    throw new CliExit(EXIT.invalid, `--out ${path}: cannot write: ${reason(error)}`);
  }
}
