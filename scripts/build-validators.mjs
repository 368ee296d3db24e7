// Compiles each family's JSON Schema into a standalone validator (ajv's standalone code),
// so the command line validates input without loading and compiling ajv at start-up.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';

// ajv's code counts a string's characters (maxLength) with a function it requires from its
// own package: resolving and loading that file costs a command 1-3 ms. The same count is
// written into each validator instead (a string's iterator steps over code points).
const UCS2LENGTH = 'require("ajv/dist/runtime/ucs2length").default';
const CODE_POINTS = '((text) => { let count = 0; for (const _ of text) count++; return count; })';

function withOwnRuntime(code) {
  const own = code.replaceAll(UCS2LENGTH, CODE_POINTS);
  if (own.includes('require(')) throw new Error('a validator still requires a module: inline it in build-validators.mjs');
  return own;
}

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
  writeFileSync(join(out, file.replace('.schema.json', '.cjs')), withOwnRuntime(standaloneCode.default(ajv, validate)));
}
console.log(`compiled ${families.length} schema validators into dist/validators`);
