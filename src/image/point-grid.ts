import type { Point } from './raster.js';

/**
 * Points sorted into square cells of side `cell`: every point within `cell` of a place lies
 * in the 3x3 cells around it, so "which points are near" needs no pass over all of them (a
 * knot of noise thins into thousands of line ends; a route is thousands of samples).
 */
export class PointGrid {
  private readonly cells = new Map<string, number[]>();

  constructor(
    readonly points: readonly Point[],
    private readonly cell: number,
  ) {
    points.forEach(([x, y], index) => {
      const key = this.key(Math.floor(x / cell), Math.floor(y / cell));
      const members = this.cells.get(key);
      if (members) members.push(index);
      else this.cells.set(key, [index]);
    });
  }

  private key(cx: number, cy: number): string {
    return `${cx},${cy}`;
  }

  /** The indices of the points in the 3x3 cells around `[x, y]`: all within `cell` of it, and some farther. */
  *around([x, y]: Point): Generator<number> {
    const [cx, cy] = [Math.floor(x / this.cell), Math.floor(y / this.cell)];
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) yield* this.cells.get(this.key(cx + dx, cy + dy)) ?? [];
    }
  }
}
