import { describe, expect, it } from 'vitest';
import { cutShortNote, remarkBudget } from '../../src/api/remark-budget.js';
import { railway } from '../../src/encoders/railway/index.js';

// Issue 33: a railway answer cut short said "the remark on what a stricter rule settles was skipped" (Numberlink's words).
describe('railway remarks cut short', () => {
  it('name the railway remark, not another family\'s', () => {
    const spent = remarkBudget({ deadline: Date.now() - 1 }, 0);
    for (const verdict of ['none', 'multiple', 'unknown'] as const) {
      const note = cutShortNote(railway, verdict, spent, [])!;
      expect(note.text).toMatch(/^Cut short: the remark on /);
      expect(note.text).not.toContain('stricter rule');
      expect(note.text).toContain(railway.remarkNames![verdict]!);
    }
  });
});
