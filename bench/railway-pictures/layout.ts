/**
 * Synthetic railway mazes for testing the picture tracer, with the true graph known.
 * Track lives on a grid of square tiles; each tile holds pieces joining the midpoints of
 * two of its sides (straights and quarter circles), so every piece leaves a side at right
 * angles to it and pieces sharing a side point are tangent there: Y-junctions with matching
 * tangents, crossings where two straights cross, loops and reversing loops as they come.
 * A train crossing a side point passes from the pieces of one tile to those of the other.
 */

export type Side = 'N' | 'E' | 'S' | 'W';
export type PieceKind = 'NS' | 'EW' | 'NE' | 'NW' | 'SE' | 'SW';
const KINDS: readonly PieceKind[] = ['NS', 'EW', 'NE', 'NW', 'SE', 'SW'];

export interface Piece {
  readonly id: string;
  readonly col: number;
  readonly row: number;
  readonly kind: PieceKind;
}

export interface Layout {
  readonly cols: number;
  readonly rows: number;
  readonly pieces: Piece[];
}

/** Deterministic PRNG (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STEP: Record<Side, readonly [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const OPPOSITE: Record<Side, Side> = { N: 'S', E: 'W', S: 'N', W: 'E' };

/** The side point a tile side lies on, shared by the two tiles; `h` sides are tops of tiles. */
export function portOf(col: number, row: number, side: Side): string {
  if (side === 'N') return `h${col},${row}`;
  if (side === 'S') return `h${col},${row + 1}`;
  if (side === 'W') return `v${col},${row}`;
  return `v${col + 1},${row}`;
}

export const sidesOf = (kind: PieceKind) => [kind[0] as Side, kind[1] as Side] as const;

/** Pieces of one tile at a side point, per port and tile. */
function countAt(pieces: readonly Piece[], col: number, row: number, side: Side): number {
  return pieces.filter((p) => p.col === col && p.row === row && sidesOf(p.kind).includes(side)).length;
}

function allowedIn(pieces: readonly Piece[], layout: { cols: number; rows: number }, col: number, row: number, kind: PieceKind): boolean {
  const here = pieces.filter((p) => p.col === col && p.row === row);
  if (here.some((p) => p.kind === kind)) return false;
  for (const side of sidesOf(kind)) {
    const [dx, dy] = STEP[side];
    const [nc, nr] = [col + dx, row + dy];
    if (nc < 0 || nr < 0 || nc >= layout.cols || nr >= layout.rows) return false; // no track off the grid
    if (countAt(pieces, col, row, side) >= 2) return false; // at most a Y on each side of a point
  }
  const straight = (k: PieceKind) => k === 'NS' || k === 'EW';
  // A crossing (both straights) keeps its tile to itself, so crossings stay clean X shapes.
  const kinds = [...here.map((p) => p.kind), kind];
  const crossing = kinds.includes('NS') && kinds.includes('EW');
  if (crossing && kinds.some((k) => !straight(k))) return false;
  return true;
}

/** Side points where one tile has pieces and the tile across has none: a dead end or a cusp. */
function openEnds(pieces: readonly Piece[]): { col: number; row: number; side: Side }[] {
  const open: { col: number; row: number; side: Side }[] = [];
  for (const p of pieces) {
    for (const side of sidesOf(p.kind)) {
      const [dx, dy] = STEP[side];
      if (countAt(pieces, p.col + dx, p.row + dy, OPPOSITE[side]) === 0) open.push({ col: p.col + dx, row: p.row + dy, side: OPPOSITE[side] });
    }
  }
  return open;
}

/**
 * Grows track from branch points until about `fill` pieces per tile: each branch adds a
 * piece sharing a side point with existing track (making a Y), then lays pieces onward
 * until every side point has track on both sides (no dead ends, no cusps).
 */
