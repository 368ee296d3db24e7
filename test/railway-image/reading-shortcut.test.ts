import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import type { DoubtReport } from '../../src/encoders/railway/doubt.js';
import { doubtRemark } from '../../src/encoders/railway/doubt-text.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * A turn within the limit refused by a reading of the ink (a crossing, a letter's stroke over a
 * fork, a letter beside an end) that alone keeps a much shorter route closed makes the answer
 * unsure (reading-shortcut.ts); a crossing's turn counts only where it keeps to one curve.
 */

async function answered(puzzle: RailwayPuzzle) {
  const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, puzzle, { limit: 1, engine: {}, remarks: true });
  const doubt = answer.notes.find((n) => n.key === 'doubt')!;
  return { answer, report: doubt.data as DoubtReport };
}

describe('a reading that alone keeps a much shorter route closed', () => {
  it('touching circles 65: a small loop touching a circle read as a crossing; the route that said Sure went on through the touch, and the turn of 65° that keeps to the circle now competes, named', async () => {
    const { puzzle, judged } = await judgedClassMaze('touching-circles', 65);
    expect(judged.legal && !judged.sameTrack).toBe(true);
    const { answer, report } = await answered(puzzle);
    expect(answer.confidence).toBe('unsure');
    const hinges = report.routes.flatMap((r) => r.hinges).filter((h) => h.shortcut !== undefined);
    expect(hinges.map((h) => [h.rule, Math.round(h.turn)])).toEqual([['crossing', 65]]);
    const text = doubtRemark(report).text;
    expect(text).toMatch(/^Unsure: the route depends on 1 junction refused within the turn limit by a reading of the ink \(a crossing, a letter\) that alone keeps a much shorter route closed; the defaults choose route A/);
    expect(text).toMatch(/refused as a crossing, the lines meeting at 56°.*; far from any threshold, that reading alone keeps closed a route 22% shorter/);
  });

  it('hand-lettered 184: a move refused as onto a letter\'s stroke over a fork, 67°, opens a route 34% shorter; unsure now', async () => {
    const { puzzle, judged } = await judgedClassMaze('hand-lettered', 184);
    expect(judged.legal && judged.sameTrack).toBe(false);
    const { answer, report } = await answered(puzzle);
    expect(answer.confidence).toBe('unsure');
    expect(report.routes.flatMap((r) => r.hinges).some((h) => h.shortcut !== undefined && h.rule === 'stroke')).toBe(true);
  });

  it('shallow crossings 3: two straight lines crossing, whose refused 63° turn would open a route half as long; the turn does not keep to one curve, and the right answer stays sure', async () => {
    const { puzzle, judged } = await judgedClassMaze('shallow-crossings', 3);
    expect(judged.legal && judged.sameTrack).toBe(true);
    const { answer } = await answered(puzzle);
    expect(answer.confidence).toBe('sure');
  });
});
