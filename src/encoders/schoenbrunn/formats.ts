import type { PuzzleFormat } from '../family.js';
import { failed, issue, parsed, type Issue } from '../issues.js';
import { goalOf, type Mode, type SchoenbrunnPuzzle, type Tile } from './model.js';

const signed = (v: number) => (v > 0 ? `+${v}` : String(v));
const formatIssue = (format: string, line: number, message: string): Issue => issue(`${format}.syntax`, '', `line ${line}: ${message}`);
const INT = /^[+-]?\d+$/;

/** Non-empty lines without `#` comments, with their 1-based line numbers. */
function linesOf(text: string): { no: number; words: string[] }[] {
  return text
    .split(/\r?\n/)
    .map((line, i) => ({ no: i + 1, words: line.replace(/#.*/, '').trim().split(/\s+/).filter(Boolean) }))
    .filter((l) => l.words.length > 0);
}

/**
 * Plain text: a first line `schoenbrunn`, then `start R C`, optionally `goal R C`,
 * `mode normal|expert`, `target N`, `revisit`, then one line of signed integers per board
 * row (row 0 first). `#` starts a comment.
 */
export const plainFormat: PuzzleFormat<SchoenbrunnPuzzle> = {
  name: 'text',
  description: 'plain text: "schoenbrunn", then start/goal/mode/target lines, then the board rows',
  detect: (text) => /^schoenbrunn\b/i.test(text.trim()),
  headed: true,
  parse(text) {
    const lines = linesOf(text);
    const bad = (no: number, message: string) => failed<SchoenbrunnPuzzle>(formatIssue('text', no, message));
    let start: Tile | undefined;
    let goal: Tile | undefined;
    let mode: Mode = 'normal';
    let target: number | undefined;
    let revisit = false;
    const grid: number[][] = [];
    for (const { no, words } of lines.slice(1)) {
      const [key, ...rest] = words;
      const tile = (): Tile | undefined => (rest.length === 2 && rest.every((w) => /^\d+$/.test(w)) ? [Number(rest[0]), Number(rest[1])] : undefined);
      if (key === 'start' || key === 'goal') {
        const t = tile();
        if (!t) return bad(no, `"${key}" takes a row and a column, e.g. "${key} 4 2"`);
        if (key === 'start') start = t;
        else goal = t;
      } else if (key === 'mode') {
        if (rest[0] !== 'normal' && rest[0] !== 'expert') return bad(no, 'mode is "normal" or "expert"');
        mode = rest[0];
      } else if (key === 'target') {
        if (rest.length !== 1 || !INT.test(rest[0]!)) return bad(no, '"target" takes one integer');
        target = Number(rest[0]);
      } else if (key === 'revisit') revisit = true;
      else if (words.every((w) => INT.test(w))) grid.push(words.map(Number));
      else return bad(no, `"${words.join(' ')}" is neither a setting nor a row of integers`);
    }
    if (!start) return bad(lines[0]?.no ?? 1, 'no "start R C" line');
    if (grid.length === 0) return bad(lines[0]?.no ?? 1, 'no board rows');
    return parsed({
      type: 'schoenbrunn',
      grid,
      start,
      ...(goal ? { goal } : {}),
      mode,
      ...(target !== undefined ? { target } : {}),
      ...(revisit ? { revisit } : {}),
    });
  },
  serialize(puzzle) {
    const lines = ['schoenbrunn', `start ${puzzle.start[0]} ${puzzle.start[1]}`];
    if (puzzle.goal) lines.push(`goal ${puzzle.goal[0]} ${puzzle.goal[1]}`);
    lines.push(`mode ${puzzle.mode ?? 'normal'}`);
    if (puzzle.target !== undefined) lines.push(`target ${puzzle.target}`);
    if (puzzle.revisit) lines.push('revisit');
    const width = Math.max(...puzzle.grid.flat().map((v) => signed(v).length));
    for (const row of puzzle.grid) lines.push(row.map((v) => signed(v).padStart(width)).join(' '));
    return parsed(lines.join('\n') + '\n');
  },
};

/**
 * The input of the seed's program (jtpio, 2015): `rows cols`, `startRow startCol`,
 * `goalRow goalCol`, then the rows. That program answers the expert question (the sum
 * nearest 0 in the fewest steps), so the puzzle is read in expert mode.
 */
export const seedFormat: PuzzleFormat<SchoenbrunnPuzzle> = {
  name: 'seed',
  description: "the seed program's input: rows cols / start / goal / board rows",
  detect(text) {
    const lines = linesOf(text);
    return lines.length >= 4 && lines.slice(0, 3).every((l) => l.words.length === 2 && l.words.every((w) => /^\d+$/.test(w))) && lines.every((l) => l.words.every((w) => INT.test(w)));
  },
  parse(text) {
    const lines = linesOf(text);
    const bad = (no: number, message: string) => failed<SchoenbrunnPuzzle>(formatIssue('seed', no, message));
    const head = lines.slice(0, 3).map((l) => l.words.map(Number));
    if (head.length < 3 || head.some((l) => l.length !== 2 || l.some((x) => !Number.isInteger(x) || x < 0))) return bad(1, 'expected "rows cols", "startRow startCol", "goalRow goalCol"');
    const [[rows, cols], start, goal] = head as [[number, number], [number, number], [number, number]];
    const body = lines.slice(3);
    if (body.length !== rows) return bad(lines[lines.length - 1]!.no, `the header promises ${rows} rows; there are ${body.length}`);
    for (const { no, words } of body) {
      if (words.length !== cols || !words.every((w) => INT.test(w))) return bad(no, `expected ${cols} integers`);
    }
    return parsed({ type: 'schoenbrunn', grid: body.map((l) => l.words.map(Number)), start, goal, mode: 'expert' });
  },
  serialize(puzzle) {
    const goal = goalOf(puzzle);
    const lines = [`${puzzle.grid.length} ${puzzle.grid[0]!.length}`, puzzle.start.join(' '), goal.join(' '), ...puzzle.grid.map((row) => row.join(' '))];
    return parsed(lines.join('\n') + '\n');
  },
};

/**
 * A Rook Jumping Maze as commonly printed (Todd Neller's mazes): a square of positive jump
 * numbers with the goal shown as 0 or G, the start in the top-left corner; tiles may be
 * revisited and the question is the fewest jumps.
 */
export const rookFormat: PuzzleFormat<SchoenbrunnPuzzle> = {
  name: 'rjm',
  description: 'Rook Jumping Maze: rows of positive jump numbers, the goal as 0 or G, start top-left',
  detect(text) {
    const lines = linesOf(text);
    return lines.length >= 2 && lines.every((l) => l.words.every((w) => /^(\d+|G)$/i.test(w))) && lines.flatMap((l) => l.words).filter((w) => /^(0|G)$/i.test(w)).length === 1;
  },
  parse(text) {
    const lines = linesOf(text);
    const grid = lines.map((l) => l.words.map((w) => (/^g$/i.test(w) ? 0 : Number(w))));
    if (grid.some((row) => row.some((v) => !Number.isInteger(v) || v < 0))) return failed(formatIssue('rjm', 1, 'a Rook Jumping Maze holds non-negative jump numbers and one goal'));
    return parsed({ type: 'schoenbrunn', grid, start: [0, 0], mode: 'normal', revisit: true });
  },
};

export const schoenbrunnFormats: readonly PuzzleFormat<SchoenbrunnPuzzle>[] = [plainFormat, seedFormat, rookFormat];

