import type { Random } from '../lib/random.js';
import { ForecastMoves, MovePicker, type Forecasts } from './moves.js';
import { MAX_CUTS, scoreOf, type ScoreExponents, type ScoreOutcome } from './score.js';

export interface AnnealSettings {
  /** Mazes scored (the first colouring included). */
  readonly steps: number;
  /** Times the temperature is raised again from the best colouring. */
  readonly restarts: number;
  /** The temperature at the start and at the end of each round. */
  readonly temperatures: readonly [number, number];
  /** Whether rounds of `CROSSING_ROUND` steps or more may cross colourings with two or more walks. */
  readonly crossing: boolean;
  /** The exponents the outcomes' scores were computed with (a crossing prices a colouring with two or more walks by its components). */
  readonly exponents: ScoreExponents;
  /** Whether the search must stop before scoring at this step (a deadline). */
  readonly stopBefore: (step: number) => boolean;
  readonly onStep: (step: number, best: number) => void;
  /** The cuts of the colouring scored last, when it had two or more walks (`VienneseScorer.cuts`: `street * 3 + light`, at most MAX_CUTS); the plateau moves use them. */
  readonly cutsOfLast?: () => ArrayLike<number>;
  /** Forecasts of single-light moves from a colouring with a unique walk (`MoveForecaster`), and which of them are not worth scoring. */
  readonly forecasts?: Forecasts;
  /** A chain whose best colouring reaches at most this many states no farther than the goal (O2) at the end of a round is given up for a new one, once it is `SMALL_REGION_AGE` steps old and when `SMALL_REGION_ROOM` steps are left. */
  readonly smallRegion?: number;
}

export interface SearchResult {
  readonly lights: Uint8Array;
  readonly score: number;
  /** Mazes scored. */
  readonly steps: number;
  /** Steps after which the best score first reached its final value. */
  readonly bestAt: number;
}

/** Steps on the plateau without a strict descent before the search starts again from a random colouring. */
const PLATEAU_STALL = 200;
/** Steps a new chain needs, at least, after a round that did not improve on its best (fresh chains given 1,200 steps instead did no better; on a 5x5 canvas a chain's first unique walk takes ~15 steps, rarely 300). */
const FRESH_CHAIN_ROOM = 3000;
/** Steps a new chain needs, at least, when the current one is shut in a small region (`smallRegion`): its first unique walk takes ~15 steps, rarely 300. */
const SMALL_REGION_ROOM = 1100;
/** Steps a chain is given before its region is judged (regions still grow in a chain's first ~600 steps). */
const SMALL_REGION_AGE = 600;
/** Weight of the finer plateau measure (the other paths' first moves) beside the branching states. */
const ALTERNATIVES_WEIGHT = 0.3;
/** Share of plateau moves that close one of the other paths' first moves (when the current colouring's are known). */
const CUT_SHARE = 0.5;
/** Stands in for Lp = 0 (a unique walk scoring 0) so that such colourings rank below every one with a loop edge and above the plateau. */
const NO_LOOPS = 0.25;
/** Energy of a colouring under which the goal is out of reach: above the plateau. */
const UNREACHABLE = 5;
/** Rounds at least this long may cross colourings with two or more walks (shorter ones leave a chain no time to come back). */
const CROSSING_ROUND = 2000;
/** Share of a crossing round the chain should spend on colourings with two or more walks: the toll is raised or lowered to keep it there. */
const CROSSING_SHARE = 0.2;
/** How fast the toll follows (its log changes by this much a step, times the miss). */
const TOLL_RATE = 0.01;

/**
 * Energy: the negated log-score of a unique walk (with no loop edge, Lp = 0, its score is 0:
 * priced as if Lp were NO_LOOPS, under the `exponents` the scores were computed with, so the
 * chain climbs from there); above it (positive) the score-1 plateau
 * gets a slope: the states of the shortest walk where a second simple path branches off,
 * and more finely the first moves of such paths; no walk at all lies above them.
 */
