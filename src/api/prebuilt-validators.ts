import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { PACKAGE_ROOT } from '../schemas.js';

const require = createRequire(import.meta.url);

/**
 * The build's standalone validator of a family's schema (scripts/build-validators.mjs), or
 * undefined before a build. The command-line bundle replaces this module with one that has
 * them bundled, so that their compiled code is stored with the bundle's (scripts/bundle-cli.mjs).
 */
export function prebuiltValidator(type: string): ValidateFunction | undefined {
  const file = join(PACKAGE_ROOT, 'dist', 'validators', `${type}.cjs`);
  return existsSync(file) ? (require(file) as ValidateFunction) : undefined;
}
