import type { Lit } from '../../solvers/index.js';
import type { Encoding } from '../family.js';
import { DIRS } from '../lib/grid.js';
import { buildNumberlink } from './encode.js';
import { fillsAll, type NumberlinkPuzzle, type NumberlinkSolution } from './model.js';

/*
 * Uniqueness under the classic rule (cells may stay empty) through a normal form.
 *
 * Two moves turn a classic solution into another one:
 * - a shortcut replaces a stretch of a path by a strictly shorter route through empty cells;
 * - a downward flip moves a corner ┌ or ┐ one cell diagonally down into an empty cell
 *   (the path then turns the other way round that cell: ┘ or └).
 * Each move lowers (total path length, minus the sum of the used cells' rows), so from any
 * solution they end in a *normal* solution, which admits neither. The normal-form encoding
 * admits only consequences of "no shortcut, no downward flip" on top of the classic rule.
 *
 * The puzzle then has exactly one solution X if and only if the normal-form encoding has
 * exactly one solution X, and X admits no inverse move (a detour through empty cells, an
 * upward flip; inverse-moves.ts, asked in uniqueness.ts): another solution Y would normalise to X, and the last move reversed would
 * be a detour or an upward flip of X. Proofs that took minutes become sub-second, since the
 * empty cells no longer leave the paths free to wander.
 */

/** Whether the normal form applies: the classic rule, paths free to run alongside themselves. */
export function usesNormalForm(puzzle: NumberlinkPuzzle): boolean {
  return !fillsAll(puzzle) && !(puzzle.forbidSelfTouch ?? false);
}

/** The classic encoding restricted to normal solutions. */
export function encodeNormalForm(puzzle: NumberlinkPuzzle): Encoding<NumberlinkSolution> {
  // No shortcut of length 1: adjacent cells of one path are joined (labels.ts)
  const { encoding, grid, fixedLabel, apart } = buildNumberlink({ ...puzzle, forbidSelfTouch: true });
  const { model } = encoding;
  const { height, width } = grid;
  const isEndpoint = (cell: number) => fixedLabel[cell]! >= 0;
  const usedLits = new Map<number, Lit>();
  const used = (cell: number): Lit => {
    if (isEndpoint(cell)) return model.constTrue();
    let lit = usedLits.get(cell);
    if (lit === undefined) usedLits.set(cell, (lit = model.or(grid.around(cell))));
    return lit;
  };
  for (let r = 0; r + 1 < height; r++) {
    for (let c = 0; c + 1 < width; c++) {
      // No U-turn: at most two of the four edges inside a 2x2 block (the third side is a shortcut)
      const inside = grid.blockEdges(r, c);
      for (const left of inside) model.addClause(inside.filter((l) => l !== left).map((l) => -l));
    }
  }

  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const cell = grid.index(r, c);
      if (isEndpoint(cell)) continue;
      // An empty cell with one path on two perpendicular sides: the path turns round the
      // opposite corner (else the route through the empty cell is a shortcut)
      for (const [i, toA] of DIRS.entries()) {
        const toB = DIRS[(i + 1) % 4]!;
        const [a, b] = [grid.neighbour(cell, toA), grid.neighbour(cell, toB)];
        if (a === undefined || b === undefined) continue;
        // a and b meet at the corner one step from a towards b's side, and from b towards a's
        const [aCorner, bCorner] = [grid.edge(a, toB)!.lit, grid.edge(b, toA)!.lit];
        for (const set of apart(a, b)) {
          model.addClause([used(cell), aCorner, ...set]);
          model.addClause([used(cell), bCorner, ...set]);
        }
      }
      if (r === 0) continue;
      // No downward flip: a corner ┌ (or ┐) has its inner diagonal cell in use
      for (const [side, dir] of [[c - 1, 'E'], [c + 1, 'W']] as const) {
        if (side < 0 || side >= width) continue;
        const corner = grid.index(r - 1, side);
        model.addClause([-grid.edge(corner, dir)!.lit, -grid.edge(corner, 'S')!.lit, used(cell)]);
      }
    }
  }
  return encoding;
}
