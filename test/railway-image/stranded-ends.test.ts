import { describe, expect, it } from 'vitest';
import type { HiddenPart } from '../../bench/railway-pictures/draw.js';
import { judgeTracedRoute } from '../../bench/railway-pictures/judge.js';
import { syntheticMaze } from '../../bench/railway-pictures/maze.js';
import { pictureRecordOf } from '../../src/encoders/railway/picture.js';
import { armsAt, farEndOf, sameArm } from '../../src/image/arms.js';
import { classRequest, tracedMaze } from '../helpers/corpus-maze.js';

/*
 * A start or finish was set on the track, which runs on from it both ways. Where its letter
 * touches a tight curve beside it, the end's own arm meets the junction there at turns no move
 * allows; it takes its least turn, as a stranded branch does (stranded.ts freeStrandedEndArms),
 * up to 80° and leaning that way by 20°.
 */

/** Every part of tight-lettered's drawing but the S and F labels. */
const ALL_BUT_LABELS: readonly HiddenPart[] = ['word', 'arrow', 'hatching', 'lettering-word', 'lettering-blob', 'lettering-arrow', 'lettering-S', 'lettering-F', 'title'];

async function labelsOnly(seed: number) {
  const request = classRequest('tight-lettered', seed);
  const maze = await syntheticMaze({ ...request, distortion: { ...request.distortion, hidden: ALL_BUT_LABELS } });
  const puzzle = await tracedMaze(maze);
  return { maze, puzzle, judged: judgeTracedRoute(puzzle, maze) };
}

describe("an end's arm that no move may use beside it (issue 34)", () => {
  it('takes the one way on at a corner beside an end where the letter was pruned: tight-lettered 31', async () => {
    // Tight curves with the S and F alone, 60 (the finish) until round 56d, whose end stubs read through the end allow that corner's turn by the angle.
    const maze = await syntheticMaze(classRequest('tight-lettered', 31));
    const puzzle = await tracedMaze(maze);
    const traced = pictureRecordOf(puzzle)!.trace.traced;
    const { graph, moves } = traced;
    // An end's arm runs a few pixels into a corner of two arms, turning over the limit: freed.
    const corners = [traced.startNode, traced.finishNode].flatMap((end) => armsAt(graph, end).map(farEndOf)).filter((id) => armsAt(graph, id).length === 2 && (moves.get(id) ?? []).some((m) => m.by === 'stranded'));
    expect(corners.length).toBeGreaterThan(0);
    for (const corner of corners) {
      const freed = moves.get(corner)!.filter((m) => m.allowed);
      expect(freed.length).toBe(2);
      expect(freed.every((m) => m.by === 'stranded' && m.angle > traced.secants.angleLimit && m.angle <= 80)).toBe(true);
    }
    expect(judgeTracedRoute(puzzle, maze)).toMatchObject({ legal: true, sameTrack: true });
  });

  it('takes its least turn at the junction beside it: tight curves with lettering, the labels alone, 27', async () => {
    // 20 until round 56d, whose end stubs read through the end allow that turn by the angle.
    const { puzzle, judged } = await labelsOnly(27);
    const traced = pictureRecordOf(puzzle)!.trace.traced;
    const { graph, finishNode, moves } = traced;
    // The finish's arm into the junction beside it: its only way on is the freed least turn.
    const arm = armsAt(graph, finishNode).find((a) => (moves.get(farEndOf(a)) ?? []).some((m) => m.by === 'stranded'));
    expect(arm).toBeDefined();
    const towardsEnd = { segment: arm!.segment, atFrom: !arm!.atFrom };
    const own = moves.get(farEndOf(arm!))!.filter((m) => m.allowed && (sameArm(m.into, towardsEnd) || sameArm(m.out, towardsEnd)));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((m) => m.by === 'stranded' && m.angle > traced.secants.angleLimit && m.angle <= 80)).toBe(true);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });
});
