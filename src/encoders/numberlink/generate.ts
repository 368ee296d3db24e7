import { checkUnique } from '../../solvers/index.js';
import type { GenerateRequest, Generator } from '../family.js';
import { failed, issue, parsed, pointer, type Parsed } from '../issues.js';
import { Random } from '../lib/random.js';
import { encodeNumberlink } from './encode.js';
import { gridFromCells } from './formats.js';
import type { NumberlinkPuzzle, NumberlinkSolution } from './model.js';

type Cell = [number, number];

/**
 * Covers the grid with random paths: paths grow one at a time from the most cornered free
 * cell, each step to the most cornered free neighbour; then neighbouring path ends are
 * joined while the result stays within `maxLength`; a cell left alone takes over the end
 * of a neighbouring path.
 */
export function randomCover(height: number, width: number, maxLength: number, random: Random): Cell[][] {
  const pathOf = new Map<string, Cell[]>();
  const key = ([r, c]: Cell) => `${r},${c}`;
  const paths = new Set<Cell[]>();
  const neighbours = ([r, c]: Cell): Cell[] =>
    ([[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]] as Cell[]).filter(([a, b]) => a >= 0 && a < height && b >= 0 && b < width);
  const free = (cell: Cell) => neighbours(cell).filter((n) => !pathOf.has(key(n)));
  /** Among cells, those with the fewest free neighbours (Warnsdorff's rule: cornered cells first). */
  const tightest = (cells: Cell[]) => {
    const least = Math.min(...cells.map((c) => free(c).length));
    return random.pick(cells.filter((c) => free(c).length === least));
  };
  // Grow paths one after another from the most cornered free cell.
  const all: Cell[] = [];
  for (let r = 0; r < height; r++) for (let c = 0; c < width; c++) all.push([r, c]);
  for (;;) {
    const open = all.filter((cell) => !pathOf.has(key(cell)));
    if (open.length === 0) break;
    const path: Cell[] = [tightest(open)];
    pathOf.set(key(path[0]!), path);
    const target = 3 + random.int(Math.max(1, maxLength - 2));
    while (path.length < target) {
      const next = free(path[path.length - 1]!);
      if (next.length === 0) break;
      const cell = tightest(next);
      path.push(cell);
      pathOf.set(key(cell), path);
    }
    paths.add(path);
  }
  const isEnd = (p: Cell[], cell: Cell) => key(p[0]!) === key(cell) || key(p[p.length - 1]!) === key(cell);
  const assign = (p: Cell[]) => p.forEach((cell) => pathOf.set(key(cell), p));
  /** p with `end` last, q with `start` first, joined. */
  const join = (p: Cell[], end: Cell, q: Cell[], start: Cell): Cell[] => {
    const a = key(p[p.length - 1]!) === key(end) ? p : [...p].reverse();
    const b = key(q[0]!) === key(start) ? q : [...q].reverse();
    return [...a, ...b];
  };

  for (let merged = true, round = 0; merged && round < 50; round++) {
    merged = false;
    for (const cell of random.shuffle([...pathOf.keys()]).map((k) => k.split(',').map(Number) as Cell)) {
      const p = pathOf.get(key(cell))!;
      if (!isEnd(p, cell)) continue;
      for (const n of random.shuffle(neighbours(cell))) {
        const q = pathOf.get(key(n))!;
        if (q === p || !isEnd(q, n) || p.length + q.length > maxLength) continue;
        const joined = join(p, cell, q, n);
        paths.delete(p);
        paths.delete(q);
        paths.add(joined);
        assign(joined);
        merged = true;
        break;
      }
    }
  }
  // A lone cell takes the end of a neighbouring path, splitting it if needed.
  for (const p of [...paths]) {
    if (p.length !== 1 || !paths.has(p)) continue;
    const cell = p[0]!;
    for (const n of random.shuffle(neighbours(cell))) {
      const q = pathOf.get(key(n))!;
      const at = q.findIndex((x) => key(x) === key(n));
      const before = q.slice(0, at);
      const after = q.slice(at);
      const [keep, take] = after.length >= 2 && before.length !== 1 ? [before, after] : [q.slice(at + 1), q.slice(0, at + 1).reverse()];
      if (keep.length === 1) continue;
      const grown = [cell, ...take];
      paths.delete(p);
      paths.delete(q);
      paths.add(grown);
      assign(grown);
      if (keep.length > 0) {
        paths.add(keep);
        assign(keep);
      }
      break;
    }
  }
  return [...paths];
}

function puzzleOf(height: number, width: number, paths: readonly Cell[][], fillAll: boolean): NumberlinkPuzzle {
  const cells = Array.from({ length: height }, () => Array.from({ length: width }, () => ''));
  paths.forEach((p, i) => {
    const [r0, c0] = p[0]!;
    const [r1, c1] = p[p.length - 1]!;
    cells[r0]![c0] = String(i + 1);
    cells[r1]![c1] = String(i + 1);
  });
  return { type: 'numberlink', grid: gridFromCells(cells), fillAll };
}

