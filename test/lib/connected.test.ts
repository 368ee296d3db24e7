import { describe, expect, it } from 'vitest';
import { connectedCuts, type Link } from '../../src/encoders/lib/connected.js';
import { enumerate, Model, type Lit } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';

// connectedCuts counted exactly against brute force on small graphs, in each of its forms.

/** The links of a w x h grid graph, node r*w+c. */
function gridLinks(w: number, h: number): { a: number; b: number }[] {
  const links: { a: number; b: number }[] = [];
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      if (c + 1 < w) links.push({ a: r * w + c, b: r * w + c + 1 });
      if (r + 1 < h) links.push({ a: r * w + c, b: (r + 1) * w + c });
    }
  }
  return links;
}

/** Whether the nodes in `inside` are connected by the links among them (no node is connected too). */
function connected(nodeCount: number, links: readonly { a: number; b: number }[], inside: (n: number) => boolean, directedFrom?: number): boolean {
  const nodes = [...Array(nodeCount).keys()].filter(inside);
  if (nodes.length === 0) return true;
  const start = directedFrom ?? nodes[0]!;
  const seen = new Set([start]);
  const stack = [start];
  while (stack.length > 0) {
    const u = stack.pop()!;
    for (const { a, b } of links) {
      const next = a === u ? b : directedFrom === undefined && b === u ? a : undefined;
      if (next !== undefined && inside(next) && !seen.has(next)) seen.add(next), stack.push(next);
    }
  }
  return nodes.every((n) => seen.has(n));
}

const subsets = (n: number) => Array.from({ length: 2 ** n }, (_, mask) => (i: number) => ((mask >> i) & 1) === 1);

describe.each(backends)('connectedCuts on %s', (backend) => {
  it('cells chosen on a 3x3 grid, joined whenever side by side: as many connected choices as brute force finds', async () => {
    const links = gridLinks(3, 3);
    const model = new Model();
    const cell = model.newVars(9);
    const lazy = [connectedCuts({ nodeCount: 9, links, used: (n) => cell[n]!, rule: 'The shaded cells are connected' })];
    const run = await enumerate({ model, answerKeys: cell, lazy }, 1000, { backend });
    const expected = subsets(9).filter((has) => connected(9, links, has)).length;
    expect(run.solutions).toHaveLength(expected);
    expect(run.complete).toBe(true);
    expect(run.stats.cutsByKind?.['connectivity cut']).toBe(run.stats.cuts);
  });

  it('every node used, links chosen: the connected spanning subgraphs of a 2x3 grid plus a diagonal', async () => {
    const links: Link[] = [];
    const model = new Model();
    const shape = [...gridLinks(3, 2), { a: 0, b: 4 }];
    for (const { a, b } of shape) links.push({ a, b, lit: model.newVar() });
    const lits = links.map((l) => l.lit!);
    const run = await enumerate({ model, answerKeys: lits, lazy: [connectedCuts({ nodeCount: 6, links })] }, 1000, { backend });
    const expected = subsets(shape.length).filter((has) => connected(6, shape.filter((_, i) => has(i)), () => true)).length;
    expect(run.solutions).toHaveLength(expected);
    expect(expected).toBeGreaterThan(10);
  });

  it('an anchor: links chosen, a node used when a link touches it; all used nodes reach the anchor', async () => {
    const shape = gridLinks(4, 2);
    const model = new Model();
    const links = shape.map(({ a, b }) => ({ a, b, lit: model.newVar() }));
    const anchor = 1;
    const used: Lit[] = [...Array(8).keys()].map((n) => (n === anchor ? model.constTrue() : model.or(links.filter((l) => l.a === n || l.b === n).map((l) => l.lit))));
    const lazy = [connectedCuts({ nodeCount: 8, links, used: (n) => used[n]!, anchors: [anchor] })];
    const run = await enumerate({ model, answerKeys: links.map((l) => l.lit), lazy }, 1000, { backend });
    const expected = subsets(shape.length).filter((has) => {
      const chosen = shape.filter((_, i) => has(i));
      const touched = (n: number) => n === anchor || chosen.some((l) => l.a === n || l.b === n);
      return connected(8, chosen, touched);
    }).length;
    expect(run.solutions).toHaveLength(expected);
  });

  it('directed, from an anchor: every used node entered once, reached from the anchor (arborescences)', async () => {
    // Arcs both ways along a 2x3 grid; node 0 is the root
    const shape = gridLinks(3, 2).flatMap(({ a, b }) => [{ a, b }, { a: b, b: a }]);
    const model = new Model();
    const arcs = shape.map(({ a, b }) => ({ a, b, lit: model.newVar() }));
    const used: Lit[] = [model.constTrue()];
    for (let n = 1; n < 6; n++) {
      const into = arcs.filter((l) => l.b === n).map((l) => l.lit);
      used.push(model.or(into));
      model.atMostOne(into);
      for (const out of arcs.filter((l) => l.a === n)) model.implies(out.lit, used[n]!);
    }
    for (const into of arcs.filter((l) => l.b === 0)) model.addClause([-into.lit]);
    const lazy = [connectedCuts({ nodeCount: 6, links: arcs, used: (n) => used[n]!, anchors: [0], directed: true })];
    const run = await enumerate({ model, answerKeys: arcs.map((l) => l.lit), lazy }, 5000, { backend });
    const expected = subsets(shape.length).filter((has) => {
      const chosen = shape.filter((_, i) => has(i));
      const indegree = (n: number) => chosen.filter((l) => l.b === n).length;
      if (indegree(0) > 0 || [1, 2, 3, 4, 5].some((n) => indegree(n) > 1)) return false;
      const touched = (n: number) => n === 0 || indegree(n) === 1;
      if (chosen.some((l) => !touched(l.a))) return false;
      return connected(6, chosen, touched, 0);
    }).length;
    expect(run.solutions).toHaveLength(expected);
    expect(expected).toBeGreaterThan(20);
  });
});
