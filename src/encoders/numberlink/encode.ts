import { Model, type Assignment, type Lit } from '../../solvers/index.js';
import type { Encoding } from '../family.js';
import { strayLoopCuts } from '../lib/cycles.js';
import { DIRS, forbidSquareLoops, GridEdges } from '../lib/grid.js';
import { addLabelConstraints, EVERY_CELL_COVERED, type Apart, type LabelEncoding } from './labels.js';
import { cellsOf, comparesColourings, endpointsOf, fillsAll, type NumberlinkPuzzle, type NumberlinkSolution } from './model.js';

const NO_STRAY_LOOP = 'Every line joins two endpoints: no loop';

/** Above this many pairs, labels are encoded in binary (measured in bench/). */
export const ONE_HOT_MAX_LABELS = 12;

export interface NumberlinkEncodeOptions {
  readonly labels?: LabelEncoding;
}

/** The encoding with the parts further constraints are written in (normal-form.ts). */
export interface NumberlinkModel {
  readonly encoding: Encoding<NumberlinkSolution>;
  readonly grid: GridEdges;
  /** Per cell: the label index of an endpoint, or -1. */
  readonly fixedLabel: readonly number[];
  readonly apart: Apart;
  /**
   * Per cell, the answer keys that say what it holds: its label's variables when solutions
   * are told apart by colouring, else the edges around it. A region's keys are those of its
   * cells (cook-search.ts).
   */
  readonly cellKeys: readonly (readonly Lit[])[];
}

/**
 * Edge variables between adjacent cells, a path label per cell (labels.ts), lazy cuts for
 * stray loops. Answer keys are the edges (with the endpoints they fix every label), or,
 * where every cell is covered and solutions are told apart by colouring, the labels.
 */
export function encodeNumberlink(puzzle: NumberlinkPuzzle, options: NumberlinkEncodeOptions = {}): Encoding<NumberlinkSolution> {
  return buildNumberlink(puzzle, options).encoding;
}

export function buildNumberlink(puzzle: NumberlinkPuzzle, options: NumberlinkEncodeOptions = {}): NumberlinkModel {
  const cells = cellsOf(puzzle);
  const height = cells.length;
  const width = cells[0]!.length;
  const labels = [...endpointsOf(cells).keys()];
  const fixedLabel = cells.flat().map((l) => (l === '' ? -1 : labels.indexOf(l)));
  const model = new Model();
  const grid = new GridEdges(model, height, width);
  const fillAll = fillsAll(puzzle);

  const cellIndexes = [...Array(height * width).keys()];
  const endpoints = cellIndexes.filter((cell) => fixedLabel[cell]! >= 0);
  const others = cellIndexes.filter((cell) => fixedLabel[cell]! < 0);
  model.rule('A path leaves each of its endpoints exactly once');
  for (const cell of endpoints) model.exactlyOne(grid.around(cell));
  model.rule('A path passes through a cell: two edges, or none');
  for (const cell of others) {
    const around = grid.around(cell);
    model.atMost(around, 2);
    for (const e of around) model.addClause([-e, ...around.filter((o) => o !== e)]);
  }
  if (fillAll) {
    model.rule(EVERY_CELL_COVERED);
    for (const cell of others) model.atLeastOne(grid.around(cell));
  }

  const labelEncoding = options.labels ?? (labels.length > ONE_HOT_MAX_LABELS ? 'binary' : 'onehot');
  const { apart, keys: colouring } = addLabelConstraints(
    { model, grid, fixedLabel, labelCount: labels.length, fillAll, forbidSelfTouch: puzzle.forbidSelfTouch ?? false },
    labelEncoding,
  );

  // Implied: true of every solution, prunes early
  model.rule('No loop around a 2x2 block');
  forbidSquareLoops(model, grid);
  model.closeRule();

  const isEndpoint = (cell: number) => fixedLabel[cell]! >= 0;
  const byColour = comparesColourings(puzzle);
  const encoding: Encoding<NumberlinkSolution> = {
    model,
    answerKeys: byColour ? colouring.flat() : grid.edges.map((e) => e.lit),
    lazy: [{ kind: 'loop cut', rule: NO_STRAY_LOOP, cuts: (assignment) => strayLoopCuts(height * width, grid.edges, assignment, isEndpoint) }],
    decode: (assignment) => decodeLabels(cells, grid, assignment),
  };
  const cellKeys = byColour ? colouring : colouring.map((_, cell) => grid.around(cell));
  return { encoding, grid, fixedLabel, apart, cellKeys };
}

/** Each path walked along the edges set in the model, from its first endpoint. */
function decodeLabels(cells: string[][], grid: GridEdges, assignment: Assignment): NumberlinkSolution {
  const out = cells.map((row) => row.map(() => ''));
  const paths: NumberlinkSolution['paths'] = [];
  const width = grid.width;
  for (const [label, [[r, c]]] of endpointsOf(cells)) {
    const path: [number, number][] = [];
    let previous = -1;
    let cell = grid.index(r!, c!);
    for (;;) {
      const [cr, cc] = [Math.floor(cell / width), cell % width];
      out[cr]![cc] = label;
      path.push([cr, cc]);
      const next = DIRS.filter((d) => {
        const e = grid.edge(cell, d);
        return e !== undefined && assignment[e.lit] === 1;
      })
        .map((d) => grid.neighbour(cell, d)!)
        .find((n) => n !== previous);
      if (next === undefined || path.length > cells.length * width) break;
      previous = cell;
      cell = next;
    }
    paths.push({ label, cells: path });
  }
  return { grid: out, paths };
}
