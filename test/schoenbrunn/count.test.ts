import { describe, expect, it } from 'vitest';
import { Random } from '../../src/encoders/lib/random.js';
import { censusOfPaths } from '../../src/encoders/schoenbrunn/count.js';
import { schoenbrunn } from '../../src/encoders/schoenbrunn/index.js';
import type { SchoenbrunnPuzzle } from '../../src/encoders/schoenbrunn/model.js';
import { enumeratePaths } from '../../src/encoders/schoenbrunn/dfs.js';
import { randomBoard } from '../../src/encoders/schoenbrunn/generate.js';
import { jumpGraph, type JumpGraph } from '../../src/encoders/schoenbrunn/graph.js';
import { LayeredCounter } from '../../src/encoders/schoenbrunn/layered-count.js';

/** Paths by jumps (those summing to `target`, when given) and by sum, by plain depth-first search. */
function bruteForce(graph: JumpGraph, target?: number): { byJumps: Map<number, number>; bySum: Map<number, number> } {
  const byJumps = new Map<number, number>();
  const bySum = new Map<number, number>();
  enumeratePaths(graph, (path) => {
    const sum = path.reduce((s, v) => s + graph.values[v]!, 0);
    if (target !== undefined && sum !== target) return;
    byJumps.set(path.length - 1, (byJumps.get(path.length - 1) ?? 0) + 1);
    bySum.set(sum, (bySum.get(sum) ?? 0) + 1);
  });
  return { byJumps, bySum };
}
const dense = (m: Map<number, number>) => [...m].filter(([, c]) => c > 0).sort((a, b) => a[0] - b[0]);
const asMap = (byJumps: readonly number[]) => new Map(byJumps.map((c, j) => [j, c]));

describe('counting path by path, shortest first', () => {
  it('counts what depth-first search counts, by jumps and by sum, in both modes and for several targets', () => {
    const random = new Random(33);
    let paths = 0;
    for (let i = 0; i < 40; i++) {
      const graph = jumpGraph(randomBoard(3 + random.int(4), 3 + random.int(4), random, 3));
      for (const target of [undefined, 0, 2, -3]) {
        const expected = bruteForce(graph, target);
        const counted = new LayeredCounter(graph, target).run();
        expect(counted.complete).toBe(true);
        expect(dense(asMap(counted.byJumps)), `target ${target}`).toEqual(dense(expected.byJumps));
        if (target === undefined) expect(dense(counted.bySum!)).toEqual(dense(expected.bySum));
        paths += [...expected.byJumps.values()].reduce((a, b) => a + b, 0);
      }
    }
    expect(paths).toBeGreaterThan(1000);
  });

  it('cut short, it has counted every path up to a length; run again, it finishes where it stopped', () => {
    const random = new Random(5);
    const graph = jumpGraph(randomBoard(6, 6, random, 3));
    const expected = bruteForce(graph);
    const counter = new LayeredCounter(graph);
    const part = counter.run({ until: Date.now() - 1 });
    expect(part.complete).toBe(false);
    // Every level below the one cut short is whole.
    for (let j = 0; j < part.level; j++) expect(part.byJumps[j] ?? 0).toBe(expected.byJumps.get(j) ?? 0);
    const whole = counter.run();
    expect(whole.complete).toBe(true);
    expect(dense(asMap(whole.byJumps))).toEqual(dense(expected.byJumps));
    expect(dense(whole.bySum!)).toEqual(dense(expected.bySum));
  });

  it('stops at a limit: the first paths of a 15x15 expert board come without counting the rest', () => {
    const graph = jumpGraph({ ...randomBoard(15, 15, new Random(15003)), start: [14, 0] });
    const counted = new LayeredCounter(graph, 0).run({ limit: 10 });
    expect(counted.complete).toBe(false);
    expect(counted.byJumps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10);
  });
});

describe('the memoised census within its memory bound', () => {
  it('empties its memo at the bound and still counts every path, or stops there when asked', () => {
    const random = new Random(11);
    const graph = jumpGraph(randomBoard(6, 6, random, 3));
    const whole = censusOfPaths(graph, undefined, { plainBelow: 0 });
    const flushed = censusOfPaths(graph, undefined, { plainBelow: 0, memoBytes: 20_000 });
    const stopped = censusOfPaths(graph, undefined, { plainBelow: 0, memoBytes: 20_000, whenFull: 'stop' });
    expect(whole).toMatchObject({ complete: true, emptied: 0 });
    expect(flushed.complete).toBe(true);
    expect(flushed.emptied).toBeGreaterThan(0);
    expect(flushed.byJumps).toEqual(whole.byJumps);
    expect(flushed.bySum).toEqual(whole.bySum);
    expect(stopped).toMatchObject({ complete: false, stopped: 'memory', emptied: 1 });
    stopped.byJumps.forEach((paths, j) => expect(paths).toBeLessThanOrEqual(whole.byJumps[j]!));
  });
});

describe('count of a large board cut short', () => {
  it('reports the paths it counted, every one up to a length (expert 15x15, 2 s)', async () => {
    const puzzle: SchoenbrunnPuzzle = { ...randomBoard(15, 15, new Random(15003)), start: [14, 0], mode: 'expert' };
    const progress: number[] = [];
    const run = await schoenbrunn.count!(puzzle, 1e12, { deadline: Date.now() + 2000, onProgress: (found) => progress.push(found) });
    expect(run).toMatchObject({ complete: false, timedOut: true });
    expect(run.count).toBeGreaterThan(0);
    // What it has counted is told as it goes (the progress line on a terminal).
    expect(progress.length).toBeGreaterThan(0);
    expect(Math.max(...progress)).toBeGreaterThan(0);
    expect(run.details?.text).toMatch(/every path of up to \d+ jumps is counted/);
    // Up to a limit, it stops there: the limit, not the clock, ended it.
    const limited = await schoenbrunn.count!(puzzle, 500, { deadline: Date.now() + 4000 });
    expect(limited).toMatchObject({ complete: false, timedOut: false });
    expect(limited.count).toBeGreaterThanOrEqual(500);
  });
});
