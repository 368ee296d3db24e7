import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerPuzzle, type Answer } from '../../src/api/index.js';
import { printAnswer } from '../../src/cli/output.js';
import { familyOf } from '../../src/encoders/registry.js';

/** What `check` (or `count`, which draws nothing) prints for a Train Tracks answer. */
function printed(answer: Answer, command: 'check' | 'count' = 'count', puzzle?: unknown): string {
  let text = '';
  printAnswer({ color: false, out: (t) => (text += t) }, familyOf('tracks')!, puzzle, answer, command, false);
  return text;
}

const stats = { backend: 'minisat' as const, solves: 3, cuts: 0, vars: 10, clauses: 20, ms: 4 };
const answerWith = (figures: Partial<Answer['stats']>): Answer => ({ type: 'tracks', rule: 'r', verdict: 'none', count: 0, complete: true, solutions: [], notes: [], stats: { ...stats, ...figures } });

describe('the figures line names each kind of lazy cut', () => {
  it('counts cuts by the kind their checks name, never calling them all loop cuts', () => {
    const line = printed(answerWith({ cuts: 7, cutsByKind: { 'connectivity cut': 6, 'loop cut': 1 } })).trim().split('\n').at(-1)!;
    expect(line).toBe('4 ms, minisat, 3 solves, 6 connectivity cuts, 1 loop cut');
    expect(printed(answerWith({})).trim().split('\n').at(-1)).toBe('4 ms, minisat, 3 solves');
  });

  it('a Train Tracks cook found by the solver reports connectivity cuts (lib/connected.ts)', async () => {
    const sample = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'src', 'encoders', 'tracks', 'samples', 'generated-5x5-cook.json'), 'utf8'));
    const answer = await answerPuzzle(familyOf('tracks')!, sample.puzzle, { limit: 2, engine: {} });
    expect(answer.stats.cuts).toBeGreaterThan(0);
    expect(answer.stats.cutsByKind).toEqual({ 'connectivity cut': answer.stats.cuts });
    const text = printed(answer, 'check', sample.puzzle);
    expect(text).toContain(`${answer.stats.cuts} connectivity cuts`);
    expect(text).not.toContain('loop cut');
  });
});
