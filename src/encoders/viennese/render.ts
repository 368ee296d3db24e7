import type { RenderOptions } from '../family.js';
import { inverse } from '../lib/ansi.js';
import { nodeName, variantOf, type Light, type NodeId, type ViennesePuzzle, type VienneseSolution } from './model.js';
import { counted, wrapWords } from '../lib/text.js';

const LETTER: Record<Light, string> = { green: 'G', orange: 'O', red: 'R' };
const ANSI: Record<Light, number> = { green: 32, orange: 33, red: 31 };


/**
 * The maze as text: a grid drawing when the nodes sit on a unit square lattice (lights as
 * G, O, R between nodes), otherwise the list of streets; then the walk, move by move. Long
 * lines wrap at `options.width`.
 */
export function renderVienneseText(puzzle: ViennesePuzzle, solution: VienneseSolution | undefined, options: RenderOptions): string {
  const light = (l: Light) => (options.color ? `\x1b[${ANSI[l]}m${LETTER[l]}\x1b[0m` : LETTER[l]);
  const lines = [
    `Viennese maze (${variantOf(puzzle)}): ${counted(puzzle.nodes.length, 'node')}, ${counted(puzzle.streets.length, 'street')}, start ${nodeName(puzzle.start)}, goal ${nodeName(puzzle.goal)}`,
    ...(latticeDrawing(puzzle, light) ?? wrapWords(puzzle.streets.map((s) => `${nodeName(s.from)}-${nodeName(s.to)} ${light(s.light)}`).join(', '), options.width)),
  ];
  if (solution) {
    const marked = new Set((options.marks ?? []).map((p) => p.step));
    const moves = solution.nodes.slice(1).map((to, k) => {
      const text = `${nodeName(solution.nodes[k]!)}→${nodeName(to)}`;
      return marked.has(k + 1) ? (options.color ? inverse(text) : `[${text}]`) : text;
    });
    lines.push(...wrapWords(`walk, ${counted(moves.length, 'move')}: ${solution.nodes.map(nodeName).join(' ')}`, options.width));
    if (marked.size > 0) lines.push(...wrapWords(`moves: ${moves.join(' ')}`, options.width));
  }
  return lines.join('\n');
}

/** Rows of `a G b` with a street's light between its nodes, when every node has integer x, y and every street joins lattice neighbours. */
function latticeDrawing(puzzle: ViennesePuzzle, light: (l: Light) => string): string[] | undefined {
  const at = new Map<NodeId, [number, number]>();
  for (const n of puzzle.nodes) {
    if (!Number.isInteger(n.x) || !Number.isInteger(n.y)) return undefined;
    at.set(n.id, [n.x!, n.y!]);
  }
  const width = Math.max(...[...at.values()].map(([x]) => x)) + 1;
  const height = Math.max(...[...at.values()].map(([, y]) => y)) + 1;
  if (Math.min(...[...at.values()].flat()) < 0 || width * height > 400) return undefined;
  const cell = Math.max(...puzzle.nodes.map((n) => nodeName(n.id).length));
  const grid: string[][] = Array.from({ length: 2 * height - 1 }, () => Array.from({ length: 2 * width - 1 }, () => ' '.repeat(cell)));
  for (const n of puzzle.nodes) grid[2 * n.y!]![2 * n.x!] = nodeName(n.id).padEnd(cell);
  for (const s of puzzle.streets) {
    const [[x1, y1], [x2, y2]] = [at.get(s.from)!, at.get(s.to)!];
    if (Math.abs(x1 - x2) + Math.abs(y1 - y2) !== 1) return undefined;
    const text = light(s.light);
    grid[y1 + y2]![x1 + x2] = text + ' '.repeat(cell - 1);
  }
  return grid.map((row) => row.join(' ').trimEnd());
}
