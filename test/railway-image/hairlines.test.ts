import { describe, expect, it } from 'vitest';
import type { HiddenPart } from '../../bench/railway-pictures/draw.js';
import { judgeTracedRoute } from '../../bench/railway-pictures/judge.js';
import { type SyntheticMaze, syntheticMaze } from '../../bench/railway-pictures/maze.js';
import { answerPuzzle } from '../../src/api/index.js';
import type { DoubtReport } from '../../src/encoders/railway/doubt.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { label } from '../../src/image/components.js';
import { pressedShare } from '../../src/image/hairlines.js';
import { classRequest, tracedMaze } from '../helpers/corpus-maze.js';
import { differingShare, strokesOfPicture } from '../helpers/strokes.js';

/*
 * Lettering drawn with a finer pen than the track (hairlines.ts): the tight curves
 * with its lettering (`lettering: true`), one part drawn and the others hidden.
 */
const LETTERING_PARTS: readonly HiddenPart[] = ['lettering-word', 'lettering-blob', 'lettering-arrow', 'lettering-S', 'lettering-F'];

/** Tight curves, seed `seed`, with only the lettering's `parts` drawn (none: the bare maze); `pressure`: the pen pressed 0.6-1.4 times its width. */
function tightCurves(seed: number, parts: readonly HiddenPart[], pressure = false): Promise<SyntheticMaze> {
  const request = classRequest('tight-curves', seed);
  const hidden = LETTERING_PARTS.filter((part) => !parts.includes(part));
  return syntheticMaze({ ...request, distortion: { ...request.distortion, lettering: true, hidden, ...(pressure ? { pressure } : {}) } });
}

/** The ink thinning gets from a drawn maze. */
const strokesOfTight = (maze: SyntheticMaze) => strokesOfPicture(new Uint8Array(maze.bytes));

describe('lettering drawn much thinner than the track is no track (hairlines.ts)', () => {
  it('erases the thin words: what thinning gets is within a few pixels of the bare maze (seeds 1-3)', async () => {
    for (const seed of [1, 2, 3]) {
      const bare = await strokesOfTight(await tightCurves(seed, []));
      const lettered = await strokesOfTight(await tightCurves(seed, ['lettering-word']));
      // Kept, the words' ink differs from the bare maze's by 5-7% of it.
      expect({ seed, close: differingShare(lettered.binary, bare.binary) < 0.02 }).toEqual({ seed, close: true });
    }
  });

  it('routes right the words-only and arrows-only pictures the words and arrows broke (seeds 2 and 3; 2)', async () => {
    for (const [seed, part] of [[2, 'lettering-word'], [3, 'lettering-word'], [2, 'lettering-arrow']] as const) {
      const maze = await tightCurves(seed, [part]);
      const judged = judgeTracedRoute(await tracedMaze(maze), maze);
      expect({ seed, part, right: judged.legal && judged.sameTrack }).toEqual({ seed, part, right: true });
    }
  });

  it("erases an arrow's head its erased shaft left on the paper: one piece of ink is left (arrows only, seeds 1 and 7)", async () => {
    for (const seed of [1, 7]) {
      const { binary } = await strokesOfTight(await tightCurves(seed, ['lettering-arrow']));
      // Kept, the heads are pieces of their own (seed 1 three, seed 7 two), 2.2-2.6 stroke widths across, the track 40.
      expect({ seed, pieces: label(binary, 1, 8).components.length }).toEqual({ seed, pieces: 1 });
    }
  });

  it("routes right the arrows-only pictures where a head left between two tracks was joined to both (seeds 7 and 26)", async () => {
    for (const seed of [7, 26]) {
      const maze = await tightCurves(seed, ['lettering-arrow']);
      const judged = judgeTracedRoute(await tracedMaze(maze), maze);
      expect({ seed, right: judged.legal && judged.sameTrack }).toEqual({ seed, right: true });
    }
  });

  it('routes right the words-only pictures where "ta" of "Station" filled the corners of a junction (seeds 6 and 40)', async () => {
    for (const seed of [6, 40]) {
      const maze = await tightCurves(seed, ['lettering-word']);
      const judged = judgeTracedRoute(await tracedMaze(maze), maze);
      // Kept beside the track, the letters moved the junction: its turn read 59-62 degrees and refused, a wrong route.
      expect({ seed, right: judged.legal && judged.sameTrack }).toEqual({ seed, right: true });
    }
  });

  it('leaves a pressing pen\'s track unnotched beside what the opening cut: words only on a pressed pen stays right (seeds 9 and 15)', async () => {
    for (const seed of [9, 15]) {
      const maze = await tightCurves(seed, ['lettering-word'], true);
      const judged = judgeTracedRoute(await tracedMaze(maze), maze);
      // Notched beside the erased thin stretches of its own track, the pressed maze breaks: a wrong route.
      expect({ seed, right: judged.legal && judged.sameTrack }).toEqual({ seed, right: true });
    }
  });

  it('counts the erased strokes as left out of the track: the doubt note names the words beside the route (seed 1)', async () => {
    const maze = await tightCurves(1, ['lettering-word']);
    const puzzle = await tracedMaze(maze);
    const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, puzzle, { limit: 1, engine: {}, remarks: true });
    const doubt = answer.notes.find((n) => n.key === 'doubt')!;
    expect((doubt.data as DoubtReport).leftOutBeside.map((p) => p.why)).toContain('hairline');
    expect(answer.confidence).toBe('unsure');
    expect(doubt.text).toContain('strokes much thinner than the track (lettering)');
  });

  it('measures whether the pen presses: a pressed pen runs its own track under 0.7 widths, and its words are kept', async () => {
    const even = await strokesOfTight(await tightCurves(1, []));
    const pressedBare = await strokesOfTight(await tightCurves(1, [], true));
    expect(pressedShare(even.binary, even.strokeWidth)).toBeLessThan(0.05);
    expect(pressedShare(pressedBare.binary, pressedBare.strokeWidth)).toBeGreaterThan(0.2);
    // Erased, the words would leave the pressed maze within 2% of its bare self, as the even pen's do; kept, 4.6%.
    const pressed = await strokesOfTight(await tightCurves(1, ['lettering-word'], true));
    expect(differingShare(pressed.binary, pressedBare.binary)).toBeGreaterThan(0.04);
  });
});
