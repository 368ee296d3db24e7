import { describe, expect, it } from 'vitest';
import { cellPart } from '../../src/encoders/lib/grid.js';
import { tracks } from '../../src/encoders/tracks/index.js';
import type { TracksPuzzle, TracksSolution } from '../../src/encoders/tracks/model.js';

const puzzle: TracksPuzzle = {
  type: 'tracks',
  width: 4,
  height: 3,
  rowClues: [2, 3, null],
  colClues: [1, 2, 1, 2],
  entrance: { row: 0, col: 0, side: 'W' },
  exit: { row: 2, col: 3, side: 'S' },
  givens: [{ row: 1, col: 1, piece: 'NE' }],
};
const solution: TracksSolution = {
  cells: [
    ['EW', 'SW', '', ''],
    ['', 'NE', 'EW', 'SW'],
    ['', '', '', 'NS'],
  ],
};

describe('tracks rendering', () => {
  it('draws the solution with clues, arrows and heavy givens (golden)', () => {
    expect(tracks.renderText(puzzle, solution, { color: false })).toBe(
      [
        '   1  2  1  2',
        '→ ────┐  ·  ·    2',
        '   ·  ┗━────┐    3',
        '   ·  ·  ·  │    ?',
        '            ↓',
        '',
      ].join('\n'),
    );
  });
  it('draws the puzzle alone with its givens only', () => {
    const text = tracks.renderText(puzzle, undefined, { color: false });
    expect(text).toContain('┗━');
    expect(text).not.toContain('┐');
  });
  it('marks cells in brackets, or in colour', () => {
    const marks = [cellPart(1, 2)];
    expect(tracks.renderText(puzzle, solution, { color: false, marks }).split('\n')[2]).toBe('   ·  ┗━[─]─┐    3');
    expect(tracks.renderText(puzzle, solution, { color: true, marks })).toContain('\x1b[41m');
    expect(tracks.renderText(puzzle, solution, { color: false })).not.toContain('\x1b[');
  });
  it('writes a standalone SVG with one stroke per track cell', () => {
    const svg = tracks.renderSvg(puzzle, solution);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg.match(/<path d="M[^"]*" fill="none"/g)?.length).toBe(6);
  });
  it('turns corners tightly at the cell centre (no wide arcs) and arrows the entrance in and the exit out', () => {
    const svg = tracks.renderSvg(puzzle, solution);
    const corners = [...svg.matchAll(/<path d="M[^"]*? L([\d.]+) ([\d.]+) Q([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) L[^"]*" fill="none"/g)].map((m) => m.slice(1).map(Number));
    expect(corners).toHaveLength(3); // SW, NE, SW
    for (const [x1, y1, cx, cy, x2, y2] of corners as number[][]) {
      expect(Math.hypot(x1! - cx!, y1! - cy!)).toBeLessThanOrEqual(36 * 0.25);
      expect(Math.hypot(x2! - cx!, y2! - cy!)).toBeLessThanOrEqual(36 * 0.25);
    }
    const heads = [...svg.matchAll(/<path d="M([\d.-]+) ([\d.-]+) L([\d.-]+) ([\d.-]+) L([\d.-]+) ([\d.-]+) z" fill="(#[0-9a-f]+)"/g)].map((m) => ({ tip: [Number(m[1]), Number(m[2])], base: [(Number(m[3]) + Number(m[5])) / 2, (Number(m[4]) + Number(m[6])) / 2], colour: m[7] }));
    expect(heads).toHaveLength(2);
    const [entrance, exit] = heads as [(typeof heads)[0], (typeof heads)[0]];
    // The entrance is on the west side: its arrow points east (into the grid); the exit on the south: its arrow points down (out).
    expect(entrance.tip[0]! - entrance.base[0]!).toBeGreaterThan(5);
    expect(exit.tip[1]! - exit.base[1]!).toBeGreaterThan(5);
    expect(entrance.colour).not.toBe(exit.colour);
  });
  it('keeps the clues clear of an entrance or exit stub on their side (north, east)', () => {
    const east: TracksPuzzle = { ...puzzle, exit: { row: 1, col: 3, side: 'E' }, entrance: { row: 0, col: 1, side: 'N' } };
    const svg = tracks.renderSvg(east, undefined);
    const stubs = [...svg.matchAll(/<line x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)" stroke="#2b/g)].map((m) => m.slice(1).map(Number));
    const texts = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)</g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), text: m[3] }));
    expect(stubs).toHaveLength(2);
    const [north, eastStub] = stubs as [number[], number[]];
    // The row clue beside the exit (row 1: "3") starts right of the stub's end; the column clue above the entrance (column 1: "2") above it.
    const rowClue = texts.find((t) => t.text === '3')!;
    const tips = [...svg.matchAll(/<path d="M([\d.]+) ([\d.]+) L[^"]* z"/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    expect(rowClue.x - 10).toBeGreaterThan(Math.max(eastStub[2]!, ...tips.map(([x]) => x)));
    const colClue = texts.filter((t) => t.text === '2').find((t) => Math.abs(t.x - north[0]!) < 1)!;
    expect(colClue.y).toBeLessThan(north[3]!);
  });
  it('lists the cells where two solutions differ', () => {
    const other: TracksSolution = { cells: solution.cells.map((row, r) => row.map((p, c) => (r === 2 && c === 3 ? 'NE' : p))) };
    expect(tracks.differences(solution, other)).toEqual([{ key: '2,3', kind: 'cell', name: '(2,3)', cells: [[2, 3]] }]);
    expect(tracks.differences(solution, solution)).toEqual([]);
  });
});
