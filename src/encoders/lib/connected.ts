import { litValue, type Assignment, type Clause, type LazyCheck, type Lit } from '../../solvers/index.js';
import { rootOf, singletons } from './union-find.js';

/**
 * A link between two nodes. With `lit`, it is there when the literal is true (a bridge, a
 * track edge, a move); without, it is there whenever both its nodes are used (two shaded
 * cells side by side).
 */
export interface Link {
  readonly a: number;
  readonly b: number;
  readonly lit?: Lit;
}

/** What must be connected, on nodes and links: no grid assumed. */
export interface ConnectedGraph {
  readonly nodeCount: number;
  readonly links: readonly Link[];
  /** The literal "this node is used" (a constant literal is fine); without it, every node is. */
  readonly used?: (node: number) => Lit;
  /**
   * Nodes used in every solution (an entrance, the start of a route): a part holding none of
   * them is cut. Without anchors, every part but the largest is.
   */
  readonly anchors?: readonly number[];
  /** Links lead from `a` to `b`: only a link into a part joins it to the rest (a route must enter it). */
  readonly directed?: boolean;
  /** The rule the cuts enforce, as the encoding names it (`Model.rule`). */
  readonly rule?: string;
}

/**
 * Lazy cuts for "the used nodes are connected": a model whose used nodes fall into several
 * parts gets, for each part P cut off, and each used node u of P, the clause
 * `used(u) → (a link into P from outside) ∨ ¬used(v)`, with v a node of the largest part;
 * where anchors are given, P is a part without one and the clause has no `¬used(v)`
 * (anchors are always used). A link from outside
 * is its literal, or for a link without one the use of its outside node. This rules out
 * every model where those nodes are used and still cut off, not just the one found, and
 * lets every part be left unused instead when that is allowed.
 *
 * @example
 * // Hashiwokakero: every island is used, bridges are links
 * lazy: [connectedCuts({ nodeCount: islands.length, links: bridges, rule: 'The islands are connected' })]
 */
export function connectedCuts(graph: ConnectedGraph): LazyCheck {
  const { nodeCount, links, anchors = [], directed = false } = graph;
  // Read once: the check runs on every model the solver finds
  const usedLits = graph.used === undefined ? undefined : Array.from({ length: nodeCount }, (_, node) => graph.used!(node));
  return {
    kind: 'connectivity cut',
    ...(graph.rule !== undefined ? { rule: graph.rule } : {}),
    cuts: (assignment) => {
      const isUsed = (node: number) => usedLits === undefined || litValue(assignment, usedLits[node]!);
      // Only reached for a node that is not used, so `used` is given
      const usedLit = (node: number) => usedLits![node]!;
      const part = usedParts(nodeCount, links, isUsed, assignment);
      if (part.count === 0) return [];
      const anchored = new Set(anchors.filter(isUsed).map((n) => part.of[n]!));
      if (anchors.length === 0 && part.count === 1) return [];
      const largest = anchors.length > 0 ? -1 : indexOfMax(part.sizes);
      const cut = (p: number) => p >= 0 && p !== largest && !anchored.has(p);
      // The links that would join each cut part to the rest, found in one pass
      const entries = new Map<number, Set<Lit>>();
      const enter = (p: number, lit: Lit) => (entries.get(p) ?? entries.set(p, new Set()).get(p)!).add(lit);
      for (const link of links) {
        const pa = part.of[link.a]!;
        const pb = part.of[link.b]!;
        // A link that is there yet joins no two parts touches an unused node: no way in
        if (pa === pb || (link.lit !== undefined && litValue(assignment, link.lit))) continue;
        // Without a literal, a link joins the parts when its unused node is used
        if (cut(pb)) enter(pb, link.lit ?? usedLit(link.a));
        if (!directed && cut(pa)) enter(pa, link.lit ?? usedLit(link.b));
      }
      const other = largest < 0 ? undefined : part.first[largest]!;
      const otherUsed = other === undefined || usedLits === undefined ? [] : [-usedLits[other]!];
      const cuts: Clause[] = [];
      for (let p = 0; p < part.count; p++) {
        if (!cut(p)) continue;
        const joins = [...(entries.get(p) ?? [])];
        if (usedLits === undefined) cuts.push(joins);
        else for (const node of part.nodes[p]!) cuts.push([-usedLits[node]!, ...otherUsed, ...joins]);
      }
      return cuts;
    },
  };
}

interface Parts {
  readonly count: number;
  /** Per node, the index of its part, or -1 when it is not used. */
  readonly of: Int32Array;
  readonly nodes: readonly number[][];
  readonly sizes: readonly number[];
  readonly first: readonly number[];
}

/** The connected parts of the used nodes, joined by the links that are there (union-find, typed arrays: it runs on every model). */
function usedParts(nodeCount: number, links: readonly Link[], isUsed: (node: number) => boolean, assignment: Assignment): Parts {
  const parent = singletons(nodeCount);
  const usedNode = new Uint8Array(nodeCount);
  for (let n = 0; n < nodeCount; n++) usedNode[n] = isUsed(n) ? 1 : 0;
  const find = (x: number): number => rootOf(parent, x);
  for (const { a, b, lit } of links) {
    if (usedNode[a] === 0 || usedNode[b] === 0) continue;
    if (lit === undefined || litValue(assignment, lit)) parent[find(a)] = find(b);
  }
  const of = new Int32Array(nodeCount).fill(-1);
  const partOfRoot = new Int32Array(nodeCount).fill(-1);
  const nodes: number[][] = [];
  for (let n = 0; n < nodeCount; n++) {
    if (usedNode[n] === 0) continue;
    const root = find(n);
    if (partOfRoot[root] === -1) partOfRoot[root] = nodes.push([]) - 1;
    of[n] = partOfRoot[root]!;
    nodes[of[n]!]!.push(n);
  }
  return { count: nodes.length, of, nodes, sizes: nodes.map((n) => n.length), first: nodes.map((n) => n[0]!) };
}

function indexOfMax(values: readonly number[]): number {
  let best = 0;
  values.forEach((v, i) => {
    if (v > values[best]!) best = i;
  });
  return best;
}
