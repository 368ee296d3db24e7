import { tailOf } from './gaps.js';
import { labelWithin } from './components.js';
import { type Bitmap, degreeOf, setIndices } from './raster.js';

/*
 * A filled shape's corner is sharper than the disc that finds the shape (thick.ts), so
 * erasing the shape leaves a sliver of ink in the corner, along its two edges. Thinned, the
 * line that ran into the corner forks there into a V of short spurs hugging the shape, and
 * the spurs' ends, pointing along the shape's edges, stand for the line where the track is
 * joined across the shape (erased-bridges.ts). Such a V is the shape's, not track. A sliver
 * hugs the shape closer than half a stroke width; the branches of a switch that run along
 * the shape's edges, merged with it, lie farther out and are kept.
 */

/**
 * Clears each V of spurs at an erased shape: two or more skeleton ends whose stretch back to
 * the junction where they meet, at most `back` pixels long, lies within `reach` pixels of
 * one shape (`shape` holds each erased pixel's shape label), junction included. The junction
 * stays, as the end of the line that forked there. How many spurs were cleared.
 */
export function clearCornerSpurs(skeleton: Bitmap, shape: Int32Array, back: number, reach: number): number {
  const spurs = new Map<string, number[][]>();
  for (const i of setIndices(skeleton.data)) {
    if (degreeOf(skeleton, i) !== 1) continue;
    const id = labelWithin(shape, skeleton, i, NEAR);
    if (id === 0) continue;
    const tail = tailOf(skeleton, i, back + 1);
    const fork = tail[tail.length - 1]!;
    // A spur: short, ending at a junction, hugging one shape all the way.
    if (tail.length < 2 || tail.length - 1 > back || degreeOf(skeleton, fork) < 3) continue;
    if (!tail.every((j) => labelWithin(shape, skeleton, j, reach, id) === id)) continue;
    const key = `${id}:${fork}`;
    spurs.set(key, [...(spurs.get(key) ?? []), tail.slice(0, -1)]);
  }
  let cleared = 0;
  for (const vee of spurs.values()) {
    // One spur alone may be the line itself, cut by the shape's edge: only a V is the corner.
    if (vee.length < 2) continue;
    for (const spur of vee) for (const j of spur) skeleton.data[j] = 0;
    cleared += vee.length;
  }
  return cleared;
}

/** An end this near a shape (pixels, a disc; erased-bridges.ts takes the 5x5 square round it) is at it. */
const NEAR = 2;
