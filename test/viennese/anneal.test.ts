import { describe, expect, it } from 'vitest';
import { Random } from '../../src/encoders/lib/random.js';
import { anneal, energyOf, type AnnealSettings } from '../../src/encoders/viennese/anneal.js';
import { DETOUR_RANKS, type MoveForecast } from '../../src/encoders/viennese/forecast.js';
import { ForecastMoves, type Forecaster } from '../../src/encoders/viennese/moves.js';
import { DEFAULT_EXPONENTS, scoreOf, type ScoreOutcome } from '../../src/encoders/viennese/score.js';

const LIGHTS = 16;
/** The settings of a 2,000-step search with 4 restarts, with `changes`. */
const settings = (changes: Partial<AnnealSettings> = {}): AnnealSettings => ({
  steps: 2000,
  restarts: 4,
  temperatures: [0.5, 0.02],
  crossing: true,
  exponents: DEFAULT_EXPONENTS,
  stopBefore: () => false,
  onStep: () => {},
  ...changes,
});
const withScore = (E: number) => ({ L: 1, O1: 1, O2: 1, Lp: 1, E });

/**
 * A made-up landscape: two colourings have a unique walk, all lights 0 (score 100) and all
 * lights 2 (score 1e12); every other colouring has two walks, its components scoring higher
 * the more lights are 2. Single-light moves cannot go from one island to the other.
 */
function islands(lights: Uint8Array): ScoreOutcome {
  const twos = lights.filter((l) => l === 2).length;
  if (twos === LIGHTS) return { verdict: 'unique', score: 1e12, states: 1, components: withScore(1e12) };
  if (twos === 0 && lights.every((l) => l === 0)) return { verdict: 'unique', score: 100, states: 1, components: withScore(100) };
  return { verdict: 'multiple', score: 1, states: 1, components: withScore(10 ** (2 + twos / 2)), branches: 1, alternatives: 1 };
}

function run(steps: number, restarts: number, seed: number, crossing = true) {
  let scored = 0;
  const result = anneal(new Uint8Array(LIGHTS), (l) => (scored++, islands(l)), new Random(seed), settings({ steps, restarts, crossing }));
  return { ...result, scored };
}

