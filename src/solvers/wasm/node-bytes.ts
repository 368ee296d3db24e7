import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../schemas.js';
import type { WasmSolverKind } from './sat-module.js';

/** Node reads the committed builds from `native/wasm/` at the package's root. */
export async function readSolverFile(kind: WasmSolverKind): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await readFile(join(PACKAGE_ROOT, 'native', 'wasm', `${kind}.wasm`)));
}
