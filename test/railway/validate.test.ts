import { describe, expect, it } from 'vitest';
import type { RailwayPuzzle } from '../../src/encoders/railway/model.js';
import { validateRailway } from '../../src/encoders/railway/validate.js';
import { samplesOf } from '../helpers/samples.js';

const base = samplesOf('railway').find((s) => s.file === 'reversing-loop-transitions-unique.json')!.puzzle as unknown as RailwayPuzzle;
const sided = samplesOf('railway').find((s) => s.file === 'figure1-like-two-sided-unique.json')!.puzzle as unknown as RailwayPuzzle;

const cases: [string, RailwayPuzzle, string, string][] = [
  ['node.duplicate', { ...base, nodes: [...base.nodes, { id: 'S', x: 1, y: 1 }] }, 'node.duplicate', '/nodes/3/id'],
  ['segment.duplicate', { ...base, segments: [...base.segments, { id: 'a', from: 'F', to: 'S' }] }, 'segment.duplicate', '/segments/3/id'],
  ['segment.node', { ...base, segments: [...base.segments, { id: 'z', from: 'F', to: 'Q' }] }, 'segment.node', '/segments/3/to'],
  ['segment.loop', { ...base, segments: [...base.segments, { id: 'z', from: 'F', to: 'F' }] }, 'segment.loop', '/segments/3'],
  ['unknown transition segment', { ...base, transitions: [...base.transitions!, ['a', 'S', 'q']] }, 'segment.unknown', '/transitions/4/2'],
  ['unknown transition node', { ...base, transitions: [...base.transitions!, ['a', 'Q', 'b']] }, 'node.unknown', '/transitions/4/1'],
  ['transition.touch', { ...base, transitions: [...base.transitions!, ['a', 'J', 'L']] }, 'transition.touch', '/transitions/4/0'],
  ['transition.reverse', { ...base, transitions: [...base.transitions!, ['b', 'J', 'b']] }, 'transition.reverse', '/transitions/4'],
  ['unknown start', { ...base, start: { node: 'X' } }, 'node.unknown', '/start/node'],
  ['unknown heading', { ...base, start: { node: 'S', heading: 'q' } }, 'segment.unknown', '/start/heading'],
  ['start.heading', { ...base, start: { node: 'S', heading: 'L' } }, 'start.heading', '/start/heading'],
  ['unknown finish', { ...base, finish: { node: 'X' } }, 'node.unknown', '/finish/node'],
  ['finish.start', { ...base, finish: { node: 'S' } }, 'finish.start', '/finish/node'],
  ['unknown waypoint node', { ...base, waypoints: [{ node: 'X' }] }, 'node.unknown', '/waypoints/0/node'],
  ['unknown waypoint segment', { ...base, waypoints: [{ segment: 'b' }, { segment: 'x' }] }, 'segment.unknown', '/waypoints/1/segment'],
  ['side.mixed', { ...base, segments: base.segments.map((s, i) => (i === 0 ? { ...s, fromSide: 'A' as const } : s)) }, 'side.mixed', '/segments/0/fromSide'],
  ['side.missing', { ...sided, segments: sided.segments.map((s) => (s.id === 'c2' ? { id: s.id, from: s.from, to: s.to, fromSide: 'B' as const } : s)) }, 'side.missing', '/segments/1/toSide'],
];

describe('railway validate', () => {
  it('accepts the samples', () => {
    for (const s of samplesOf('railway')) expect(validateRailway(s.puzzle as unknown as RailwayPuzzle), s.file).toEqual([]);
  });
  it.each(cases)('%s: names the place', (_name, puzzle, code, path) => {
    const issues = validateRailway(puzzle);
    expect(issues.map((i) => [i.code, i.path])).toEqual([[code, path]]);
  });
  it('collects every issue, not only the first', () => {
    const issues = validateRailway({ ...base, start: { node: 'X' }, finish: { node: 'Y' }, waypoints: [{ node: 'Z' }] });
    expect(issues.map((i) => i.path)).toEqual(['/start/node', '/finish/node', '/waypoints/0/node']);
  });
});
