import type { Part } from '../family.js';
import type { RailwaySolution } from './model.js';
import { segmentKey } from './render.js';

/**
 * The track segments where two routes differ: used by one and not the other, or run in
 * other directions. Empty exactly when the routes are the same steps in the same order
 * (the same directed segments in another order is named as the route order). In route order.
 */
export function routeDifferences(a: RailwaySolution, b: RailwaySolution): Part[] {
  const directions = (s: RailwaySolution) => {
    const map = new Map<string, string>();
    for (const step of s.segments) map.set(step.segment, [map.get(step.segment), step.reversed ? 'back' : 'on'].filter(Boolean).sort().join('+'));
    return map;
  };
  const [da, db] = [directions(a), directions(b)];
  const ids = new Set([...da.keys(), ...db.keys()]);
  const parts: Part[] = [];
  for (const id of ids) {
    const [x, y] = [da.get(id), db.get(id)];
    if (x === y) continue;
    const name = x === undefined || y === undefined ? `segment ${id}` : `segment ${id} (run the other way)`;
    parts.push({ key: segmentKey(id), kind: 'track segment', name, ids: [id] });
  }
  const same = a.segments.length === b.segments.length && a.segments.every((s, i) => s.segment === b.segments[i]!.segment && s.reversed === b.segments[i]!.reversed);
  if (parts.length === 0 && !same) parts.push({ key: 'route:order', kind: 'track segment', name: 'the order the segments are run in' });
  return parts;
}
