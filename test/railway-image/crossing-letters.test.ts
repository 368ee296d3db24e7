import { describe, expect, it } from 'vitest';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { decodePicture } from '../../src/image/decode.js';
import { DEFAULT_SETTINGS } from '../../src/image/settings.js';
import { tracePicture } from '../../src/image/trace-picture.js';
import { railwayGraph } from '../../src/encoders/railway/graph.js';
import { shortestRoute } from '../../src/encoders/railway/shortest.js';
import { degreeOf, movesAtNode } from '../../bench/railway-pictures/route.js';
import { stroke, svgPicture, X45 } from './draw.js';

/*
 * Issue 34: a letter written over a crossing. Its stroke touches the track where the lines
 * cross and thins with it into a fifth arm; the lines still run on through it, and a train
 * goes straight on (crossings.ts, crossingAmong). A letter's stroke touching the fork where
 * two circles touch side by side makes it four-armed, opening like a crossing; but three of
 * its arms run on into each other more smoothly as a switch than any two pairs run straight
 * on: a switch with the stroke laid over it (moves.ts, switchUnderStroke), where a train
 * still changes circles, and the stroke is no way on.
 */

/** The 400x300 drawing `svg` traced between `start` and `finish`, and its junction nearest `at` (within 4 px of it). */
async function junctionNear(svg: string, start: [number, number], finish: [number, number], at: [number, number]) {
  const result = await railwayPicture.parse(await svgPicture(400, 300, svg), { start, finish } as never, 'drawn.png');
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
  const puzzle = result.value;
  const away = (n: { x: number; y: number }) => Math.hypot(n.x - at[0], n.y - at[1]);
  const junction = puzzle.nodes.filter((n) => degreeOf(puzzle, n.id) >= 3).sort((a, b) => away(a) - away(b))[0]!;
  expect(away(junction)).toBeLessThan(4);
  return { puzzle, junction };
}

// Two straight lines crossing at 45° at (200,150), joined into one closed track (draw.ts), and an
// arch like an n's standing on the crossing, its foot on the upper-right line.
const ARCH = stroke('M200,150 C200,120 240,120 240,134');

describe('a letter over a crossing (issue 34)', () => {
  it('its stroke is a fifth arm, and a train still goes straight on', async () => {
    // From the upper-left strand to the upper-right one: straight on through the crossing and
    // round the right loop (over 300 px), not across onto the other line (about 150 px).
    const { puzzle, junction: crossing } = await junctionNear(X45 + ARCH, [130, 121], [270, 121], [200, 150]);
    expect(degreeOf(puzzle, crossing.id)).toBe(5);
    // Straight on along both lines, both ways: four moves, none onto or off the letter.
    expect(movesAtNode(puzzle, crossing.id)).toHaveLength(4);
    expect(shortestRoute(railwayGraph(puzzle))!.length).toBeGreaterThan(300);
  });
});

// Two circles of radius 60 touching side by side at (200,150), and a letter's stroke from the
// fork above the touching (about (201,134), where their strokes part) across to the right circle.
const TOUCHING = stroke('M200,150 A60,60 0 1 1 200,149.99') + stroke('M200,150 A60,60 0 1 0 200,149.99');
const LETTER_AT_FORK = stroke('M201,134 L260,128 L300,100');

describe('a letter at the fork of circles touching (issue 34)', () => {
  it('makes four arms that are no crossing: the left circle still runs on down through the touching', async () => {
    // From the left circle's top to the right circle's bottom: down the left circle into the
    // touching and out along the right one (about 190 px, as without the letter), not round
    // both circles (over 500 px) as a crossing of the left circle with the letter would make it.
    const { puzzle, junction: fork } = await junctionNear(TOUCHING + LETTER_AT_FORK, [140, 90], [260, 210], [201, 134]);
    expect(degreeOf(puzzle, fork.id)).toBe(4);
    // Stem to either branch, both ways: four moves, none onto or off the letter.
    expect(movesAtNode(puzzle, fork.id)).toHaveLength(4);
    expect(shortestRoute(railwayGraph(puzzle))!.length).toBeLessThan(250);
  });
});

describe('a start set on the fourth arm at the fork of circles touching (issue 34)', () => {
  it('that arm is track, no stroke laid over the switch: a train leaves the start along it', async () => {
    // The start on the line drawn where the letter was (homework-like 74: an S's bowl merged with
    // the line beside the start took the branch's place, and the start's own line was read as the
    // stroke, no way on). From it into the fork and up the left circle: about 120 px.
    const result = await railwayPicture.parse(await svgPicture(400, 300, TOUCHING + LETTER_AT_FORK), { start: [240, 130], finish: [140, 90] } as never, 'drawn.png');
    if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
    expect(shortestRoute(railwayGraph(result.value))?.length).toBeLessThan(150);
  });
});

describe('a stroke laid over a switch, in the doubt note (issue 34)', () => {
  it('the moves onto the stroke are refused by a rule of their own, not as the V between the branches', async () => {
    const decoded = await decodePicture(await svgPicture(400, 300, TOUCHING + LETTER_AT_FORK));
    if (!decoded.ok) throw new Error(decoded.issues[0]!.message);
    const traced = tracePicture(decoded.value, { start: [140, 90], finish: [260, 210], settings: DEFAULT_SETTINGS });
    if (!traced.ok) throw new Error(traced.issues[0]!.message);
    const { graph, moves } = traced.value;
    const fork = [...moves.keys()].map((id) => graph.nodes.get(id)!).sort((a, b) => Math.hypot(a.x - 201, a.y - 134) - Math.hypot(b.x - 201, b.y - 134))[0]!;
    const why = new Set(moves.get(fork.id)!.filter((m) => !m.allowed).map((m) => m.by));
    expect(why.has('stroke')).toBe(true);
  });
});
