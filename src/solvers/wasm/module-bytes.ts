import type { WasmSolverKind } from './sat-module.js';

/** Where a solver module's bytes come from: a page fetches them, Node reads them (node-bytes.ts). */
export type WasmBytesSource = (kind: WasmSolverKind) => Promise<BufferSource>;

let source: WasmBytesSource | undefined;

/** Sets where the modules' bytes come from (a browser: `fetch` from the page's own files). */
export function setWasmBytesSource(from: WasmBytesSource): void {
  source = from;
  compiled.clear();
}

const compiled = new Map<WasmSolverKind, Promise<WebAssembly.Module>>();

/**
 * Compiled on this thread where the host allows it (Node, a worker): a short command then
 * does not wait for a compiler thread to get a core. A page's own thread may not (RangeError).
 */
function compileNow(bytes: BufferSource): WebAssembly.Module | Promise<WebAssembly.Module> {
  try {
    return new WebAssembly.Module(bytes);
  } catch (error) {
    if (error instanceof RangeError) return WebAssembly.compile(bytes);
    throw error;
  }
}

/** The compiled module, once per process: instances of it are cheap. */
export function compiledSolver(kind: WasmSolverKind): Promise<WebAssembly.Module> {
  let module = compiled.get(kind);
  if (module === undefined) {
    module = (async () => {
      const from = source ?? (await import('./node-bytes.js')).readSolverFile;
      return compileNow(await from(kind));
    })();
    compiled.set(kind, module);
    module.catch(() => compiled.delete(kind));
  }
  return module;
}
