import type { StateGraph } from './state-graph.js';

/**
 * Walks through a state graph, found with plain graph code (the references the SAT
 * encoding is checked against). A walk is the list of arcs taken; the node sequence is
 * the start followed by each arc's head.
 */

/** The number of shortest walks from the start to the goal (0 when unreachable). */
export function countShortestWalks(graph: StateGraph): number {
  if (graph.goal < 0) return 0;
  const { count, level, outStart, to } = graph;
  const ways = new Float64Array(count);
  ways[0] = 1;
  // Ids are in BFS order, so every state's ways are final before it is passed on.
  for (let s = 0; s < count; s++) {
    for (let e = outStart[s]!, end = outStart[s + 1]!; e < end; e++) {
      const t = to[e]!;
      if (level[t] === level[s]! + 1) ways[t]! += ways[s]!;
    }
  }
  return ways[graph.goal]!;
}

/** Up to `limit` shortest walks, in the order of the arcs at each state. */
export function shortestWalks(graph: StateGraph, limit: number): number[][] {
  if (graph.goal < 0) return [];
  const { count, level, outStart, to, arc } = graph;
  // States on some shortest walk to the goal, found from the goal back (ids descending).
  const onShortest = new Uint8Array(count);
  onShortest[graph.goal] = 1;
  for (let s = count - 1; s >= 0; s--) {
    for (let e = outStart[s]!, end = outStart[s + 1]!; e < end; e++) {
      if (onShortest[to[e]!] && level[to[e]!] === level[s]! + 1) onShortest[s] = 1;
    }
  }
  // Depth-first along the shortest-walk edges, with an explicit stack (state, next edge).
  const walks: number[][] = [];
  const arcs: number[] = [];
  const states = [0];
  const cursor = [outStart[0]!];
  while (states.length > 0 && walks.length < limit) {
    const depth = states.length - 1;
    const s = states[depth]!;
    const e = cursor[depth]!;
    if (e >= outStart[s + 1]!) {
      states.pop();
      cursor.pop();
      arcs.pop();
      continue;
    }
    cursor[depth] = e + 1;
    const t = to[e]!;
    if (!onShortest[t] || level[t] !== level[s]! + 1) continue;
    if (t === graph.goal) {
      walks.push([...arcs, arc[e]!]);
      continue;
    }
    arcs.push(arc[e]!);
    states.push(t);
    cursor.push(outStart[t]!);
  }
  return walks;
}

/** States from which the goal can be reached (the goal included). */
export function reachesGoal(graph: StateGraph): Uint8Array {
  const { count, outStart, to } = graph;
  const reaches = new Uint8Array(count);
  if (graph.goal < 0) return reaches;
  const predecessors: number[][] = Array.from({ length: count }, () => []);
  for (let s = 0; s < count; s++) {
    for (let e = outStart[s]!, end = outStart[s + 1]!; e < end; e++) predecessors[to[e]!]!.push(s);
  }
  const stack = [graph.goal];
  reaches[graph.goal] = 1;
  while (stack.length > 0) {
    for (const u of predecessors[stack.pop()!]!) {
      if (reaches[u]) continue;
      reaches[u] = 1;
      stack.push(u);
    }
  }
  return reaches;
}

/**
 * Depth-first search over the simple paths through the state graph from the start to the
 * goal (no state twice), entering only states from which the goal can be reached; `onWalk`
 * gets each path's arcs (valid during the call) and returns false to stop. Stops at
 * `deadline` (a `Date.now()` time) too; `complete` says whether every path was seen.
 */
function searchSimplePaths(graph: StateGraph, onWalk: (arcs: readonly number[]) => boolean, deadline?: number): { complete: boolean; timedOut: boolean } {
  if (graph.goal < 0) return { complete: true, timedOut: false };
  const { count, outStart, to, arc } = graph;
  const reaches = reachesGoal(graph);
  const onPath = new Uint8Array(count);
  // An explicit stack (state, next edge to try), so long walks cannot overflow the call stack.
  const states = new Int32Array(count + 1);
  const cursor = new Int32Array(count + 1);
  const arcs: number[] = [];
  let depth = 0;
  states[0] = 0;
  cursor[0] = outStart[0]!;
  onPath[0] = 1;
  let visits = 0;
  while (depth >= 0) {
    if (deadline !== undefined && ++visits % 4096 === 0 && Date.now() > deadline) return { complete: false, timedOut: true };
    const s = states[depth]!;
    const e = cursor[depth]!;
    if (e >= outStart[s + 1]!) {
      onPath[s] = 0;
      depth--;
      arcs.pop();
      continue;
    }
    cursor[depth] = e + 1;
    const t = to[e]!;
    if (onPath[t] || !reaches[t]) continue;
    arcs.push(arc[e]!);
    if (t === graph.goal) {
      const more = onWalk(arcs);
      arcs.pop();
      if (!more) return { complete: false, timedOut: false };
      continue;
    }
    onPath[t] = 1;
    depth++;
    states[depth] = t;
    cursor[depth] = outStart[t]!;
  }
  return { complete: true, timedOut: false };
}

/** Up to `limit` simple paths from the start to the goal (see `searchSimplePaths`). */
export function simplePaths(graph: StateGraph, limit: number, deadline?: number): { walks: number[][]; complete: boolean; timedOut: boolean } {
  const walks: number[][] = [];
  const run = searchSimplePaths(graph, (arcs) => walks.length < limit && walks.push([...arcs]) > 0, deadline);
  return { walks, ...run };
}

/** How many simple paths (up to `limit`; one more makes it incomplete), without keeping them. */
export function countSimplePaths(graph: StateGraph, limit: number, deadline?: number): { count: number; complete: boolean; timedOut: boolean } {
  let count = 0;
  const run = searchSimplePaths(graph, () => count < limit && ++count > 0, deadline);
  return { count, ...run };
}

/** The nodes a walk visits, the start first. */
export function nodesOfWalk(graph: StateGraph, arcs: readonly number[]): number[] {
  return [graph.maze.start, ...arcs.map((a) => graph.maze.arcHead[a]!)];
}
