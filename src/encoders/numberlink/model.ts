/** A Numberlink puzzle as JSON gives it. */
export interface NumberlinkPuzzle {
  readonly type: 'numberlink';
  /**
   * Rows top to bottom: a string with one character per cell (`.` empty) or an array of
   * strings (`""` empty) for labels longer than one character.
   */
  readonly grid: readonly (string | readonly string[])[];
  /** Every cell must be covered (default true: Flow Free and the seed's rule). */
  readonly fillAll?: boolean;
  /** A path may not run alongside itself: adjacent cells of one path are consecutive on it. */
  readonly forbidSelfTouch?: boolean;
  /**
   * What makes two solutions different when every cell is covered: their colouring (the
   * default, as Flow Free players count) or their line drawings. Under the classic rule
   * solutions are compared by their lines; uniqueness comes out the same either way.
   */
  readonly compare?: 'colouring' | 'lines';
  readonly title?: string;
  readonly source?: string;
}

/**
 * Each cell the label of its path, `""` if unused; and each path as its cells in order
 * from the first endpoint (in reading order) to the other. The paths are needed because
 * a path may run alongside itself, so labels alone do not fix the lines.
 */
export interface NumberlinkSolution {
  readonly grid: string[][];
  readonly paths: { readonly label: string; readonly cells: [number, number][] }[];
}

/** The grid as cells: `cells[row][col]` is a label or `""`. */
export function cellsOf(puzzle: NumberlinkPuzzle): string[][] {
  return puzzle.grid.map((row) => (typeof row === 'string' ? [...row].map((ch) => (ch === '.' ? '' : ch)) : [...row]));
}

/** Labels with the cells holding them, in reading order of first appearance. */
export function endpointsOf(cells: readonly (readonly string[])[]): Map<string, [number, number][]> {
  const ends = new Map<string, [number, number][]>();
  cells.forEach((row, r) =>
    row.forEach((label, c) => {
      if (label === '') return;
      const list = ends.get(label) ?? [];
      list.push([r, c]);
      ends.set(label, list);
    }),
  );
  return ends;
}

export const fillsAll = (p: NumberlinkPuzzle): boolean => p.fillAll ?? true;

/** Whether solutions are told apart by colouring (every cell covered, not asked for lines). */
export const comparesColourings = (p: NumberlinkPuzzle): boolean => fillsAll(p) && (p.compare ?? 'colouring') === 'colouring';
