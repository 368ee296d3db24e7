import type { Lit, Model } from '../../solvers/index.js';
import type { GridEdges } from '../lib/grid.js';

/**
 * How path labels are encoded per cell. `onehot`: one variable per label (strong
 * propagation, cells x labels in size); `binary`: the label's number in bits (small, for
 * puzzles with many pairs). Both are exact; bench/ compares them.
 */
export type LabelEncoding = 'onehot' | 'binary';

export interface LabelProblem {
  readonly model: Model;
  readonly grid: GridEdges;
  /** Per cell: the label index of an endpoint, or -1. */
  readonly fixedLabel: readonly number[];
  readonly labelCount: number;
  readonly fillAll: boolean;
  readonly forbidSelfTouch: boolean;
}

/**
 * Says that cells `a` and `b` do not lie on one path, as sets of literals: a clause
 * `[...rest, ...set]` for every set means "rest, or the two cells are on different paths
 * (or one is empty)".
 */
export type Apart = (a: number, b: number) => Lit[][];

export interface Labels {
  readonly apart: Apart;
  /**
   * Per cell, the variables that spell its label (none for an endpoint). Where every cell
   * is used (fillAll), their values are exactly the colouring of the grid.
   */
  readonly keys: readonly (readonly Lit[])[];
}

export function addLabelConstraints(p: LabelProblem, encoding: LabelEncoding): Labels {
  p.model.rule('Endpoints of different pairs are never joined');
  for (const { lit, a, b } of p.grid.edges) {
    const [fa, fb] = [p.fixedLabel[a]!, p.fixedLabel[b]!];
    if (fa >= 0 && fb >= 0 && fa !== fb) p.model.addClause([-lit]);
  }
  const labels = encoding === 'onehot' ? oneHotLabels(p) : binaryLabels(p);
  if (p.forbidSelfTouch) {
    p.model.rule('A path never runs alongside itself: adjacent cells of one path are joined');
    for (const { lit, a, b } of p.grid.edges) for (const set of labels.apart(a, b)) p.model.addClause([lit, ...set]);
  }
  return labels;
}

const SAME_PATH = 'Cells joined by an edge lie on the same path';
/** The rule of Flow Free and the seed's puzzles (`fillAll`), named alike wherever it is encoded. */
export const EVERY_CELL_COVERED = 'Every cell lies on a path';

const freeCellVars = (fixedLabel: readonly number[], vars: readonly Lit[][]) => vars.map((v, cell) => (fixedLabel[cell]! < 0 ? v : []));

/** Edges with at least one end that is not an endpoint (where labels must be propagated). */
function freeEdges({ grid, fixedLabel }: LabelProblem) {
  return grid.edges.filter(({ a, b }) => fixedLabel[a]! < 0 || fixedLabel[b]! < 0);
}

function oneHotLabels(p: LabelProblem): Labels {
  const { model, grid, fixedLabel, labelCount, fillAll } = p;
  // label[cell][k]: the cell lies on path k (constants on endpoints)
  const T = model.constTrue();
  const label: Lit[][] = fixedLabel.map((fixed) =>
    fixed >= 0 ? Array.from({ length: labelCount }, (_, k) => (k === fixed ? T : -T)) : model.newVars(labelCount),
  );
  const free = [...fixedLabel.keys()].filter((cell) => fixedLabel[cell]! < 0);
  if (fillAll) {
    model.rule(EVERY_CELL_COVERED);
    for (const cell of free) model.exactlyOne(label[cell]!);
  } else {
    model.rule('A cell holds one path, or none exactly when no line touches it');
    for (const cell of free) {
      const empty = model.newVar();
      model.exactlyOne([...label[cell]!, empty]);
      const around = grid.around(cell);
      for (const e of around) model.addClause([-empty, -e]);
      model.addClause([empty, ...around]);
    }
  }
  model.rule(SAME_PATH);
  for (const { lit, a, b } of freeEdges(p)) {
    for (let k = 0; k < labelCount; k++) {
      if (fixedLabel[b]! < 0) model.addClause([-lit, -label[a]![k]!, label[b]![k]!]);
      if (fixedLabel[a]! < 0) model.addClause([-lit, -label[b]![k]!, label[a]![k]!]);
    }
  }
  const apart: Apart = (a, b) => {
    const sets: Lit[][] = [];
    for (let k = 0; k < labelCount; k++) {
      const [la, lb] = [label[a]![k]!, label[b]![k]!];
      if (la === -T || lb === -T) continue;
      sets.push([-la, -lb].filter((l) => l !== -T));
    }
    return sets;
  };
  return { apart, keys: freeCellVars(fixedLabel, label) };
}

function binaryLabels(p: LabelProblem): Labels {
  const { model, grid, fixedLabel, labelCount, fillAll } = p;
  const bits = Math.max(1, Math.ceil(Math.log2(labelCount)));
  const T = model.constTrue();
  const code = fixedLabel.map((fixed) =>
    fixed >= 0 ? Array.from({ length: bits }, (_, j) => ((fixed >> j) & 1 ? T : -T)) : model.newVars(bits),
  );
  model.rule('A used cell carries the number of an existing label');
  const used = fixedLabel.map((fixed, cell) => (fixed >= 0 || fillAll ? T : model.or(grid.around(cell))));
  fixedLabel.forEach((fixed, cell) => {
    if (fixed >= 0) return;
    for (let value = labelCount; value < 1 << bits; value++) {
      model.addClause([-used[cell]!, ...code[cell]!.map((lit, j) => ((value >> j) & 1 ? -lit : lit))]);
    }
  });
  model.rule(SAME_PATH);
  for (const { lit, a, b } of freeEdges(p)) {
    for (let j = 0; j < bits; j++) {
      model.addClause([-lit, -code[a]![j]!, code[b]![j]!]);
      model.addClause([-lit, code[a]![j]!, -code[b]![j]!]);
    }
  }
  // Two used cells are apart when some bit of their numbers differs
  const known = new Map<number, Lit[][]>();
  const apart: Apart = (a, b) => {
    const key = Math.min(a, b) * fixedLabel.length + Math.max(a, b);
    let sets = known.get(key);
    if (!sets) {
      const differ = model.newVars(bits);
      differ.forEach((d, j) => {
        model.addClause([-d, code[a]![j]!, code[b]![j]!]);
        model.addClause([-d, -code[a]![j]!, -code[b]![j]!]);
      });
      sets = [[-used[a]!, -used[b]!, ...differ].filter((l) => l !== -T)];
      known.set(key, sets);
    }
    return sets;
  };
  return { apart, keys: freeCellVars(fixedLabel, code) };
}
