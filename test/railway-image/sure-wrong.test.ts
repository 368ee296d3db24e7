import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import type { DoubtReport } from '../../src/encoders/railway/doubt.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import type { OptionValues } from '../../src/encoders/options.js';
import { judgedClassMaze } from '../helpers/corpus-maze.js';
import { stroke, svgPicture } from './draw.js';

/*
 * Answers that said "sure" and were wrong (round 38): a junction move near its threshold
 * whose turning over leaves no route at all, and a "no route" that rests on the end-label
 * rule refusing a turn within the limit beside a start or finish (doubt.ts).
 */

async function answered(name: string, seed: number) {
  const { maze, puzzle, judged } = await judgedClassMaze(name, seed);
  const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, puzzle, { limit: 1, engine: {}, remarks: true });
  const doubt = answer.notes.find((n) => n.key === 'doubt')!;
  return { maze, judged, answer, doubt, report: doubt.data as DoubtReport };
}

describe('answers that were sure and wrong are unsure (round 38)', () => {
  it('small circles 6: a move near the limit that, turned over, leaves no route makes "no route" a competing answer', async () => {
    const { judged, answer, report, doubt } = await answered('touching-small', 6);
    // What the rule is for: this route is wrong, and nothing else makes it unsure.
    expect(judged.legal && judged.sameTrack).toBe(false);
    expect(report.leftOutBeside).toEqual([]);
    expect(answer.confidence).toBe('unsure');
    const lost = report.routes.slice(1).find((r) => r.segments === 0)!;
    expect(lost.hinges).toHaveLength(1);
    expect(lost.hinges[0]!.margin).toBeLessThanOrEqual(10);
    expect(doubt.text).toContain(`${lost.id}: no route, were the turn between`);
  });

  it('tight-lettered 59: no route where the end-label rule refused a turn within the limit beside an end; the doubt note names it', async () => {
    // Seed 38 until round 55c, which traces it otherwise (a wrong route, unsure); 73 until round 56d, which routes it right; 128 until round 59a, whose way on past a bold letter gives it a (wrong) route.
    const { judged, answer, report, doubt } = await answered('tight-lettered', 59);
    expect(judged.why).toBe('no route in the traced maze');
    expect(answer.confidence).toBe('unsure');
    const opened = report.routes.slice(1).filter((r) => r.hinges.length === 1 && r.hinges[0]!.rule === 'label');
    expect(opened.length).toBeGreaterThan(0);
    expect(opened.every((r) => r.segments > 0 && r.hinges[0]!.turn < report.angleLimit)).toBe(true);
    expect(doubt.text).toMatch(/^Unsure: the route depends on \d+ junctions? refused beside a start or finish, or measured near a rule's threshold; the defaults choose no route\./);
    expect(doubt.text).toContain('refused as a move off the line at a start or finish');
  });

  it('a finish clicked 10 px past a switch: no route, the doubt note names the move the end-label rule refused, and its --allow point gives that route', async () => {
    // A loop, and a branch from the start meeting its top line at 55°, the finish just past the switch.
    const body = stroke('M80 80 L320 80 A40 40 0 0 1 360 120 L360 240 A40 40 0 0 1 320 280 L80 280 A40 40 0 0 1 40 240 L40 120 A40 40 0 0 1 80 80', 8) + stroke('M100 220 L200 80', 8);
    const ends = { start: [120, 192], finish: [210, 80] };
    const answerOf = async (options: OptionValues) => {
      const read = await railwayPicture.parse(await svgPicture(400, 300, body), { ...ends, ...options }, 'switch.png');
      if (!read.ok) throw new Error(read.issues[0]!.message);
      return answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, read.value, { limit: 1, engine: {}, remarks: true });
    };
    const answer = await answerOf({});
    const report = answer.notes.find((n) => n.key === 'doubt')!.data as DoubtReport;
    expect([answer.solutions.length, answer.confidence]).toEqual([0, 'unsure']);
    const opened = report.routes.filter((r) => r.hinges.length === 1 && r.hinges[0]!.rule === 'label');
    expect(opened).toHaveLength(1);
    // The route it names runs up the branch and on to the finish: 137.6 + 10 px as drawn.
    expect(Math.abs(opened[0]!.length / 147.6 - 1)).toBeLessThan(0.05);
    // Its --allow point gives it: the person's overrides have the last word, over the end-label rule too.
    const allowed = await answerOf({ allow: [[...opened[0]!.hinges[0]!.point]] });
    expect(allowed.solutions[0]?.length).toBeCloseTo(opened[0]!.length, 0);
  });

  it('thick lines 19, the same rule\'s "no route" until round 45: lines from the finish that run round the maze to junctions beside it are no line beside it; the route is right and sure', async () => {
    // Walked along lines 168 and 209 px long, the rule reached junctions 16 px from the finish and refused a 42° move at each.
    const { judged, answer } = await answered('thick-lines', 19);
    expect([judged.legal, judged.sameTrack, judged.why]).toEqual([true, true, '']);
    expect(answer.confidence).toBe('sure');
  });
});
