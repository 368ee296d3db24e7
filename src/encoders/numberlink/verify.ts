import { cellName, issue, pointer, type Issue } from '../issues.js';
import { cellKey } from '../lib/grid.js';
import { inGrid } from '../lib/grid.js';
import { cellsOf, endpointsOf, fillsAll, type NumberlinkPuzzle, type NumberlinkSolution } from './model.js';


/**
 * Judges a solution by the rules, without the encoding: each label's path runs through
 * orthogonally adjacent cells from one endpoint to the other, paths share no cell, the
 * grid agrees with the paths, every cell is covered under `fillAll`, and no path touches
 * itself under `forbidSelfTouch`. Codes: `shape`, `path.missing`, `path.ends`,
 * `path.step`, `path.cross`, `cell.mismatch`, `cell.empty`, `path.touch`.
 */
export function verifyNumberlink(puzzle: NumberlinkPuzzle, solution: NumberlinkSolution): Issue[] {
  const given = cellsOf(puzzle);
  const height = given.length;
  const width = given[0]!.length;
  const { grid, paths } = solution;
  if (grid.length !== height || grid.some((row) => row.length !== width)) {
    return [issue('shape', pointer('grid'), `the solution grid is not ${height}x${width}`)];
  }
  const issues: Issue[] = [];
  const owner = new Map<string, string>();
  const position = new Map<string, number>();
  for (const [label, ends] of endpointsOf(given)) {
    const index = paths.findIndex((p) => p.label === label);
    const path = paths[index]?.cells;
    if (!path || path.length === 0) {
      issues.push(issue('path.missing', pointer('paths'), `no path for label ${label}`));
      continue;
    }
    const first = path[0]!;
    const last = path[path.length - 1]!;
    const joins = (a: [number, number], b: [number, number]) => a[0] === b[0] && a[1] === b[1];
    if (!((joins(first, ends[0]!) && joins(last, ends[1]!)) || (joins(first, ends[1]!) && joins(last, ends[0]!)))) {
      issues.push(issue('path.ends', pointer('paths', index), `path ${label} does not run from ${cellName(...ends[0]!)} to ${cellName(...ends[1]!)}`));
    }
    path.forEach(([r, c], i) => {
      // Spelled only for an issue: most solutions have none
      const at = () => pointer('paths', index, 'cells', i);
      if (!inGrid(height, width, r, c)) {
        issues.push(issue('path.step', at(), `path ${label} leaves the grid at ${cellName(r, c)}`));
        return;
      }
      const prev = path[i - 1];
      if (prev && Math.abs(prev[0] - r) + Math.abs(prev[1] - c) !== 1) {
        issues.push(issue('path.step', at(), `path ${label} jumps from ${cellName(...prev)} to ${cellName(r, c)}`));
      }
      const other = owner.get(cellKey(r, c));
      if (other !== undefined) {
        issues.push(issue('path.cross', at(), `${cellName(r, c)} is used twice (paths ${other} and ${label})`));
      }
      if (given[r]![c] !== '' && given[r]![c] !== label) {
        issues.push(issue('path.cross', at(), `path ${label} runs through the endpoint ${given[r]![c]} at ${cellName(r, c)}`));
      }
      owner.set(cellKey(r, c), label);
      position.set(cellKey(r, c), i);
    });
  }
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const expected = owner.get(cellKey(r, c)) ?? '';
      if (grid[r]![c] !== expected) {
        issues.push(issue('cell.mismatch', pointer('grid', r, c), `${cellName(r, c)} shows "${grid[r]![c]}" but its path is "${expected}"`));
      } else if (expected === '' && fillsAll(puzzle)) {
        issues.push(issue('cell.empty', pointer('grid', r, c), `${cellName(r, c)} is empty but every cell must be covered`));
      }
    }
  }
  if (puzzle.forbidSelfTouch && issues.length === 0) {
    // Two adjacent cells of one path must be consecutive on it.
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++) {
        for (const [nr, nc] of [[r, c + 1], [r + 1, c]] as const) {
          if (!inGrid(height, width, nr, nc) || grid[r]![c] === '' || grid[r]![c] !== grid[nr]![nc]) continue;
          if (Math.abs(position.get(cellKey(r, c))! - position.get(cellKey(nr, nc))!) !== 1) {
            issues.push(issue('path.touch', pointer('grid', nr, nc), `path ${grid[r]![c]} runs alongside itself at ${cellName(r, c)} and ${cellName(nr, nc)}`));
          }
        }
      }
    }
  }
  return issues;
}

/** Every code `verifyNumberlink` reports. */
export const NUMBERLINK_VERIFIER_CODES = ['shape', 'path.missing', 'path.ends', 'path.step', 'path.cross', 'cell.mismatch', 'cell.empty', 'path.touch'] as const;
