import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { pictureRecordOf, railwayPicture, sweep } from '../../src/encoders/railway/picture.js';
import { plausibilityCosts } from '../../src/encoders/railway/plausible.js';
import { sweepRemark } from '../../src/encoders/railway/stability-text.js';
import { routeShape, sameTrack } from '../../src/encoders/railway/route-shape.js';
import { doubtOf, type DoubtReport } from '../../src/encoders/railway/doubt.js';
import type { StabilityReport } from '../../src/encoders/railway/stability.js';
import { stroke, svgPicture } from './draw.js';

// A long way round (S east, round the loop, west along the top to F) and a short cut: a
// branch leaving the bottom line at (150,200) with a turn of 72-75° (so refused at the default
// 70°, allowed at 80°) and joining the top line tangentially, heading west to F.
const HOOK = stroke('M20,200 L300,200 A70,70 0 0 0 300,60 L80,60') + stroke('M150,200 C165.5,142 220,60 180,60');
const ENDS = { start: [40, 200], finish: [100, 60] };

async function traced(options: Record<string, unknown> = {}, context = {}): Promise<RailwayPuzzle> {
  const result = await railwayPicture.parse(await svgPicture(400, 260, HOOK), { ...ENDS, ...options } as never, 'hook.png', context);
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
  return result.value;
}

async function remarks(puzzle: RailwayPuzzle) {
  const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, puzzle, { limit: 2, engine: {}, remarks: true });
  return { answer, note: (key: string) => answer.notes.find((n) => n.key === key) };
}

