import { describe, expect, it } from 'vitest';
import { Random } from '../../src/encoders/lib/random.js';
import { canvas, type CanvasShape } from '../../src/encoders/viennese/canvas.js';
import { DETOUR_RANKS, MoveForecaster, type DetourRank, type MoveForecast } from '../../src/encoders/viennese/forecast.js';
import { compileMaze, type Variant } from '../../src/encoders/viennese/model.js';
import { ForecastMoves } from '../../src/encoders/viennese/moves.js';
import { VienneseScorer } from '../../src/encoders/viennese/score.js';

const CANVASES: readonly [CanvasShape, number, number][] = [
  ['square', 4, 4],
  ['square', 5, 3],
  ['triangular', 3, 3],
  ['hexagonal', 3, 3],
];

type Tally = Record<MoveForecast, { unique: number; multiple: number; unreachable: number }>;

/** Every single-light move from colourings with a unique walk (random ones, `perCanvas` per canvas): its forecast beside the scorer's verdict. */
function tally(variant: Variant, perCanvas: number): Tally {
  const empty = () => ({ unique: 0, multiple: 0, unreachable: 0 });
  const result: Tally = { keeps: empty(), 'adds-walk': empty(), 'cuts-goal': empty(), detour: empty(), detours: empty() };
  const random = new Random(11);
  for (const [shape, width, height] of CANVASES) {
    const { maze } = compileMaze(canvas(shape, width, height, variant));
    const scorer = new VienneseScorer(maze);
    const forecaster = new MoveForecaster(maze);
    for (let found = 0; found < perCanvas; ) {
      const lights = Uint8Array.from({ length: maze.streetCount }, () => random.int(3));
      if (scorer.score(lights).verdict !== 'unique') continue;
      found++;
      forecaster.capture(lights);
      for (let light = 0; light < lights.length; light++) {
        for (const value of [0, 1, 2]) {
          if (value === lights[light]) continue;
          const forecast = forecaster.forecast(light, value);
          const moved = Uint8Array.from(lights);
          moved[light] = value;
          result[forecast][scorer.score(moved).verdict]++;
        }
      }
    }
  }
  return result;
}

const share = (counts: { unique: number; multiple: number; unreachable: number }, of: 'unique' | 'multiple' | 'unreachable') =>
  counts[of] / (counts.unique + counts.multiple + counts.unreachable);

/** Whether some single light cuts the captured colouring's walk and opens one way round it. */
const singleDetour = (forecaster: MoveForecaster, lights: Uint8Array) =>
  Array.from(lights, (light, street) => [1, 2].some((by) => forecaster.forecast(street, (light + by) % 3) === 'detour')).some(Boolean);

/** The detours of the captured colouring as `ForecastMoves` lists them, unranked: [cutter, opener or -1]. */
function detoursOf(forecaster: MoveForecaster, lights: Uint8Array): [number, number][] {
  const detours: [number, number][] = [];
  for (let street = 0; street < lights.length; street++) {
    for (const light of [0, 1, 2]) {
      if (light === lights[street]) continue;
      const forecast = forecaster.forecast(street, light);
      if (forecast === 'detour') detours.push([3 * street + light, -1]);
      if (forecast !== 'cuts-goal') continue;
      const cut = forecaster.cutOf(street, light)!;
      for (let other = 0; other < lights.length; other++) {
        if (other === street || forecaster.waysRoundCut(other, cut) !== 1) continue;
        for (const value of [0, 1, 2]) {
          const opens = forecaster.forecast(other, value);
          if (value !== lights[other] && (opens === 'keeps' || opens === 'adds-walk')) detours.push([3 * street + light, 3 * other + value]);
        }
      }
    }
  }
  return detours;
}

