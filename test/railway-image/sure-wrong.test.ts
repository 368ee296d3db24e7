import { describe, expect, it } from 'vitest';
import { judgeRoute } from '../../bench/railway-pictures/judge.js';
import { answerPuzzle } from '../../src/api/index.js';
import type { DoubtReport } from '../../src/encoders/railway/doubt.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { judgedClassMaze, tracedMaze } from '../helpers/corpus-maze.js';

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

  it('thick lines 19: no route where the end-label rule refused a turn within the limit beside an end; a route it names is the true one', async () => {
    const { maze, judged, answer, report, doubt } = await answered('thick-lines', 19);
    expect(judged.why).toBe('no route in the traced maze');
    expect(answer.confidence).toBe('unsure');
    expect(report.nearLimit).toBe(0);
    const opened = report.routes.slice(1).filter((r) => r.hinges.length === 1 && r.hinges[0]!.rule === 'label');
    expect(opened.length).toBeGreaterThan(0);
    expect(opened.every((r) => r.segments > 0 && r.hinges[0]!.turn < report.angleLimit)).toBe(true);
    expect(doubt.text).toMatch(/^Unsure: the route depends on \d+ junctions? refused beside a start or finish, or measured near a rule's threshold; the defaults choose no route\./);
    expect(doubt.text).toContain('refused as a move off the line at a start or finish');
    // One of the routes it names is the true route.
    expect(opened.some((r) => { const j = judgeRoute(r.points.map(([x, y]) => [x, y]), maze); return j.legal && j.sameTrack; })).toBe(true);
    // Each named route is what its --allow point gives: the person's overrides have the last word, over the end-label rule too.
    for (const r of opened) {
      const allowed = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, await tracedMaze(maze, { allow: [[...r.hinges[0]!.point]] }), { limit: 1, engine: {}, remarks: true });
      expect(allowed.solutions[0]?.length).toBeCloseTo(r.length, 0);
    }
  });
});
