// Compiles each family's JSON Schema into a standalone validator (ajv's standalone code),
// so the command line validates input without loading and compiling ajv at start-up.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'validators');
mkdirSync(out, { recursive: true });
const families = readdirSync(join(root, 'schemas')).filter(
  (f) => f.endsWith('.schema.json') && f !== 'puzzle.schema.json' && f !== 'result.schema.json',
);
for (const file of families) {
  const schema = JSON.parse(readFileSync(join(root, 'schemas', file), 'utf8'));
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, code: { source: true } });
  const validate = ajv.compile(schema);
  writeFileSync(join(out, file.replace('.schema.json', '.cjs')), standaloneCode.default(ajv, validate));
}
console.log(`compiled ${families.length} schema validators into dist/validators`);
