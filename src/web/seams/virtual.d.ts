/** Modules scripts/build-web.mjs makes while it bundles the page. */

declare module 'cookcheck:schemas' {
  /** Every JSON Schema of schemas/, by file name. */
  const schemas: Readonly<Record<string, object>>;
  export default schemas;
}

declare module 'cookcheck:validators' {
  import type { ValidateFunction } from 'ajv';
  /** Each family's standalone validator (dist/validators), by type. */
  const validators: Readonly<Record<string, ValidateFunction>>;
  export default validators;
}
