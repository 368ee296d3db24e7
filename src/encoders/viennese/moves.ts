import type { Random } from '../lib/random.js';
import { DETOUR_RANKS, type DetourRank, type MoveForecast } from './forecast.js';

/** Share of moves that change two lights at once. */
const TWO_LIGHTS = 0.25;
/** Draws at most this many random moves looking for an allowed one (then takes the last). */
const RANDOM_TRIES = 20;

/**
 * Moves on a colouring: the single-light moves (light, +1 or +2) in random order without
 * repeats since the last `reset`, then random ones; a share of moves change two lights.
 * A filter (`allows`) skips moves without scoring them.
 */
export class MovePicker {
  private readonly singles: Int32Array;
  private tried = 0;
  private readonly changed: number[] = [];
  private readonly before: number[] = [];

  constructor(lightCount: number, private readonly random: Random) {
    this.singles = Int32Array.from({ length: 2 * lightCount }, (_, i) => i);
  }

  reset(): void {
    this.tried = 0;
  }

  /** Changes one light or two; with `allows`, only moves it allows are taken (a random move after RANDOM_TRIES refusals). */
  apply(lights: Uint8Array, allows?: (light: number, value: number) => boolean): void {
    const { random, singles, changed, before } = this;
    changed.length = 0;
    before.length = 0;
    const count = random.next() < TWO_LIGHTS ? 2 : 1;
    while (count === 1 && this.tried < singles.length) {
      const j = this.tried + random.int(singles.length - this.tried);
      const move = singles[j]!;
      singles[j] = singles[this.tried]!;
      singles[this.tried++] = move;
      const light = move >> 1;
      const by = 1 + (move & 1);
      if (allows && !allows(light, (lights[light]! + by) % 3)) continue;
      this.change(lights, light, by);
      return;
    }
    for (let c = 0; c < count; c++) {
      let light = random.int(lights.length);
      let by = 1 + random.int(2);
      for (let tries = 1; allows && tries < RANDOM_TRIES && !allows(light, (lights[light]! + by) % 3); tries++) {
        light = random.int(lights.length);
        by = 1 + random.int(2);
      }
      this.change(lights, light, by);
    }
  }

  /** Sets lights to values, each move given as `light * 3 + value` (undone by `undo`). */
  set(lights: Uint8Array, ...moves: number[]): void {
    this.changed.length = 0;
    this.before.length = 0;
    for (const move of moves) {
      const light = Math.floor(move / 3);
      this.change(lights, light, (move - 3 * light - lights[light]! + 3) % 3);
    }
  }

  undo(lights: Uint8Array): void {
    for (let c = this.changed.length - 1; c >= 0; c--) lights[this.changed[c]!] = this.before[c]!;
  }

  private change(lights: Uint8Array, light: number, by: number): void {
    this.changed.push(light);
    this.before.push(lights[light]!);
    lights[light] = (lights[light]! + by) % 3;
  }
}

/** `capture` takes in a colouring with a unique walk; `forecast` then tells what setting one light would do to it (`MoveForecaster`). */
export interface Forecaster {
  capture(lights: Uint8Array): void;
  forecast(light: number, value: number): MoveForecast;
  /** Where setting `light` to `value` cuts the walk (first and last step), or undefined. */
  cutOf(light: number, value: number): readonly [number, number] | undefined;
  /** The ways round such a cut that changing `light` opens (0, 1, or 2 for more). */
  waysRoundCut(light: number, cut: readonly [number, number]): number;
  /** How a detour is worth trying (`DETOUR_RANKS`): `cutter` cuts the walk at `cut`, `opener` opens one way round it (-1: the cutter does). */
  rankDetour(cutter: number, opener: number, cut: readonly [number, number]): DetourRank;
}

export interface Forecasts {
  readonly forecaster: Forecaster;
  /** Moves not scored from a colouring with a unique walk. */
  readonly skipped: ReadonlySet<MoveForecast>;
  /** Share of moves from a colouring with a unique walk that try one of its untried detours, when it has any. */
  readonly detourShare: number;
}

/**
 * The forecasts for the current colouring, while it has a unique walk: which moves are
 * worth scoring, and its detours not tried yet (moves `light * 3 + value` that cut the walk
 * and open a way round it): single lights that cut the walk and open one way round it, and
 * pairs of a light that cuts it with no way round and another that opens one without cutting
 * it. (Measured on 5x5 no-u-turn canvases, seeds 1-80 and 1001-1080, the pairs raised runs of
 * 2,000 steps from a geometric mean of 6.1e8 to 1.6e9 and the worst from 3.3e7 to 3.7e8.)
 * They are taken in the order of their ranks (`DETOUR_RANKS`), at random within a rank.
 * Measured on 5x5 square canvases, 2,000 steps, against taking them all at random:
 * no-u-turn (2,000 runs, seeds 20001-22000) geometric mean 1.58e9 -> 2.14e9, runs below 3e8
 * 24 -> 8, the 1% quantile 2.8e8 -> 4.0e8; u-turn (1,000 runs) 2.8e7 -> 4.7e7, the 1%
 * quantile 1.1e6 -> 5.8e6. Shortcuts keep a unique walk most of the time, but shorten it.
 */
