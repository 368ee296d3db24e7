import { describe, expect, it } from 'vitest';
import { Random } from '../../src/encoders/lib/random.js';
import { encodeViennese } from '../../src/encoders/viennese/encode.js';
import { compileMaze } from '../../src/encoders/viennese/model.js';
import { VienneseScorer } from '../../src/encoders/viennese/score.js';
import { StateGraphBuilder } from '../../src/encoders/viennese/state-graph.js';
import { verifyViennese } from '../../src/encoders/viennese/verify.js';
import { countShortestWalks, countSimplePaths, nodesOfWalk, shortestWalks, simplePaths } from '../../src/encoders/viennese/walks.js';
import { enumerate, enumerateOptimal } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';
import { bruteForceWalks, randomSmallMaze } from './brute.js';
import { instances } from '../helpers/depth.js';

const key = (nodes: readonly unknown[]) => JSON.stringify(nodes);

function referenceWalks(puzzle: ReturnType<typeof randomSmallMaze>) {
  const { maze, lights, ids } = compileMaze(puzzle);
  const graph = new StateGraphBuilder(maze).build(lights);
  const { walks, complete } = simplePaths(graph, 1_000_000);
  return { graph, complete, walks: walks.map((w) => nodesOfWalk(graph, w).map((i) => ids[i]!)) };
}

describe('viennese walks by depth-first search', () => {
  it(`equal the walks a replay of the rules finds, on ${instances(300)} random small mazes of both variants`, () => {
    const random = new Random(17);
    let several = 0;
    const variants = new Set<string>();
    for (let i = 0; i < instances(300); i++) {
      const puzzle = randomSmallMaze(random);
      const { walks, complete } = referenceWalks(puzzle);
      expect(complete).toBe(true);
      const brute = bruteForceWalks(puzzle);
      expect(walks.map(key).sort(), JSON.stringify(puzzle)).toEqual(brute.map(key).sort());
      const { maze, lights } = compileMaze(puzzle);
      const counted = countSimplePaths(new StateGraphBuilder(maze).build(lights), 1_000_000);
      expect(counted).toEqual({ count: brute.length, complete: true, timedOut: false });
      if (brute.length > 1) expect(countSimplePaths(new StateGraphBuilder(maze).build(lights), brute.length - 1).complete).toBe(false);
      for (const w of brute) expect(verifyViennese(puzzle, { nodes: w })).toEqual([]);
      if (brute.length > 1) several++;
      variants.add(puzzle.variant!);
    }
    expect(several).toBeGreaterThan(instances(50));
    expect(variants.size).toBe(2);
  });

  it('decide uniqueness as the score does, and the shortest walks are the shortest of all', () => {
    const random = new Random(4);
    const verdicts = new Map<string, number>();
    for (let i = 0; i < instances(400); i++) {
      const puzzle = randomSmallMaze(random);
      const { maze, lights } = compileMaze(puzzle);
      const outcome = new VienneseScorer(maze).score(lights);
      const { graph, walks } = referenceWalks(puzzle);
      const expected = walks.length === 0 ? 'unreachable' : walks.length === 1 ? 'unique' : 'multiple';
      expect(outcome.verdict, JSON.stringify(puzzle)).toBe(expected);
      verdicts.set(expected, (verdicts.get(expected) ?? 0) + 1);
      if (walks.length === 0) continue;
      const fewest = Math.min(...walks.map((w) => w.length));
      const shortest = walks.filter((w) => w.length === fewest);
      expect(countShortestWalks(graph)).toBe(shortest.length);
      expect(shortestWalks(graph, 1000).length).toBe(shortest.length);
    }
    for (const v of ['unreachable', 'unique', 'multiple']) expect(verdicts.get(v) ?? 0).toBeGreaterThan(instances(20));
  });
});

describe.each(backends)('viennese SAT enumeration on %s', (backend) => {
  // Z3 answers each enumeration step through a worker thread (about 5 ms): it gets the first 20 mazes.
  const mazes = backend === 'z3' ? 20 : 40;
  it(`finds exactly the walks depth-first search finds, on ${mazes} random small mazes`, async () => {
    const random = new Random(2026);
    let several = 0;
    for (let i = 0; i < mazes; i++) {
      const puzzle = randomSmallMaze(random);
      const { walks } = referenceWalks(puzzle);
      const encoding = encodeViennese(puzzle);
      const run = await enumerate(encoding, 100_000, { backend });
      expect(run.complete).toBe(true);
      const found = run.solutions.map((a) => encoding.decode(a));
      for (const s of found) expect(verifyViennese(puzzle, s)).toEqual([]);
      expect(found.map((s) => key(s.nodes)).sort(), JSON.stringify(puzzle)).toEqual(walks.map(key).sort());
      if (walks.length > 1) several++;
    }
    expect(several).toBeGreaterThan(mazes / 5);
  });

  it(`proves the same fewest moves and the same shortest walks as the family's breadth-first optimum, on ${mazes} random small mazes`, async () => {
    const { viennese } = await import('../../src/encoders/viennese/index.js');
    const random = new Random(77);
    let several = 0;
    for (let i = 0; i < mazes; i++) {
      const puzzle = randomSmallMaze(random);
      const encoding = encodeViennese(puzzle);
      const solved = await enumerateOptimal(encoding, encoding.objective.terms, 'min', 1000, { backend });
      const searched = (await viennese.optimum!(puzzle, 1000, { backend }))!;
      const walks = (run: { solutions: { nodes: unknown[] }[] }) => run.solutions.map((s) => key(s.nodes)).sort();
      const { walks: all } = referenceWalks(puzzle);
      const fewest = Math.min(...all.map((w) => w.length - 1));
      expect(searched.value, JSON.stringify(puzzle)).toBe(all.length > 0 ? fewest : undefined);
      expect(searched.value).toBe(solved.value);
      expect(searched.optimal).toBe(solved.optimal);
      expect(searched.complete && solved.complete).toBe(true);
      expect(walks(searched)).toEqual(solved.solutions.map((a) => key(encoding.decode(a).nodes)).sort());
      expect(walks(searched)).toEqual(all.filter((w) => w.length - 1 === fewest).map(key).sort());
      if (searched.solutions.length > 1) several++;
    }
    expect(several).toBeGreaterThanOrEqual(mazes / 10);
  });
});


describe('viennese count', () => {
  it('stops at the engine deadline (the command\'s --timeout), incomplete', async () => {
    const { viennese } = await import('../../src/encoders/viennese/index.js');
    const { canvas } = await import('../../src/encoders/viennese/canvas.js');
    // Random lights on a 7x7 canvas, u-turns allowed: more simple state paths than a search can walk.
    const random = new Random(5);
    const lights = ['green', 'orange', 'red'] as const;
    const base = canvas('square', 7, 7, 'u-turn');
    const open = { ...base, streets: base.streets.map((s) => ({ ...s, light: lights[random.int(3)]! })) };
    const started = Date.now();
    const run = await viennese.count!(open, Infinity, { deadline: started + 200 });
    expect(run.complete).toBe(false);
    expect(run.timedOut).toBe(true);
  });
});
