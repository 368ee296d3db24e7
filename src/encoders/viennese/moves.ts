import type { Random } from '../lib/random.js';
import type { MoveForecast } from './forecast.js';

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

  /** Sets one light to `value` (undone by `undo`). */
  set(lights: Uint8Array, light: number, value: number): void {
    this.changed.length = 0;
    this.before.length = 0;
    this.change(lights, light, (value - lights[light]! + 3) % 3);
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
}

export interface Forecasts {
  readonly forecaster: Forecaster;
  /** Moves not scored from a colouring with a unique walk. */
  readonly skipped: ReadonlySet<MoveForecast>;
}

/**
 * The forecasts for the current colouring, while it has a unique walk: which moves are
 * worth scoring, and its detours (`light * 3 + value`) not tried yet.
 */
export class ForecastMoves {
  ready = false;
  private readonly detours: Int32Array;
  private detourCount = 0;
  /** By `light * 3 + value`: the forecast of that move from the current colouring. */
  private readonly forecastOf: MoveForecast[];

  constructor(private readonly forecasts: Forecasts, lightCount: number) {
    this.detours = new Int32Array(2 * lightCount);
    this.forecastOf = new Array<MoveForecast>(3 * lightCount).fill('keeps');
  }

  readonly allows = (light: number, value: number): boolean => !this.forecasts.skipped.has(this.forecastOf[3 * light + value]!);

  /** Takes in the current colouring; a colouring without a unique walk gets no forecasts. */
  capture(lights: Uint8Array, unique: boolean): void {
    this.ready = unique;
    this.detourCount = 0;
    if (!unique) return;
    const { forecaster } = this.forecasts;
    forecaster.capture(lights);
    for (let light = 0; light < lights.length; light++) {
      this.forecastOf[3 * light + lights[light]!] = 'keeps';
      for (let by = 1; by <= 2; by++) {
        const move = 3 * light + ((lights[light]! + by) % 3);
        this.forecastOf[move] = forecaster.forecast(light, move % 3);
        if (this.forecastOf[move] === 'detour') this.detours[this.detourCount++] = move;
      }
    }
  }

  hasDetour(): boolean {
    return this.detourCount > 0;
  }

  /** One of the untried detours, at random (it will not be offered again for this colouring). */
  takeDetour(random: Random): number {
    const j = random.int(this.detourCount);
    const detour = this.detours[j]!;
    this.detours[j] = this.detours[--this.detourCount]!;
    return detour;
  }
}
