import type { Light, NodeId, ViennesePuzzle, Variant, VienneseNode, VienneseStreet } from './model.js';

export type CanvasShape = 'square' | 'triangular' | 'hexagonal';
export const CANVAS_SHAPES: readonly CanvasShape[] = ['square', 'triangular', 'hexagonal'];

/**
 * Node names in reading order: a..z, then aa, ab, ... (as the seed labels its 4x4 grid
 * abcd/efgh/ijkl/mnop).
 */
export function letterName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(97 + ((n - 1) % 26)) + name;
  return name;
}

interface Drawn {
  nodes: { x: number; y: number }[];
  streets: [number, number][];
}

/**
 * An uncoloured canvas (every light green) of `width` x `height`: the start is the first
 * node in reading order, the goal the last. Square: a grid of nodes. Triangular: rows of
 * nodes, every other row shifted by half, each node joined to up to six neighbours.
 * Hexagonal: the corners and sides of a honeycomb of width x height hexagons.
 */
export function canvas(shape: CanvasShape, width: number, height: number, variant: Variant = 'no-u-turn'): ViennesePuzzle {
  const drawn = shape === 'square' ? squareGrid(width, height) : shape === 'triangular' ? triangularGrid(width, height) : honeycomb(width, height);
  // Reading order: top to bottom, then left to right.
  const order = drawn.nodes.map((_, i) => i).sort((a, b) => drawn.nodes[a]!.y - drawn.nodes[b]!.y || drawn.nodes[a]!.x - drawn.nodes[b]!.x);
  const rank = new Int32Array(order.length);
  order.forEach((i, r) => (rank[i] = r));
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const nodes: VienneseNode[] = order.map((i, r) => ({ id: letterName(r), x: round(drawn.nodes[i]!.x), y: round(drawn.nodes[i]!.y) }));
  const idOf = (i: number): NodeId => letterName(rank[i]!);
  const green: Light = 'green';
  const streets: VienneseStreet[] = drawn.streets.map(([a, b]) => ({ from: idOf(a), to: idOf(b), light: green }));
  return {
    type: 'viennese',
    variant,
    nodes,
    streets,
    start: nodes[0]!.id,
    goal: nodes[nodes.length - 1]!.id,
    title: `${shape} canvas ${width}x${height}`,
  };
}

/** Horizontal streets row by row, then vertical ones (the seed's order). */
function squareGrid(width: number, height: number): Drawn {
  const nodes = [];
  for (let r = 0; r < height; r++) for (let c = 0; c < width; c++) nodes.push({ x: c, y: r });
  const streets: [number, number][] = [];
  for (let r = 0; r < height; r++) for (let c = 0; c + 1 < width; c++) streets.push([r * width + c, r * width + c + 1]);
  for (let r = 0; r + 1 < height; r++) for (let c = 0; c < width; c++) streets.push([r * width + c, (r + 1) * width + c]);
  return { nodes, streets };
}

function triangularGrid(width: number, height: number): Drawn {
  const nodes = [];
  const h = Math.sqrt(3) / 2;
  for (let r = 0; r < height; r++) for (let c = 0; c < width; c++) nodes.push({ x: c + (r % 2) / 2, y: r * h });
  const at = (r: number, c: number) => (r < height && c >= 0 && c < width ? r * width + c : -1);
  const streets: [number, number][] = [];
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      // Odd rows sit half a step right: their lower neighbours are c and c+1, even rows' c-1 and c.
      const below = r % 2 === 0 ? [c - 1, c] : [c, c + 1];
      for (const t of [at(r, c + 1), ...below.map((b) => at(r + 1, b))]) if (t >= 0) streets.push([at(r, c), t]);
    }
  }
  return { nodes, streets };
}

/** Pointy-top hexagons in offset rows; corners shared between hexagons become one node. */
function honeycomb(width: number, height: number): Drawn {
  const nodes: { x: number; y: number }[] = [];
  const index = new Map<string, number>();
  const corner = (x: number, y: number): number => {
    const key = `${Math.round(x * 1000)},${Math.round(y * 1000)}`;
    let i = index.get(key);
    if (i === undefined) {
      i = nodes.length;
      index.set(key, i);
      nodes.push({ x, y });
    }
    return i;
  };
  const streets: [number, number][] = [];
  const known = new Set<string>();
  const w = Math.sqrt(3);
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const cx = w * (c + 0.5 * (r % 2)) + w / 2;
      const cy = 1.5 * r + 1;
      const corners = Array.from({ length: 6 }, (_, k) => {
        const angle = (Math.PI / 3) * k - Math.PI / 2;
        return corner(cx + Math.cos(angle), cy + Math.sin(angle));
      });
      for (let k = 0; k < 6; k++) {
        const [a, b] = [corners[k]!, corners[(k + 1) % 6]!];
        const key = a < b ? `${a},${b}` : `${b},${a}`;
        if (known.has(key)) continue;
        known.add(key);
        streets.push([a, b]);
      }
    }
  }
  return { nodes, streets };
}
