import { describe, expect, it } from 'vitest';
import { doubtRemark } from '../../src/encoders/railway/doubt-text.js';
import { answeredWithDoubt, judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * A start or finish given in a knot of junctions with lettering left out near it (end-knots.ts):
 * the answer is unsure and the note says how many junctions lie round the end.
 */


describe('a start or finish in a knot of junctions', () => {
  it("tight-lettered 107: the finish under an F whose stem lies over a T junction, five junctions round it; the route through the T's V said Sure and was wrong", async () => {
    const { puzzle, judged } = await judgedClassMaze('tight-lettered', 107);
    expect(judged.legal).toBe(false);
    const { answer, report } = await answeredWithDoubt(puzzle);
    expect(report.endsInBlots.map((b) => [b.end, b.knot])).toEqual([['finish', 5]]);
    expect(answer.confidence).toBe('unsure');
    expect(doubtRemark(report).text).toMatch(/the finish \(198,210\) lies in a knot of 5 junctions within 3.5 line widths of it/);
  });

  it('tight curves 52: five junctions within 3.5 widths of the finish where tight curves touch, but no lettering left out near it: no knot, and the right answer stays sure', async () => {
    const { puzzle, judged } = await judgedClassMaze('tight-curves', 52);
    expect(judged.legal && judged.sameTrack).toBe(true);
    const { answer, report } = await answeredWithDoubt(puzzle);
    expect(report.endsInBlots).toEqual([]);
    expect(answer.confidence).toBe('sure');
  });

  it('tight curves 25: four junctions round the finish where circles touch, no knot, and the right answer stays sure', async () => {
    const { puzzle, judged } = await judgedClassMaze('tight-curves', 25);
    expect(judged.legal && judged.sameTrack).toBe(true);
    const { answer, report } = await answeredWithDoubt(puzzle);
    expect(report.endsInBlots).toEqual([]);
    expect(answer.confidence).toBe('sure');
  });
});

describe('a start or finish beside a junction of more lines than track makes', () => {
  it('hand-lettered 135: the finish 1.6 widths from a junction of 5 arms (an F over the junction beside it, traced as track); the route that said Sure was wrong', async () => {
    const { puzzle, judged } = await judgedClassMaze('hand-lettered', 135);
    expect(judged.legal && judged.sameTrack).toBe(false);
    const { answer, report } = await answeredWithDoubt(puzzle);
    expect(report.endsInBlots.map((b) => [b.end, b.crowded])).toEqual([['finish', 5]]);
    expect(answer.confidence).toBe('unsure');
    expect(doubtRemark(report).text).toMatch(/the finish \(137,137\) lies within 2 line widths of a junction where 5 lines meet/);
  });

  it('everything at once 19: a junction of 5 arms 0.9 widths from the start, but no pinhole left out near it: not in doubt, and the right answer stays sure', async () => {
    const { puzzle, judged } = await judgedClassMaze('everything', 19);
    expect(judged.legal && judged.sameTrack).toBe(true);
    const { answer, report } = await answeredWithDoubt(puzzle);
    expect(report.endsInBlots).toEqual([]);
    expect(answer.confidence).toBe('sure');
  });
});
