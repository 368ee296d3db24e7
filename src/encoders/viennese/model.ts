/** A node id as the JSON gives it. */
export type NodeId = string | number;

export type Light = 'green' | 'orange' | 'red';
/** Colours in the order they cycle: green 0, orange 1, red 2. */
export const LIGHTS: readonly Light[] = ['green', 'orange', 'red'];
export const RED = 2;

export type Variant = 'no-u-turn' | 'u-turn';

export interface VienneseNode {
  readonly id: NodeId;
  /** Where to draw the node (any unit; the renderer scales). */
  readonly x?: number;
  readonly y?: number;
}

/** A two-way street with one traffic light, showing `light` before the first move. */
export interface VienneseStreet {
  readonly from: NodeId;
  readonly to: NodeId;
  readonly light: Light;
}

/** A Viennese traffic-light maze as JSON gives it (schemas/viennese.schema.json). */
export interface ViennesePuzzle {
  readonly type: 'viennese';
  readonly nodes: readonly VienneseNode[];
  readonly streets: readonly VienneseStreet[];
  readonly start: NodeId;
  readonly goal: NodeId;
  /** `no-u-turn` (default): you may not go straight back to the node you just left. */
  readonly variant?: Variant;
  readonly title?: string;
  readonly source?: string;
}

/** A walk: the node sequence from the start to the goal. */
export interface VienneseSolution {
  readonly nodes: NodeId[];
}

export function variantOf(puzzle: ViennesePuzzle): Variant {
  return puzzle.variant ?? 'no-u-turn';
}

export function lightIndex(light: Light): number {
  return LIGHTS.indexOf(light);
}

/**
 * The maze as integers for the state-graph code: nodes 0..n-1 in JSON order, streets
 * 0..m-1 in JSON order, and each street as two arcs (2s: from→to, 2s+1: to→from) listed
 * per node in CSR form. Lights live apart (`lights[street]`, 0..2) so a generator can
 * change them without rebuilding anything.
 */
export interface Maze {
  readonly nodeCount: number;
  readonly streetCount: number;
  readonly start: number;
  readonly goal: number;
  readonly uTurn: boolean;
  /** Arcs leaving node v: arcOrder[arcStart[v] .. arcStart[v+1]). */
  readonly arcStart: Int32Array;
  readonly arcOrder: Int32Array;
  /** Head and tail node of each arc (arc a belongs to street a >> 1). */
  readonly arcHead: Int32Array;
  readonly arcTail: Int32Array;
}

/** The integer maze and the light vector of a puzzle that passed `validateViennese`. */
export function compileMaze(puzzle: ViennesePuzzle): { maze: Maze; lights: Uint8Array; ids: NodeId[] } {
  const ids = puzzle.nodes.map((n) => n.id);
  const index = new Map<NodeId, number>(ids.map((id, i) => [id, i]));
  const nodeCount = ids.length;
  const streetCount = puzzle.streets.length;
  const arcHead = new Int32Array(2 * streetCount);
  const arcTail = new Int32Array(2 * streetCount);
  const degree = new Int32Array(nodeCount + 1);
  puzzle.streets.forEach((s, i) => {
    const a = index.get(s.from)!;
    const b = index.get(s.to)!;
    arcTail[2 * i] = a;
    arcHead[2 * i] = b;
    arcTail[2 * i + 1] = b;
    arcHead[2 * i + 1] = a;
    degree[a]! += 1;
    degree[b]! += 1;
  });
  const arcStart = new Int32Array(nodeCount + 1);
  for (let v = 0; v < nodeCount; v++) arcStart[v + 1] = arcStart[v]! + degree[v]!;
  const fill = arcStart.slice(0, nodeCount);
  const arcOrder = new Int32Array(2 * streetCount);
  for (let arc = 0; arc < 2 * streetCount; arc++) arcOrder[fill[arcTail[arc]!]!++] = arc;
  const maze: Maze = {
    nodeCount,
    streetCount,
    start: index.get(puzzle.start)!,
    goal: index.get(puzzle.goal)!,
    uTurn: variantOf(puzzle) === 'u-turn',
    arcStart,
    arcOrder,
    arcHead,
    arcTail,
  };
  const lights = Uint8Array.from(puzzle.streets, (s) => lightIndex(s.light));
  return { maze, lights, ids };
}

/** The puzzle with new lights (same order as its streets). */
export function withLights(puzzle: ViennesePuzzle, lights: ArrayLike<number>): ViennesePuzzle {
  return { ...puzzle, streets: puzzle.streets.map((s, i) => ({ ...s, light: LIGHTS[lights[i]!]! })) };
}

/** How a node is written in messages and drawings. */
export function nodeName(id: NodeId): string {
  return String(id);
}
