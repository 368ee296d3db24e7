import { deadlineOf, type EngineOptions } from '../../solvers/index.js';
import { cellKeyOf as cellKey, parseCellKey } from '../lib/grid.js';
import { verdictOf, type GenerateRequest, type Generator } from '../family.js';
import { failed, issue, parsed, pointer, type Parsed } from '../issues.js';
import { optionValue } from '../options.js';
import { Random } from '../lib/random.js';
import { joinAt, neighboursIn, randomCover, touchesItself, type Cell } from './cover.js';
import { gridFromCells } from './formats.js';
import { classicUniqueness, plainUniqueness } from './uniqueness.js';
import { cellsOf, type NumberlinkPuzzle, type NumberlinkSolution } from './model.js';
import { verifyNumberlink } from './verify.js';
import { counted } from '../lib/text.js';

export { randomCover } from './cover.js';

const MIN_SIDE = 3;
const MAX_SIDE = 60;
/** SAT checks spent on joining paths after the first unique puzzle (fewer on big grids, where each costs more). */
const mergeChecks = (cells: number) => (cells <= 400 ? 8 : 4);

const edgeKey = (a: readonly number[], b: readonly number[]) => [cellKey(a), cellKey(b)].sort().join('|');
const edgesOf = (paths: readonly (readonly Cell[])[]) => new Set(paths.flatMap((p) => p.slice(1).map((cell, i) => edgeKey(p[i]!, cell))));

/** The puzzle whose intended solution is these paths; pairs numbered 1, 2, ... in reading order. */
export function puzzleOf(height: number, width: number, paths: readonly (readonly Cell[])[], fillAll: boolean): NumberlinkPuzzle {
  const cells = Array.from({ length: height }, () => Array.from({ length: width }, () => ''));
  const first = (p: readonly Cell[]) => Math.min(...[p[0]!, p[p.length - 1]!].map(([r, c]) => r * width + c));
  [...paths]
    .sort((p, q) => first(p) - first(q))
    .forEach((p, i) => {
      for (const [r, c] of [p[0]!, p[p.length - 1]!]) cells[r]![c] = String(i + 1);
    });
  return { type: 'numberlink', grid: gridFromCells(cells), fillAll };
}

/** The solution these paths draw in the puzzle made of them. */
export function solutionOf(puzzle: NumberlinkPuzzle, paths: readonly (readonly Cell[])[]): NumberlinkSolution {
  const labels = cellsOf(puzzle);
  const grid = labels.map((row) => row.map(() => ''));
  const solved = paths.map((cells) => {
    const label = labels[cells[0]![0]]![cells[0]![1]]!;
    for (const [r, c] of cells) grid[r]![c] = label;
    return { label, cells: cells.map(([r, c]): [number, number] => [r, c]) };
  });
  return { grid, paths: solved };
}

/**
 * Cells where the other solution's lines differ from the intended paths, in connected
 * groups (4-neighbourhood): each group is one local cook.
 */
function differenceGroups(height: number, width: number, intended: Set<string>, other: Set<string>): Set<string>[] {
  const cells = new Set<string>();
  for (const [a, b] of [
    [intended, other],
    [other, intended],
  ] as const) {
    for (const e of a) if (!b.has(e)) e.split('|').forEach((c) => cells.add(c));
  }
  const groups: Set<string>[] = [];
  const seen = new Set<string>();
  for (const start of cells) {
    if (seen.has(start)) continue;
    const group = new Set([start]);
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const cell = parseCellKey(stack.pop()!);
      for (const n of neighboursIn(height, width, cell).map(cellKey)) {
        if (cells.has(n) && !seen.has(n)) {
          seen.add(n);
          group.add(n);
          stack.push(n);
        }
      }
    }
    groups.push(group);
  }
  return groups;
}

/**
 * Kills a cook: in each group of differing cells, one intended path is cut in two at an
 * edge inside the group (preferring an edge the cook does not use), so both halves keep
 * two cells or more. At most one cut per path per round. False when nothing can be cut.
 */
