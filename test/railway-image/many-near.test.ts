import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { type DoubtReport, MANY_NEAR } from '../../src/encoders/railway/doubt.js';
import { doubtRemark } from '../../src/encoders/railway/doubt-text.js';
import { nearJunctionMarks } from '../../src/encoders/railway/render-doubt.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * Turning each junction move near a threshold over alone, and all at once each way, says
 * little when there are many of them: their combinations were not tried, and the answer is
 * unsure even where the route stays (doubt.ts, MANY_NEAR).
 */

describe('many junction moves near a threshold make the answer unsure (doubt.ts)', () => {
  it('tight-lettered 137: a wrong route whose near-threshold moves, each turned over, leave it as it is, is not called sure', async () => {
    const { puzzle, judged } = await judgedClassMaze('tight-lettered', 137);
    // What the rule is for: this route is wrong.
    expect(judged.legal && judged.sameTrack).toBe(false);
    const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, puzzle, { limit: 1, engine: {}, remarks: true });
    const doubt = answer.notes.find((n) => n.key === 'doubt')!;
    const report = doubt.data as DoubtReport;
    // Nothing else makes it unsure: one route, no ink left out beside it.
    expect(report.routes).toHaveLength(1);
    expect(report.leftOutBeside).toEqual([]);
    expect(report.nearLimit).toBeGreaterThanOrEqual(MANY_NEAR);
    expect(answer.confidence).toBe('unsure');
    // Every such move is at one of the junctions named, and --out marks each of those.
    expect(report.nearJunctions.reduce((sum, j) => sum + j.moves, 0)).toBe(report.nearLimit);
    expect(new Set(report.nearJunctions.map((j) => `${j.at}`)).size).toBe(report.nearJunctions.length);
    const marks = nearJunctionMarks(report, (k) => k);
    expect(marks.rings).toHaveLength(report.nearJunctions.length);
    expect(marks.legend[0]![0]).toContain(`${report.nearLimit} moves at ${report.nearJunctions.length} junctions`);
    expect(doubt.text).toMatch(/^Unsure: \d+ junction moves at \d+ junctions are measured within 10° of a rule's threshold, too many to turn over in every combination/);
  });

  it('says so after the competing routes, where there are some', () => {
    const route = { id: 'A', segments: 3, length: 300, points: [], hinges: [] };
    const other = { ...route, id: 'B', length: 200, hinges: [] as never[], shortest: 'decoration' as const };
    const report: DoubtReport = { confidence: 'unsure', routes: [route, other], nearLimit: 25, tried: 25, nearJunctions: [{ at: [1, 1], moves: 25 }], angleLimit: 70, leftOutBeside: [], endsInBlots: [] };
    const lines = doubtRemark(report).text.split('\n');
    expect(lines[0]).toMatch(/^Unsure: the shortest route is not the likeliest/);
    expect(lines.at(-1)).toMatch(/^ {2}Besides, 25 junction moves at 1 junction are measured within 10°/);
  });

  it('marks no junctions in the picture where fewer moves are near a threshold', () => {
    const route = { id: 'A', segments: 3, length: 300, points: [], hinges: [] };
    const nearJunctions = [{ at: [10, 10] as const, moves: 2 }];
    const report: DoubtReport = { confidence: 'unsure', routes: [route], nearLimit: MANY_NEAR - 1, tried: MANY_NEAR - 1, nearJunctions, angleLimit: 70, leftOutBeside: [], endsInBlots: [] };
    expect(nearJunctionMarks(report, (k) => k).rings).toEqual([]);
    expect(nearJunctionMarks({ ...report, nearLimit: MANY_NEAR }, (k) => k).rings).toHaveLength(1);
  });
});
