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
  const walks: number[][] = [];
  const arcs: number[] = [];
  const visit = (s: number): void => {
    if (s === graph.goal) {
      walks.push([...arcs]);
      return;
    }
    for (let e = outStart[s]!, end = outStart[s + 1]!; e < end && walks.length < limit; e++) {
      const t = to[e]!;
      if (!onShortest[t] || level[t] !== level[s]! + 1) continue;
      arcs.push(arc[e]!);
      visit(t);
      arcs.pop();
    }
  };
  visit(0);
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
 * Simple paths through the state graph from the start to the goal (no state twice), by
 * depth-first search that enters only states from which the goal can be reached. Stops
 * after `limit` paths; `complete` says whether those are all.
 */
export function simplePaths(graph: StateGraph, limit: number): { walks: number[][]; complete: boolean } {
  const walks: number[][] = [];
  if (graph.goal < 0) return { walks, complete: true };
  const { outStart, to, arc } = graph;
  const reaches = reachesGoal(graph);
  const onPath = new Uint8Array(graph.count);
  const arcs: number[] = [];
  let complete = true;
  const visit = (s: number): void => {
    if (s === graph.goal) {
      if (walks.length >= limit) complete = false;
      else walks.push([...arcs]);
      return;
    }
    onPath[s] = 1;
    for (let e = outStart[s]!, end = outStart[s + 1]!; e < end && complete; e++) {
      const t = to[e]!;
      if (onPath[t] || !reaches[t]) continue;
      arcs.push(arc[e]!);
      visit(t);
      arcs.pop();
    }
    onPath[s] = 0;
  };
  visit(0);
  return { walks, complete };
}

/** The nodes a walk visits, the start first. */
export function nodesOfWalk(graph: StateGraph, arcs: readonly number[]): number[] {
  return [graph.maze.start, ...arcs.map((a) => graph.maze.arcHead[a]!)];
}
