/**
 * The few WASI functions our solver builds import, for a module that reads no files and
 * has no environment: output is dropped, the clock is the host's, `proc_exit` throws.
 * Anything else a build imports answers ENOSYS.
 */
const SUCCESS = 0;
const BAD_FILE = 8;
const NOT_SUPPORTED = 52;

export class WasiExit extends Error {
  constructor(readonly code: number) {
    super(`the solver module exited with code ${code}`);
    this.name = 'WasiExit';
  }
}

type WasiFunction = (...args: number[]) => number;

export function wasiImports(module: WebAssembly.Module, memory: WebAssembly.Memory): Record<string, WasiFunction> {
  const view = () => new DataView(memory.buffer);
  const known: Record<string, WasiFunction> = {
    fd_write(_fd, iovs, count, written) {
      let bytes = 0;
      for (let i = 0; i < count; i++) bytes += view().getUint32(iovs + 8 * i + 4, true);
      view().setUint32(written, bytes, true);
      return SUCCESS;
    },
    fd_close: () => SUCCESS,
    fd_seek: () => BAD_FILE,
    fd_fdstat_get: () => BAD_FILE,
    environ_sizes_get(count, size) {
      view().setUint32(count, 0, true);
      view().setUint32(size, 0, true);
      return SUCCESS;
    },
    environ_get: () => SUCCESS,
    clock_time_get(_id, _precision, out) {
      view().setBigUint64(out, BigInt(Math.round(performance.now() * 1e6)), true);
      return SUCCESS;
    },
    proc_exit(code) {
      throw new WasiExit(code);
    },
  };
  const imports: Record<string, WasiFunction> = {};
  for (const wanted of WebAssembly.Module.imports(module)) {
    if (wanted.module === 'wasi_snapshot_preview1' && wanted.kind === 'function') {
      imports[wanted.name] = known[wanted.name] ?? (() => NOT_SUPPORTED);
    }
  }
  return imports;
}
