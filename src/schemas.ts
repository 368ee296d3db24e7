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

/** A family's JSON Schema (2020-12): `schemas/<type>.schema.json`, found by its type alone. */
export function schemaOf(family: { readonly type: string }): object {
  return loadSchema(`${family.type}.schema.json`);
}

/**
 * `schemas/puzzle.schema.json`, built from the families' types: any puzzle, its `type` one of
 * them, each checked by its family's schema. The file is kept for outside users (editors,
 * other languages) and a test fails when it is not what this builds (`npm run schemas`
 * writes it); cookcheck itself checks a puzzle by its family's schema.
 */
export function puzzleSchema(types: readonly string[]): object {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://cookcheck.dev/schemas/puzzle.schema.json',
    title: 'cookcheck puzzle',
    description: 'Any puzzle cookcheck reads: the `type` field selects the family schema. Written by `npm run schemas` from the registry.',
    type: 'object',
    required: ['type'],
    properties: { type: { enum: [...types] } },
    allOf: types.map((type) => ({ if: { properties: { type: { const: type } } }, then: { $ref: `${type}.schema.json` } })),
  };
}