describe('viennese annealing', () => {
  it('crosses colourings with two walks to a better unique one in long rounds, and returns only unique ones', () => {
    for (const seed of [1, 2, 3]) {
      // Rounds of 2,400 steps: the chain may cross.
      const crossing = run(12_000, 4, seed);
      expect(crossing.scored).toBe(12_000);
      expect(crossing.score).toBe(1e12);
      expect([...crossing.lights].every((l) => l === 2)).toBe(true);
      // Rounds of 1,200 steps: it may not, and stays on the island it started on.
      const staying = run(12_000, 9, seed);
      expect(staying.scored).toBe(12_000);
      expect(staying.score).toBe(100);
      expect([...staying.lights].every((l) => l === 0)).toBe(true);
      // Long rounds without crossing: it stays too.
      expect(run(12_000, 4, seed, false).score).toBe(100);
    }
  });

  it('on the plateau, closes the other paths the scorer names (cuts) and so finds a unique walk a blind search misses', () => {
    // A flat plateau: one colouring of 3^16 has a unique walk; the others name the lights still wrong.
    const target = (i: number) => i % 3;
    const wrong = (lights: Uint8Array) => [...lights].map((l, i) => (l === target(i) ? -1 : 3 * i + target(i))).filter((c) => c >= 0);
    let last: number[] = [];
    const needle = (lights: Uint8Array): ScoreOutcome => {
      last = wrong(lights);
      if (last.length === 0) return { verdict: 'unique', score: 1e6, states: 1, components: withScore(1e6) };
      return { verdict: 'multiple', score: 1, states: 1, components: withScore(10), branches: 1, alternatives: 1 };
    };
    const search = (seed: number, cuts: boolean) =>
      anneal(new Uint8Array(LIGHTS), needle, new Random(seed), settings(cuts ? { cutsOfLast: () => last } : {}));
    for (const seed of [1, 2, 3]) {
      const guided = search(seed, true);
      expect(guided.score).toBe(1e6);
      expect(wrong(guided.lights)).toEqual([]);
      expect(search(seed, false).score).toBe(1);
    }
  });

  it('gives up a chain whose best walk is shut in a small region (O2) for a new one, when there is room', () => {
    // All lights 0: a unique walk reaching 5 states (O2), score 100, that no single move leaves for a better one.
    // Elsewhere two walks, fewer branches the more lights are 2; all 2: a unique walk reaching 100 states, score 1e12.
    const shutIn = (lights: Uint8Array): ScoreOutcome => {
      const twos = lights.filter((l) => l === 2).length;
      if (twos === LIGHTS) return { verdict: 'unique', score: 1e12, states: 100, components: { L: 10, O1: 1, O2: 100, Lp: 1, E: 1 } };
      if (lights.every((l) => l === 0)) return { verdict: 'unique', score: 100, states: 5, components: { L: 2, O1: 1, O2: 5, Lp: 1, E: 1 } };
      return { verdict: 'multiple', score: 1, states: 1, components: withScore(10), branches: LIGHTS - twos, alternatives: 1 };
    };
    const search = (seed: number, changes: Partial<AnnealSettings>) => anneal(new Uint8Array(LIGHTS), shutIn, new Random(seed), settings({ crossing: false, ...changes }));
    for (const seed of [1, 2, 3]) {
      const freed = search(seed, { smallRegion: 5 });
      expect(freed.score).toBe(1e12);
      expect(freed.bestAt).toBeGreaterThan(800);
      // A region one state larger than the bound is kept, and so is a small one with too few steps left for a new chain.
      expect(search(seed, { smallRegion: 4 }).score).toBe(100);
      expect(search(seed, { smallRegion: 5, steps: 1000 }).score).toBe(100);
      expect(search(seed, {}).score).toBe(100);
    }
  });

  it('ranks a unique walk without loop edges (score 0) below one with a loop edge, whatever the exponents', () => {
    const components = { L: 20, O1: 3, O2: 100, Lp: 0, E: 6 };
    const unique = (c: typeof components, exponents = DEFAULT_EXPONENTS): ScoreOutcome => ({ verdict: 'unique', score: scoreOf(c, exponents), states: 120, components: c });
    for (const exponents of [DEFAULT_EXPONENTS, { length: 0, openings1: 1, openings2: 0, loops: 0.5, endings: 1 }, { length: 4, openings1: 1, openings2: 3, loops: 1, endings: 2 }]) {
      const withoutLoops = energyOf(unique(components, exponents), exponents);
      expect(withoutLoops).toBeGreaterThan(energyOf(unique({ ...components, Lp: 1 }, exponents), exponents));
      // and below every colouring with two or more walks
      expect(withoutLoops).toBeLessThan(0);
    }
  });

  it('climbs through unique walks without loop edges (score 0) to one that scores', () => {
    // No light 2: two walks. Some 2s: a unique walk with no loop edge (Lp 0, score 0), its other components
    // growing with the 2s. All 2s: a unique walk that scores.
    const staircase = (lights: Uint8Array): ScoreOutcome => {
      const twos = lights.filter((l) => l === 2).length;
      if (twos === LIGHTS) return { verdict: 'unique', score: 1e6, states: 1, components: withScore(1e6) };
      if (twos === 0) return { verdict: 'multiple', score: 1, states: 1, components: withScore(10), branches: 1, alternatives: 1 };
      return { verdict: 'unique', score: 0, states: 1, components: { L: 1, O1: 1, O2: 1 + twos, Lp: 0, E: 1 } };
    };
    for (const seed of [1, 2, 3]) {
      const result = anneal(new Uint8Array(LIGHTS), staircase, new Random(seed), settings({ crossing: false }));
      expect(result.score).toBe(1e6);
      expect([...result.lights].every((l) => l === 2)).toBe(true);
    }
  });
});

