type Point = readonly [number, number];

/**
 * The polyline moved `distance` to its left (negative: right), each point along the normal of
 * the line's heading over `reach` either side of it, so a traced line's pixel steps do not
 * shake it: a route drawn beside another over the same track, both seen.
 */
export function besideLine(points: readonly Point[], distance: number, reach = Math.max(3, 2 * Math.abs(distance))): [number, number][] {
  const along = [0];
  for (let k = 1; k < points.length; k++) along.push(along[k - 1]! + Math.hypot(points[k]![0] - points[k - 1]![0], points[k]![1] - points[k - 1]![1]));
  let [back, ahead] = [0, 0];
  return points.map(([x, y], k) => {
    while (back < k - 1 && along[k]! - along[back]! > reach) back++;
    ahead = Math.max(ahead, Math.min(k + 1, points.length - 1));
    while (ahead < points.length - 1 && along[ahead + 1]! - along[k]! <= reach) ahead++;
    const [dx, dy] = [points[ahead]![0] - points[back]![0], points[ahead]![1] - points[back]![1]];
    const norm = Math.hypot(dx, dy);
    if (norm === 0) return [x, y];
    // Left of the heading in picture coordinates (y down): (dy, -dx).
    return [x + (distance * dy) / norm, y - (distance * dx) / norm];
  });
}
