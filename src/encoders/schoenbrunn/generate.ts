import type { Generator, GenerateRequest } from '../family.js';
import { failed, issue, parsed, type Parsed } from '../issues.js';
import { optionValue } from '../options.js';
import { Random } from '../lib/random.js';
import { censusOfPaths } from './count.js';
import { jumpGraph } from './graph.js';
import type { SchoenbrunnPuzzle, Tile } from './model.js';

/** A random board: each tile jumps 1 to `maxJump` tiles (at most as far as the board allows from it), sign at random; the goal in the centre. */
export function randomBoard(height: number, width: number, random: Random, maxJump = 5): SchoenbrunnPuzzle {
  const goal: Tile = [Math.floor(height / 2), Math.floor(width / 2)];
  const grid = Array.from({ length: height }, (_, r) =>
    Array.from({ length: width }, (_, c) => {
      const far = Math.max(r, height - 1 - r, c, width - 1 - c);
      return (1 + random.int(Math.max(1, Math.min(far, maxJump)))) * (random.int(2) === 0 ? 1 : -1);
    }),
  );
  grid[goal[0]]![goal[1]] = 0;
  return { type: 'schoenbrunn', grid, start: [height - 1, random.int(width)], goal, mode: 'expert', target: 0 };
}

/** Share of changed tiles that become dead ends (0). */
const DEAD_END_SHARE = 0.15;

interface Score {
  /** Paths summing to 0. */
  readonly solutions: number;
  readonly jumps: number;
  readonly value: number;
}

/**
 * How good a board is: exactly one zero-sum path, as long as possible, and as many live
 * (non-zero) tiles as possible, each a way a person may try and find leading nowhere or to
 * the wrong sum. Undefined when the count does not finish in time.
 */
function scoreOf(puzzle: SchoenbrunnPuzzle, deadline: number): Score | undefined {
  const graph = jumpGraph(puzzle);
  const expert = censusOfPaths(graph, 0, deadline);
  if (!expert.complete) return undefined;
  const solutions = expert.byJumps.reduce((a, b) => a + b, 0);
  const jumps = expert.byJumps.findIndex((c) => c > 0);
  const live = graph.values.filter((v) => v !== 0).length;
  const value = solutions === 1 ? 1000 + jumps * 20 + live : -solutions;
  return { solutions, jumps, value };
}

/**
 * A zero-sum path planted backwards from the goal: each step picks an unused tile in the
 * same row or column as the current one and makes it jump there; signs are then chosen so
 * the values sum to 0 (largest first, each against the running sum). Undefined when the
 * walk gets stuck or the sum cannot be balanced.
 */
export function plantPath(puzzle: SchoenbrunnPuzzle, length: number, random: Random): { grid: number[][]; start: Tile; planted: Set<string> } | undefined {
  const height = puzzle.grid.length;
  const width = puzzle.grid[0]!.length;
  const goal = puzzle.goal!;
  const used = new Set([`${goal[0]},${goal[1]}`]);
  const steps: { tile: Tile; jump: number }[] = [];
  let at = goal;
  for (let i = 0; i < length; i++) {
    const options: Tile[] = [];
    for (let r = 0; r < height; r++) if (r !== at[0]) options.push([r, at[1]]);
    for (let c = 0; c < width; c++) if (c !== at[1]) options.push([at[0], c]);
    const free = options.filter(([r, c]) => !used.has(`${r},${c}`));
    if (free.length === 0) return undefined;
    const next = random.pick(free);
    steps.push({ tile: next, jump: Math.abs(next[0] - at[0]) + Math.abs(next[1] - at[1]) });
    used.add(`${next[0]},${next[1]}`);
    at = next;
  }
  let sum = 0;
  const signs = new Map<string, number>();
  for (const { tile, jump } of [...steps].sort((a, b) => b.jump - a.jump)) {
    const sign = sum > 0 ? -1 : sum < 0 ? 1 : random.int(2) === 0 ? 1 : -1;
    signs.set(`${tile[0]},${tile[1]}`, sign * jump);
    sum += sign * jump;
  }
  if (sum !== 0) return undefined;
  // Off the path every tile starts as a dead end; the climb brings them to life.
  const grid = puzzle.grid.map((row) => row.map(() => 0));
  for (const { tile } of steps) grid[tile[0]]![tile[1]] = signs.get(`${tile[0]},${tile[1]}`)!;
  return { grid, start: at, planted: used };
}