function splitCooks(paths: Cell[][], groups: readonly Set<string>[], cook: Set<string>, random: Random): boolean {
  const cuts = new Map<number, number>();
  for (const group of groups) {
    const options: { path: number; at: number; unused: boolean }[] = [];
    paths.forEach((p, i) => {
      if (cuts.has(i)) return;
      for (let at = 2; at <= p.length - 2; at++) {
        if (group.has(cellKey(p[at - 1]!)) || group.has(cellKey(p[at]!))) options.push({ path: i, at, unused: !cook.has(edgeKey(p[at - 1]!, p[at]!)) });
      }
    });
    const preferred = options.filter((o) => o.unused);
    if (options.length === 0) continue;
    const { path, at } = random.pick(preferred.length > 0 ? preferred : options);
    cuts.set(path, at);
  }
  if (cuts.size === 0) return false;
  const next = paths.flatMap((p, i) => (cuts.has(i) ? [p.slice(0, cuts.get(i)), p.slice(cuts.get(i))] : [p]));
  paths.splice(0, paths.length, ...next);
  return true;
}

interface Merge {
  readonly joined: Cell[];
  readonly parts: [Cell[], Cell[]];
}

/** Joins of two paths whose ends are neighbours, each path in one join at most. */
function proposeMerges(height: number, width: number, paths: readonly Cell[][], maxLength: number, share: number, random: Random): Merge[] {
  const endOf = new Map<string, Cell[]>();
  for (const p of paths) for (const end of [p[0]!, p[p.length - 1]!]) endOf.set(cellKey(end), p);
  const used = new Set<Cell[]>();
  const merges: Merge[] = [];
  const limit = Math.max(1, Math.round(paths.length * share));
  for (const p of random.shuffle(paths)) {
    if (merges.length >= limit) break;
    if (used.has(p)) continue;
    for (const end of random.shuffle([p[0]!, p[p.length - 1]!])) {
      const near = random.shuffle(neighboursIn(height, width, end)).find((n) => {
        const q = endOf.get(cellKey(n));
        return q !== undefined && q !== p && !used.has(q) && p.length + q.length <= maxLength && !touchesItself(joinAt(p, end, q, n));
      });
      if (near === undefined) continue;
      const q = endOf.get(cellKey(near))!;
      merges.push({ joined: joinAt(p, end, q, near), parts: [p, q] });
      used.add(p).add(q);
      break;
    }
  }
  return merges;
}

/** Pairs beyond half the cells cannot exist. */
function checkPairs(pairs: number | undefined, cells: number): Parsed<number | undefined> {
  if (pairs !== undefined && pairs > cells / 2) {
    return failed(issue('generate.pairs', pointer('options', 'pairs'), `--pairs ${pairs}: expected at most ${Math.floor(cells / 2)} on this grid`));
  }
  return parsed(pairs);
}

type Check = { verdict: 'unique'; solution: NumberlinkSolution } | { verdict: 'multiple'; cook: Set<string> } | { verdict: 'stop' };

/**
 * `cookcheck generate numberlink --size 15x15 --seed 7`. A random cover of the grid by
 * paths that do not touch themselves; while SAT finds a second solution, intended paths
 * are cut where it differs (repair); then neighbouring paths are joined in batches while
 * the puzzle stays unique, undoing the joins a cook reroutes (fewer, longer paths).
 * Deterministic per seed: the clock only ever aborts (`generate.timeout`).
 */
