import { describe, expect, it } from 'vitest';
import { doubtRemark } from '../../src/encoders/railway/doubt-text.js';
import { answeredWithDoubt, classMaze, tracedMaze } from '../helpers/corpus-maze.js';

/*
 * A start or finish given beside ink the learned model left out as lettering or a drawing
 * (end-drawings.ts): the answer is unsure and the note says where the drawing is.
 */


describe('a start or finish beside a drawing over the track', () => {
  it('homework-like 104: the finish given under the engine drawn over a switch; the route through the switch\'s V said Sure and was wrong', async () => {
    const { answer, report } = await answeredWithDoubt(await tracedMaze(await classMaze('homework', 104)));
    const drawn = report.endsInBlots.filter((b) => b.drawing);
    expect(drawn.map((b) => b.end)).toEqual(['finish']);
    expect(drawn[0]!.drawing!.widths).toBeLessThanOrEqual(2.5);
    expect(answer.confidence).toBe('unsure');
    expect(doubtRemark(report).text).toMatch(/the finish \(91,132\) lies [\d.]+ line widths from ink left out of the track as lettering or a drawing, at \(\d+,\d+\)/);
  });

  it('everything at once 90: an end 1.8 widths from a drawing; the route over other track said Sure', async () => {
    const { answer, report } = await answeredWithDoubt(await tracedMaze(await classMaze('everything', 90)));
    expect(report.endsInBlots.some((b) => b.drawing)).toBe(true);
    expect(answer.confidence).toBe('unsure');
  });

  it('everything at once 114: the nearest drawing 2.6 widths from an end, no doubt from it, and the right answer stays sure', async () => {
    const { answer, report } = await answeredWithDoubt(await tracedMaze(await classMaze('everything', 114)));
    expect(report.endsInBlots).toEqual([]);
    expect(answer.confidence).toBe('sure');
  });
});
