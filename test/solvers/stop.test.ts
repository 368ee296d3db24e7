import { describe, expect, it } from 'vitest';
import { answerPuzzle, countPuzzle } from '../../src/api/index.js';
import { verdictLine } from '../../src/cli/output.js';
import { FAMILIES } from '../../src/encoders/registry.js';
import { createWasmBackend } from '../../src/solvers/wasm/backend.js';
import { createAutoBackend } from '../../src/solvers/wasm/portfolio.js';
import type { Backend } from '../../src/solvers/backend.js';
import { pigeonhole } from '../helpers/pigeonhole.js';

const numberlink = FAMILIES.find((f) => f.type === 'numberlink')!;
/** One pair in opposite corners of an empty 12x12 board under the classic rule: thousands of drawings, each found by a short search. */
const OPEN_BOARD = { type: 'numberlink', grid: ['1' + '.'.repeat(11), ...Array.from({ length: 10 }, () => '.'.repeat(12)), '.'.repeat(11) + '1'], fillAll: false };

/** A stop that comes from the event loop (as a worker's message does) once `after` solutions are reported. */
function stopAfter(after: number) {
  const stop = new AbortController();
  let found = 0;
  const onProgress = (n: number) => {
    found = n;
    if (n >= after) setTimeout(() => stop.abort(), 0);
  };
  return { signal: stop.signal, onProgress, found: () => found };
}

describe("a person's stop (the engine's signal)", () => {
  for (const backend of ['minisat', 'cadical', 'auto'] as const) {
    it(`ends an enumeration between its questions, with the solutions found before it (${backend})`, async () => {
      const stop = stopAfter(3);
      const limit = 5000;
      const answer = await answerPuzzle(numberlink, OPEN_BOARD, { limit, engine: { backend, signal: stop.signal, onProgress: stop.onProgress } });
      // Stopped: far short of the limit, every solution found kept (each passed the verifier on arrival)
      expect(answer.complete).toBe(false);
      expect(answer.stopped).toBe('request');
      expect(answer.count).toBeGreaterThanOrEqual(3);
      expect(answer.count).toBeLessThan(limit);
      expect(answer.count).toBe(stop.found());
      expect(new Set(answer.solutions.map((s) => JSON.stringify(s))).size).toBe(answer.count);
      expect(verdictLine(answer, 'solve')).toBe(`Not unique: at least ${answer.count} solutions.`);
      // Remarks are not asked after a stop
      expect(answer.notes).toEqual([]);
    });
  }

  it('says a stopped count was stopped, not timed out', async () => {
    const stop = stopAfter(2);
    const answer = await countPuzzle(numberlink, OPEN_BOARD, { limit: 10_000, engine: { signal: stop.signal, onProgress: stop.onProgress } });
    expect(answer).toMatchObject({ complete: false, stopped: 'request' });
    expect(verdictLine(answer, 'count')).toBe(`${answer.count}+ solutions (stopped: there may be more).`);
  });

  it('a question asked after the stop has no time at all', async () => {
    const stop = new AbortController();
    stop.abort();
    const answer = await answerPuzzle(numberlink, OPEN_BOARD, { limit: 2, engine: { signal: stop.signal } });
    expect(answer).toMatchObject({ verdict: 'unknown', count: 0, stopped: 'request' });
    expect(verdictLine(answer, 'check')).toBe('Unknown: the search was stopped before a solution was found.');
  });

  const backends: [string, () => Promise<Backend>][] = [
    ['minisat', () => createWasmBackend('minisat')],
    ['cadical', () => createWasmBackend('cadical')],
    ['auto, both solvers racing', () => createAutoBackend(1)],
  ];
  for (const [name, create] of backends) {
    it(`interrupts one long search at its next slice (${name})`, async () => {
      const backend = await create();
      await backend.addClauses(pigeonhole(12), 156);
      // Without the interrupt this search outlasts the test's time limit
      setTimeout(() => backend.interrupt!(), 50);
      expect(await backend.solve([], undefined)).toBe('unknown');
      // And every later question
      expect(await backend.solve([1], undefined)).toBe('unknown');
      await backend.dispose();
    });
  }
});