export class ForecastMoves {
  ready = false;
  /** By rank, the untried detours, two entries each: the first move, and the second or -1. Pairs are listed when a detour is first taken. */
  private readonly detours: number[][] = DETOUR_RANKS.map(() => []);
  /** The moves that cut the walk with no way round: the first of each pair. */
  private readonly cutters: number[] = [];
  private pairsListed = false;
  /** Whether any pair exists, once asked before they are listed. */
  private anyPair: boolean | undefined;
  private readonly lights: Uint8Array;
  /** By `light * 3 + value`: the forecast of that move from the current colouring. */
  private readonly forecastOf: MoveForecast[];

  constructor(private readonly forecasts: Forecasts, lightCount: number) {
    this.forecastOf = new Array<MoveForecast>(3 * lightCount).fill('keeps');
    this.lights = new Uint8Array(lightCount);
  }

  readonly allows = (light: number, value: number): boolean => !this.forecasts.skipped.has(this.forecastOf[3 * light + value]!);

  /** Takes in the current colouring; a colouring without a unique walk gets no forecasts. */
  capture(lights: Uint8Array, unique: boolean): void {
    this.ready = unique;
    for (const ranked of this.detours) ranked.length = 0;
    this.cutters.length = 0;
    this.pairsListed = false;
    this.anyPair = undefined;
    if (!unique) return;
    const { forecaster } = this.forecasts;
    forecaster.capture(lights);
    this.lights.set(lights);
    for (let light = 0; light < lights.length; light++) {
      this.forecastOf[3 * light + lights[light]!] = 'keeps';
      for (let by = 1; by <= 2; by++) {
        const move = 3 * light + ((lights[light]! + by) % 3);
        this.forecastOf[move] = forecaster.forecast(light, move % 3);
        if (this.forecastOf[move] === 'detour') this.list(move, -1, forecaster.cutOf(light, move % 3)!);
        if (this.forecastOf[move] === 'cuts-goal') this.cutters.push(move);
      }
    }
  }

  hasDetour(): boolean {
    if (this.detours.some((ranked) => ranked.length > 0)) return true;
    if (this.pairsListed) return false;
    this.anyPair ??= this.cutters.some((cutter) => !this.pairsOf(cutter, () => false));
    return this.anyPair;
  }

  /** One of the untried detours of the first rank left, at random: [first move, second move or -1] (it will not be offered again for this colouring). */
  takeDetour(random: Random): readonly [number, number] {
    if (!this.pairsListed) {
      for (const cutter of this.cutters) this.pairsOf(cutter, (move, cut) => (this.list(cutter, move, cut), true));
      this.pairsListed = true;
    }
    const detours = this.detours.find((ranked) => ranked.length > 0)!;
    const j = 2 * random.int(detours.length / 2);
    const detour = [detours[j]!, detours[j + 1]!] as const;
    detours[j] = detours[detours.length - 2]!;
    detours[j + 1] = detours[detours.length - 1]!;
    detours.length -= 2;
    return detour;
  }

  /** Lists a detour under its rank: `first` cuts the walk at `cut`, `second` opens the way round (-1: `first` does). */
  private list(first: number, second: number, cut: readonly [number, number]): void {
    this.detours[DETOUR_RANKS.indexOf(this.forecasts.forecaster.rankDetour(first, second, cut))]!.push(first, second);
  }

  /**
   * Hands `take` each move (and the cut) that opens one way round the cut of `cutter` (a move cutting the
   * walk with no way round) and cuts nothing itself, while it returns true; false when it stopped.
   */
  private pairsOf(cutter: number, take: (move: number, cut: readonly [number, number]) => boolean): boolean {
    const { forecaster } = this.forecasts;
    const { lights, forecastOf } = this;
    const cut = forecaster.cutOf(Math.floor(cutter / 3), cutter % 3)!;
    for (let light = 0; light < lights.length; light++) {
      if (light === Math.floor(cutter / 3) || forecaster.waysRoundCut(light, cut) !== 1) continue;
      for (let by = 1; by <= 2; by++) {
        const move = 3 * light + ((lights[light]! + by) % 3);
        const cutsNothing = forecastOf[move] === 'keeps' || forecastOf[move] === 'adds-walk';
        if (cutsNothing && !take(move, cut)) return false;
      }
    }
    return true;
  }
}