export function makeLayout(cols: number, rows: number, seed: number, fill = 0.9, circles = 0, crossings = 0): Layout {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const layout = { cols, rows };
  let pieces: Piece[] = [];
  let serial = 0;
  const add = (list: Piece[], col: number, row: number, kind: PieceKind) => list.push({ id: `p${++serial}`, col, row, kind });
  if (circles > 0) pieces = circleRow(cols, rows, circles, rnd, add);
  // Crossing tiles laid first (both straights), each closed off with the rest of the track as it grows.
  for (let k = 0, tries = 0; k < crossings && tries < 50 * crossings; tries++) {
    const [col, row] = [1 + Math.floor(rnd() * (cols - 2)), 1 + Math.floor(rnd() * (rows - 2))];
    if (pieces.some((p) => Math.abs(p.col - col) <= 1 && Math.abs(p.row - row) <= 1)) continue;
    const trial = [...pieces];
    add(trial, col, row, 'NS');
    add(trial, col, row, 'EW');
    if (closeOpenEnds(trial, layout, rnd, add)) ((pieces = trial), k++);
  }
  const target = Math.round(cols * rows * fill);
  for (let attempt = 0; attempt < 200 && pieces.length < target; attempt++) {
    const trial = [...pieces];
    if (trial.length === 0) {
      const col = 1 + Math.floor(rnd() * (cols - 2));
      const row = 1 + Math.floor(rnd() * (rows - 2));
      const kinds = KINDS.filter((k) => allowedIn(trial, layout, col, row, k));
      if (kinds.length === 0) continue;
      add(trial, col, row, pick(kinds));
    } else {
      const base = pick(trial);
      const side = pick(sidesOf(base.kind));
      const [dx, dy] = STEP[side];
      // Branch in the same tile (a Y on this side) or in the tile across.
      const [col, row, from] = rnd() < 0.5 ? [base.col, base.row, side] : [base.col + dx, base.row + dy, OPPOSITE[side]];
      const kinds = KINDS.filter((k) => sidesOf(k).includes(from) && allowedIn(trial, layout, col, row, k));
      if (kinds.length === 0) continue;
      add(trial, col, row, pick(kinds));
    }
    if (closeOpenEnds(trial, layout, rnd, add)) pieces = trial;
  }
  return { cols, rows, pieces };
}

function closeOpenEnds(
  pieces: Piece[],
  layout: { cols: number; rows: number },
  rnd: () => number,
  add: (list: Piece[], col: number, row: number, kind: PieceKind) => void,
): boolean {
  for (let steps = 0; steps < 400; steps++) {
    const open = openEnds(pieces);
    if (open.length === 0) return true;
    const { col, row, side } = open[0]!;
    const kinds = KINDS.filter((k) => sidesOf(k).includes(side) && allowedIn(pieces, layout, col, row, k));
    if (kinds.length === 0) return false;
    // Prefer a piece that ends at a point already waiting for track, so walks close sooner.
    const closing = kinds.filter((k) => {
      const other = sidesOf(k).find((s) => s !== side) ?? side;
      const [dx, dy] = STEP[other];
      return countAt(pieces, col + dx, row + dy, OPPOSITE[other]) > 0;
    });
    const choice = closing.length > 0 && rnd() < 0.7 ? closing : kinds;
    add(pieces, col, row, choice[Math.floor(rnd() * choice.length)]!);
  }
  return false;
}

/**
 * A row of `count` circles touching side by side (each four quarter circles round a grid
 * vertex, the next one a vertex to the right), as homework mazes draw them.
 */
function circleRow(cols: number, rows: number, count: number, rnd: () => number, add: (list: Piece[], col: number, row: number, kind: PieceKind) => void): Piece[] {
  const pieces: Piece[] = [];
  const n = Math.min(count, cols - 1);
  const first = 1 + Math.floor(rnd() * (cols - n));
  const row = 1 + Math.floor(rnd() * (rows - 1));
  for (let k = 0; k < n; k++) {
    const col = first + k;
    // Vertex (col, row) is the top-left corner of tile (col, row).
    add(pieces, col - 1, row - 1, 'SE');
    add(pieces, col, row - 1, 'SW');
    add(pieces, col - 1, row, 'NE');
    add(pieces, col, row, 'NW');
  }
  return pieces;
}

export { OPPOSITE, STEP };
