import { issue, pointer, type Issue } from '../issues.js';
import { goalOf, modeOf, revisitOf, sameTile, targetOf, tileName, type SchoenbrunnPuzzle, type SchoenbrunnSolution, type Tile } from './model.js';

export const SCHOENBRUNN_VERIFIER_CODES = [
  'path.shape',
  'path.outside',
  'path.start',
  'path.jump',
  'path.revisit',
  'path.past-goal',
  'path.goal',
  'path.shortest',
  'sum.target',
  'sum.value',
  'jumps.value',
] as const;

/**
 * Judges a solution by the rules, walking the path tile by tile without the encoding: it
 * starts on the start, each jump goes |n| tiles in a straight line from a tile showing n,
 * no tile twice (unless revisiting), it stops on reaching the goal, it ends there; expert
 * mode: the visited values sum to the target; revisit: no walk is shorter (BFS). The stated
 * `sum` and `jumps` must match the path.
 */
export function verifySchoenbrunn(puzzle: SchoenbrunnPuzzle, solution: SchoenbrunnSolution): Issue[] {
  const { grid } = puzzle;
  const path = solution?.path;
  const isTile = (t: unknown): t is Tile => Array.isArray(t) && t.length === 2 && t.every((x) => Number.isInteger(x));
  if (!Array.isArray(path) || path.length === 0 || !path.every(isTile)) {
    return [issue('path.shape', pointer('path'), 'the path is not a non-empty list of [row, col] tiles')];
  }
  const outside = path.findIndex(([r, c]) => grid[r]?.[c] === undefined);
  if (outside >= 0) return [issue('path.outside', pointer('path', outside), `tile ${outside} of the path, ${tileName(path[outside]!)}, is off the board`)];
  const issues: Issue[] = [];
  const goal = goalOf(puzzle);
  if (!sameTile(path[0]!, puzzle.start)) {
    issues.push(issue('path.start', pointer('path', 0), `the path starts on ${tileName(path[0]!)}, not on the start ${tileName(puzzle.start)}`));
  }
  const seen = new Map<string, number>();
  path.forEach((tile, i) => {
    const key = tileName(tile);
    const first = seen.get(key);
    if (first !== undefined && !revisitOf(puzzle)) {
      issues.push(issue('path.revisit', pointer('path', i), `the path visits ${key} twice (tiles ${first} and ${i})`));
    }
    if (!seen.has(key)) seen.set(key, i);
    if (i + 1 < path.length && sameTile(tile, goal)) {
      issues.push(issue('path.past-goal', pointer('path', i), `the path reaches the goal ${tileName(goal)} at tile ${i} and goes on`));
    }
    if (i === 0) return;
    const [[r0, c0], [r1, c1]] = [path[i - 1]!, tile];
    const n = Math.abs(grid[r0]![c0]!);
    const straight = (r0 === r1 && Math.abs(c1 - c0) === n) || (c0 === c1 && Math.abs(r1 - r0) === n);
    if (n === 0 || !straight) {
      issues.push(issue('path.jump', pointer('path', i), `jump ${i} ${tileName(path[i - 1]!)}→${tileName(tile)} is not ${n} tiles up, down, left or right (the tile shows ${grid[r0]![c0]})`));
    }
  });
  const last = path[path.length - 1]!;
  if (!sameTile(last, goal)) issues.push(issue('path.goal', pointer('path', path.length - 1), `the path ends on ${tileName(last)}, not on the goal ${tileName(goal)}`));
  const sum = path.reduce((s, [r, c]) => s + grid[r]![c]!, 0);
  if (modeOf(puzzle) === 'expert' && sum !== targetOf(puzzle)) {
    issues.push(issue('sum.target', pointer('path'), `the visited tiles sum to ${sum}; expert mode asks for ${targetOf(puzzle)}`));
  }
  if (solution.sum !== sum) issues.push(issue('sum.value', pointer('sum'), `the solution states sum ${solution.sum}; its tiles sum to ${sum}`));
  if (solution.jumps !== path.length - 1) issues.push(issue('jumps.value', pointer('jumps'), `the solution states ${solution.jumps} jumps; its path makes ${path.length - 1}`));
  if (revisitOf(puzzle) && issues.length === 0) {
    const fewest = fewestJumps(puzzle);
    if (fewest < path.length - 1) issues.push(issue('path.shortest', pointer('path'), `the goal can be reached in ${fewest} jumps; this walk takes ${path.length - 1}`));
  }
  return issues;
}

/** Breadth-first search over tiles, revisits allowed: the fewest jumps from start to goal. */
function fewestJumps(puzzle: SchoenbrunnPuzzle): number {
  const { grid, start } = puzzle;
  const goal = goalOf(puzzle);
  const dist = new Map<string, number>([[tileName(start), 0]]);
  const queue: Tile[] = [start];
  for (let head = 0; head < queue.length; head++) {
    const [r, c] = queue[head]!;
    const d = dist.get(tileName([r, c]))!;
    if (sameTile([r, c], goal)) return d;
    const n = Math.abs(grid[r]![c]!);
    if (n === 0) continue;
    for (const next of [[r - n, c], [r + n, c], [r, c - n], [r, c + n]] as Tile[]) {
      if (grid[next[0]]?.[next[1]] === undefined || dist.has(tileName(next))) continue;
      dist.set(tileName(next), d + 1);
      queue.push(next);
    }
  }
  return Infinity;
}
