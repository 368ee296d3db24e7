import type * as Node from '../../schemas.js';
import bundled from 'cookcheck:schemas';

/*
 * The page's stand-in for src/schemas.ts: the JSON Schemas travel inside the bundle
 * (scripts/build-web.mjs puts every file of schemas/ in it) instead of being read from disk.
 */

export const PACKAGE_ROOT: typeof Node.PACKAGE_ROOT = '.';

export const loadSchema: typeof Node.loadSchema = (file) => {
  const schema = bundled[file];
  if (schema === undefined) throw new Error(`cookcheck: schema ${file} is not in the page`);
  return schema;
};

export const schemaOf: typeof Node.schemaOf = (family) => loadSchema(`${family.type}.schema.json`);
