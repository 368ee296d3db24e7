import { cellsOf, endpointsOf, type NumberlinkPuzzle, type NumberlinkSolution } from '../../src/encoders/numberlink/model.js';
import { verifyNumberlink } from '../../src/encoders/numberlink/verify.js';

/**
 * Every solution by depth-first search over simple paths, label after label; no SAT.
 * Candidates are filtered by the independent verifier.
 */
export function bruteForceNumberlink(puzzle: NumberlinkPuzzle): NumberlinkSolution[] {
  const cells = cellsOf(puzzle);
  const height = cells.length;
  const width = cells[0]!.length;
  const ends = [...endpointsOf(cells)];
  const used = cells.map((row) => row.map((l) => l !== ''));
  const found: NumberlinkSolution[] = [];
  const paths: { label: string; cells: [number, number][] }[] = [];

  const route = (k: number): void => {
    if (k === ends.length) {
      const grid = cells.map((row) => row.map(() => ''));
      for (const p of paths) for (const [r, c] of p.cells) grid[r]![c] = p.label;
      const candidate = { grid, paths: paths.map((p) => ({ label: p.label, cells: [...p.cells] })) };
      if (verifyNumberlink(puzzle, candidate).length === 0) found.push(candidate);
      return;
    }
    const [label, [[r0, c0], [r1, c1]]] = ends[k] as [string, [[number, number], [number, number]]];
    const path: [number, number][] = [[r0, c0]];
    const extend = (r: number, c: number): void => {
      for (const [dr, dc] of [[-1, 0], [0, 1], [1, 0], [0, -1]] as const) {
        const nr = r + dr;
        const nc = c + dc;
        if (nr < 0 || nr >= height || nc < 0 || nc >= width) continue;
        if (nr === r1 && nc === c1) {
          path.push([nr, nc]);
          paths.push({ label, cells: [...path] });
          route(k + 1);
          paths.pop();
          path.pop();
          continue;
        }
        if (used[nr]![nc]) continue;
        used[nr]![nc] = true;
        path.push([nr, nc]);
        extend(nr, nc);
        path.pop();
        used[nr]![nc] = false;
      }
    };
    extend(r0, c0);
  };
  route(0);
  return found;
}

/** A canonical text of a solution's lines, for comparing sets of solutions. */
export function solutionKey(s: NumberlinkSolution): string {
  return s.paths
    .map((p) => {
      const forward = p.cells.map((c) => c.join(':')).join(' ');
      const backward = [...p.cells].reverse().map((c) => c.join(':')).join(' ');
      return `${p.label}=${forward < backward ? forward : backward}`;
    })
    .sort()
    .join(' | ');
}