export function energyOf(outcome: ScoreOutcome, exponents: ScoreExponents): number {
  if (outcome.verdict === 'multiple') return Math.log(1 + outcome.branches) + ALTERNATIVES_WEIGHT * Math.log(outcome.alternatives);
  if (outcome.verdict === 'unique') return outcome.score > 0 ? -Math.log(outcome.score) : -Math.log(scoreOf({ ...outcome.components, Lp: NO_LOOPS }, exponents));
  return UNREACHABLE;
}

/**
 * Energy of a colouring in a crossing round: a unique walk as in `energyOf`; two or more
 * walks cost the log-score their components would have, plus a toll that grows with the
 * states where other paths branch off. A chain can so pass through such colourings from one
 * island of unique walks to another; only colourings with a unique walk count as found.
 */
function crossingEnergyOf(outcome: ScoreOutcome, exponents: ScoreExponents, toll: number): number {
  if (outcome.verdict !== 'multiple') return energyOf(outcome, exponents);
  return -Math.log(scoreOf(outcome.components, exponents)) + toll * (1 + Math.log(1 + outcome.branches));
}

/**
 * Simulated annealing with restarts. A chain starts on the score-1 plateau with a descent
 * (sideways moves taken; half of them, when the scorer names them, set a light that closes
 * the first move of another path to the goal: `cutsOfLast`), started again from a random colouring when it has stalled, until
 * a colouring with a unique walk turns up; from then on it anneals the log-score, the
 * temperature falling geometrically within each of `restarts + 1` rounds, each round
 * starting again, hot, from the chain's best colouring. A round that did not improve on it
 * ends the chain, and so does a round after which the chain's best walk is still shut in a small region (`smallRegion`): while there is room, a new one starts from a random colouring (a chain
 * can be caught among colourings that single moves cannot leave without losing the unique
 * walk). A move changes one light (sometimes two) to one of its other colours; single-light
 * moves are drawn without repeats until the colouring changes, so a local optimum is not
 * scored twice over. With `forecasts`, from a colouring with a unique walk the moves forecast
 * from its state graph to be `skipped` are not scored, and a share of the moves try its
 * untried detours (one light, or a pair, that cuts the walk and opens one way round the cut:
 * the moves that lengthen it), by rank (`DETOUR_RANKS`). With `crossing`, in rounds of `CROSSING_ROUND` steps or more the chain may also cross
 * colourings with two or more walks (`crossingEnergyOf`), at a toll adjusted as it goes so
 * that about `CROSSING_SHARE` of its steps are spent on them. The best colouring of all
 * chains, always one with a unique walk, is the answer.
 */
