import type { NodeId, ViennesePuzzle } from './model.js';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Node positions fitted into a box, aspect kept, plus the typical street length there
 * (the median), which sizes nodes, lines and offsets. Nodes without coordinates in the
 * JSON are all placed on a circle instead.
 */
export function fitMaze(puzzle: ViennesePuzzle, box: Box): { at: Map<NodeId, Point>; street: number } {
  const placed = puzzle.nodes.every((n) => n.x !== undefined && n.y !== undefined);
  const raw = puzzle.nodes.map((n, i) => {
    if (placed) return { x: n.x!, y: n.y! };
    const angle = (2 * Math.PI * i) / puzzle.nodes.length - Math.PI / 2;
    return { x: Math.cos(angle), y: Math.sin(angle) };
  });
  const xs = raw.map((p) => p.x);
  const ys = raw.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = Math.max(maxX - minX, 1e-9);
  const spanY = Math.max(maxY - minY, 1e-9);
  const scale = Math.min(box.width / spanX, box.height / spanY);
  const offsetX = box.x + (box.width - spanX * scale) / 2;
  const offsetY = box.y + (box.height - spanY * scale) / 2;
  const at = new Map<NodeId, Point>();
  puzzle.nodes.forEach((n, i) => at.set(n.id, { x: offsetX + (raw[i]!.x - minX) * scale, y: offsetY + (raw[i]!.y - minY) * scale }));
  const lengths = puzzle.streets
    .map((s) => Math.hypot(at.get(s.from)!.x - at.get(s.to)!.x, at.get(s.from)!.y - at.get(s.to)!.y))
    .sort((a, b) => a - b);
  const street = lengths.length > 0 ? lengths[Math.floor(lengths.length / 2)]! : Math.min(box.width, box.height) / 2;
  return { at, street: Math.max(street, 1) };
}

/** A number as SVG writes it: two decimals at most. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}
