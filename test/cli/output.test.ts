import { describe, expect, it } from 'vitest';
import { countPuzzle, type Answer } from '../../src/api/index.js';
import { printAnswer } from '../../src/cli/output.js';
import { familyOf } from '../../src/encoders/registry.js';
import { backends } from '../helpers/backends.js';

/** What `count` (which draws nothing) prints for a Train Tracks answer. */
function printed(answer: Answer): string {
  let text = '';
  printAnswer({ color: false, out: (t) => (text += t) }, familyOf('tracks')!, undefined, answer, 'count', false);
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

  it('a Train Tracks count reports connectivity cuts (lib/connected.ts), on every backend', async () => {
    // No clues on a 4x3: a complete count must cut every model with a loop beside the track, whatever the solver
    const open = { type: 'tracks', width: 4, height: 3, rowClues: Array(3).fill(null), colClues: Array(4).fill(null), entrance: { row: 0, col: 0, side: 'W' }, exit: { row: 2, col: 3, side: 'S' } };
    for (const backend of backends) {
      const answer = await countPuzzle(familyOf('tracks')!, open, { limit: 100_000, engine: { backend } });
      expect(answer.complete, backend).toBe(true);
      expect(answer.stats.cuts, backend).toBeGreaterThan(0);
      expect(answer.stats.cutsByKind, backend).toEqual({ 'connectivity cut': answer.stats.cuts });
      const text = printed(answer);
      expect(text).toContain(`${answer.stats.cuts} connectivity cuts`);
      expect(text).not.toContain('loop cut');
    }
  });
});
