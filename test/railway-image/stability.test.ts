import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { pictureRecordOf, railwayPicture } from '../../src/encoders/railway/picture.js';
import { routeShape, sameTrack } from '../../src/encoders/railway/route-shape.js';
import { neighboursRemark } from '../../src/encoders/railway/stability-text.js';
import { blursPicture, defaultsOf, neighbourSettings, runStability, type StabilityReport } from '../../src/encoders/railway/stability.js';
import { stroke, svgPicture } from './draw.js';

// A long way round (S east, round the loop, west along the top to F) and a short cut: a
// branch leaving the bottom line at (150,200) with a turn of 75° (so refused at the default
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

const outcomeAt = (report: StabilityReport, sigma: number, threshold: number, angle: number) =>
  report.outcomes.find((o) => o.setting.sigma === sigma && o.setting.threshold === threshold && o.setting.angle === angle);

describe('how sure a traced answer is', () => {
  it('warns when a neighbouring angle limit changes the route, and names the junction whose verdict flips', async () => {
    const { answer, note } = await remarks(await traced());
    expect(answer.verdict).toBe('unique');
    expect(answer.solutions[0]!.length).toBeGreaterThan(600); // the long way round
    const stability = note('stability')!;
    const report = stability.data as StabilityReport;
    expect(stability.text).toMatch(/^Unsure: the answer changes next to the default settings/);
    expect(report.outcomes).toHaveLength(7); // the defaults and six neighbours
    const [base] = report.outcomes;
    const threshold = base!.setting.threshold;
    expect(outcomeAt(report, 1, threshold, 60)!.route).toBe(base!.route);
    const loose = outcomeAt(report, 1, threshold, 80)!;
    expect(loose.route).not.toBe(base!.route);
    const [long, short] = [report.routes.find((r) => r.id === base!.route)!, report.routes.find((r) => r.id === loose.route)!];
    expect(long.length).toBeCloseTo(answer.solutions[0]!.length, 0);
    expect(short.length).toBeLessThan(400);
    expect(loose.otherRoute).toBe(true); // at 80° both ways are open
    const flip = loose.flips.find((f) => f.kind === 'move')!;
    expect(Math.hypot(flip.at[0] - 150, flip.at[1] - 200)).toBeLessThan(6);
    expect(flip.move!.before.allowed).toBe(false);
    expect(flip.move!.after.allowed).toBe(true);
    expect(flip.move!.before.angle).toBeGreaterThan(70);
    expect(flip.move!.before.angle).toBeLessThanOrEqual(80);
    expect(stability.text).toContain('at angle 80°: shortest route B');
    expect(stability.text).toMatch(/\(15\d,(19\d|20\d)\): in from \w+, out to \w+: refused \(turn 7\d(\.\d+)?°\) becomes allowed/);
  });

  it('calls the answer stable when every neighbouring setting gives the same route', async () => {
    const { answer, note } = await remarks(await traced({ angle: 100 }));
    expect(answer.verdict).toBe('multiple'); // both ways open
    const stability = note('stability')!;
    expect((stability.data as StabilityReport).routes[0]!.length).toBeLessThan(400); // the shortest is the short cut
    expect(stability.text).toMatch(/^Stable: the same answer, shortest route A \(\d+ segments, [\d.]+ px\); the seed's cook check finds another route, at all 6 neighbouring settings/);
    expect((stability.data as StabilityReport).outcomes.every((o) => o.route === 'A' && o.flips.length === 0)).toBe(true);
  });

  it('takes two routes as long within half a line width as tied, so that a coin toss between them is no change of answer', async () => {
    // A figure of eight whose strands cross at a bridge: two mirror-image routes from S to F.
    const eight = 'M150,150 C200,100 280,80 280,150 C280,220 200,200 150,150 C100,100 20,80 20,150 C20,220 100,200 150,150';
    const bridge = stroke(eight) + '<path d="M143,143 L157,157" stroke="#fff" stroke-width="8" stroke-linecap="round"/>' + stroke('M136,164 L164,136');
    const read = await railwayPicture.parse(await svgPicture(300, 300, bridge), { start: [20, 150], finish: [280, 150] } as never, 'bridge.png');
    if (!read.ok) throw new Error(read.issues[0]!.message);
    const { answer, note } = await remarks(read.value);
    expect(answer.verdict).toBe('multiple');
    const report = note('stability')!.data as StabilityReport;
    expect(report.outcomes.every((o) => o.route === 'A=B')).toBe(true);
    expect(note('stability')!.text).toMatch(/^Stable: the same answer, shortest routes tied: A \(2 segments, [\d.]+ px\), B \(2 segments, [\d.]+ px\); the seed's cook check finds another route, at all 6/);
  });

  it('--sweep reports which route appears at which setting, a table per angle', async () => {
    const { note } = await remarks(await traced({ sweep: true }));
    const sweep = note('sweep')!;
    const report = sweep.data as StabilityReport;
    expect(report.planned).toBe(125);
    expect(report.outcomes).toHaveLength(125);
    expect(report.grid.angle).toEqual([50, 60, 70, 80, 90]);
    expect(report.grid.sigma).toEqual([0, 0.5, 1, 1.5, 2]);
    const base = report.outcomes[0]!;
    // The turn measures 74° ± a few with σ and threshold: the limit 60° or less always refuses it, 90° always allows it.
    const routeAt = (angle: number) => new Set(report.outcomes.filter((o) => o.setting.angle === angle).map((o) => o.route === base.route));
    expect([routeAt(50), routeAt(60), routeAt(90)]).toEqual([new Set([true]), new Set([true]), new Set([false])]);
    expect(sweep.text).toMatch(/^Sweep over 125 settings \(σ 0–2, threshold \d+–\d+, angle 50–90°\): 2 answers\./);
    expect(sweep.text).toMatch(/\[A\]/);
    expect(sweep.text).toContain('B+ nearest the defaults at angle 80°');
    // The neighbour check comes from the sweep, not from tracing again.
    expect(note('stability')!.text).toMatch(/^Unsure/);
  });

  it('a sweep stops at the deadline and says how far it got', async () => {
    const { note } = await remarks(await traced({ sweep: true }, { deadline: Date.now() }));
    const report = note('sweep')!.data as StabilityReport;
    expect(report.outcomes).toHaveLength(1);
    expect(note('sweep')!.text).toContain('the time limit stopped it after 1 of 125 settings');
    // The neighbour check out of time says what it checked, and claims no stability.
    const record = pictureRecordOf(await traced())!;
    const cut = neighboursRemark(runStability(record.trace, 'neighbours', neighbourSettings(defaultsOf(record.trace), blursPicture(record.trace)), Date.now()));
    expect(cut.text).toMatch(/^No change at the 0 of 6 neighbouring settings checked before the time ran out/);
  });

  it('says nothing for a maze not traced from a picture', async () => {
    const { note } = await remarks(JSON.parse(JSON.stringify(await traced())) as RailwayPuzzle);
    expect(note('stability')).toBeUndefined();
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
