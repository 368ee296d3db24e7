import type { Board } from './board.js';

/** A bridge `from --side--> to`, with the value folded over the cells it cuts off (the subtree of `to`). */
export type Bridge = readonly [from: number, side: number, to: number, cutOff: number];

export interface BridgeSearch {
  readonly bridges: Bridge[];
  /** Cells in visiting order; a subtree is `order.slice(position, position + size)`. */
  readonly order: number[];
  readonly size: Int32Array;
  /** Visit time of each cell, -1 for cells no root reaches. */
  readonly tin: Int32Array;
}

/**
 * Bridges of the graph whose edges `passes(i, side, j)` allows, by Tarjan's low-link
 * depth-first search from each root in turn (unvisited ones only). `value` of each cell is
 * folded with `combine` over every subtree, so a bridge carries what lies behind it.
 */
export function findBridges(
  b: Board,
  passes: (i: number, side: number, j: number) => boolean,
  roots: Iterable<number>,
  value: (i: number) => number,
  combine: (a: number, c: number) => number,
): BridgeSearch {
  const n = b.cell.length;
  const tin = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  const folded = new Int32Array(n);
  const order: number[] = [];
  const bridges: Bridge[] = [];
  let clock = 0;
  const visit = (i: number, parentSide: number) => {
    tin[i] = low[i] = clock++;
    order.push(i);
    folded[i] = value(i);
    for (let d = 0; d < 4; d++) {
      const j = b.next(i, d);
      if (j < 0 || d === parentSide || !passes(i, d, j)) continue;
      if (tin[j]! >= 0) low[i] = Math.min(low[i]!, tin[j]!);
      else {
        visit(j, (d + 2) % 4);
        low[i] = Math.min(low[i]!, low[j]!);
        size[i]! += size[j]!;
        folded[i] = combine(folded[i]!, folded[j]!);
        if (low[j]! > tin[i]!) bridges.push([i, d, j, folded[j]!]);
      }
    }
  };
  for (const root of roots) if (tin[root]! < 0) visit(root, -1);
  return { bridges, order, size, tin };
}
