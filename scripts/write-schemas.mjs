// Writes schemas/puzzle.schema.json, the union of the registered families' schemas, from the
// registry (run after tsc: `npm run schemas`). test/schemas.test.ts fails while the file in
// the repository differs from what this writes.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAMILIES } from '../dist/src/encoders/registry.js';
import { puzzleSchema } from '../dist/src/schemas.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, 'schemas', 'puzzle.schema.json');
writeFileSync(file, JSON.stringify(puzzleSchema(FAMILIES.map((f) => f.type)), null, 2) + '\n');
console.log(`wrote ${file} (${FAMILIES.length} families)`);