/** Splits the intended path that a second solution changes most, at a cell where they differ. */
function splitAtDifference(paths: Cell[][], other: NumberlinkSolution, random: Random): boolean {
  const otherLabel = new Map<string, string>();
  other.grid.forEach((row, r) => row.forEach((label, c) => otherLabel.set(`${r},${c}`, label)));
  const candidates: { path: number; at: number }[] = [];
  paths.forEach((p, i) => {
    p.forEach(([r, c], at) => {
      if (at >= 2 && at <= p.length - 3 && otherLabel.get(`${r},${c}`) !== String(i + 1)) candidates.push({ path: i, at });
    });
  });
  if (candidates.length === 0) {
    paths.forEach((p, i) => p.forEach((_, at) => at >= 2 && at <= p.length - 2 && candidates.push({ path: i, at })));
  }
  if (candidates.length === 0) return false;
  const { path, at } = random.pick(candidates);
  const p = paths[path]!;
  paths.splice(path, 1, p.slice(0, at), p.slice(at));
  return true;
}

function parseSize(text: string | undefined): Parsed<[number, number]> {
  const match = /^(\d+)x(\d+)$/.exec(text ?? '');
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (!match || width < 3 || height < 3 || width > 60 || height > 60) {
    return failed(issue('generate.size', pointer('options', 'size'), `--size ${text}: expected WxH with each side 3..60, e.g. 15x15`));
  }
  return parsed([height, width]);
}

async function generate(request: GenerateRequest): Promise<Parsed<NumberlinkPuzzle>> {
  const size = parseSize(request.options['size']);
  if (!size.ok) return size;
  const [height, width] = size.value;
  const rule = request.options['rule'] ?? 'fill';
  if (rule !== 'fill' && rule !== 'classic') {
    return failed(issue('generate.rule', pointer('options', 'rule'), `--rule ${rule}: expected fill or classic`));
  }
  const random = new Random(request.seed);
  const started = Date.now();
  const budget = request.engine.timeLimitMs;
  // Long paths wander and leave many cooks to split away; this length keeps big grids quick.
  const maxLength = Math.min(11, Math.round(Math.sqrt(height * width) / 3) + 4);
  let paths = randomCover(height, width, maxLength, random);
  // A cell no path could take would be a lone label: cover again.
  while (paths.some((p) => p.length < 2)) paths = randomCover(height, width, maxLength, random);
  const maxRounds = height * width;
  for (let round = 0; round < maxRounds; round++) {
    const remaining = budget === undefined ? undefined : budget - (Date.now() - started);
    if (remaining !== undefined && remaining <= 0) break;
    request.onProgress?.(Math.min(0.95, round / Math.max(8, paths.length / 2)), `${paths.length} pairs, proving uniqueness`);
    const puzzle = puzzleOf(height, width, paths, rule === 'fill');
    const encoding = encodeNumberlink(puzzle);
    const verdict = await checkUnique(encoding, { ...request.engine, ...(remaining !== undefined ? { timeLimitMs: remaining } : {}) });
    if (verdict.verdict === 'unique') {
      request.onProgress?.(1, 'done');
      return parsed(puzzle);
    }
    if (verdict.verdict !== 'multiple') break;
    const route = (cells: readonly Cell[]) => cells.map((c) => c.join(':')).join(' ');
    const isIntended = (s: NumberlinkSolution) =>
      s.paths.every((p) => {
        const mine = paths[Number(p.label) - 1]!;
        return route(p.cells) === route(mine) || route(p.cells) === route([...mine].reverse());
      });
    const [a, b] = verdict.solutions.map((s) => encoding.decode(s)) as [NumberlinkSolution, NumberlinkSolution];
    // Several splits per round when the cook is large: fewer solver rounds on big grids.
    const splits = Math.max(1, Math.round(paths.length / 12));
    let split = false;
    for (let i = 0; i < splits; i++) split = splitAtDifference(paths, isIntended(a) ? b : a, random) || split;
    if (!split) break;
  }
  return failed(issue('generate.timeout', pointer('options'), `no unique ${width}x${height} puzzle found within the time limit (seed ${request.seed}); try another --seed or a longer --timeout`));
}

/** `cookcheck generate numberlink --size 15x15 --seed 7`: random cover, then split paths until unique. */
export const numberlinkGenerator: Generator<NumberlinkPuzzle> = {
  options: [
    { flags: '--size <WxH>', description: 'grid size, width x height (3..60 each)', default: '7x7' },
    { flags: '--rule <fill|classic>', description: 'fill: every cell covered (Flow Free); classic: cells may stay empty', default: 'fill' },
  ],
  generate,
};
