import type { Lit, Model } from '../../solvers/index.js';
import type { Cell, Part } from '../family.js';
import { cellName } from '../issues.js';

export type Dir = 'N' | 'E' | 'S' | 'W';
export const DIRS: readonly Dir[] = ['N', 'E', 'S', 'W'];
export const DELTA: Readonly<Record<Dir, readonly [number, number]>> = {
  N: [-1, 0],
  E: [0, 1],
  S: [1, 0],
  W: [0, -1],
};
export const OPPOSITE: Readonly<Record<Dir, Dir>> = { N: 'S', E: 'W', S: 'N', W: 'E' };

export interface GridEdge {
  readonly lit: Lit;
  /** Cell indices (row * width + col); `a` is above or left of `b`. */
  readonly a: number;
  readonly b: number;
}

/**
 * One boolean per pair of orthogonally adjacent cells: "the line runs between them".
 * Cells are numbered row * width + col, row 0 at the top.
 */
export class GridEdges {
  readonly edges: GridEdge[] = [];
  /** `byCell[i][dir]` is the edge leaving cell i towards dir, if inside the grid. */
  private readonly byCell: Partial<Record<Dir, GridEdge>>[];

  constructor(
    model: Model,
    readonly height: number,
    readonly width: number,
  ) {
    this.byCell = Array.from({ length: height * width }, () => ({}));
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++) {
        if (c + 1 < width) this.link(model, r * width + c, r * width + c + 1, 'E');
        if (r + 1 < height) this.link(model, r * width + c, (r + 1) * width + c, 'S');
      }
    }
  }

  private link(model: Model, a: number, b: number, dir: 'E' | 'S'): void {
    const edge: GridEdge = { lit: model.newVar(), a, b };
    this.edges.push(edge);
    this.byCell[a]![dir] = edge;
    this.byCell[b]![OPPOSITE[dir]] = edge;
  }

  index(row: number, col: number): number {
    return row * this.width + col;
  }

  edge(cell: number, dir: Dir): GridEdge | undefined {
    return this.byCell[cell]![dir];
  }

  /** The edge between two cells, if they are neighbours. */
  between(a: number, b: number): GridEdge | undefined {
    return DIRS.map((d) => this.byCell[a]![d]).find((e) => e !== undefined && (e.a === b || e.b === b));
  }

  /** The cell one step from `cell` towards dir, if inside the grid. */
  neighbour(cell: number, dir: Dir): number | undefined {
    const e = this.byCell[cell]![dir];
    return e === undefined ? undefined : e.a === cell ? e.b : e.a;
  }

  /** The four edge literals inside the 2x2 block whose top-left cell is (row, col). */
  blockEdges(row: number, col: number): Lit[] {
    const tl = this.index(row, col);
    const br = this.index(row + 1, col + 1);
    return [this.edge(tl, 'E')!, this.edge(tl, 'S')!, this.edge(br, 'N')!, this.edge(br, 'W')!].map((e) => e.lit);
  }

  /** The edge literals around a cell (2 to 4 of them). */
  around(cell: number): Lit[] {
    const lits: Lit[] = [];
    for (const d of DIRS) {
      const e = this.byCell[cell]![d];
      if (e) lits.push(e.lit);
    }
    return lits;
  }
}

/** No loop around a 2x2 block: true of every path and track, and it prunes early. */
export function forbidSquareLoops(model: Model, grid: GridEdges): void {
  for (let r = 0; r + 1 < grid.height; r++) {
    for (let c = 0; c + 1 < grid.width; c++) {
      model.addClause(grid.blockEdges(r, c).map((lit) => -lit));
    }
  }
}

export function inGrid(height: number, width: number, row: number, col: number): boolean {
  return row >= 0 && row < height && col >= 0 && col < width;
}

/** The one spelling of a cell as a key: `row,col`. */
export function cellKey(row: number, col: number): string {
  return `${row},${col}`;
}

/** A cell as a part where two solutions differ. */
export function cellPart(row: number, col: number): Part {
  return { key: cellKey(row, col), kind: 'cell', name: cellName(row, col), cells: [[row, col]] };
}

/** The two orthogonal neighbours in reading order. */
function ordered(a: Cell, b: Cell): [Cell, Cell] {
  return a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]) ? [a, b] : [b, a];
}

/** The one spelling of the edge between two neighbours as a key, whichever is given first. */
export function edgeKey(a: Cell, b: Cell): string {
  const [first, second] = ordered(a, b);
  return `${cellKeyOf(first)}-${cellKeyOf(second)}`;
}

/** The line between two orthogonal neighbours as a part: `(2,1)–(2,2)`, the upper or left cell first. */
export function edgePart(a: Cell, b: Cell): Part {
  const [first, second] = ordered(a, b);
  return { key: edgeKey(first, second), kind: 'edge', name: `${cellName(...first)}–${cellName(...second)}`, cells: [first, second] };
}

/** Every cell the parts cover, as `cellKey`s: what a drawing of a grid marks. */
export function cellsOfParts(parts: readonly Part[] | undefined): Set<string> {
  return new Set((parts ?? []).flatMap((p) => (p.cells ?? []).map(cellKeyOf)));
}

/** The edges among the parts, as `edgeKey`s: what a drawing marks between two cells. */
export function edgesOfParts(parts: readonly Part[] | undefined): Set<string> {
  return new Set((parts ?? []).filter((p) => p.kind === 'edge' && p.cells?.length === 2).map((p) => edgeKey(p.cells![0]!, p.cells![1]!)));
}

/** The cells, in reading order, where `differs(row, col)` holds. */
export function differingCells(height: number, width: number, differs: (row: number, col: number) => boolean): Part[] {
  const parts: Part[] = [];
  for (let r = 0; r < height; r++) for (let c = 0; c < width; c++) if (differs(r, c)) parts.push(cellPart(r, c));
  return parts;
}

/** `cellKey` of a `[row, col]` pair. */
export function cellKeyOf(cell: readonly number[]): string {
  return cellKey(cell[0]!, cell[1]!);
}

/** The `[row, col]` a `cellKey` names. */
export function parseCellKey(key: string): [number, number] {
  const [row, col] = key.split(',').map(Number);
  return [row!, col!];
}
