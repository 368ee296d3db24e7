import { describe, expect, it } from 'vitest';
import { doubtRemark } from '../../src/encoders/railway/doubt-text.js';
import { answeredWithDoubt, judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * A crossing beside an end, off the route, whose refused turn is within 10° of the angle limit
 * (crossing-doubt.ts): turned over as a hinge, read as two tracks touching, unless its two lines
 * bend alike, as two straight lines or two circles that cross do.
 */


describe('a crossing beside an end that two touching tracks could be', () => {
  it('the 2000 px scan 26: two circles touching beside the start read as a crossing at 66°; the route that said Sure went round the maze, and the turn of 64° now competes', async () => {
    const { puzzle, judged } = await judgedClassMaze('scan-2000px', 26);
    expect(judged.legal && !judged.sameTrack).toBe(true);
    const { answer, report } = await answeredWithDoubt(puzzle);
    expect(answer.confidence).toBe('unsure');
    const hinges = report.routes.flatMap((r) => r.hinges).filter((h) => h.rule === 'crossing');
    expect(hinges.map((h) => Math.round(h.turn))).toEqual([64]);
    expect(doubtRemark(report).text).toMatch(/refused as a crossing, the lines meeting at 66°, 30° or more makes a crossing; read as two tracks touching, not crossing, the turn is within the 70° limit/);
  });

  it('pressed circles 30: a true crossing of two circles beside the start, 66° with a refused turn of 64° as on the scan, but its two lines bend alike (the arcs of two circles): not turned over, and the right answer stays sure', async () => {
    const { puzzle, judged } = await judgedClassMaze('pressed-circles', 30);
    expect(judged.legal && judged.sameTrack).toBe(true);
    const { answer } = await answeredWithDoubt(puzzle);
    expect(answer.confidence).toBe('sure');
  });

  it('shallow crossings 53: two straight lines crossing beside the start, off the route, a refused turn of 66°; both lines straight, bending alike: not turned over, and the right answer stays sure', async () => {
    const { puzzle, judged } = await judgedClassMaze('shallow-crossings', 53);
    expect(judged.legal && judged.sameTrack).toBe(true);
    const { answer } = await answeredWithDoubt(puzzle);
    expect(answer.confidence).toBe('sure');
  });

  it('shallow crossings 3: crossings on the route beside its ends are not turned over, and the right answer stays sure', async () => {
    const { puzzle, judged } = await judgedClassMaze('shallow-crossings', 3);
    expect(judged.legal && judged.sameTrack).toBe(true);
    const { answer } = await answeredWithDoubt(puzzle);
    expect(answer.confidence).toBe('sure');
  });
});

describe('a crossing the route passes, goes round a circle from and passes again (two circles touching)', () => {
  it('touching circles 48: the touch of an oval and a circle read as a crossing sent the route that said Sure round the circle; since round 58b the turn of 69° keeps to one curve, is allowed (one-curve.ts) and the route is right, unsure as a turn 1° within the limit', async () => {
    const { puzzle, judged } = await judgedClassMaze('touching-circles', 48);
    expect([judged.legal, judged.sameTrack]).toEqual([true, true]);
    const { answer, report } = await answeredWithDoubt(puzzle);
    expect(answer.confidence).toBe('unsure');
    const hinges = report.routes.flatMap((r) => r.hinges);
    expect(hinges.map((h) => [h.rule, ...[...h.at, h.turn].map(Math.round)])).toEqual([['angle', 683, 369, 69]]);
  });

  it('the hand-drawn wobble 58: the refused turn is 10° within the limit, turned over all the same', async () => {
    const { puzzle, judged } = await judgedClassMaze('wobble', 58);
    expect(judged.legal && !judged.sameTrack).toBe(true);
    const { answer } = await answeredWithDoubt(puzzle);
    expect(answer.confidence).toBe('unsure');
  });

  it('shallow crossings 41: the route passes a crossing of two straight lines twice round a figure of eight, not a circle: the right answer stays sure', async () => {
    const { puzzle, judged } = await judgedClassMaze('shallow-crossings', 41);
    expect(judged.legal && judged.sameTrack).toBe(true);
    const { answer } = await answeredWithDoubt(puzzle);
    expect(answer.confidence).toBe('sure');
  });
});
