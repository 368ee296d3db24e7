import type * as Node from '../../image/debug.js';

/** The page's stand-in for src/image/debug.ts: a page writes no files. */
export const writeDebugPictures: typeof Node.writeDebugPictures = async () => {
  throw new Error('the tracing stages are written as pictures by the command line (--debug-dir), not by the page');
};
