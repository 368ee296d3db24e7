import type { Random } from '../lib/random.js';
import { cellKeyOf as key, parseCellKey } from '../lib/grid.js';
import { BuildStopped, currentBuildDeadline } from '../../solvers/build-deadline.js';

/** A cell as `[row, col]`. */
export type Cell = [number, number];


/** The cells orthogonally next to a cell, inside a height x width grid. */
export function neighboursIn(height: number, width: number, [r, c]: Cell): Cell[] {
  return ([[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]] as Cell[]).filter(([a, b]) => a >= 0 && a < height && b >= 0 && b < width);
}

/**
 * Whether two cells of a path are orthogonal neighbours without being consecutive on it.
 * Such a path can take a shortcut, the commonest source of cooks, so covers avoid them.
 */
export function touchesItself(path: readonly Cell[]): boolean {
  const at = new Map(path.map((cell, i) => [key(cell), i]));
  return path.some(([r, c], i) =>
    ([[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]] as Cell[]).some((n) => {
      const j = at.get(key(n));
      return j !== undefined && Math.abs(i - j) > 1;
    }),
  );
}

/**
 * Covers the grid with random paths that do not run alongside themselves. Paths grow one
 * at a time from the most cornered free cell, each step to the most cornered free
 * neighbour (Warnsdorff's rule, so few cells are stranded), up to a random length below
 * `maxLength`; then neighbouring path ends are joined while the result stays within
 * `maxLength` and does not touch itself; a cell left alone takes over the end of a
 * neighbouring path.
 */
export function randomCover(height: number, width: number, maxLength: number, random: Random): Cell[][] {
  const pathOf = new Map<string, Cell[]>();
  const paths = new Set<Cell[]>();
  const neighbours = (cell: Cell) => neighboursIn(height, width, cell);
  const free = (cell: Cell) => neighbours(cell).filter((n) => !pathOf.has(key(n)));
  /** Among cells, those with the fewest free neighbours (cornered cells first). */
  const tightest = (cells: Cell[]) => {
    const least = Math.min(...cells.map((c) => free(c).length));
    return random.pick(cells.filter((c) => free(c).length === least));
  };
  const all: Cell[] = [];
  for (let r = 0; r < height; r++) for (let c = 0; c < width; c++) all.push([r, c]);
  // Covering a 60x60 grid takes a second or more: a generator's deadline stops it (build-deadline.ts).
  const deadline = currentBuildDeadline();
  for (;;) {
    if (deadline !== undefined && Date.now() >= deadline) throw new BuildStopped();
    const open = all.filter((cell) => !pathOf.has(key(cell)));
    if (open.length === 0) break;
    const path: Cell[] = [tightest(open)];
    pathOf.set(key(path[0]!), path);
    const target = 3 + random.int(Math.max(1, maxLength - 2));
    while (path.length < target) {
      const end = path[path.length - 1]!;
      // Only cells that touch no earlier cell of this path: no shortcut later.
      const next = free(end).filter((n) => neighbours(n).every((m) => key(m) === key(end) || pathOf.get(key(m)) !== path));
      if (next.length === 0) break;
      const cell = tightest(next);
      path.push(cell);
      pathOf.set(key(cell), path);
    }
    paths.add(path);
  }
  const isEnd = (p: Cell[], cell: Cell) => key(p[0]!) === key(cell) || key(p[p.length - 1]!) === key(cell);
  const assign = (p: Cell[]) => p.forEach((cell) => pathOf.set(key(cell), p));

  for (let merged = true, round = 0; merged && round < 50; round++) {
    merged = false;
    for (const cell of random.shuffle([...pathOf.keys()]).map(parseCellKey)) {
      const p = pathOf.get(key(cell))!;
      if (!isEnd(p, cell)) continue;
      for (const n of random.shuffle(neighbours(cell))) {
        const q = pathOf.get(key(n))!;
        if (q === p || !isEnd(q, n) || p.length + q.length > maxLength) continue;
        const joined = joinAt(p, cell, q, n);
        if (touchesItself(joined)) continue;
        paths.delete(p);
        paths.delete(q);
        paths.add(joined);
        assign(joined);
        merged = true;
        break;
      }
    }
  }
  // A lone cell takes the end of a neighbouring path, splitting it if needed.
  for (const p of [...paths]) {
    if (p.length !== 1 || !paths.has(p)) continue;
    const cell = p[0]!;
    for (const n of random.shuffle(neighbours(cell))) {
      const q = pathOf.get(key(n))!;
      const at = q.findIndex((x) => key(x) === key(n));
      const before = q.slice(0, at);
      const after = q.slice(at);
      const [keep, take] = after.length >= 2 && before.length !== 1 ? [before, after] : [q.slice(at + 1), q.slice(0, at + 1).reverse()];
      if (keep.length === 1) continue;
      const grown = [cell, ...take];
      paths.delete(p);
      paths.delete(q);
      paths.add(grown);
      assign(grown);
      if (keep.length > 0) {
        paths.add(keep);
        assign(keep);
      }
      break;
    }
  }
  return [...paths];
}

/** `p` ending at `end` followed by `q` starting at `start` (each reversed as needed). */
export function joinAt(p: readonly Cell[], end: Cell, q: readonly Cell[], start: Cell): Cell[] {
  const a = key(p[p.length - 1]!) === key(end) ? p : [...p].reverse();
  const b = key(q[0]!) === key(start) ? q : [...q].reverse();
  return [...a, ...b];
}
