import { describe, expect, it } from 'vitest';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { judgeTracedRoute } from '../../bench/railway-pictures/judge.js';
import { syntheticMaze } from '../../bench/railway-pictures/maze.js';
import { answeredWithDoubt, classRequest, tracedMaze } from '../helpers/corpus-maze.js';
import { stroke, svgPicture } from './draw.js';

/*
 * A start or finish given in a blot of ink, a letter or a blob drawn over the track there
 * (end-blots.ts): the answer is unsure and says how to give the end clear of it.
 */


describe('a start or finish in a blot of ink', () => {
  it('tight curves with lettering 55: the start lay in an S, a blob and an arrow merged with the track and the route, wrong, was sure (made unsure by this rule alone); with the blob erased down to the track (blob-dots.ts) the start lies in no blot and the route is right', async () => {
    const maze = await syntheticMaze(classRequest('tight-curves-lettering', 55));
    const puzzle = await tracedMaze(maze);
    const { report } = await answeredWithDoubt(puzzle);
    const judged = judgeTracedRoute(puzzle, maze);
    expect(judged.legal && judged.sameTrack).toBe(true);
    expect(report.endsInBlots).toEqual([]);
  });

  it('the same maze without its lettering: no blot at the same start, and the answer is sure', async () => {
    const request = classRequest('tight-curves-lettering', 55);
    const maze = await syntheticMaze({ ...request, distortion: { ...request.distortion, lettering: false } });
    const { answer, report } = await answeredWithDoubt(await tracedMaze(maze));
    expect(report.endsInBlots).toEqual([]);
    expect(answer.confidence).toBe('sure');
  });

  it('tight curves with lettering 107: the start, given on a curve where it leaves the line at a tangent under the S, lies in ink the two share beside their fork; the route, up the line, was sure and wrong', async () => {
    const maze = await syntheticMaze(classRequest('tight-curves-lettering', 107));
    const puzzle = await tracedMaze(maze);
    const { answer, report } = await answeredWithDoubt(puzzle);
    expect(report.endsInBlots.map((b) => [b.end, Boolean(b.fork)])).toEqual([['start', true]]);
    expect(answer.confidence).toBe('unsure');
  });

  it('a blob on a loop: a start given in it is in a blot, one given on the clear line is not', async () => {
    const loop = stroke('M80 80 L320 80 A40 40 0 0 1 360 120 L360 240 A40 40 0 0 1 320 280 L80 280 A40 40 0 0 1 40 240 L40 120 A40 40 0 0 1 80 80', 8);
    const blob = '<circle cx="200" cy="92" r="15" fill="#000"/>';
    const picture = await svgPicture(400, 320, loop + blob);
    const answerFrom = async (start: number[]) => {
      const read = await railwayPicture.parse(picture, { start, finish: [360, 200] }, 'blob.png');
      if (!read.ok) throw new Error(read.issues[0]!.message);
      const { answer, report } = await answeredWithDoubt(read.value);
      return { blots: report.endsInBlots.map((b) => b.end), confidence: answer.confidence };
    };
    // The blot alone makes the answer unsure.
    expect(await answerFrom([200, 90])).toEqual({ blots: ['start'], confidence: 'unsure' });
    expect(await answerFrom([120, 80])).toEqual({ blots: [], confidence: 'sure' });
  });
});
