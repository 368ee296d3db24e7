import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Random } from '../../src/encoders/lib/random.js';
import { compileMaze, LIGHTS, type ViennesePuzzle } from '../../src/encoders/viennese/model.js';
import { scoreOf, statesIntoGoal, VienneseScorer } from '../../src/encoders/viennese/score.js';
import { StateGraphBuilder, type StateGraph } from '../../src/encoders/viennese/state-graph.js';
import { countShortestWalks, nodesOfWalk, shortestWalks, simplePaths } from '../../src/encoders/viennese/walks.js';
import { randomSmallMaze } from './brute.js';

const sample = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/encoders/viennese/samples/report-4x4.json'), 'utf8')) as {
  puzzle: ViennesePuzzle;
  expected: { score: number; components: object; solution: { nodes: string[] } };
};

function analyse(puzzle: ViennesePuzzle) {
  const { maze, lights, ids } = compileMaze(puzzle);
  const outcome = new VienneseScorer(maze).score(lights);
  const graph = new StateGraphBuilder(maze).build(lights);
  const names = (arcs: number[]) => nodesOfWalk(graph, arcs).map((i) => ids[i]!).join(' ');
  return { outcome, graph, names };
}

describe('viennese score (the seed report figure)', () => {
  it('no-u-turn: 100993123.77 from L 17, O1 3, O2 61, Lp 20, E 7, one walk of 16 moves', () => {
    const { outcome, graph, names } = analyse(sample.puzzle);
    expect(outcome.verdict).toBe('unique');
    expect(outcome.score.toFixed(2)).toBe(sample.expected.score.toFixed(2));
    expect(outcome.verdict === 'unique' && outcome.components).toEqual(sample.expected.components);
    const walks = shortestWalks(graph, 10);
    expect(walks.map(names)).toEqual([sample.expected.solution.nodes.join(' ')]);
    expect(simplePaths(graph, 10).walks.length).toBe(1);
  });

  it('u-turn: score 1, 8 moves, 5 shortest walks, 859 simple state paths', () => {
    const { outcome, graph } = analyse({ ...sample.puzzle, variant: 'u-turn' });
    expect(outcome.score).toBe(1);
    expect(outcome.verdict).toBe('multiple');
    expect(countShortestWalks(graph)).toBe(5);
    const shortest = shortestWalks(graph, 100);
    expect(shortest.length).toBe(5);
    expect(new Set(shortest.map((w) => w.length))).toEqual(new Set([8]));
    const all = simplePaths(graph, 10_000);
    expect(all.complete).toBe(true);
    expect(all.walks.length).toBe(859);
  });

  it('exponents weigh the components', () => {
    const components = { L: 17, O1: 3, O2: 61, Lp: 20, E: 7 };
    expect(scoreOf(components, { length: 1, openings1: 0, openings2: 0, loops: 0, endings: 0 })).toBe(17);
    expect(scoreOf(components, { length: 0, openings1: 1, openings2: 1, loops: 1, endings: 1 })).toBe(3 * 61 * 20 * 7);
  });

  it('a state graph builder asked again for the lights it built last returns that graph, and rebuilds for any other lights', () => {
    const { maze } = compileMaze(sample.puzzle);
    const shared = new StateGraphBuilder(maze);
    const random = new Random(2);
    const edgesOf = (graph: StateGraph) => Array.from({ length: graph.edgeCount }, (_, e) => `${graph.arc[e]}>${graph.key[graph.to[e]!]}`).sort();
    for (let round = 0; round < 20; round++) {
      const lights = Uint8Array.from({ length: maze.streetCount }, () => random.int(3));
      const fresh = edgesOf(new StateGraphBuilder(maze).build(lights));
      expect(edgesOf(shared.build(lights))).toEqual(fresh);
      expect(shared.build(lights)).toBe(shared.build(lights));
      // The same array changed in place holds other lights.
      const street = round % maze.streetCount;
      lights[street] = (lights[street]! + 1) % 3;
      expect(edgesOf(shared.build(lights))).toEqual(edgesOf(new StateGraphBuilder(maze).build(lights)));
      lights[street] = (lights[street]! + 2) % 3;
      expect(edgesOf(shared.build(lights))).toEqual(fresh);
    }
  });

  it('a maze whose goal cannot be reached scores 0', () => {
    // Both streets into p are cut off.
    const cut = { ...sample.puzzle, streets: sample.puzzle.streets.filter((s) => s.to !== 'p') };
    expect(analyse(cut).outcome).toMatchObject({ verdict: 'unreachable', score: 0 });
  });
});

/**
 * The original's whole state graph (every state, reachable or not), built as vmfactory
 * builds it: u-turn edges (n1,i)→(n2,i+1) for streets not red at i, leaving from non-goal
 * nodes; no-u-turn states (n2 via n1) for each such edge, joined when the next node is not
 * the one before; plus the start state.
 */
function wholeGraphPredecessorsOfGoal(puzzle: ViennesePuzzle): number {
  const uTurn = puzzle.variant === 'u-turn';
  const goal = JSON.stringify('GOAL');
  const ht: [string, string][] = [];
  const htState = (node: unknown, i: number) => (node === puzzle.goal ? goal : JSON.stringify([node, i]));
  for (const s of puzzle.streets) {
    for (let i = 0; i < 3; i++) {
      if ((LIGHTS.indexOf(s.light) + i) % 3 === 2) continue;
      if (s.from !== puzzle.goal) ht.push([htState(s.from, i), htState(s.to, (i + 1) % 3)]);
      if (s.to !== puzzle.goal) ht.push([htState(s.to, i), htState(s.from, (i + 1) % 3)]);
    }
  }
  if (uTurn) return new Set(ht.filter(([, b]) => b === goal).map(([a]) => a)).size;
  const successors = new Map<string, string[]>();
  for (const [a, b] of ht) successors.set(a, [...(successors.get(a) ?? []), b]);
  const into = new Set<string>();
  for (const [n1, n2] of ht) {
    if (n2 === goal) continue;
    for (const n3 of successors.get(n2) ?? []) {
      if (n3 === goal) into.add(`${n2} via ${n1}`);
    }
  }
  const start = htState(puzzle.start, 0);
  if ((successors.get(start) ?? []).includes(goal)) into.add('start');
  return into.size;
}

describe('viennese score component E', () => {
  it('counts the whole state graph as the original builds it, on 300 random small mazes', () => {
    const random = new Random(99);
    const seen = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const puzzle = randomSmallMaze(random);
      const { maze, lights } = compileMaze(puzzle);
      const expected = wholeGraphPredecessorsOfGoal(puzzle);
      expect(statesIntoGoal(maze, lights), JSON.stringify(puzzle)).toBe(expected);
      seen.add(expected);
    }
    expect(seen.size).toBeGreaterThan(4);
  });
});