export function anneal(lights: Uint8Array, score: (l: Uint8Array) => ScoreOutcome, random: Random, settings: AnnealSettings): SearchResult {
  const { steps, restarts, temperatures: [hot, cold] } = settings;
  const first = score(lights);
  /** The current colouring's cuts, `cutCount` of them (none known: 0). */
  const cuts = new Int32Array(MAX_CUTS);
  let cutCount = 0;
  const takeCuts = (outcome: ScoreOutcome) => {
    const known = outcome.verdict === 'multiple' ? settings.cutsOfLast?.() : undefined;
    cutCount = known ? Math.min(known.length, MAX_CUTS) : 0;
    for (let c = 0; c < cutCount; c++) cuts[c] = known![c]!;
  };
  takeCuts(first);
  let current = energyOf(first, settings.exponents);
  let onPlateau = first.verdict !== 'unique';
  /** The outcome of the current colouring while its energy depends on the toll (else undefined). */
  let currentCrossing: ScoreOutcome | undefined;
  let toll = 1;
  const best = { lights: Uint8Array.from(lights), score: first.score, at: 1 };
  const regionOf = (outcome: ScoreOutcome) => (outcome.verdict === 'unique' ? outcome.components.O2 : Infinity);
  /** The chain's best colouring (with a unique walk), its energy, and the states no farther than the goal from it (O2). */
  const chain = { lights: Uint8Array.from(lights), energy: current, atRoundStart: current, region: regionOf(first), startedAt: 1 };
  let lastDescent = 1;
  const moves = new MovePicker(lights.length, random);
  const forecast = settings.forecasts ? new ForecastMoves(settings.forecasts, lights.length) : undefined;
  const capture = (unique: boolean) => forecast?.capture(lights, unique);
  capture(first.verdict === 'unique');
  const restartFrom = (from: Uint8Array | undefined, energy: number) => {
    if (from) lights.set(from);
    else for (let i = 0; i < lights.length; i++) lights[i] = random.int(3);
    capture(from !== undefined);
    current = energy;
    currentCrossing = undefined;
    cutCount = 0;
    moves.reset();
  };
  const newChain = (step: number) => {
    restartFrom(undefined, Infinity);
    chain.energy = Infinity;
    chain.region = Infinity;
    chain.startedAt = step;
    onPlateau = true;
    lastDescent = step;
  };
  const roundLength = Math.max(1, Math.floor((steps - 1) / (restarts + 1)));
  const crossing = settings.crossing && roundLength >= CROSSING_ROUND;
  let step = 2;
  for (; step <= steps && !settings.stopBefore(step); step++) {
    const inRound = (step - 2) % roundLength;
    if (onPlateau && step - lastDescent > PLATEAU_STALL) {
      restartFrom(undefined, Infinity);
      lastDescent = step;
    } else if (!onPlateau && inRound === 0 && step > 2) {
      const stuck = chain.energy >= chain.atRoundStart;
      const shutIn = chain.region <= (settings.smallRegion ?? -1) && step - chain.startedAt >= SMALL_REGION_AGE;
      if ((stuck && steps - step >= FRESH_CHAIN_ROOM) || (shutIn && steps - step >= SMALL_REGION_ROOM)) newChain(step);
      else restartFrom(chain.lights, chain.energy);
      chain.atRoundStart = chain.energy;
    }
    const crossingNow = crossing && !onPlateau;
    if (crossingNow) {
      toll *= Math.exp(TOLL_RATE * ((currentCrossing ? 1 : 0) - CROSSING_SHARE));
      if (currentCrossing) current = crossingEnergyOf(currentCrossing, settings.exponents, toll);
    }
    // On the plateau, half the moves (when known) close a first move of another path to the goal.
    if (onPlateau && cutCount > 0 && random.next() < CUT_SHARE) {
      moves.set(lights, cuts[random.int(cutCount)]!);
    } else if (forecast?.ready && forecast.hasDetour() && random.next() < settings.forecasts!.detourShare) {
      const [first, second] = forecast.takeDetour(random);
      if (second < 0) moves.set(lights, first);
      else moves.set(lights, first, second);
    } else moves.apply(lights, forecast?.ready ? forecast.allows : undefined);
    const outcome = score(lights);
    const energy = crossingNow ? crossingEnergyOf(outcome, settings.exponents, toll) : energyOf(outcome, settings.exponents);
    const temperature = hot * (cold / hot) ** (inRound / roundLength);
    if (energy <= current || (!onPlateau && random.next() < Math.exp((current - energy) / temperature))) {
      if (energy < current) lastDescent = step;
      if (energy !== current) moves.reset();
      takeCuts(outcome);
      capture(outcome.verdict === 'unique');
      current = energy;
      currentCrossing = crossingNow && outcome.verdict === 'multiple' ? outcome : undefined;
      onPlateau &&= outcome.verdict !== 'unique';
      if (energy < chain.energy && outcome.verdict === 'unique') {
        chain.lights.set(lights);
        chain.energy = energy;
        chain.region = regionOf(outcome);
      }
      if (outcome.score > best.score) {
        best.lights.set(lights);
        best.score = outcome.score;
        best.at = step;
      }
    } else moves.undo(lights);
    settings.onStep(step, best.score);
  }
  return { lights: best.lights, score: best.score, steps: step - 1, bestAt: best.at };
}
