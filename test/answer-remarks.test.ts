import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerPuzzle, InternalError } from '../src/api/index.js';
import type { AnyFamily } from '../src/encoders/family.js';
import { numberlink } from '../src/encoders/numberlink/index.js';
import type { NumberlinkPuzzle, NumberlinkSolution } from '../src/encoders/numberlink/model.js';
import { PACKAGE_ROOT } from '../src/schemas.js';

const cooked = (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'src', 'encoders', 'numberlink', 'samples', 'flow-5x5-cook.json'), 'utf8')) as { puzzle: NumberlinkPuzzle }).puzzle;

/** Numberlink whose "time ran out" remark offers the given solutions. */
const offering = (solutions: unknown[]): AnyFamily => ({
  ...numberlink,
  explainUnknown: async () => [{ key: 'offer', text: 'found elsewhere', solutions }],
} as AnyFamily);

// A time limit of zero stops the search before its first solve: verdict unknown.
const stopped = { limit: 2, engine: { timeLimitMs: 0 }, remarks: true } as const;

describe('solutions offered by a remark', () => {
  it('join an answer cut short, and two distinct ones make it "multiple" with the cells that differ', async () => {
    const full = await answerPuzzle<NumberlinkPuzzle, NumberlinkSolution>(numberlink, cooked, { limit: 2, engine: {} });
    expect(full.verdict).toBe('multiple');
    const [a, b] = full.solutions;

    const one = await answerPuzzle(offering([a, a]), cooked, stopped);
    expect(one).toMatchObject({ verdict: 'unknown', count: 1, complete: false, stopped: 'time' });

    const two = await answerPuzzle(offering([a, b]), cooked, stopped);
    expect(two).toMatchObject({ verdict: 'multiple', count: 2, complete: false });
    expect(two.differences).toEqual(full.differences);
    expect(two.notes.map((n) => n.key)).toEqual(['offer']);
    expect(two.notes[0]).not.toHaveProperty('solutions');
  });

  it('are checked by the verifier first: a wrong one is an internal error, not an answer', async () => {
    const wrong = { grid: [['1']], paths: [] };
    await expect(answerPuzzle(offering([wrong]), cooked, stopped)).rejects.toThrow(InternalError);
  });
});
