import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ViennesePuzzle, VienneseSolution } from '../../src/encoders/viennese/model.js';
import { validateViennese } from '../../src/encoders/viennese/validate.js';
import { VIENNESE_VERIFIER_CODES, verifyViennese, walkDifferences } from '../../src/encoders/viennese/verify.js';

const dir = join(import.meta.dirname, '../../src/encoders/viennese/samples');
const fixtures = readdirSync(join(dir, 'verifier')).map(
  (f) => JSON.parse(readFileSync(join(dir, 'verifier', f), 'utf8')) as { code: string; puzzle: ViennesePuzzle; solution: VienneseSolution },
);
const sample = JSON.parse(readFileSync(join(dir, 'report-4x4.json'), 'utf8')) as { puzzle: ViennesePuzzle; expected: { solution: VienneseSolution } };

describe('viennese verifier', () => {
  it('keeps one failing walk per code, and each reports its code', () => {
    expect(fixtures.map((f) => f.code).sort()).toEqual([...VIENNESE_VERIFIER_CODES].sort());
    for (const f of fixtures) expect(verifyViennese(f.puzzle, f.solution).map((i) => i.code), f.code).toContain(f.code);
  });

  it('accepts the seed walk and names the move that breaks a rule', () => {
    expect(verifyViennese(sample.puzzle, sample.expected.solution)).toEqual([]);
    const red = fixtures.find((f) => f.code === 'walk.red')!;
    const issues = verifyViennese(red.puzzle, red.solution);
    expect(issues[0]).toEqual({ code: 'walk.red', path: '/nodes/4', message: 'move 4 (m→n): the light shows red after 3 lights passed' });
    // Every issue is collected: the walk keeps meeting red lights after that move
    expect(issues.map((i) => `${i.code} ${i.path}`)).toEqual(['walk.red /nodes/4', 'walk.red /nodes/5', 'walk.red /nodes/6']);
    // The same u-turn is fine when u-turns are allowed
    const uTurn = fixtures.find((f) => f.code === 'walk.uTurn')!;
    expect(verifyViennese({ ...uTurn.puzzle, variant: 'u-turn' }, uTurn.solution).map((i) => i.code)).toEqual(['walk.goal']);
  });

  it('names differences by move, none for equal walks', () => {
    const a = sample.expected.solution;
    expect(walkDifferences(a, a)).toEqual([]);
    const b = { nodes: ['a', 'b', 'c', 'g', 'h', 'l', 'p'] };
    const names = walkDifferences(a, b).map((p) => p.name);
    expect(names[0]).toBe('move 4: g→k');
    expect(names).toContain('move 16: o→p');
    expect(new Set(walkDifferences(a, b).map((p) => p.key)).size).toBe(names.length);
  });
});

describe('viennese validation', () => {
  const codes = (puzzle: ViennesePuzzle) => validateViennese(puzzle).map((i) => `${i.code} ${i.path}`);
  const base = sample.puzzle;

  it('accepts the seed maze', () => expect(codes(base)).toEqual([]));

  it('names unknown nodes, loops, duplicate streets and bad lights by JSON pointer', () => {
    const streets = [...base.streets];
    streets[3] = { from: 'e', to: 'zz', light: 'green' };
    streets[5] = { from: 'g', to: 'g', light: 'green' };
    streets[7] = { from: 'b', to: 'a', light: 'red' };
    streets[8] = { from: 'k', to: 'l', light: 'blue' as never };
    expect(codes({ ...base, streets })).toEqual([
      'street.unknownNode /streets/3/to',
      'street.loop /streets/5',
      'street.duplicate /streets/7',
      'street.light /streets/8/light',
    ]);
  });

  it('names duplicate node ids, unknown or equal start and goal', () => {
    const nodes = [...base.nodes, { id: 'c' }];
    expect(codes({ ...base, nodes, start: 'q', goal: 'p' })).toEqual(['node.duplicate /nodes/16/id', 'start.unknown /start']);
    expect(codes({ ...base, start: 'p' })).toEqual(['goal.start /goal']);
  });

  it('refuses a state graph too large to build, without building it', () => {
    const nodes = Array.from({ length: 3000 }, (_, i) => ({ id: i }));
    const streets = nodes.flatMap((n, i) => (i === 0 ? [] : [{ from: 0, to: n.id, light: 'green' as const }]));
    const star = { type: 'viennese' as const, nodes, streets: [...streets, ...streets.slice(1).map((_, i) => ({ from: i + 1, to: i + 2, light: 'green' as const }))], start: 1, goal: 2 };
    expect(codes(star)).toEqual(['maze.size /streets']);
  });
});
