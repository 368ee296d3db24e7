/*
 * Union-find over typed arrays: `parent[x] === x` at a set's root. Every copy in the code
 * uses these two, so that one array type reaches them (V8 keeps the loop monomorphic).
 */

/** A forest of `count` sets of one element each. */
export function singletons(count: number): Int32Array {
  const parent = new Int32Array(count);
  for (let i = 0; i < count; i++) parent[i] = i;
  return parent;
}

/** The root of `x`'s set, halving the path to it on the way. */
export function rootOf(parent: Int32Array, x: number): number {
  while (parent[x] !== x) x = parent[x] = parent[parent[x]!]!;
  return x;
}
