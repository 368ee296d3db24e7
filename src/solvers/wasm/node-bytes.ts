// node:fs, not node:fs/promises: the latter (with streams and readline) costs 10 ms at every start.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../schemas.js';
import type { WasmSolverKind } from './sat-module.js';

/** Node reads the committed builds from `native/wasm/` at the package's root. */
export async function readSolverFile(kind: WasmSolverKind): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(readFileSync(join(PACKAGE_ROOT, 'native', 'wasm', `${kind}.wasm`)));
}