async function generate(request: GenerateRequest): Promise<Parsed<NumberlinkPuzzle>> {
  const { width, height } = optionValue.size(request.options, 'size') ?? { width: 7, height: 7 };
  const rule = optionValue.text(request.options, 'rule') ?? 'fill';
  const pairs = checkPairs(optionValue.number(request.options, 'pairs'), height * width);
  if (!pairs.ok) return pairs;
  const target = pairs.value;
  const random = new Random(request.seed);
  const deadline = deadlineOf(request.engine);
  const timeout = () =>
    failed<NumberlinkPuzzle>(
      issue('generate.timeout', pointer('options'), `no unique ${width}x${height} puzzle within the time limit (seed ${request.seed}); try a longer --timeout${target ? ' or more --pairs' : ''}`),
    );
  // Long paths wander and leave many cooks to cut away; this length keeps big grids quick.
  const maxLength = Math.min(11, Math.round(Math.sqrt(height * width) / 3) + 4);
  const mergeLength = 2 * maxLength + (target === undefined ? 0 : height * width);
  const fillAll = rule === 'fill';

  const check = async (paths: readonly Cell[][]): Promise<Check> => {
    const remaining = deadline === undefined ? undefined : deadline - Date.now();
    if (remaining !== undefined && remaining <= 0) return { verdict: 'stop' };
    const puzzle = puzzleOf(height, width, paths, fillAll);
    const engine: EngineOptions = remaining === undefined ? request.engine : { ...request.engine, timeLimitMs: remaining };
    // The classic rule through its normal form; fillAll by the plain encoding (dense puzzles), from the intended paths
    const found = (await classicUniqueness(puzzle, engine)) ?? (await plainUniqueness(puzzle, engine, solutionOf(puzzle, paths)));
    const verdict = verdictOf(found.solutions.length, found.complete);
    if (verdict === 'unique') return { verdict, solution: found.solutions[0]! };
    if (verdict !== 'multiple') return { verdict: 'stop' };
    const intended = edgesOf(paths);
    const [a, b] = found.solutions.map((s) => edgesOf(s.paths.map((p) => p.cells)));
    const same = (x: Set<string>) => x.size === intended.size && [...x].every((e) => intended.has(e));
    return { verdict: 'multiple', cook: same(a!) ? b! : a! };
  };

  // Repair: cut paths where cooks differ until the puzzle is unique.
  let paths: Cell[][] = [];
  let verdict: Check = { verdict: 'stop' };
  for (let attempt = 0; attempt < 5 && verdict.verdict !== 'unique'; attempt++) {
    paths = randomCover(height, width, maxLength, random);
    // A cell no path could take would be a lone label: cover again.
    while (paths.some((p) => p.length < 2)) paths = randomCover(height, width, maxLength, random);
    for (let round = 0; round < height * width; round++) {
      request.onProgress?.(Math.min(0.6, round / 20), `${counted(paths.length, 'pair')}, repairing cooks`);
      verdict = await check(paths);
      if (verdict.verdict !== 'multiple') break;
      const groups = differenceGroups(height, width, edgesOf(paths), verdict.cook);
      if (!splitCooks(paths, groups, verdict.cook, random)) break;
    }
    if (verdict.verdict === 'stop') return timeout();
  }
  if (verdict.verdict !== 'unique') return timeout();

  // Fewer, longer paths: join neighbouring ends in batches, undo joins a cook reroutes.
  const checks = target === undefined ? mergeChecks(height * width) : height * width;
  for (let spent = 0; spent < checks && (target === undefined || paths.length > target); ) {
    request.onProgress?.(0.6 + (0.4 * spent) / checks, `${counted(paths.length, 'pair')}, joining paths`);
    const share = target === undefined ? 0.25 : Math.min(0.25, (paths.length - target) / paths.length);
    let merges = proposeMerges(height, width, paths, mergeLength, share, random);
    if (merges.length === 0) break;
    for (;;) {
      const trial = [...paths.filter((p) => !merges.some((m) => m.parts.includes(p))), ...merges.map((m) => m.joined)];
      const result = await check(trial);
      spent += 1;
      if (result.verdict === 'stop') return timeout();
      if (result.verdict === 'unique') {
        paths = trial;
        verdict = result;
        break;
      }
      // A cook of the joined puzzle reroutes some joined path (else it would be one before).
      const cook = result.cook;
      merges = merges.filter((m) => [...edgesOf([m.joined])].every((e) => cook.has(e)));
      if (merges.length === 0 || spent >= checks) break;
    }
  }
  if (target !== undefined && paths.length > target) {
    return failed(issue('generate.pairs', pointer('options', 'pairs'), `no unique ${width}x${height} puzzle with ${target} pairs found (seed ${request.seed}): the fewest reached was ${paths.length}`));
  }

  const puzzle = puzzleOf(height, width, paths, fillAll);
  // The independent verifier has the last word on the solution proved unique.
  const problems = verifyNumberlink(puzzle, verdict.solution);
  if (problems.length > 0) throw new Error(`generated numberlink puzzle fails verification: ${problems.map((p) => p.message).join('; ')}`);
  request.onProgress?.(1, 'done');
  return parsed(puzzle);
}

export const numberlinkGenerator: Generator<NumberlinkPuzzle> = {
  options: [
    { kind: 'size', name: 'size', description: 'grid size, width x height', default: '7x7', min: MIN_SIDE, max: MAX_SIDE },
    { kind: 'choice', name: 'rule', description: 'fill: every cell covered (Flow Free); classic: cells may stay empty', choices: ['fill', 'classic'], default: 'fill' },
    { kind: 'integer', name: 'pairs', description: 'join paths until at most this many pairs remain (slower; fails if unreachable)', min: 1 },
  ],
  promise: { kind: 'unique' },
  generate,
};
