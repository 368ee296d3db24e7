import { describe, expect, it } from 'vitest';
import { assessScore } from '../../src/encoders/viennese/assess.js';
import { canvas } from '../../src/encoders/viennese/canvas.js';
import { generateViennese } from '../../src/encoders/viennese/generate.js';
import { compileMaze, type ViennesePuzzle } from '../../src/encoders/viennese/model.js';
import { DEFAULT_EXPONENTS } from '../../src/encoders/viennese/score.js';
import { StateGraphBuilder } from '../../src/encoders/viennese/state-graph.js';
import { validateViennese } from '../../src/encoders/viennese/validate.js';
import { verifyViennese } from '../../src/encoders/viennese/verify.js';
import { nodesOfWalk, simplePaths } from '../../src/encoders/viennese/walks.js';
import { samplesOf } from '../helpers/samples.js';

interface Expected {
  verdict: string;
  score?: number;
  best?: { value: number; verdict: string };
  components?: object;
  solution?: { nodes: (string | number)[] };
}

describe.each(samplesOf('viennese').map((s) => [s.file, s] as const))('viennese sample %s', (_file, sample) => {
  const puzzle = sample.puzzle as unknown as ViennesePuzzle;
  const expected = sample.expected as Expected;

  it('is valid, and depth-first search finds the walks its verdict says', () => {
    expect(validateViennese(puzzle)).toEqual([]);
    const { maze, lights, ids } = compileMaze(puzzle);
    const graph = new StateGraphBuilder(maze).build(lights);
    const { walks } = simplePaths(graph, 2);
    expect(walks.length).toBe({ none: 0, unique: 1, multiple: 2 }[expected.verdict]);
    if (expected.solution) {
      expect(nodesOfWalk(graph, walks[0]!).map((i) => ids[i])).toEqual(expected.solution.nodes);
      expect(verifyViennese(puzzle, expected.solution)).toEqual([]);
    }
  });

  it('has its expected score and components', () => {
    const { data } = assessScore(puzzle);
    expect(data.score.toFixed(2)).toBe(expected.score!.toFixed(2));
    if (expected.components) expect(data.components).toEqual(expected.components);
  });
});

describe('viennese canvases', () => {
  const degrees = (p: ViennesePuzzle) => {
    const d = new Map<unknown, number>();
    for (const s of p.streets) for (const end of [s.from, s.to]) d.set(end, (d.get(end) ?? 0) + 1);
    return [...d.values()];
  };

  it('square, triangular and hexagonal grids have the nodes and streets of their shape', () => {
    const square = canvas('square', 7, 3);
    expect([square.nodes.length, square.streets.length]).toEqual([21, 6 * 3 + 7 * 2]);
    const triangular = canvas('triangular', 4, 4);
    expect([triangular.nodes.length, triangular.streets.length]).toEqual([16, 33]);
    expect(Math.max(...degrees(triangular))).toBe(6);
    for (const [w, h, nodes, streets] of [[1, 1, 6, 6], [2, 1, 10, 11], [3, 2, 22, 27]] as const) {
      const hex = canvas('hexagonal', w, h);
      expect([hex.nodes.length, hex.streets.length]).toEqual([nodes, streets]);
      expect(Math.max(...degrees(hex))).toBe(w * h === 1 ? 2 : 3);
      expect(Math.min(...degrees(hex))).toBe(2);
    }
    for (const p of [square, triangular, canvas('hexagonal', 5, 4), canvas('square', 30, 30)]) expect(validateViennese(p)).toEqual([]);
  });
});

describe('viennese generator', () => {
  const request = { seed: 3, shape: 'square' as const, width: 4, height: 4, method: 'anneal' as const, steps: 1500, exponents: DEFAULT_EXPONENTS };

  it('is deterministic per seed and its maze has the score it claims', () => {
    const a = generateViennese(request);
    const b = generateViennese(request);
    const c = generateViennese({ ...request, seed: 4 });
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (!a.ok || !b.ok || !c.ok) return;
    expect(a.value).toEqual(b.value);
    expect(c.value.streets).not.toEqual(a.value.streets);
    const { data } = assessScore(a.value);
    expect(data.verdict).toBe('unique');
    expect(a.value.source).toContain(`score ${data.score.toFixed(2)}`);
  });

  it('starts from a given canvas, keeping its lights when asked, and fails as data on a hopeless one', () => {
    const from = { ...canvas('square', 3, 3), start: 'e' };
    const made = generateViennese({ ...request, from, steps: 300, method: 'keep' });
    expect(made.ok && made.value.start).toBe('e');
    const path = { type: 'viennese' as const, nodes: [{ id: 1 }, { id: 2 }, { id: 3 }], streets: [{ from: 1, to: 2, light: 'green' as const }, { from: 2, to: 3, light: 'green' as const }], start: 1, goal: 3 };
    // A path has no loops, so its score is 0 or 1 whatever the colours: nothing to promise.
    const hopeless = generateViennese({ ...request, from: path, steps: 200 });
    expect(hopeless.ok).toBe(false);
    if (!hopeless.ok) expect(hopeless.issues[0]!.code).toBe('generate.noUnique');
  });

  it('stops at the deadline with the best colouring found so far, and says so', () => {
    const started = Date.now();
    const made = generateViennese({ ...request, steps: 50_000_000, deadline: started + 1500 });
    expect(made.ok).toBe(true);
    // Stopped by the clock, well before the steps asked for
    const steps = made.ok ? /the time limit stopped it after (\d+)\)/.exec(made.value.source ?? '') : null;
    expect(Number(steps?.[1])).toBeLessThan(50_000_000);
    const hopeless = generateViennese({ ...request, steps: 50_000_000, deadline: started - 1 });
    expect(hopeless.ok).toBe(false);
    if (!hopeless.ok) expect(hopeless.issues[0]!.code).toBe('generate.timeout');
  });
});