/**
 * Plants a long zero-sum path in an empty board (seeded), then climbs: give one tile off
 * the path a value at a time and keep it when the score does not drop, so the planted path
 * stays the only zero-sum one while decoys fill the board. The result has
 * exactly one path summing to 0, so its best expert solution is unique. Boards whose count
 * does not finish in time are passed over, which limits the sizes it handles (9x9 takes seconds).
 */
async function generate(request: GenerateRequest<SchoenbrunnPuzzle>): Promise<Parsed<SchoenbrunnPuzzle>> {
  const { width, height } = optionValue.size(request.options, 'size') ?? { width: 5, height: 5 };
  const rounds = optionValue.number(request.options, 'rounds') ?? 300;
  const random = new Random(request.seed);
  let best: SchoenbrunnPuzzle | undefined;
  let planted = new Set<string>();
  for (let attempt = 0; attempt < 200 && !best; attempt++) {
    const board = randomBoard(height, width, random);
    const length = Math.max(2, Math.floor((width * height) / 2) - random.int(Math.max(1, Math.floor((width * height) / 6))));
    const plant = plantPath(board, length, random);
    if (!plant) continue;
    const candidate: SchoenbrunnPuzzle = { ...board, grid: plant.grid, start: plant.start };
    // The planted path must be the only zero-sum one among its own tiles.
    if (scoreOf(candidate, Date.now() + 500)?.solutions === 1) [best, planted] = [candidate, plant.planted];
  }
  if (!best) return failed(issue('generate.none', '', `no path could be planted in a ${width}x${height} board from seed ${request.seed}`));
  return climb(best, planted, rounds, random, request);
}

async function climb(start: SchoenbrunnPuzzle, planted: Set<string>, rounds: number, random: Random, request: GenerateRequest<SchoenbrunnPuzzle>): Promise<Parsed<SchoenbrunnPuzzle>> {
  const [height, width] = [start.grid.length, start.grid[0]!.length];
  let best: SchoenbrunnPuzzle = start;
  let score = scoreOf(best, Date.now() + 500);
  for (let round = 0; round < rounds; round++) {
    request.onProgress?.(round / rounds, score?.solutions === 1 ? `unique path of ${score.jumps} jumps` : 'looking for a unique path');
    const [r, c] = [random.int(height), random.int(width)];
    if (planted.has(`${r},${c}`)) continue;
    const grid = best.grid.map((row) => [...row]);
    const far = Math.max(r, height - 1 - r, c, width - 1 - c);
    // A 0 is a dead end, which puzzle designers use to close shortcuts.
    grid[r]![c] = random.next() < DEAD_END_SHARE ? 0 : (1 + random.int(Math.max(1, Math.min(far, 5)))) * (random.int(2) === 0 ? 1 : -1);
    const candidate: SchoenbrunnPuzzle = { ...best, grid };
    const next = scoreOf(candidate, Date.now() + 200);
    if (next && (!score || next.value >= score.value)) [best, score] = [candidate, next];
    if (round % 16 === 0) await Promise.resolve();
  }
  request.onProgress?.(1, 'done');
  if (!score || score.solutions !== 1) {
    return failed(issue('generate.none', '', `no ${width}x${height} board with a single zero-sum path was found in ${rounds} rounds from seed ${request.seed}; try another seed or more rounds`));
  }
  return parsed<SchoenbrunnPuzzle>({ ...best, source: `cookcheck generate schoenbrunn --size ${width}x${height} --seed ${request.seed}: the only zero-sum path takes ${score.jumps} jumps` });
}

export const schoenbrunnGenerator: Generator<SchoenbrunnPuzzle> = {
  options: [
    { kind: 'size', name: 'size', description: 'board width x height', default: '5x5', min: 3, max: 12 },
    { kind: 'integer', name: 'rounds', description: 'hill-climbing rounds (one tile changed per round)', default: 300, min: 1, max: 100000 },
  ],
  promise: { kind: 'unique' },
  generate,
};
