import { unaryCount } from '../../solvers/cardinality.js';
import { Model, type Assignment, type Lit } from '../../solvers/index.js';
import type { Encoding } from '../family.js';
import { forbidSquareLoops, GridEdges } from '../lib/grid.js';
import { regionCuts } from '../lib/region-cuts.js';
import { DIRS, facesBorder, givensOf, oddCrossings, pieceOf, portSidesAt, sidesOf, type Piece, type Side, type TracksPuzzle, type TracksSolution } from './model.js';

export interface TracksEncoding extends Encoding<TracksSolution> {
  /** Literals whose conjunction puts `piece` at the cell: its two sides joined, the others not. */
  pieceLits(row: number, col: number, piece: Piece): Lit[];
  /** The literal "the cell holds track". */
  used(row: number, col: number): Lit;
}

export interface TracksEncodeOptions {
  /** Leave the puzzle's given pieces out (a generator assumes them instead). */
  readonly withoutGivens?: boolean;
}

/**
 * Edge variables between adjacent cells, border crossings fixed at the entrance and the
 * exit, a degree of 0 or 2 per cell, row and column counts, and lazy cuts that join every
 * stray loop to the track. Answer keys are the edges between cells.
 */
export function encodeTracks(puzzle: TracksPuzzle, options: TracksEncodeOptions = {}): TracksEncoding {
  const { width, height } = puzzle;
  const model = new Model();
  const grid = new GridEdges(model, height, width);
  const T = model.constTrue();
  const index = (row: number, col: number) => row * width + col;

  /** The literal "the track crosses this side of the cell" (a constant on the border). */
  const sideLit = (row: number, col: number, side: Side): Lit => {
    if (facesBorder(puzzle, row, col, side)) return portSidesAt(puzzle, row, col).includes(side) ? T : -T;
    return grid.edge(index(row, col), side)!.lit;
  };

  const used: Lit[] = [];
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const cell = index(row, col);
      const inner = grid.around(cell);
      const ports = portSidesAt(puzzle, row, col).length;
      if (ports > 0) {
        // A port cell holds track: one more edge for the entrance or exit alone, none for both
        used.push(T);
        if (ports === 1) model.exactlyOne(inner);
        else for (const e of inner) model.addClause([-e]);
        continue;
      }
      // A cell holds track exactly when an edge touches it
      const u = model.newVar();
      used.push(u);
      for (const e of inner) model.addClause([-e, u]);
      model.addClause([-u, ...inner]);
      // Track cells have degree two: no dead end, no branch
      for (const e of inner) model.addClause([-e, ...inner.filter((o) => o !== e)]);
      for (let i = 0; i < inner.length; i++) {
        for (let j = i + 1; j < inner.length; j++) {
          for (let k = j + 1; k < inner.length; k++) model.addClause([-inner[i]!, -inner[j]!, -inner[k]!]);
        }
      }
    }
  }

  // A clue counts the track cells of its row or column
  const countLine = (lits: Lit[], clue: number | null) => {
    if (clue === null) return;
    const open = lits.filter((l) => l !== T);
    const k = clue - (lits.length - open.length);
    if (k < 0 || k > open.length) return model.addClause([]);
    if (k === 0 || k === open.length) return open.forEach((l) => model.addClause([k === 0 ? -l : l]));
    // One two-way unary counter serves both bounds (half the size of atMost + atLeast)
    const count = unaryCount(model, open, k + 1);
    model.addClause([count[k - 1]!]);
    if (k < open.length) model.addClause([-count[k]!]);
  };
  puzzle.rowClues.forEach((clue, row) => countLine(Array.from({ length: width }, (_, col) => used[index(row, col)]!), clue));
  puzzle.colClues.forEach((clue, col) => countLine(Array.from({ length: height }, (_, row) => used[index(row, col)]!), clue));

  const pieceLits = (row: number, col: number, piece: Piece): Lit[] =>
    DIRS.map((side) => (sidesOf(piece).includes(side) ? sideLit(row, col, side) : -sideLit(row, col, side)));

  // Given pieces are fixed
  if (!options.withoutGivens) {
    for (const { row, col, piece } of givensOf(puzzle)) for (const lit of pieceLits(row, col, piece)) model.addClause([lit]);
  }

  // The track crosses each cut between two rows (or two columns) as often as its ports require
  for (let row = 1; row < height; row++) {
    const crossing = Array.from({ length: width }, (_, col) => grid.edge(index(row, col), 'N')!.lit);
    model.parity(crossing, oddCrossings(puzzle, 'row', row));
  }
  for (let col = 1; col < width; col++) {
    const crossing = Array.from({ length: height }, (_, row) => grid.edge(index(row, col), 'W')!.lit);
    model.parity(crossing, oddCrossings(puzzle, 'col', col));
  }

  // No loop around a 2x2 block (true of every solution; prunes early)
  forbidSquareLoops(model, grid);

  if (puzzle.forbidSelfTouch) {
    // The track never runs alongside itself: adjacent track cells are joined
    for (const { lit, a, b } of grid.edges) model.addClause([-used[a]!, -used[b]!, lit]);
  }

  const entrance = index(puzzle.entrance.row, puzzle.entrance.col);
  return {
    model,
    answerKeys: grid.edges.map((e) => e.lit),
    lazy: (assignment) => regionCuts(width * height, grid.edges, assignment, (cell) => cell === entrance, (cell) => used[cell]!),
    decode: (assignment) => decodeTracks(puzzle, sideLit, assignment),
    pieceLits,
    used: (row, col) => used[index(row, col)]!,
  };
}

function decodeTracks(puzzle: TracksPuzzle, sideLit: (row: number, col: number, side: Side) => Lit, assignment: Assignment): TracksSolution {
  const holds = (lit: Lit) => (assignment[Math.abs(lit)] === 1) === lit > 0;
  const cells = Array.from({ length: puzzle.height }, (_, row) =>
    Array.from({ length: puzzle.width }, (_, col) => {
      const sides = DIRS.filter((side) => holds(sideLit(row, col, side)));
      return sides.length === 2 ? pieceOf(sides[0]!, sides[1]!) : '';
    }),
  );
  return { cells };
}
