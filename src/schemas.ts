import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root: the nearest folder above this file holding `schemas/` (src or dist alike). */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'schemas', 'puzzle.schema.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('cookcheck: schemas/ folder not found');
    dir = up;
  }
  return dir;
}

export const PACKAGE_ROOT = packageRoot();

const loaded = new Map<string, object>();

/** A JSON Schema from `schemas/`, by file name; read when first asked for (families ask lazily, off start-up). */
export function loadSchema(file: string): object {
  let schema = loaded.get(file);
  if (!schema) loaded.set(file, (schema = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'schemas', file), 'utf8')) as object));
  return schema;
}
