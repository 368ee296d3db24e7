import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import type { AnyFamily } from '../encoders/family.js';
import { schemaOf } from '../schemas.js';
import { prebuiltValidator } from './prebuilt-validators.js';

const require = createRequire(import.meta.url);
const compiled = new Map<string, ValidateFunction>();

/**
 * A family's schema validator. The build compiles each schema to a standalone validator
 * (prebuilt-validators.ts); from sources (tests) ajv compiles it once per process instead.
 * The page bundles the standalone ones (src/web/seams/validators.ts).
 */
export function validatorFor(family: AnyFamily): ValidateFunction {
  let validate = compiled.get(family.type);
  if (!validate) {
    validate = prebuiltValidator(family.type);
    if (!validate) {
      const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
      validate = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }).compile(schemaOf(family));
    }
    compiled.set(family.type, validate);
  }
  return validate;
}
