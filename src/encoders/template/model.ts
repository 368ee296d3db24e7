/**
 * The template family: the smallest complete family, kept under test for a newcomer to
 * copy. Its puzzle, "Rooks": place one rook in every row and every column of a square
 * board, on free cells only; given rooks stay; the free cells left empty stay connected
 * (side by side), so the rooks never wall a part of the board off. A free cell may carry a
 * digit: the best solution has the highest total of the digits under its rooks.
 */
export interface TemplatePuzzle {
  readonly type: 'template';
  /** Rows top to bottom: `.` free, `#` blocked, `R` a given rook, `1`-`9` a free cell worth that much. */
  readonly board: readonly string[];
}

/** The rook of each row, as `[row, col]`, row by row. */
export interface TemplateSolution {
  readonly rooks: readonly (readonly [number, number])[];
}

export const isFree = (ch: string | undefined): boolean => ch !== undefined && ch !== '#';
export const worth = (ch: string | undefined): number => (ch !== undefined && /[1-9]/.test(ch) ? Number(ch) : 0);
