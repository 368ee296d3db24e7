import type * as Node from 'node:fs';

/*
 * The page's stand-in for node:fs, which a renderer asks for a picture a maze names by its
 * path: a page has no files, so none exists (a picture given as a data: URL is drawn).
 */
export const existsSync: typeof Node.existsSync = () => false;
export const readFileSync = ((path: unknown) => {
  throw new Error(`a page reads no files (${String(path)})`);
}) as typeof Node.readFileSync;
