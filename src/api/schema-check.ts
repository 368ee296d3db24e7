import type { ErrorObject } from 'ajv';
import type { AnyFamily } from '../encoders/family.js';
import { issue, pointer, type Issue } from '../encoders/issues.js';
import { FAMILIES, familyOf } from '../encoders/registry.js';
import { validatorFor } from './validators.js';

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown property "${String(params['additionalProperty'])}"`;
    case 'required':
      return `missing property "${String(params['missingProperty'])}"`;
    case 'enum':
      return `${error.message}: ${(params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return error.message ?? error.keyword;
  }
}

/**
 * Issues for every schema violation, each with its JSON pointer. Where a value matches none
 * of several allowed forms (oneOf), the alternatives are folded into one message.
 */
function schemaIssues(errors: readonly ErrorObject[]): Issue[] {
  const alternatives = new Set(errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath));
  const seen = new Set<string>();
  const out: Issue[] = [];
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    const where = error.instancePath;
    if (alternatives.has(where) && error.keyword !== 'oneOf' && error.keyword !== 'anyOf') continue;
    const text = alternatives.has(where)
      ? `${errors
          .filter((e) => e.instancePath === where && e.keyword !== 'oneOf' && e.keyword !== 'anyOf')
          .map(describe)
          .join(', or ')}`
      : describe(error);
    const id = `${where} ${text}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(issue(`schema.${error.keyword}`, where, text));
  }
  return out;
}

/** Shape (JSON Schema) first, then the family's cross-field rules. */
export function checkPuzzle(value: unknown): { family: AnyFamily; issues: Issue[] } | { family: undefined; issues: Issue[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { family: undefined, issues: [issue('schema.type', '', 'a puzzle must be a JSON object with a "type"')] };
  }
  const type = (value as Record<string, unknown>)['type'];
  const family = typeof type === 'string' ? familyOf(type) : undefined;
  if (!family) {
    const known = FAMILIES.map((f) => f.type).join(', ');
    const message = type === undefined ? `missing "type" (one of: ${known})` : `unknown type ${JSON.stringify(type)} (one of: ${known})`;
    return { family: undefined, issues: [issue('schema.type', pointer('type'), message)] };
  }
  const validate = validatorFor(family);
  if (!validate(value)) return { family, issues: schemaIssues(validate.errors ?? []) };
  return { family, issues: family.validate(value) };
}
