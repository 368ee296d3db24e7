import { describe, expect, it } from 'vitest';
import type { DoubtReport, Hinge } from '../../src/encoders/railway/doubt.js';
import type { RailwayPuzzle } from '../../src/encoders/railway/model.js';
import { renderRailwaySvg, renderRailwayText, segmentKey } from '../../src/encoders/railway/render.js';
import { stretchesOff } from '../../src/encoders/railway/render-doubt.js';
import { routeDifferences } from '../../src/encoders/railway/parts.js';
import { solutionOf } from '../../src/encoders/railway/solution.js';
import { samplesOf } from '../helpers/samples.js';

const puzzleOf = (file: string) => samplesOf('railway').find((s) => s.file === file)!.puzzle as unknown as RailwayPuzzle;
const cook = puzzleOf('reversing-loop-cook-multiple.json');
const short = solutionOf(cook, [{ segment: 'c1', reversed: false }, { segment: 't1', reversed: false }, { segment: 'r1', reversed: false }]);
const long = solutionOf(cook, ['c3-', 'd+', 'L+', 'd-', 'c3+', 'c1+', 't1+', 'r1+'].map((t) => ({ segment: t.slice(0, -1), reversed: t.endsWith('-') })));

describe('railway rendering', () => {
  it("points each step's arrow along its track, not along a pixel step that crosses the middle", () => {
    // A traced horizontal track, run right to left: its middle falls on a 45-degree pixel step
    const points: [number, number][] = [[100, 10], [61, 10], [60, 11], [59, 10], [20, 10]];
    const maze: RailwayPuzzle = {
      type: 'railway',
      nodes: [{ id: 'A', x: 100, y: 10 }, { id: 'B', x: 20, y: 10 }],
      segments: [{ id: 's', from: 'A', to: 'B', points }],
      transitions: [],
      start: { node: 'A' },
      finish: { node: 'B' },
    };
    const svg = renderRailwaySvg(maze, solutionOf(maze, [{ segment: 's', reversed: false }]));
    const arrow = /<path d="M([\d.]+) ([\d.]+) L([\d.]+) ([\d.]+)"[^>]*marker-end/.exec(svg)!;
    const [x1, y1, x2, y2] = arrow.slice(1).map(Number) as [number, number, number, number];
    expect(x2 - x1).toBeLessThan(-1.9);
    expect(Math.abs(y2 - y1)).toBeLessThan(0.3);
  });

  it('lists the route segment by segment with its nodes, marked segments starred', () => {
    const marks = routeDifferences(short, long);
    expect(renderRailwayText(cook, long, { color: false, marks })).toBe(
      [
        'railway maze: 7 nodes, 8 segments, two-sided junctions; start S, finish F',
        'route: 8 segments, 850 px',
        '  1* c3  S → Q',
        '  2* d   Q → D',
        '  3* L   D → D',
        '  4* d   D → Q',
        '  5* c3  Q → S',
        '  6  c1  S → P',
        '  7  t1  P → R',
        '  8  r1  R → F',
        '',
      ].join('\n'),
    );
  });

  it('draws every track, an arrow per step, start and finish, and the picture underneath when the puzzle names one', () => {
    const svg = renderRailwaySvg(cook, short, { marks: routeDifferences(short, long).filter((p) => p.key === segmentKey('L')), cooks: [long] });
    expect(svg.match(/<title>segment /g)).toHaveLength(cook.segments.length);
    expect(svg.match(/marker-end="url\(#arrow08519c\)"/g)).toHaveLength(short.segments.length);
    expect(svg).toContain('stroke="#fd8d3c"');
    // The cook in its own colour, dashed, with its own arrows, and a legend naming both.
    expect(svg).toMatch(/stroke="#e6550d"[^>]*stroke-dasharray/);
    expect(svg.match(/marker-end="url\(#arrowe6550d\)"/g)).toHaveLength(long.segments.length);
    expect(svg).toContain(`>solution 1: the route, ${Math.round(short.length)} px</text>`);
    expect(svg).toContain(`>solution 2: another route the track allows, ${Math.round(long.length)} px</text>`);
    expect(svg).toContain('>S</text>');
    expect(svg).toContain('>F</text>');
    expect(svg).not.toContain('<image');
    expect(renderRailwaySvg(cook, short)).not.toContain('solution 2');
    const traced: RailwayPuzzle = { ...cook, source: { picture: 'data:image/png;base64,AAAA', width: 400, height: 300 } };
    expect(renderRailwaySvg(traced, short)).toContain('<image href="data:image/png;base64,AAAA" x="0" y="0" width="400" height="300"');
  });

  it('keeps the legend in a band above the picture, off the drawing and its lettering', () => {
    const traced: RailwayPuzzle = { ...cook, source: { picture: 'data:image/png;base64,AAAA', width: 400, height: 300 } };
    const svg = renderRailwaySvg(traced, short, { cooks: [long] });
    const legend = [...svg.matchAll(/<text x="[-\d.]+" y="([-\d.]+)" font-size="([\d.]+)"[^>]*>(solution \d: [^<]*)<\/text>/g)].map((m) => ({ y: Number(m[1]), size: Number(m[2]) }));
    expect(legend).toHaveLength(2);
    // Each line, descenders too, lies above the margin round the picture (the picture's top is y = 0, the margin 20).
    for (const { y, size } of legend) expect(y + 0.3 * size).toBeLessThan(-20);
    const viewBoxTop = Number(/viewBox="[-\d.]+ ([-\d.]+)/.exec(svg)![1]);
    expect(viewBoxTop).toBeLessThan(legend[0]!.y - legend[0]!.size);
    // Without a legend, no band.
    expect(/viewBox="[-\d.]+ ([-\d.]+)/.exec(renderRailwaySvg(traced, short))![1]).toBe('-20');
  });

  it('letters the route in the legend of an unsure answer only when competing routes are drawn beside it', () => {
    const routeOf = (id: string, solution: typeof short) => ({ id, segments: solution.segments.length, length: solution.length, points: solution.points.map(([x, y]) => [x, y] as [number, number]), hinges: [] });
    const unsure = (routes: ReturnType<typeof routeOf>[]): DoubtReport => ({ confidence: 'unsure', routes, nearLimit: 0, tried: 0, nearJunctions: [], angleLimit: 70, leftOutBeside: [], endsInBlots: [] });
    const alone = renderRailwaySvg(cook, short, { doubt: unsure([routeOf('A', short)]) });
    expect(alone).toContain(`>the route, ${Math.round(short.length)} px (every junction as measured)</text>`);
    const beside = renderRailwaySvg(cook, short, { doubt: unsure([routeOf('A', short), routeOf('B', long)]) });
    expect(beside).toContain(`>the route, ${Math.round(short.length)} px (A, every junction as measured)</text>`);
    expect(beside).toContain(`>route B (dashed, where it leaves route A, beside the track), ${Math.round(long.length)} px</text>`);
    // The legend says how competing routes are drawn once, on the first drawn.
    const two = renderRailwaySvg(cook, short, { doubt: unsure([routeOf('A', short), routeOf('B', long), routeOf('C', long)]) });
    expect(two).toContain(`>route C (dashed), ${Math.round(long.length)} px</text>`);
  });

  it('names a competing route that is one of the solutions drawn as that solution, and does not draw it twice', () => {
    const routeOf = (id: string, solution: typeof short) => ({ id, segments: solution.segments.length, length: solution.length, points: solution.points.map(([x, y]) => [x, y] as [number, number]), hinges: [] });
    const doubt: DoubtReport = { confidence: 'unsure', routes: [routeOf('A', short), routeOf('B', long)], nearLimit: 0, tried: 0, nearJunctions: [], angleLimit: 70, leftOutBeside: [], endsInBlots: [] };
    const dashedRed = /<path [^>]*stroke="#d62728"[^>]*stroke-dasharray/;
    // The loop run the other way round: another solution's steps, the same track.
    const roundTheOtherWay = solutionOf(cook, ['c3-', 'd+', 'L-', 'd-', 'c3+', 'c1+', 't1+', 'r1+'].map((t) => ({ segment: t.slice(0, -1), reversed: t.endsWith('-') })));
    const same = renderRailwaySvg(cook, short, { doubt, cooks: [roundTheOtherWay] });
    expect(same).toContain('>route B (solution 2)</text>');
    expect(same).not.toMatch(dashedRed);
    const other = renderRailwaySvg(cook, short, { doubt, cooks: [short] });
    expect(other).toContain(`>route B (dashed, where it leaves route A, beside the track), ${Math.round(long.length)} px</text>`);
    expect(other).toMatch(dashedRed);
  });

  it('draws a competing route beside the track, so one over the route\'s own track is not hidden under it', () => {
    // Route B runs over part of route A's track (the loop left out): drawn on the track, A would cover it.
    const routeOf = (id: string, solution: typeof short) => ({ id, segments: solution.segments.length, length: solution.length, points: solution.points.map(([x, y]) => [x, y] as [number, number]), hinges: [] });
    const doubt: DoubtReport = { confidence: 'unsure', routes: [routeOf('A', long), routeOf('B', short)], nearLimit: 0, tried: 0, nearJunctions: [], angleLimit: 70, leftOutBeside: [], endsInBlots: [] };
    const svg = renderRailwaySvg(cook, long, { doubt });
    const d = /<path d="([^"]+)"[^>]*stroke="#d62728"[^>]*stroke-dasharray/.exec(svg)![1]!;
    const drawn = [...d.matchAll(/[ML]([-\d.]+) ([-\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    const offTrack = (p: readonly [number, number]) =>
      Math.min(...short.points.slice(1).map((b, k) => {
        const a = short.points[k]!;
        const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
        const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
        return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
      }));
    expect(drawn).toHaveLength(short.points.length);
    for (const p of drawn) expect(offTrack(p)).toBeGreaterThan(1), expect(offTrack(p)).toBeLessThan(30);
  });

  it("draws a competing route only where it leaves the route's track, so that many do not hide the route", () => {
    const routeOf = (id: string, solution: typeof short) => ({ id, segments: solution.segments.length, length: solution.length, points: solution.points.map(([x, y]) => [x, y] as [number, number]), hinges: [] });
    const doubt: DoubtReport = { confidence: 'unsure', routes: [routeOf('A', short), routeOf('B', long)], nearLimit: 0, tried: 0, nearJunctions: [], angleLimit: 70, leftOutBeside: [], endsInBlots: [] };
    const d = /<path d="([^"]+)"[^>]*stroke="#d62728"[^>]*stroke-dasharray/.exec(renderRailwaySvg(cook, short, { doubt }))![1]!;
    const onShort = new Set(short.points.map(([x, y]) => `${x},${y}`));
    const off = long.points.filter(([x, y]) => !onShort.has(`${x},${y}`)).length;
    // The loop out and back, from the junction where it leaves the route to the one where it comes back.
    expect(off).toBeGreaterThan(0);
    expect(d.match(/[ML]/g)).toHaveLength(off + 2);
    expect(long.points.length).toBeGreaterThan(off + 2);
  });

  it('cuts a competing route into its stretches off the route, each ending on the route; one over the route only stays whole', () => {
    const route: [number, number][] = [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0]];
    expect(stretchesOff(route, [[0, 0], [1, 0], [4, 0], [6, 0]])).toEqual([[[1, 0], [2, 0], [3, 0], [4, 0]], [[4, 0], [5, 0], [6, 0]]]);
    expect(stretchesOff(route, [...route].reverse())).toEqual([route]);
  });

  it('names a competing "no route" as such, keeps the legend out of the enlarged junctions, and makes their column as wide as its captions', () => {
    const at = short.points[1]!;
    const hinge: Hinge = { at: [at[0], at[1]], into: 'S', out: 'W', turn: 65, allowed: true, rule: 'cusp', margin: 5, text: '65°', point: [at[0] + 5, at[1]] };
    // Five routes lost, each at its own junction: five enlargements share the column's height, so each is small.
    const none = ['B', 'C', 'D', 'E', 'F'].map((id, k) => ({ id, segments: 0, length: 0, points: [], hinges: [{ ...hinge, at: [at[0] + 10 * k, at[1]] as [number, number] }] }));
    const doubt: DoubtReport = { confidence: 'unsure', routes: [{ id: 'A', segments: short.segments.length, length: short.length, points: short.points.map(([x, y]) => [x, y] as [number, number]), hinges: [] }, ...none], nearLimit: 5, tried: 5, nearJunctions: [], angleLimit: 70, leftOutBeside: [], endsInBlots: [] };
    const svg = renderRailwaySvg(cook, short, { doubt });
    expect(svg).toMatch(/>route B, no route if S–W at /);
    const scene = svg.slice(svg.indexOf('<g id="scene">'), svg.indexOf('</g>'));
    expect(scene).not.toContain('route B');
    // The caption's right end, at about 0.6 of the font size a letter, lies within the picture.
    const caption = /<text x="([\d.]+)" y="[\d.]+" font-size="([\d.]+)"[^>]*>(B: [^<]*)<\/text>/.exec(svg)!;
    const [left, width] = /viewBox="([-\d.]+) [-\d.]+ ([\d.]+)/.exec(svg)!.slice(1).map(Number) as [number, number];
    expect(Number(caption[1]) + 0.6 * Number(caption[2]) * caption[3]!.length).toBeLessThanOrEqual(left + width);
  });
});

describe('route differences', () => {
  it('are empty for the same route and name the segments one route uses and the other not', () => {
    expect(routeDifferences(long, long)).toEqual([]);
    expect(routeDifferences(short, long).map((p) => p.name)).toEqual(['segment c3', 'segment d', 'segment L']);
    expect(routeDifferences(short, long).every((p) => p.kind === 'track segment')).toBe(true);
  });
  it('name a loop run the other way, though the track is the same', () => {
    const other = solutionOf(cook, long.segments.map((s) => (s.segment === 'L' ? { segment: 'L', reversed: true } : s)));
    expect(routeDifferences(long, other).map((p) => p.name)).toEqual(['segment L (run the other way)']);
  });
});
