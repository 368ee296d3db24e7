import { afterEach, describe, expect, it, vi } from 'vitest';
import { duel, tally } from '../../bench/viennese-compare.js';
import { Random } from '../../src/encoders/lib/random.js';
import { canvas } from '../../src/encoders/viennese/canvas.js';
import { MoveForecaster } from '../../src/encoders/viennese/forecast.js';
import { improveLights, IMPROVE_METHODS } from '../../src/encoders/viennese/improve.js';
import { compileMaze, type Variant } from '../../src/encoders/viennese/model.js';
import { MAX_CUTS, VienneseScorer } from '../../src/encoders/viennese/score.js';
import { StateGraphBuilder, type StateGraph } from '../../src/encoders/viennese/state-graph.js';
import { randomSmallMaze } from './brute.js';
import { instances } from '../helpers/depth.js';

const VARIANTS: readonly Variant[] = ['no-u-turn', 'u-turn'];

afterEach(() => vi.restoreAllMocks());

describe('viennese improvement loops', () => {
  it('score exactly the mazes they are given, both methods, both variants', () => {
    for (const variant of VARIANTS) {
      const { maze } = compileMaze(canvas('square', 5, 5, variant));
      for (const method of IMPROVE_METHODS) {
        for (const steps of [1, 2, 437, 1200]) {
          const scored = vi.spyOn(VienneseScorer.prototype, 'score');
          const result = improveLights(maze, { method, steps, seed: 7 });
          expect(scored).toHaveBeenCalledTimes(steps);
          expect(result.steps).toBe(steps);
          expect(result.bestAt).toBeLessThanOrEqual(steps);
          // The best colouring returned scores what the run claims.
          expect(new VienneseScorer(maze).score(result.lights).score).toBe(result.score);
          scored.mockRestore();
        }
      }
    }
  });

  it('cross colourings with two or more walks by default in no-u-turn mazes only', () => {
    for (const variant of VARIANTS) {
      const { maze } = compileMaze(canvas('square', 5, 5, variant));
      const run = (crossing?: boolean) => improveLights(maze, { method: 'anneal', steps: 12_000, seed: 5, ...(crossing === undefined ? {} : { crossing }) });
      const byDefault = run();
      expect([...byDefault.lights]).toEqual([...run(variant === 'no-u-turn').lights]);
      expect([...byDefault.lights]).not.toEqual([...run(variant !== 'no-u-turn').lights]);
    }
  });

  it('are deterministic per seed', () => {
    const { maze } = compileMaze(canvas('square', 5, 5, 'u-turn'));
    for (const method of IMPROVE_METHODS) {
      const a = improveLights(maze, { method, steps: 800, seed: 11 });
      const b = improveLights(maze, { method, steps: 800, seed: 11 });
      const c = improveLights(maze, { method, steps: 800, seed: 12 });
      expect([...b.lights]).toEqual([...a.lights]);
      expect(b.score).toBe(a.score);
      expect([...c.lights]).not.toEqual([...a.lights]);
    }
  });

  it('annealing leaves the score-1 plateau of a u-turn 5x5 canvas within 2,000 steps', () => {
    // Random u-turn colourings of this canvas almost never have a unique walk: the plateau descent must find one.
    const { maze } = compileMaze(canvas('square', 5, 5, 'u-turn'));
    for (const seed of [4, 26, 35]) expect(improveLights(maze, { method: 'anneal', steps: 2000, seed }).score).toBeGreaterThan(1);
  });

  it.each(VARIANTS)(`annealing beats mutate-and-keep in 2,000 scored mazes from each of ${instances(48)} seeds (%s, 5x5 canvas)`, (variant) => {
    const { maze } = compileMaze(canvas('square', 5, 5, variant));
    for (let seed = 1; seed <= instances(48); seed++) {
      const keep = improveLights(maze, { method: 'keep', steps: 2000, seed }).score;
      expect(improveLights(maze, { method: 'anneal', steps: 2000, seed }).score, `seed ${seed}`).toBeGreaterThan(keep);
    }
  });
});

describe('the duel of the two loops (bench/viennese-compare.ts)', () => {
  it('counts strictly better as a win and equal scores, a tie at 1 included, as a tie', () => {
    const { maze } = compileMaze(canvas('square', 4, 4, 'no-u-turn'));
    const duels = [1, 2, 3].map((seed) => duel(maze, 300, seed));
    for (const d of duels) expect(d.outcome).toBe(d.anneal > d.keep ? 'win' : d.anneal === d.keep ? 'tie' : 'loss');
    // A path has no loops: every colouring scores 0 or 1, so neither loop can win.
    const path = { type: 'viennese' as const, nodes: [{ id: 1 }, { id: 2 }, { id: 3 }], streets: [{ from: 1, to: 2, light: 'green' as const }, { from: 2, to: 3, light: 'green' as const }], start: 1, goal: 3 };
    const hopeless = duel(compileMaze(path).maze, 50, 1);
    expect(hopeless.outcome).toBe('tie');
    const t = tally(300, [...duels, hopeless]);
    expect(t.wins + t.ties + t.losses).toBe(4);
    expect(t.ties).toBeGreaterThanOrEqual(1);
    expect(t.notWon.map((d) => d.seed)).toEqual([...duels, hopeless].filter((d) => d.outcome !== 'win').map((d) => d.seed));
    expect(t.seeds).toBe('1-3');
  });
});

