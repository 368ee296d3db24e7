import type { Cell, Part } from '../family.js';
import { cellKey, differingCells, edgeKey, edgePart, parseCellKey } from '../lib/grid.js';
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

/** The edges a solution's lines run along, by `edgeKey`, with their cells. */
function edgesOf(s: NumberlinkSolution): Map<string, [Cell, Cell]> {
  const edges = new Map<string, [Cell, Cell]>();
  for (const { cells } of s.paths) for (let i = 1; i < cells.length; i++) edges.set(edgeKey(cells[i - 1]!, cells[i]!), [cells[i - 1]!, cells[i]!]);
  return edges;
}

/**
 * Cells whose label differs; where the colourings agree, the edges one drawing's lines run
 * along and the other's do not, in reading order. Empty exactly when the two solutions are
 * the same drawing.
 */
export function differences(a: NumberlinkSolution, b: NumberlinkSolution): Part[] {
  const [height, width] = [a.grid.length, a.grid[0]?.length ?? 0];
  const byLabel = differingCells(height, width, (r, c) => a.grid[r]![c] !== b.grid[r]?.[c]);
  if (byLabel.length > 0) return byLabel;
  const [ea, eb] = [edgesOf(a), edgesOf(b)];
  const only = [...ea].filter(([k]) => !eb.has(k)).concat([...eb].filter(([k]) => !ea.has(k)));
  return only
    .map(([, [p, q]]) => edgePart(p, q))
    .sort((x, y) => x.cells![0]![0] - y.cells![0]![0] || x.cells![0]![1] - y.cells![0]![1] || x.cells![1]![0] - y.cells![1]![0] || x.cells![1]![1] - y.cells![1]![1]);
}
