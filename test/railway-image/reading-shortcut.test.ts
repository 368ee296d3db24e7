import { describe, expect, it } from 'vitest';
import { doubtRemark } from '../../src/encoders/railway/doubt-text.js';
import { answeredWithDoubt, judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * Round 58b. A turn within the limit refused by a reading of the ink (a letter's stroke over a
 * fork, a letter beside an end) that alone keeps a much shorter route closed makes the answer
 * unsure (reading-shortcut.ts). A turn that keeps to one curve through an X is a touch, which
 * the crossing rule leaves to the angle (one-curve.ts).
 */


describe('a reading that alone keeps a much shorter route closed', () => {
  it("hand-lettered 184: a move refused as onto a letter's stroke over a fork, 67°, keeps closed a route 34% shorter; it said Sure and was wrong, and is unsure now, the move named", async () => {
    const { puzzle, judged } = await judgedClassMaze('hand-lettered', 184);
    expect(judged.legal && judged.sameTrack).toBe(false);
    const { answer, report } = await answeredWithDoubt(puzzle);
    expect(answer.confidence).toBe('unsure');
    const hinges = report.routes.flatMap((r) => r.hinges).filter((h) => h.shortcut !== undefined);
    expect(hinges.map((h) => [h.rule, Math.round(h.turn), Math.round(100 * h.shortcut!)])).toEqual([['stroke', 67, 34]]);
    const text = doubtRemark(report).text;
    expect(text).toMatch(/^Unsure: the route depends on 1 junction refused within the turn limit by a reading of the ink \(a letter's stroke over a fork, a letter beside an end\) that alone keeps a much shorter route closed; the defaults choose route A/);
    expect(text).toContain("refused as a move onto a stroke laid over a switch's fork; far from any threshold, that reading alone keeps closed a route 34% shorter");
  });

  it('everything at once 179: a 30° move off the line at the start, refused where a letter is read beside it, keeps closed a route 39% shorter: unsure', async () => {
    const { puzzle, judged } = await judgedClassMaze('everything', 179);
    expect(judged.legal && judged.sameTrack).toBe(false);
    const { answer, report } = await answeredWithDoubt(puzzle);
    expect(answer.confidence).toBe('unsure');
    expect(report.routes.flatMap((r) => r.hinges).some((h) => h.shortcut !== undefined && h.rule === 'label')).toBe(true);
  });
});

describe('a turn that keeps to one curve through an X is a touch, not a crossing', () => {
  it('touching circles 107: a circle touching the next, thinned into an X; the 59° turn that keeps to the circle is allowed and the route is right and sure (before: straight on through the touch, sure and wrong)', async () => {
    const { puzzle, judged } = await judgedClassMaze('touching-circles', 107);
    expect([judged.legal, judged.sameTrack]).toEqual([true, true]);
    const { answer } = await answeredWithDoubt(puzzle);
    expect(answer.confidence).toBe('sure');
  });

  it('touching circles 65: a small loop touching a circle; the 65° turn that keeps to the circle is allowed, the route is right, and unsure as a turn within 10° of the limit', async () => {
    const { puzzle, judged } = await judgedClassMaze('touching-circles', 65);
    expect([judged.legal, judged.sameTrack]).toEqual([true, true]);
    const { answer, report } = await answeredWithDoubt(puzzle);
    expect(answer.confidence).toBe('unsure');
    expect(report.routes.flatMap((r) => r.hinges).map((h) => [h.rule, Math.round(h.turn)])).toEqual([['angle', 65]]);
  });

  it('shallow crossings 3: two straight lines crossing, whose refused 63° turn would open a route half as long, are still a crossing; the right answer stays sure', async () => {
    const { puzzle, judged } = await judgedClassMaze('shallow-crossings', 3);
    expect([judged.legal, judged.sameTrack]).toEqual([true, true]);
    const { answer } = await answeredWithDoubt(puzzle);
    expect(answer.confidence).toBe('sure');
  });
});
