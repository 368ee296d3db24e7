import type { Clause } from './types.js';

/** Clauses as one run of literals, each clause ended by 0 (how the solver modules take them). */
export function flattenClauses(clauses: readonly Clause[]): Int32Array {
  let size = 0;
  for (const c of clauses) size += c.length + 1;
  const flat = new Int32Array(size);
  let i = 0;
  for (const c of clauses) {
    for (const lit of c) flat[i++] = lit;
    flat[i++] = 0;
  }
  return flat;
}
