import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/answer.js';
import { schoenbrunnGenerator } from '../../src/encoders/schoenbrunn/generate.js';
import { schoenbrunn } from '../../src/encoders/schoenbrunn/index.js';
import type { SchoenbrunnPuzzle, SchoenbrunnSolution } from '../../src/encoders/schoenbrunn/model.js';
import { validateSchoenbrunn } from '../../src/encoders/schoenbrunn/validate.js';

describe('schoenbrunn generator', () => {
  const make = (seed: number) => schoenbrunnGenerator.generate({ options: { size: { width: 5, height: 5 }, rounds: 120 }, seed, engine: {} });

  it('gives the same board for the same seed, and a board whose only zero-sum path the solver confirms', async () => {
    const progress: number[] = [];
    const first = await schoenbrunnGenerator.generate({ options: { size: { width: 5, height: 5 }, rounds: 120 }, seed: 4, engine: {}, onProgress: (f) => progress.push(f) });
    const again = await make(4);
    expect(first).toEqual(again);
    expect(progress.at(-1)).toBe(1);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(validateSchoenbrunn(first.value)).toEqual([]);
    const answer = await answerPuzzle<SchoenbrunnPuzzle, SchoenbrunnSolution>(schoenbrunn, first.value, { limit: 2, engine: {} });
    expect(answer.verdict).toBe('unique');
    const best = await answerPuzzle(schoenbrunn, first.value, { limit: 2, engine: {}, best: true });
    expect(best.verdict).toBe('unique');
    expect(best.best?.value).toBe(answer.solutions[0]!.jumps);
    expect(first.value.source).toContain(`takes ${answer.solutions[0]!.jumps} jumps`);
  });

  it('gives different boards for different seeds', async () => {
    const [a, b] = [await make(1), await make(2)];
    expect(a.ok && b.ok && JSON.stringify(a.value.grid) !== JSON.stringify(b.value.grid)).toBe(true);
  });
});
