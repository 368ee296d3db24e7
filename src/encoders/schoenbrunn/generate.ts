import type { Generator, GenerateRequest } from '../family.js';
import { failed, issue, parsed, type Parsed } from '../issues.js';
import { optionValue } from '../options.js';
import { Random } from '../lib/random.js';
import { cellKeyOf } from '../lib/grid.js';
import { deadlineOf } from '../../solvers/index.js';
import { designValue, measureDesign, type DesignMeasure } from './design.js';
import type { SchoenbrunnPuzzle, Tile } from './model.js';
import { plantPath } from './plant.js';

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

/** Share of changed tiles that become dead ends (0), which designers use to close shortcuts. */
const DEAD_END_SHARE = 0.15;
/** Plantings tried before giving up on a size and length. */
const PLANT_ATTEMPTS = 400;

/** A jump a tile at (r, c) can make on the board: the distance to another tile of its row or column, either sign. */
function randomJump(height: number, width: number, [r, c]: Tile, random: Random): number {
  const along = random.int(height + width - 2);
  const distance = along < height - 1 ? Math.abs((along < r ? along : along + 1) - r) : Math.abs((along - (height - 1) < c ? along - (height - 1) : along - (height - 1) + 1) - c);
  return random.int(2) === 0 ? distance : -distance;
}

/** Jumps of the planted path by default: two fifths of the tiles (the garden board's best visits 15 of 25). */
export const defaultJumps = (height: number, width: number): number => Math.max(2, Math.floor((2 * height * width) / 5));

interface Design {
  readonly puzzle: SchoenbrunnPuzzle;
  readonly planted: ReadonlySet<string>;
  readonly measure: DesignMeasure;
}

/** Keeps a board whose best expert path is the planted one and the only one that short. */
const plantedIsBest = (measure: DesignMeasure | undefined, jumps: number): measure is DesignMeasure => measure !== undefined && measure.unique && measure.jumps === jumps;

/**
 * Plants a zero-sum path of `jumps` jumps backwards from the goal on a board of dead ends
 * (seeded), until it is the only best path (design.ts measures it without the solver), then
 * climbs as Rook Jumping Maze designers do: give one tile off the path a new value at a
 * time (a jump it can make, or 0) and keep the change when the planted path stays the only
 * best one and the board offers no fewer false ways (dead ends forward, false trails
 * backward, tiles in play). Every board it returns has a unique best expert path; at the
 * deadline it returns the best board so far and says it was cut short.
 */
async function generate(request: GenerateRequest<SchoenbrunnPuzzle>): Promise<Parsed<SchoenbrunnPuzzle>> {
  const { width, height } = optionValue.size(request.options, 'size') ?? { width: 5, height: 5 };
  const rounds = optionValue.number(request.options, 'rounds') ?? 300;
  const jumps = Math.min(optionValue.number(request.options, 'jumps') ?? defaultJumps(height, width), width * height - 1);
  const random = new Random(request.seed);
  const deadline = deadlineOf(request.engine) ?? Infinity;
  let design: Design | undefined;
  for (let attempt = 0; attempt < PLANT_ATTEMPTS && !design && Date.now() < deadline; attempt++) {
    request.onProgress?.(0, `planting a path of ${jumps} jumps (attempt ${attempt + 1})`);
    const board = randomBoard(height, width, random);
    const plant = plantPath(board, jumps, random);
    if (!plant) continue;
    const puzzle: SchoenbrunnPuzzle = { ...board, grid: plant.grid, start: plant.start };
    const measure = measureDesign(puzzle);
    if (plantedIsBest(measure, jumps)) design = { puzzle, planted: plant.planted, measure };
    if (attempt % 8 === 7) await Promise.resolve();
  }
  if (!design) {
    const why = Date.now() >= deadline ? 'before the time limit' : `in ${PLANT_ATTEMPTS} attempts`;
    return failed(issue(Date.now() >= deadline ? 'generate.timeout' : 'generate.none', '', `no path of ${jumps} jumps could be planted as the only best one in a ${width}x${height} board ${why} from seed ${request.seed}; try fewer --jumps or another seed`));
  }
  let round = 0;
  for (; round < rounds && Date.now() < deadline; round++) {
    request.onProgress?.(round / rounds, `best path ${jumps} jumps, unique; ${design.measure.deadEnds} dead ends, ${design.measure.backTrails} false trails back`);
    const tile: Tile = [random.int(height), random.int(width)];
    if (design.planted.has(cellKeyOf(tile))) continue;
    const grid = design.puzzle.grid.map((row) => [...row]);
    grid[tile[0]]![tile[1]] = random.next() < DEAD_END_SHARE ? 0 : randomJump(height, width, tile, random);
    const puzzle: SchoenbrunnPuzzle = { ...design.puzzle, grid };
    const measure = measureDesign(puzzle);
    if (plantedIsBest(measure, jumps) && designValue(measure) >= designValue(design.measure)) design = { ...design, puzzle, measure };
    if (round % 16 === 0) await Promise.resolve();
  }
  request.onProgress?.(1, 'done');
  const { deadEnds, backTrails } = design.measure;
  const cut = round < rounds ? ` (the time limit stopped the climb after ${round} of ${rounds} rounds)` : '';
  if (round < rounds) request.onCutShort?.(`the time limit stopped the climb after ${round} of ${rounds} rounds (seed ${request.seed}); the board delivered has its unique best path, but the seed's own board, made without the limit, is another`);
  return parsed<SchoenbrunnPuzzle>({
    ...design.puzzle,
    source: `cookcheck generate schoenbrunn --size ${width}x${height} --jumps ${jumps} --seed ${request.seed}: the best zero-sum path takes ${jumps} jumps and is the only one that short; ${deadEnds} dead-end and ${backTrails} false-trail (tile, sum) states${cut}`,
  });
}

export const schoenbrunnGenerator: Generator<SchoenbrunnPuzzle> = {
  options: [
    { kind: 'size', name: 'size', description: 'board width x height', default: '5x5', min: 3, max: 30 },
    { kind: 'integer', name: 'jumps', description: 'jumps of the best path (default: two fifths of the tiles)', min: 2, max: 899 },
    { kind: 'integer', name: 'rounds', description: 'hill-climbing rounds (one tile off the path changed per round)', default: 300, min: 0, max: 100000 },
  ],
  promise: { kind: 'unique-best' },
  generate,
};
