import type { AnyFamily } from '../encoders/family.js';
import { schemaOf } from '../schemas.js';
import { grouped } from '../encoders/lib/text.js';

interface SchemaProperty {
  readonly type?: string | readonly string[];
  readonly maximum?: number;
  readonly maxItems?: number;
  readonly prefixItems?: readonly unknown[];
  readonly items?: SchemaProperty & { readonly oneOf?: readonly SchemaProperty[] };
}

/** Items that are rows of a board: strings of cells, or arrays of cells (not tuples: `prefixItems`). */
const isRow = (item: SchemaProperty): boolean => item.type === 'string' || (item.type === 'array' && item.prefixItems === undefined);
const rowsOf = (items: SchemaProperty['items']): boolean => items !== undefined && (isRow(items) || (items.oneOf ?? []).some(isRow));

/**
 * The size limits a family's schema sets on its puzzles, as a person reads them
 * (`grid at most 200 rows`, `width at most 100`): said in `families` and in help, not only
 * in the error a puzzle past them gets.
 */
export function sizeLimits(family: AnyFamily): string[] {
  const properties = (schemaOf(family) as { properties?: Record<string, SchemaProperty> }).properties ?? {};
  const limits: string[] = [];
  for (const [key, property] of Object.entries(properties)) {
    if (property.maximum !== undefined) limits.push(`${key} at most ${property.maximum}`);
    if (property.maxItems === undefined) continue;
    // Rows of a board: the rows' own limit, when they have one, gives the other side.
    const across = property.items?.maxItems;
    limits.push(across !== undefined ? `${key} at most ${property.maxItems}x${across}` : `${key} at most ${grouped(property.maxItems)}${rowsOf(property.items) ? ' rows' : ''}`);
  }
  return limits;
}
