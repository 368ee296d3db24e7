import { describe, expect, it } from 'vitest';
import { answerPuzzle, readPuzzle } from '../src/api/index.js';
import { FAMILIES } from '../src/encoders/registry.js';
import type { Backend } from '../src/solvers/index.js';
import { backends } from './helpers/backends.js';
import { samplesOf } from './helpers/samples.js';

describe('registry', () => {
  it('lists families sorted by type, each with samples of every verdict it can reach', () => {
    const types = FAMILIES.map((f) => f.type);
    expect(types).toEqual([...types].sort());
    for (const family of FAMILIES) {
      const verdicts = new Set(samplesOf(family.type).map((s) => s.expected.verdict));
      expect([...verdicts].sort(), family.type).toEqual(['multiple', 'none', 'unique']);
    }
  });
});

describe.each(FAMILIES.map((f) => [f.type, f] as const))('%s samples', (type, family) => {
  const samples = samplesOf(type);
  describe.each(backends)('on %s', (backend) => {
    it.each(samples.map((s) => [s.file, s] as const))('%s gives its expected verdict', async (_file, sample) => {
      const read = readPuzzle(JSON.stringify(sample.puzzle));
      expect(read.ok && read.value.family.type).toBe(type);
      const limit = (sample.expected.count ?? 1) + 1;
      const answer = await answerPuzzle(family, sample.puzzle, { limit, engine: { backend }, remarks: true });
      expect(answer.verdict).toBe(sample.expected.verdict);
      expect(answer.rule.length).toBeGreaterThan(0);
      if (sample.expected.count !== undefined) {
        expect(answer.count).toBe(sample.expected.count);
        expect(answer.complete).toBe(true);
      }
      if (sample.expected.solution !== undefined) expect(answer.solutions[0]).toEqual(sample.expected.solution);
      if (sample.expected.note !== undefined) expect(answer.notes.map((n) => n.key)).toContain(sample.expected.note);
    });
  });
});

/** A backend that answers `status` to everything, or throws. */
function brokenBackend(status: 'unsat' | 'unknown' | 'throw'): () => Promise<Backend> {
  return async () => ({
    name: 'minisat',
    addClauses: async () => {},
    solve: async () => {
      if (status === 'throw') throw new Error('backend exploded');
      return status;
    },
    model: () => new Uint8Array(1),
    dispose: async () => {},
  });
}

describe.each(FAMILIES.map((f) => [f.type, f] as const))('%s with a failing backend', (type, family) => {
  const sample = samplesOf(type)[0]!;
  it('reports "none" cleanly when the backend finds nothing', async () => {
    const answer = await answerPuzzle(family, sample.puzzle, { limit: 2, engine: { backendFactory: brokenBackend('unsat') }, remarks: true });
    expect(answer.verdict).toBe('none');
    expect(answer.solutions).toEqual([]);
  });
  it('reports "unknown" when the backend gives up', async () => {
    const answer = await answerPuzzle(family, sample.puzzle, { limit: 2, engine: { backendFactory: brokenBackend('unknown') } });
    expect(answer.verdict).toBe('unknown');
    expect(answer.complete).toBe(false);
  });
  it('rejects with an error, not a crash, when the backend throws', async () => {
    await expect(answerPuzzle(family, sample.puzzle, { limit: 2, engine: { backendFactory: brokenBackend('throw') } })).rejects.toThrow(
      'backend exploded',
    );
  });
});