describe('viennese annealing with move forecasts', () => {
  /** Every colouring has a unique walk, scoring higher the more lights are 2. */
  const twos = (lights: Uint8Array): ScoreOutcome => {
    const count = lights.filter((l) => l === 2).length;
    return { verdict: 'unique', score: 10 ** count, states: 1, components: withScore(10 ** count) };
  };
  /** A forecaster of single moves only: no move cuts the walk. */
  const singles = (forecast: Forecaster['forecast']): Forecaster => ({ capture: () => {}, forecast, cutOf: () => undefined, waysRoundCut: () => 0, rankDetour: () => 'chained' });
  const search = (steps: number, score: (l: Uint8Array) => ScoreOutcome, forecast: Forecaster['forecast'] | Forecaster | undefined, seed: number) => {
    let scored = 0;
    const forecaster = typeof forecast === 'function' ? singles(forecast) : forecast;
    const forecasts = forecaster ? { forecasts: { forecaster, skipped: new Set<MoveForecast>(['adds-walk', 'cuts-goal', 'detours']), detourShare: 0.5 } } : {};
    const result = anneal(new Uint8Array(LIGHTS), (l) => (scored++, score(l)), new Random(seed), settings({ steps, crossing: false, ...forecasts }));
    return { ...result, scored };
  };

  it('does not score single-light moves forecast to add a walk or cut off the goal', () => {
    // Moves on the first half of the lights are forecast to add a walk (here wrongly: they would all score higher).
    const forecast = (light: number): MoveForecast => (light < LIGHTS / 2 ? 'adds-walk' : 'keeps');
    for (const seed of [1, 2, 3]) {
      const guided = search(2000, twos, forecast, seed);
      expect(guided.scored).toBe(2000);
      expect([...guided.lights.subarray(0, LIGHTS / 2)].every((l) => l === 0)).toBe(true);
      expect([...guided.lights.subarray(LIGHTS / 2)].every((l) => l === 2)).toBe(true);
      // Without forecasts the same search sets them too.
      expect(search(2000, twos, undefined, seed).score).toBe(10 ** LIGHTS);
    }
  });

  it('tries the detours of a unique walk first', () => {
    // The detours are the moves that set a light to 2: found first, they reach the top in few steps.
    const forecast = (_light: number, value: number): MoveForecast => (value === 2 ? 'detour' : 'keeps');
    for (const seed of [1, 2, 3]) {
      expect(search(80, twos, forecast, seed).score).toBe(10 ** LIGHTS);
      expect(search(80, twos, () => 'keeps', seed).score).toBeLessThan(10 ** LIGHTS);
    }
  });

  it('lists as pairs the moves that cut the walk with no way round beside those that open one and cut nothing', () => {
    // Light 0 set to 1 cuts the walk at step 4 with no way round; only light 2 opens a way round that cut, and set to 0 it cuts the walk too.
    const withWayRound = (opener: number): Forecaster => ({
      capture: () => {},
      forecast: (light, value) => (light === 0 && value === 1 ? 'cuts-goal' : light === 2 && value === 0 ? 'cuts-goal' : 'keeps'),
      cutOf: (light, value) => (light === 0 && value === 1 ? [4, 4] : light === 2 && value === 0 ? [7, 7] : undefined),
      waysRoundCut: (light, [first]) => (light === opener && first === 4 ? 1 : 0),
      rankDetour: () => 'chained',
    });
    const detours = (forecaster: Forecaster) => {
      const moves = new ForecastMoves({ forecaster, skipped: new Set(), detourShare: 1 }, LIGHTS);
      moves.capture(new Uint8Array(LIGHTS).fill(2), true);
      const offered = moves.hasDetour();
      const taken: (readonly [number, number])[] = [];
      while (moves.hasDetour()) taken.push(moves.takeDetour(new Random(1)));
      return { offered, taken };
    };
    expect(detours(withWayRound(2))).toEqual({ offered: true, taken: [[3 * 0 + 1, 3 * 2 + 1]] });
    expect(detours(withWayRound(-1))).toEqual({ offered: false, taken: [] });
  });

  it('offers the detours rank by rank, at random within a rank', () => {
    // Every move setting a light to 1 is a detour, ranked by its light: chained, cutter-opens, forked, shortcut in turn.
    const rankOf = (light: number) => DETOUR_RANKS[light % DETOUR_RANKS.length]!;
    const forecaster: Forecaster = {
      capture: () => {},
      forecast: (_light, value) => (value === 1 ? 'detour' : 'keeps'),
      cutOf: (light, value) => (value === 1 ? [light, light] : undefined),
      waysRoundCut: () => 0,
      rankDetour: (cutter) => rankOf(Math.floor(cutter / 3)),
    };
    const moves = new ForecastMoves({ forecaster, skipped: new Set(), detourShare: 1 }, LIGHTS);
    moves.capture(new Uint8Array(LIGHTS), true);
    const taken: number[] = [];
    const random = new Random(4);
    while (moves.hasDetour()) taken.push(Math.floor(moves.takeDetour(random)[0] / 3));
    expect([...taken].sort((a, b) => a - b)).toEqual(Array.from({ length: LIGHTS }, (_, light) => light));
    expect(taken.map((light) => DETOUR_RANKS.indexOf(rankOf(light)))).toEqual(taken.map((light) => light % DETOUR_RANKS.length).sort((a, b) => a - b));
    const chained = taken.filter((light) => rankOf(light) === 'chained');
    expect(chained).not.toEqual([...chained].sort((a, b) => a - b));
  });

  it('tries pairs of a move that cuts the walk and one that opens a way round it', () => {
    // Every colouring has a unique walk; its score counts the pairs of lights (2k, 2k + 1) both at 2.
    const pairsAtTwo = (lights: Uint8Array): ScoreOutcome => {
      let pairs = 0;
      for (let k = 0; k < LIGHTS; k += 2) if (lights[k] === 2 && lights[k + 1] === 2) pairs++;
      return { verdict: 'unique', score: 10 ** pairs, states: 1, components: withScore(10 ** pairs) };
    };
    // Setting an even light to 2 cuts the walk at step k (not scored alone); setting its partner opens the one way round.
    const forecaster: Forecaster = {
      capture: () => {},
      forecast: (light, value) => (value === 2 && light % 2 === 0 ? 'cuts-goal' : 'keeps'),
      cutOf: (light, value) => (value === 2 && light % 2 === 0 ? [light, light] : undefined),
      waysRoundCut: (light, [first]) => (light === first + 1 ? 1 : 0),
      rankDetour: () => 'chained',
    };
    for (const seed of [1, 2, 3]) {
      expect(search(200, pairsAtTwo, forecaster, seed).score).toBe(10 ** (LIGHTS / 2));
      expect(search(200, pairsAtTwo, singles(forecaster.forecast), seed).score).toBeLessThan(10 ** (LIGHTS / 2));
    }
  });
});
