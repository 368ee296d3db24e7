import { Model, type Assignment, type Lit } from '../../solvers/index.js';
import type { Encoding } from '../family.js';
import type { GraphEdge } from '../lib/cycles.js';
import { connectedCuts } from '../lib/connected.js';
import { headOf, railwayGraph, stepsOf, tailOf, type RailwayGraph } from './graph.js';
import { lengthObjective } from './objective.js';
import type { RailwayPuzzle, RailwaySolution } from './model.js';
import { solutionOf } from './solution.js';

export interface RailwayEncoding extends Encoding<RailwaySolution> {
  readonly graph: RailwayGraph;
  /** The literal "the route runs along this segment" (either way), by segment index. */
  readonly segmentUsed: readonly Lit[];
}

/**
 * A route is a simple path in the state graph (see graph.ts): it begins with a state
 * leaving the start, each state but the last moves on to the next, it ends with the first
 * arrival at the finish, and no state comes twice (the train never runs along the same
 * segment in the same direction twice; it may run along it once each way). A route that
 * needed a state twice to reach a waypoint is therefore not a route.
 *
 * Variables: a state is used; the route begins with a start state; a move joins two used
 * states. Degrees make the used states one path plus disjoint cycles; lazy connectivity
 * cuts remove the cycles. Answer keys are the segments used, so two routes over the same
 * track (a reversing loop run one way or the other) are one answer.
 */
export function encodeRailway(puzzle: RailwayPuzzle): RailwayEncoding {
  const graph = railwayGraph(puzzle);
  const model = new Model();
  const F = -model.constTrue();
  const live = liveStates(graph);
  const used: Lit[] = Array.from({ length: graph.stateCount }, (_, s) => (live[s] ? model.newVar() : F));
  const begins = new Map<number, Lit>();
  for (const s of graph.startStates) if (live[s]) begins.set(s, model.newVar());
  const moves: GraphEdge[] = [];
  const incoming: Lit[][] = Array.from({ length: graph.stateCount }, () => []);
  const outgoing: Lit[][] = Array.from({ length: graph.stateCount }, () => []);
  for (let s = 0; s < graph.stateCount; s++) {
    if (!live[s]) continue;
    for (const t of graph.moves[s]!) {
      if (!live[t]) continue;
      const lit = model.newVar();
      moves.push({ lit, a: s, b: t });
      outgoing[s]!.push(lit);
      incoming[t]!.push(lit);
    }
  }
  for (const [s, lit] of begins) incoming[s]!.push(lit);
  const finish = puzzle.finish.node;
  const arrives = (s: number) => headOf(graph.segments, s) === finish;

  const states = [...Array(graph.stateCount).keys()].filter((s) => live[s]);
  model.rule('The route begins exactly once, with a state leaving the start');
  model.exactlyOne([...begins.values()]);
  model.rule('A used state is entered once: it begins the route or a move reaches it');
  for (const s of states) linkOne(model, used[s]!, incoming[s]!);
  model.rule('A used state is left once, unless it arrives at the finish, where the route ends');
  for (const s of states) if (!arrives(s)) linkOne(model, used[s]!, outgoing[s]!);
  model.rule('The route arrives at the finish once');
  model.exactlyOne(used.filter((lit, s) => lit !== F && arrives(s)));

  model.rule('A segment is used when the route runs along it either way');
  const segmentUsed = graph.segments.map((_, i) => model.or([used[2 * i]!, used[2 * i + 1]!].filter((l) => l !== F)));
  model.rule('Every waypoint is passed: its segment is used, or a used state touches its node');
  for (const waypoint of puzzle.waypoints ?? []) {
    if ('segment' in waypoint) model.addClause([segmentUsed[graph.segmentIndex(waypoint.segment)!]!]);
    else model.addClause(used.filter((lit, s) => lit !== F && (tailOf(graph.segments, s) === waypoint.node || headOf(graph.segments, s) === waypoint.node)));
  }

  model.closeRule();

  const finishStates = used.flatMap((lit, state) => (lit !== F && arrives(state) ? [{ state, lit }] : []));
  return {
    model,
    answerKeys: segmentUsed.filter((lit) => lit !== F),
    lazy: [routeEntersEveryCycle(graph.stateCount, moves, begins, used, model.constTrue())],
    decode: (assignment) => solutionOf(puzzle, stepsOf(graph, routeStates(graph, moves, begins, assignment))),
    graph,
    segmentUsed,
    // Route length for `best` (whole pixels per segment), as reduced costs
    objective: lengthObjective(graph, moves, finishStates),
  };
}

/** `lit` holds exactly when one of `options` does. */
function linkOne(model: Model, lit: Lit, options: readonly Lit[]): void {
  model.addClause([-lit, ...options]);
  for (const o of options) model.implies(o, lit);
  model.atMostOne(options);
}

/** States on some walk from a start state to the finish; the others are never used. */
function liveStates(graph: RailwayGraph): boolean[] {
  const n = graph.stateCount;
  const forward = new Array<boolean>(n).fill(false);
  const stack = [...graph.startStates];
  for (const s of stack) forward[s] = true;
  while (stack.length > 0) {
    for (const t of graph.moves[stack.pop()!]!) if (!forward[t]) stack.push(t), (forward[t] = true);
  }
  const predecessors: number[][] = Array.from({ length: n }, () => []);
  graph.moves.forEach((next, s) => next.forEach((t) => predecessors[t]!.push(s)));
  const backward = new Array<boolean>(n).fill(false);
  const back = [...Array(n).keys()].filter((s) => headOf(graph.segments, s) === graph.puzzle.finish.node);
  for (const s of back) backward[s] = true;
  while (back.length > 0) {
    for (const p of predecessors[back.pop()!]!) if (!backward[p]) back.push(p), (backward[p] = true);
  }
  return forward.map((f, s) => f && backward[s]!);
}

/**
 * A cycle of used states apart from the route is cut: the route must enter its states, so
 * each of them implies a move into the set from outside (or beginning there). Moves lead
 * from state to state; the start states are entered from a source node of their own.
 */
function routeEntersEveryCycle(stateCount: number, moves: readonly GraphEdge[], begins: ReadonlyMap<number, Lit>, used: readonly Lit[], T: Lit) {
  const source = stateCount;
  const links = [...moves, ...[...begins].map(([state, lit]) => ({ a: source, b: state, lit }))];
  const usedLit = (node: number) => (node === source ? T : used[node]!);
  return connectedCuts({ rule: 'The route is one path: no cycle apart from it', nodeCount: stateCount + 1, links, used: usedLit, anchors: [source], directed: true });
}

/** The route in a model: from the state it begins with, along the moves set true. */
function routeStates(graph: RailwayGraph, moves: readonly GraphEdge[], begins: ReadonlyMap<number, Lit>, assignment: Assignment): number[] {
  const next = new Map<number, number>();
  for (const m of moves) if (assignment[m.lit] === 1) next.set(m.a, m.b);
  const first = [...begins].find(([, lit]) => assignment[lit] === 1)![0];
  const states = [first];
  for (let s = next.get(first); s !== undefined && states.length <= graph.stateCount; s = next.get(s)) states.push(s);
  return states;
}
