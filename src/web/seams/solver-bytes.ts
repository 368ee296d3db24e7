import type * as Node from '../../solvers/wasm/node-bytes.js';

/** The page's stand-in for src/solvers/wasm/node-bytes.ts: the solver modules are files beside the worker (dist/web/wasm/). */
export const readSolverFile: typeof Node.readSolverFile = async (kind) => {
  const response = await fetch(new URL(`wasm/${kind}.wasm`, self.location.href));
  if (!response.ok) throw new Error(`the ${kind} solver module could not be loaded (${response.status} ${response.statusText})`);
  return new Uint8Array(await response.arrayBuffer());
};