/**
 * The other paths' first moves, found plainly: edges p_i→x off the BFS path p0..pm
 * from which the goal can be reached without p0..p_i (a fresh search for each).
 */
function alternativesByBruteForce(graph: StateGraph): { branches: number; alternatives: number; edges: { from: number; arc: number }[] } {
  const path: number[] = [];
  for (let s = graph.goal; s >= 0; s = graph.parent[s]!) path.unshift(s);
  let branches = 0;
  let alternatives = 0;
  const edges: { from: number; arc: number }[] = [];
  for (let i = 0; i + 1 < path.length; i++) {
    const banned = new Set(path.slice(0, i + 1));
    const reachesGoal = (x: number): boolean => {
      const seen = new Set([x]);
      const stack = [x];
      while (stack.length > 0) {
        const v = stack.pop()!;
        if (v === graph.goal) return true;
        for (let e = graph.outStart[v]!; e < graph.outStart[v + 1]!; e++) {
          const w = graph.to[e]!;
          if (!banned.has(w) && !seen.has(w)) seen.add(w) && stack.push(w);
        }
      }
      return false;
    };
    let here = 0;
    for (let e = graph.outStart[path[i]!]!; e < graph.outStart[path[i]! + 1]!; e++) {
      const x = graph.to[e]!;
      if (x !== path[i + 1] && !banned.has(x) && reachesGoal(x)) {
        here++;
        edges.push({ from: graph.key[path[i]!]!, arc: graph.arc[e]! });
      }
    }
    alternatives += here;
    if (here > 0) branches++;
  }
  return { branches, alternatives, edges };
}

/** Whether the state with key `from` is missing or has no edge along `arc`. */
function closed(graph: StateGraph, from: number, arc: number): boolean {
  for (let s = 0; s < graph.count; s++) {
    if (graph.key[s] !== from) continue;
    for (let e = graph.outStart[s]!; e < graph.outStart[s + 1]!; e++) if (graph.arc[e] === arc) return false;
  }
  return true;
}

describe('the plateau measure', () => {
  it('counts branching states and the other paths\' first moves as a plain search does', () => {
    const random = new Random(2024);
    let multiple = 0;
    for (let i = 0; i < 300; i++) {
      const { maze, lights } = compileMaze(randomSmallMaze(random));
      const outcome = new VienneseScorer(maze).score(lights);
      if (outcome.verdict !== 'multiple') continue;
      multiple++;
      const graph = new StateGraphBuilder(maze).build(lights);
      const plain = alternativesByBruteForce(graph);
      expect({ branches: outcome.branches, alternatives: outcome.alternatives }).toEqual({ branches: plain.branches, alternatives: plain.alternatives });
      expect(outcome.alternatives).toBeGreaterThanOrEqual(outcome.branches);
    }
    expect(multiple).toBeGreaterThan(30);
  });

  it('names a cut for each of the other paths\' first moves: a light change that closes it', () => {
    const random = new Random(77);
    let checked = 0;
    for (let i = 0; i < 300; i++) {
      const { maze, lights } = compileMaze(randomSmallMaze(random));
      const scorer = new VienneseScorer(maze);
      const outcome = scorer.score(lights);
      if (outcome.verdict !== 'multiple') {
        expect(scorer.cutCount).toBe(0);
        continue;
      }
      const cuts = [...scorer.cuts.subarray(0, scorer.cutCount)];
      const { edges } = alternativesByBruteForce(new StateGraphBuilder(maze).build(lights));
      expect(cuts.length).toBe(Math.min(edges.length, MAX_CUTS));
      const builder = new StateGraphBuilder(maze);
      for (const cut of cuts) {
        const street = Math.floor(cut / 3);
        expect(cut % 3).not.toBe(lights[street]);
        const changed = Uint8Array.from(lights);
        changed[street] = cut % 3;
        // Rebuilt from scratch: one of the other paths' first moves along this street is gone.
        const after = builder.build(changed);
        expect(edges.some((edge) => edge.arc >> 1 === street && closed(after, edge.from, edge.arc))).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('annealing forecasts moves from unique walks in both variants, and still scores exactly its budget', () => {
    for (const variant of VARIANTS) {
      const { maze } = compileMaze(canvas('square', 5, 5, variant));
      const captured = vi.spyOn(MoveForecaster.prototype, 'capture');
      const scored = vi.spyOn(VienneseScorer.prototype, 'score');
      improveLights(maze, { method: 'anneal', steps: 600, seed: 3 });
      expect(scored).toHaveBeenCalledTimes(600);
      expect(captured.mock.calls.length).toBeGreaterThan(50);
      vi.restoreAllMocks();
    }
  });
});
