/**
 * Schönbrunn jump maze (seed 002): a board of signed integers; from a tile showing n you
 * jump exactly |n| tiles up, down, left or right, staying on the board, each tile at most
 * once, until you reach the goal. Expert mode: the signed values of all visited tiles,
 * start and goal included, sum to `target`. A 0 tile other than the goal is a dead end.
 * With `revisit` (Rook Jumping Maze convention) tiles may be visited again and the answer
 * is the fewest jumps. Row 0 is the top row, column 0 the left column.
 */

export type Mode = 'normal' | 'expert';
export type Tile = readonly [row: number, col: number];

export interface SchoenbrunnPuzzle {
  readonly type: 'schoenbrunn';
  readonly grid: readonly (readonly number[])[];
  readonly start: Tile;
  /** Defaults to the only 0 tile. */
  readonly goal?: Tile;
  readonly mode?: Mode;
  /** Expert mode: what the visited tiles sum to (default 0). */
  readonly target?: number;
  /** Tiles may be visited again; the question is the fewest jumps (normal mode only). */
  readonly revisit?: boolean;
  readonly title?: string;
  readonly source?: string;
}

export interface SchoenbrunnSolution {
  /** The tiles in the order visited, start first, goal last. */
  readonly path: Tile[];
  /** The sum of the signed values of the visited tiles. */
  readonly sum: number;
  readonly jumps: number;
}

export const modeOf = (p: SchoenbrunnPuzzle): Mode => p.mode ?? 'normal';
export const targetOf = (p: SchoenbrunnPuzzle): number => p.target ?? 0;
export const revisitOf = (p: SchoenbrunnPuzzle): boolean => p.revisit ?? false;
export const heightOf = (p: SchoenbrunnPuzzle): number => p.grid.length;
export const widthOf = (p: SchoenbrunnPuzzle): number => p.grid[0]?.length ?? 0;

/** Every 0 tile, in reading order. */
export function zeroTiles(grid: SchoenbrunnPuzzle['grid']): Tile[] {
  const out: Tile[] = [];
  grid.forEach((row, r) => row.forEach((v, c) => v === 0 && out.push([r, c])));
  return out;
}

/** The declared goal, else the only 0 tile (validate guarantees one exists). */
export function goalOf(p: SchoenbrunnPuzzle): Tile {
  if (p.goal) return p.goal;
  const zeros = zeroTiles(p.grid);
  if (zeros.length !== 1) throw new RangeError('the puzzle names no goal and has no single 0 tile');
  return zeros[0]!;
}

export const tileName = ([r, c]: Tile): string => `(${r},${c})`;
export const sameTile = (a: Tile, b: Tile): boolean => a[0] === b[0] && a[1] === b[1];

/** The solution for a path: its sum and number of jumps. */
export function solutionOf(puzzle: SchoenbrunnPuzzle, path: Tile[]): SchoenbrunnSolution {
  const sum = path.reduce((s, [r, c]) => s + puzzle.grid[r]![c]!, 0);
  return { path, sum, jumps: path.length - 1 };
}
