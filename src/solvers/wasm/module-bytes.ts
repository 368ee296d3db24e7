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

/** The compiled module, once per process: instances of it are cheap. */
export function compiledSolver(kind: WasmSolverKind): Promise<WebAssembly.Module> {
  let module = compiled.get(kind);
  if (module === undefined) {
    module = (async () => {
      const from = source ?? (await import('./node-bytes.js')).readSolverFile;
      return WebAssembly.compile(await from(kind));
    })();
    compiled.set(kind, module);
    module.catch(() => compiled.delete(kind));
  }
  return module;
}
