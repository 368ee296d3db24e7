import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../bench/railway-pictures/corpus.js';
import { SCENARIOS } from '../../bench/railway-pictures/distortions.js';
import { judgeTracedRoute } from '../../bench/railway-pictures/judge.js';
import { syntheticMaze } from '../../bench/railway-pictures/maze.js';
import { answerPuzzle } from '../../src/api/index.js';
import type { DoubtReport } from '../../src/encoders/railway/doubt.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';

/*
 * Answers that said "sure" and were wrong (round 38): a junction move near its threshold
 * whose turning over leaves no route at all, and a "no route" that rests on the end-label
 * rule refusing a turn within the limit beside a start or finish (doubt.ts).
 */

async function answered(name: string, seed: number) {
  const maze = await syntheticMaze([...CORPUS, ...SCENARIOS].find((s) => s.name === name)!.request(seed));
  const read = await railwayPicture.parse(maze.bytes, { start: [...maze.start], finish: [...maze.finish] }, `${name}-${seed}.png`);
  if (!read.ok) throw new Error(read.issues[0]!.message);
  const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, read.value, { limit: 1, engine: {}, remarks: true });
  const doubt = answer.notes.find((n) => n.key === 'doubt')!;
  return { maze, judged: judgeTracedRoute(read.value, maze), answer, doubt, report: doubt.data as DoubtReport };
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

  it('tight curves with lettering 31: no route where the end-label rule refused a turn within the limit beside an end; the doubt note names it', async () => {
    const { judged, answer, report, doubt } = await answered('tight-lettered', 31);
    expect(judged.why).toBe('no route in the traced maze');
    expect(answer.confidence).toBe('unsure');
    const opened = report.routes.slice(1).filter((r) => r.hinges.length === 1 && r.hinges[0]!.rule === 'label');
    expect(opened.length).toBeGreaterThan(0);
    expect(opened.every((r) => r.segments > 0 && r.hinges[0]!.turn < report.angleLimit)).toBe(true);
    expect(doubt.text).toMatch(/^Unsure: the route depends on \d+ junctions? refused beside a start or finish, or measured near a rule's threshold; the defaults choose no route\./);
    expect(doubt.text).toContain('refused as a move off the line at a start or finish');
  });

  it('thick lines 19, the same rule\'s "no route" until round 45: lines from the finish that run round the maze to junctions beside it are no line beside it; the route is right and sure', async () => {
    // Walked along lines 168 and 209 px long, the rule reached junctions 16 px from the finish and refused a 42° move at each.
    const { judged, answer } = await answered('thick-lines', 19);
    expect([judged.legal, judged.sameTrack, judged.why]).toEqual([true, true, '']);
    expect(answer.confidence).toBe('sure');
  });
});
