import type { Part } from '../family.js';
import { cellKey, differingCells, parseCellKey } from '../lib/grid.js';
import type { NumberlinkSolution } from './model.js';

/** A cell's label and which neighbours its path joins there. */
function cellSignatures(s: NumberlinkSolution): Map<string, string> {
  const sig = new Map<string, string>();
  s.grid.forEach((row, r) => row.forEach((label, c) => sig.set(cellKey(r, c), label)));
  for (const { cells } of s.paths) {
    cells.forEach(([r, c], i) => {
      const near = [cells[i - 1], cells[i + 1]].filter((x) => x !== undefined).map((x) => x.join(':')).sort();
      sig.set(cellKey(r, c), `${sig.get(cellKey(r, c))}|${near.join('|')}`);
    });
  }
  return sig;
}

/** Cells whose label or line differs, as `[row, col]`. */
export function lineDifferences(a: NumberlinkSolution, b: NumberlinkSolution): [number, number][] {
  const sa = cellSignatures(a);
  const sb = cellSignatures(b);
  return [...sa.keys()].filter((k) => sa.get(k) !== sb.get(k)).map(parseCellKey);
}

/**
 * Cells whose label differs; where the colourings agree, cells whose line differs. Empty
 * exactly when the two solutions are the same drawing.
 */
export function differences(a: NumberlinkSolution, b: NumberlinkSolution): Part[] {
  const [height, width] = [a.grid.length, a.grid[0]?.length ?? 0];
  const byLabel = differingCells(height, width, (r, c) => a.grid[r]![c] !== b.grid[r]?.[c]);
  if (byLabel.length > 0) return byLabel;
  const lines = new Set(lineDifferences(a, b).map(([r, c]) => cellKey(r, c)));
  return differingCells(height, width, (r, c) => lines.has(cellKey(r, c)));
}