describe('how sure a traced answer is (issue 34: doubt is part of the answer)', () => {
  it('names the junction measured near the limit that the route hinges on, the competing route, and which the defaults choose; the answer is unsure', async () => {
    const { answer, note } = await remarks(await traced());
    expect(answer.verdict).toBe('unique');
    expect(answer.confidence).toBe('unsure');
    expect(answer.solutions[0]!.length).toBeGreaterThan(600); // the long way round
    const doubt = note('doubt')!;
    expect(doubt.lead).toBe(true); // printed before the route
    const report = doubt.data as DoubtReport;
    expect(report.confidence).toBe('unsure');
    const [chosen, other] = report.routes;
    expect(chosen!.length).toBeCloseTo(answer.solutions[0]!.length, 0);
    expect(chosen!.hinges).toEqual([]);
    expect(other!.length).toBeLessThan(400); // the short cut
    const [hinge] = other!.hinges;
    expect(Math.hypot(hinge!.at[0] - 150, hinge!.at[1] - 200)).toBeLessThan(6);
    expect(hinge!.allowed).toBe(false);
    expect(hinge!.turn).toBeGreaterThan(70);
    expect(hinge!.turn).toBeLessThanOrEqual(80);
    expect(doubt.text).toMatch(/^Unsure: the route depends on 1 junction measured near a rule's threshold; the defaults choose route A, shown below\./);
    expect(doubt.text).toMatch(/B: 3 segments, [\d.]+ px, were the turn between \w+ and \w+ at \(15\d,(19\d|20\d)\) allowed: it is 7\d°, over the 70° limit \(--allow \d+,\d+, or --angle 7\d\)/);
  });

  it('with no route at the defaults, says so first ("the defaults choose no route") and names the route the hinge would open, drawn as a competing route', async () => {
    // The hook without its loop: the short cut is the only way from S to F, and it is refused at 70°
    const noLoop = stroke('M20,200 L300,200') + stroke('M300,60 L80,60') + stroke('M150,200 C165.5,142 220,60 180,60');
    const result = await railwayPicture.parse(await svgPicture(400, 260, noLoop), ENDS as never, 'no-loop.png');
    if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
    const { answer, note } = await remarks(result.value);
    expect(answer.verdict).toBe('none');
    const report = note('doubt')!.data as DoubtReport;
    const [defaults, other] = report.routes;
    expect(defaults).toMatchObject({ id: 'A', segments: 0, hinges: [] });
    expect(other!.segments).toBeGreaterThan(0);
    expect(other!.hinges).toHaveLength(1);
    expect(note('doubt')!.text).toMatch(/the defaults choose no route\.\n  A: no route, with every junction judged as measured\.\n  B: \d+ segments?, /);
  });

  it('turning the hinge over by hand (--allow at the point it names) gives the other route, and that hinge is no longer in doubt', async () => {
    const report = pictureRecordOf(await traced())!.doubt;
    const hinge = report.routes[1]!.hinges[0]!;
    const { answer, note } = await remarks(await traced({ allow: [hinge.point] }));
    expect(answer.solutions[0]!.length).toBeLessThan(400);
    // The allowed move is the person's (--allow), no rule's: it is no hinge any more.
    const after = note('doubt')!.data as DoubtReport;
    expect(after.routes.flatMap((r) => r.hinges).some((h) => Math.hypot(h.at[0] - hinge.at[0], h.at[1] - hinge.at[1]) < 3)).toBe(false);
  });

  it('tries hinges only until the command\'s deadline (--timeout): past it, none', async () => {
    const inTime = pictureRecordOf(await traced({}, { deadline: Date.now() + 60_000 }))!.doubt;
    expect(inTime.tried).toBeGreaterThan(0);
    expect(inTime.routes).toHaveLength(2);
    // A picture whose tracing took the whole --timeout (a knot of noise: 40 hinges, each a route search over thousands of junctions) went on for 18 s more.
    const puzzle = await traced();
    const { traced: tracing } = pictureRecordOf(puzzle)!.trace;
    const late = doubtOf(tracing, puzzle, plausibilityCosts(tracing, puzzle), 0);
    expect(late.nearLimit).toBe(inTime.nearLimit);
    expect(late.tried).toBe(0);
    expect(late.routes).toHaveLength(1);
  });

  it('is sure when no junction near a threshold changes the route', async () => {
    const { answer, note } = await remarks(await traced({ angle: 100 }));
    expect(answer.verdict).toBe('multiple'); // both ways open
    expect(answer.confidence).toBe('sure');
    expect(note('doubt')!.lead).toBeUndefined();
    expect(note('doubt')!.text).toMatch(/^Sure: /);
  });

  it('takes the hinge check without tracing again: a figure of eight with a bridge is sure at once', async () => {
    // A figure of eight whose strands cross at a bridge: two mirror-image routes from S to F.
    const eight = 'M150,150 C200,100 280,80 280,150 C280,220 200,200 150,150 C100,100 20,80 20,150 C20,220 100,200 150,150';
    const bridge = stroke(eight) + '<path d="M143,143 L157,157" stroke="#fff" stroke-width="8" stroke-linecap="round"/>' + stroke('M136,164 L164,136');
    const read = await railwayPicture.parse(await svgPicture(300, 300, bridge), { start: [20, 150], finish: [280, 150] } as never, 'bridge.png');
    if (!read.ok) throw new Error(read.issues[0]!.message);
    const { answer, note } = await remarks(read.value);
    expect(answer.verdict).toBe('multiple');
    expect(note('doubt')!.confidence).toBe('sure');
  });

  it('--sweep traces the whole grid after the search and reports which route appears at which setting, a table per angle', async () => {
    const puzzle = await traced({ sweep: true });
    // Nothing is traced again while the picture is read: the route comes first.
    expect(pictureRecordOf(puzzle)!.sweep).toBe(true);
    const { note } = await remarks(puzzle);
    const sweep = note('sweep')!;
    const report = sweep.data as StabilityReport;
    expect(report.planned).toBe(125);
    expect(report.outcomes).toHaveLength(125);
    expect(report.grid.angle).toEqual([50, 60, 70, 80, 90]);
    expect(report.grid.sigma).toEqual([0, 0.5, 1, 1.5, 2]);
    const base = report.outcomes[0]!;
    // The turn measures 72° ± a few with σ and threshold: the limit 60° or less always refuses it, 90° always allows it.
    const routeAt = (angle: number) => new Set(report.outcomes.filter((o) => o.setting.angle === angle).map((o) => o.route === base.route));
    expect([routeAt(50), routeAt(60), routeAt(90)]).toEqual([new Set([true]), new Set([true]), new Set([false])]);
    expect(sweep.text).toMatch(/^Sweep over 125 settings \(σ 0–2, threshold \d+–\d+, angle 50–90°\): \d answers\./);
    expect(sweep.text).toMatch(/\[A\]/);
    // A picture cut at the ink's level (crowded tracks, or lettering: ink-cut.ts) is not blurred: its σ is no setting, and the sweep does not name one.
    expect(report.blurred).toBe(true);
    const crowded = sweepRemark({ ...report, blurred: false, grid: { ...report.grid, sigma: [1] }, outcomes: report.outcomes.filter((o) => o.setting.sigma === 1) }).text;
    expect(crowded).toMatch(/^Sweep over 125 settings \(no blur: cut at the ink's level, threshold/);
    expect(crowded).toMatch(/^ {2}no blur {2,}/m);
    expect(crowded).not.toMatch(/σ/);
  });

  it('a sweep stops at the deadline and says how far it got, and shows progress while it runs', async () => {
    const seen: number[] = [];
    // The picture traced in time; the sweep after the search finds its deadline passed.
    const record = pictureRecordOf(await traced({ sweep: true }))!;
    const report = sweep({ ...record, deadline: 0, onProgress: (fraction: number) => seen.push(fraction) });
    expect(report.outcomes.length).toBeLessThan(125);
    expect(sweepRemark(report).text).toMatch(/the time limit stopped it after \d+ of 125 settings/);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((f) => f >= 0 && f <= 1)).toBe(true);
  });

  it('says nothing for a maze not traced from a picture', async () => {
    const { answer, note } = await remarks(JSON.parse(JSON.stringify(await traced())) as RailwayPuzzle);
    expect(note('doubt')).toBeUndefined();
    expect(answer.confidence).toBeUndefined();
  });
});

describe('routes compared by where they run', () => {
  const loop: [number, number][] = [[0, 0], [100, 0], [150, 50], [100, 100], [100, 0]];
  it('a track run the other way or sampled otherwise is the same; a detour is not', () => {
    const a = routeShape(loop, 3);
    expect(sameTrack(a, routeShape([...loop].reverse(), 3), 3)).toBe(true);
    expect(sameTrack(a, routeShape([[0, 1], [50, 1], [100, 1], [150, 51], [100, 100], [100, 0]], 3), 3)).toBe(true);
    expect(sameTrack(a, routeShape([[0, 0], [100, 0], [150, -50], [100, -100], [100, 0]], 3), 3)).toBe(false);
  });
});

describe('a person steps in', () => {
  it('--mask erases a region before tracing: masking the short cut leaves the long way round', async () => {
    const open = await remarks(await traced({ angle: 90 }));
    expect(open.answer.verdict).toBe('multiple');
    const masked = await traced({ angle: 90, mask: [[170, 100, 40, 40]] });
    expect(masked.source!['settings']).toMatchObject({ masks: [[170, 100, 40, 40]] });
    const { answer } = await remarks(masked);
    expect(answer.verdict).toBe('unique');
    expect(answer.solutions[0]!.length).toBeGreaterThan(600);
  });

  it('--debug-dir writes one picture per stage: binary, skeleton, graph, allowed turns, what was ignored', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'railway-debug-'));
    await traced({ debugDir: dir });
    expect(readdirSync(dir).sort()).toEqual(['1-binary.png', '2-skeleton.png', '3-graph.png', '4-turns.png', '5-ignored.png']);
    for (const file of readdirSync(dir)) expect([...readFileSync(join(dir, file)).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});
