import type { NumberlinkPuzzle } from './model.js';

/**
 * Rows as JSON writes them: strings when every label is one character (and none is `.`),
 * arrays of labels otherwise (`""` empty). The inverse of `cellsOf`.
 */
export function gridFromCells(cells: readonly (readonly string[])[]): NumberlinkPuzzle['grid'] {
  const single = cells.every((row) => row.every((l) => [...l].length <= 1 && l !== '.'));
  return single ? cells.map((row) => row.map((l) => (l === '' ? '.' : l)).join('')) : cells.map((row) => [...row]);
}
