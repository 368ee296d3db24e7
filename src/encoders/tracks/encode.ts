import { Model, type Assignment, type Lit } from '../../solvers/index.js';
import type { Encoding } from '../family.js';
import { connectedCuts } from '../lib/connected.js';
import { forbidSquareLoops, GridEdges } from '../lib/grid.js';
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
 * exit, a degree of 0 or 2 per cell, row and column counts, and lazy connectivity cuts
 * that join every stray loop to the track. Answer keys are the edges between cells.
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

  const cells = [...Array(width * height).keys()];
  const portCount = (cell: number) => portSidesAt(puzzle, Math.floor(cell / width), cell % width).length;
  const ports = cells.filter((cell) => portCount(cell) > 0);
  const inside = cells.filter((cell) => portCount(cell) === 0);
  const used: Lit[] = cells.map((cell) => (portCount(cell) > 0 ? T : model.newVar()));

  model.rule('A port cell holds track: one more edge for the entrance or exit alone, none for both');
  for (const cell of ports) {
    const inner = grid.around(cell);
    if (portCount(cell) === 1) model.exactlyOne(inner);
    else for (const e of inner) model.addClause([-e]);
  }
  model.rule('A cell holds track exactly when an edge touches it');
  for (const cell of inside) {
    const inner = grid.around(cell);
    for (const e of inner) model.addClause([-e, used[cell]!]);
    model.addClause([-used[cell]!, ...inner]);
  }
  model.rule('Track cells have degree two: no dead end, no branch');
  for (const cell of inside) {
    const inner = grid.around(cell);
    for (const e of inner) model.addClause([-e, ...inner.filter((o) => o !== e)]);
    for (let i = 0; i < inner.length; i++) {
      for (let j = i + 1; j < inner.length; j++) {
        for (let k = j + 1; k < inner.length; k++) model.addClause([-inner[i]!, -inner[j]!, -inner[k]!]);
      }
    }
  }

  model.rule('A clue counts the track cells of its row or column');
  const countLine = (lits: Lit[], clue: number | null) => {
    if (clue === null) return;
    const open = lits.filter((l) => l !== T);
    const k = clue - (lits.length - open.length);
    if (k < 0 || k > open.length) return model.addClause([]);
    if (k === 0 || k === open.length) return open.forEach((l) => model.addClause([k === 0 ? -l : l]));
    model.exactly(open, k);
  };
  puzzle.rowClues.forEach((clue, row) => countLine(Array.from({ length: width }, (_, col) => used[index(row, col)]!), clue));
  puzzle.colClues.forEach((clue, col) => countLine(Array.from({ length: height }, (_, row) => used[index(row, col)]!), clue));

  const pieceLits = (row: number, col: number, piece: Piece): Lit[] =>
    DIRS.map((side) => (sidesOf(piece).includes(side) ? sideLit(row, col, side) : -sideLit(row, col, side)));

  model.rule('Given pieces are fixed');
  if (!options.withoutGivens) {
    for (const { row, col, piece } of givensOf(puzzle)) for (const lit of pieceLits(row, col, piece)) model.addClause([lit]);
  }

  // Implied: true of every solution, prunes early
  model.rule('The track crosses each cut between two rows (or two columns) as often as its ports require');
  for (let row = 1; row < height; row++) {
    const crossing = Array.from({ length: width }, (_, col) => grid.edge(index(row, col), 'N')!.lit);
    model.parity(crossing, oddCrossings(puzzle, 'row', row));
  }
  for (let col = 1; col < width; col++) {
    const crossing = Array.from({ length: height }, (_, row) => grid.edge(index(row, col), 'W')!.lit);
    model.parity(crossing, oddCrossings(puzzle, 'col', col));
  }

  // Implied: true of every solution, prunes early
  model.rule('No loop around a 2x2 block');
  forbidSquareLoops(model, grid);

  if (puzzle.forbidSelfTouch) {
    model.rule('The track never runs alongside itself: adjacent track cells are joined');
    for (const { lit, a, b } of grid.edges) model.addClause([-used[a]!, -used[b]!, lit]);
  }

  model.closeRule();

  // The track is one piece: every track cell is joined to the entrance (lazily)
  const entrance = index(puzzle.entrance.row, puzzle.entrance.col);
  const onePiece = connectedCuts({ rule: 'The track is one piece', nodeCount: width * height, links: grid.edges, used: (cell) => used[cell]!, anchors: [entrance] });
  return {
    model,
    answerKeys: grid.edges.map((e) => e.lit),
    lazy: [onePiece],
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