describe('viennese move forecasts', () => {
  it.each(['no-u-turn', 'u-turn'] as const)('tell from a unique walk which single-light moves keep it, add a walk or cut off the goal (%s, four canvases)', (variant) => {
    const counts = tally(variant, 30);
    // Measured (no-u-turn / u-turn): cuts-goal 781 / 727 moves, all unreachable; keeps 99.9% / 99.3% unique;
    // adds-walk 97.5% / 83% multiple; detour 48% / 21% unique, detours 7% / 2%.
    expect(counts['cuts-goal'].unreachable).toBeGreaterThan(500);
    expect(share(counts['cuts-goal'], 'unreachable')).toBe(1);
    expect(counts.keeps.unique).toBeGreaterThan(1000);
    expect(share(counts.keeps, 'unique')).toBeGreaterThan(0.99);
    expect(share(counts['adds-walk'], 'multiple')).toBeGreaterThan(variant === 'no-u-turn' ? 0.95 : 0.75);
    expect(share(counts.detour, 'unique')).toBeGreaterThan(0.15);
    expect(share(counts.detours, 'unique')).toBeLessThan(0.1);
  });

  it.each(['no-u-turn', 'u-turn'] as const)('offer pairs of a light that cuts the walk and one that opens a way round it that keep a unique walk far more often than a cut beside any other change (%s)', (variant) => {
    const random = new Random(11);
    const pairs = { moves: 0, unique: 0 };
    const others = { moves: 0, unique: 0 };
    let onlyPairs = 0;
    const tryMove = (lights: Uint8Array, scorer: VienneseScorer, tally: typeof pairs, ...moves: number[]) => {
      const moved = Uint8Array.from(lights);
      for (const move of moves) moved[Math.floor(move / 3)] = move % 3;
      tally.moves++;
      if (scorer.score(moved).verdict === 'unique') tally.unique++;
    };
    for (const [shape, width, height] of CANVASES) {
      const { maze } = compileMaze(canvas(shape, width, height, variant));
      const scorer = new VienneseScorer(maze);
      const forecaster = new MoveForecaster(maze);
      const detours = new ForecastMoves({ forecaster, skipped: new Set(), detourShare: 0 }, maze.streetCount);
      for (let found = 0; found < 20; ) {
        const lights = Uint8Array.from({ length: maze.streetCount }, () => random.int(3));
        if (scorer.score(lights).verdict !== 'unique') continue;
        found++;
        detours.capture(lights, true);
        const offered = detours.hasDetour();
        let taken = 0;
        while (detours.hasDetour()) {
          const [cut, open] = detours.takeDetour(random);
          taken++;
          if (open < 0) continue;
          tryMove(lights, scorer, pairs, cut, open);
          const other = random.int(lights.length);
          if (other !== Math.floor(cut / 3)) tryMove(lights, scorer, others, cut, 3 * other + ((lights[other]! + 1 + random.int(2)) % 3));
        }
        // Whether there are detours is told before the pairs are listed.
        expect(offered).toBe(taken > 0);
        if (taken > 0 && !singleDetour(forecaster, lights)) onlyPairs++;
      }
    }
    // Measured (no-u-turn / u-turn, 20 colourings a canvas): pairs 39% / 8% unique, a cut beside another change 7% / 3%.
    expect(pairs.moves).toBeGreaterThan(1500);
    expect(onlyPairs).toBeGreaterThan(5);
    expect(pairs.unique / pairs.moves).toBeGreaterThan(2 * (others.unique / others.moves));
  });

  it.each(['no-u-turn', 'u-turn'] as const)('rank detours by what they do: chained ones keep a unique walk, no shorter; forked ones seldom keep one; shortcuts shorten it (%s)', (variant) => {
    const random = new Random(11);
    const ranks = Object.fromEntries(DETOUR_RANKS.map((rank) => [rank, { moves: 0, unique: 0, shorter: 0 }])) as Record<DetourRank, { moves: number; unique: number; shorter: number }>;
    for (const [shape, width, height] of CANVASES) {
      const { maze } = compileMaze(canvas(shape, width, height, variant));
      const scorer = new VienneseScorer(maze);
      const forecaster = new MoveForecaster(maze);
      for (let found = 0; found < 20; ) {
        const lights = Uint8Array.from({ length: maze.streetCount }, () => random.int(3));
        const before = scorer.score(lights);
        if (before.verdict !== 'unique') continue;
        found++;
        forecaster.capture(lights);
        for (const [cutter, opener] of detoursOf(forecaster, lights)) {
          const rank = forecaster.rankDetour(cutter, opener, forecaster.cutOf(Math.floor(cutter / 3), cutter % 3)!);
          const moved = Uint8Array.from(lights);
          for (const move of opener < 0 ? [cutter] : [cutter, opener]) moved[Math.floor(move / 3)] = move % 3;
          const after = scorer.score(moved);
          ranks[rank].moves++;
          if (after.verdict !== 'unique') continue;
          ranks[rank].unique++;
          if (after.components.L < before.components.L) ranks[rank].shorter++;
        }
      }
    }
    // Measured (no-u-turn / u-turn, 20 colourings a canvas): chained 357 / 66 detours, 89% / 88% unique; forked 18% / 2.5%;
    // shortcuts 86% / 85%, every one of them shorter.
    expect(ranks.chained.moves).toBeGreaterThan(50);
    expect(ranks.chained.unique / ranks.chained.moves).toBeGreaterThan(0.75);
    expect(ranks.forked.unique / ranks.forked.moves).toBeLessThan(0.3);
    expect(ranks.shortcut.unique).toBeGreaterThan(100);
    expect(ranks.shortcut.shorter).toBe(ranks.shortcut.unique);
    expect(ranks.chained.shorter + ranks['cutter-opens'].shorter).toBe(0);
  });

  it('name the same state graph whatever colouring was captured before (capture starts afresh)', () => {
    const { maze } = compileMaze(canvas('square', 4, 4, 'no-u-turn'));
    const scorer = new VienneseScorer(maze);
    const random = new Random(5);
    const uniques: Uint8Array[] = [];
    while (uniques.length < 6) {
      const lights = Uint8Array.from({ length: maze.streetCount }, () => random.int(3));
      if (scorer.score(lights).verdict === 'unique') uniques.push(lights);
    }
    const forecastsOf = (forecaster: MoveForecaster, lights: Uint8Array) => {
      forecaster.capture(lights);
      return Array.from({ length: 3 * lights.length }, (_, m) => forecaster.forecast(Math.floor(m / 3), m % 3));
    };
    const reused = new MoveForecaster(maze);
    for (const lights of uniques) expect(forecastsOf(reused, lights)).toEqual(forecastsOf(new MoveForecaster(maze), lights));
  });
});
