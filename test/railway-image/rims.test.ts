import { describe, expect, it } from 'vitest';
import { chooseMoves, type JudgedMove, type JunctionMoves } from '../../src/image/moves.js';
import { type PixelGraph, segmentsAt, traceSkeleton } from '../../src/image/pixel-graph.js';
import type { Bitmap } from '../../src/image/raster.js';
import { refuseRims } from '../../src/image/rims.js';
import type { SecantSettings } from '../../src/image/turns.js';
import { contractWebs } from '../../src/image/webs.js';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * An engine's web keeps its wheels' rims as short loops out of its node and back in; a train
 * let out along one and back in turns twice, and the two turns add up to a way no junction
 * allows (through the V it stands on, or back the way it came). A rim is no way on, unless a
 * line at the web has no other.
 */

const [WIDTH, HEIGHT] = [80, 40];
const STROKE = 4;
// A generous limit lets the rims' moves through, as a web's small turns do.
const SECANTS: SecantSettings = { rule: 'seed', measure: 'secant', forward: 7, back: 8, angleLimit: 120, strokeWidth: STROKE };

/** A line along y = 20 under a grid of 6 px cells (a web round 4 holes), and a loop below the grid from (32, 26) back to (40, 26) through the corners `path`. */
function webWithLoop(path: readonly (readonly [number, number])[]): Bitmap {
  const data = new Uint8Array(WIDTH * HEIGHT);
  for (let x = 0; x < WIDTH; x++) data[20 * WIDTH + x] = 1;
  for (let y = 14; y <= 26; y += 6) for (let x = 30; x <= 42; x++) data[y * WIDTH + x] = 1;
  for (let x = 30; x <= 42; x += 6) for (let y = 14; y <= 26; y++) data[y * WIDTH + x] = 1;
  // Corners cut diagonally, as thinning leaves them.
  const corners = [[32, 26], ...path, [40, 26]] as const;
  for (let k = 1; k < corners.length; k++) {
    const [[x0, y0], [x1, y1]] = [corners[k - 1]!, corners[k]!];
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
    for (let t = 0; t <= steps; t++) data[Math.round(y0 + ((y1 - y0) * t) / steps) * WIDTH + Math.round(x0 + ((x1 - x0) * t) / steps)] = 1;
  }
  return { width: WIDTH, height: HEIGHT, data };
}

/** The web's node: the one node of three arms or more left after contraction. */
function webNode(graph: PixelGraph): number {
  const [web, ...others] = [...graph.nodes.values()].filter((n) => segmentsAt(graph, n.id).length >= 3);
  expect(others).toEqual([]);
  return web!.id;
}

/** A wheel hanging below the grid, 22 px round (5.5 widths). */
const WHEEL = [[32, 33], [33, 34], [39, 34], [40, 33]] as const;

const usesRim = (graph: PixelGraph, node: number) => (m: JudgedMove) => [m.into, m.out].some((a) => graph.nodes.get(node)!.rims!.includes(a.segment.id));

const judged = (graph: PixelGraph): JunctionMoves => chooseMoves(graph, SECANTS);

describe("an engine's rims at its web are no way on", () => {
  it('a wheel 22 px round (5.5 widths) is a rim: no move onto it or off it, the line straight on through the web', () => {
    const graph = traceSkeleton(webWithLoop(WHEEL));
    contractWebs(graph, STROKE, new Set());
    const node = webNode(graph);
    expect(graph.nodes.get(node)!.rims).toHaveLength(2);
    const moves = judged(graph);
    // Judged by angle alone, the rims give ways on.
    const onRims = moves.get(node)!.filter((m) => m.allowed && usesRim(graph, node)(m)).length;
    expect(onRims).toBeGreaterThan(0);
    refuseRims(graph, moves);
    const list = moves.get(node)!;
    expect(list.filter((m) => m.allowed && usesRim(graph, node)(m))).toEqual([]);
    expect(list.filter((m) => m.by === 'rim').length).toBe(onRims);
    // The line's two halves, straight on both ways.
    expect(list.filter((m) => m.allowed).map((m) => Math.round(m.angle))).toEqual([0, 0]);
  });

  it('where a line at the web has no way on but the rims, they stay', () => {
    const graph = traceSkeleton(webWithLoop(WHEEL));
    contractWebs(graph, STROKE, new Set());
    const node = webNode(graph);
    const moves = judged(graph);
    // The line turning away under the engine, over the limit as measured at the web's node.
    moves.set(node, moves.get(node)!.map((m) => (usesRim(graph, node)(m) ? m : { ...m, allowed: false })));
    const before = moves.get(node)!.filter((m) => m.allowed).length;
    expect(before).toBeGreaterThan(0);
    refuseRims(graph, moves);
    expect(moves.get(node)!.filter((m) => m.allowed).length).toBe(before);
  });

  it('a loop 27 widths round is no rim (track closes on itself at 15.7 widths or more)', () => {
    const graph = traceSkeleton(webWithLoop([[32, 37], [33, 38], [77, 38], [78, 37], [78, 33], [77, 32], [41, 32], [40, 31]]));
    contractWebs(graph, STROKE, new Set());
    const node = webNode(graph);
    expect(graph.nodes.get(node)!.rims).toBeUndefined();
  });

  it('all at once 58 (an engine on a switch, its rims 3 to 9 widths round at its web): the route no longer turns back round a rim; it is right', async () => {
    expect((await judgedClassMaze('all-at-once', 58)).judged).toMatchObject({ legal: true, sameTrack: true });
  });

  it('all at once 4 (the curve under the engine over the limit into every other line at the web): the rims stay its way on; the route is right', async () => {
    expect((await judgedClassMaze('all-at-once', 4)).judged).toMatchObject({ legal: true, sameTrack: true });
  });
});
