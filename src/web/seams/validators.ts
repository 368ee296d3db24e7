import type * as Node from '../../api/validators.js';
import bundled from 'cookcheck:validators';

/** The page's stand-in for src/api/validators.ts: the build's standalone validators, bundled (no ajv compiler). */
export const validatorFor: typeof Node.validatorFor = (family) => {
  const validate = bundled[family.type];
  if (validate === undefined) throw new Error(`cookcheck: no schema validator for ${family.type} in the page`);
  return validate;
};
