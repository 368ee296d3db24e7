import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { answerPuzzle, InternalError } from '../src/api/index.js';
import { schemaOf } from '../src/schemas.js';
import type { AnyFamily } from '../src/encoders/family.js';
import { capabilitiesOf, FAMILIES } from '../src/encoders/registry.js';
import { template } from '../src/encoders/template/index.js';
import { solve, type Backend } from '../src/solvers/index.js';
import { backends } from './helpers/backends.js';
import { leaveOut, rulesOf } from './helpers/rules.js';
import { FAMILIES_UNDER_TEST, samplesOf, verifierFixturesOf } from './helpers/samples.js';

const shapes = new Map<AnyFamily, ValidateFunction>();

/** Shape by the family's own schema, then its semantic rules: what readPuzzle applies. */
function validates(family: AnyFamily, puzzle: unknown): boolean {
  let shape = shapes.get(family);
  if (shape === undefined) {
    shape = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }).compile(schemaOf(family));
    shapes.set(family, shape);
  }
  return shape(puzzle) && family.validate(puzzle).length === 0;
}

/**
 * Solutions compare as the family compares them, `differences` empty (as `check` and the
 * remarks do), not by deep equality: the order of what decode lists (rooks row by row, a
 * Numberlink path from one end) is its own choice, no part of the contract. The expected
 * solution must pass the verifier, so a sample cannot pass on a `differences` that sees too little.
 */
function expectSameSolution(family: AnyFamily, puzzle: unknown, found: unknown, expected: unknown): void {
  expect(family.verify(puzzle, expected), 'the expected solution is one').toEqual([]);
  expect(found, 'a solution was found').toBeDefined();
  expect(family.differences(found, expected), 'where the solution found differs from the expected one').toEqual([]);
}

describe('registry', () => {
  it('lists families sorted by type, each with samples of every verdict it can reach', () => {
    const types = FAMILIES.map((f) => f.type);
    expect(types).toEqual([...types].sort());
    for (const family of FAMILIES_UNDER_TEST) {
      const verdicts = new Set(samplesOf(family.type).map((s) => s.expected.verdict));
      expect([...verdicts].sort(), family.type).toEqual(['multiple', 'none', 'unique']);
    }
  });

  it('keeps one failing fixture per verifier code, and none for codes the family does not declare', () => {
    for (const family of FAMILIES_UNDER_TEST) {
      const fixtures = verifierFixturesOf(family.type);
      expect(fixtures.map((f) => f.code).sort(), family.type).toEqual([...family.verifierCodes].sort());
      for (const fixture of fixtures) {
        expect(fixture.file, family.type).toBe(`${fixture.code}.json`);
        expect(validates(family, fixture.puzzle), `${family.type} ${fixture.file}: the puzzle itself is valid`).toBe(true);
        const codes = family.verify(fixture.puzzle, fixture.solution).map((i) => i.code);
        expect(codes, `${family.type} ${fixture.file}`).toContain(fixture.code);
      }
    }
  });

  it('reads each family\'s capabilities off its module', () => {
    expect(capabilitiesOf(template)).toEqual({ best: true, fastCount: false, generate: false, assessments: [], picture: false, formats: [], writes: [] });
    const tracks = FAMILIES.find((f) => f.type === 'tracks')!;
    expect(capabilitiesOf(tracks)).toMatchObject({ best: false, generate: true, assessments: ['grade'], formats: ['tatham'], writes: ['tatham'] });
  });
});

describe.each(FAMILIES_UNDER_TEST.map((f) => [f.type, f] as const))('%s samples', (type, family) => {
  const samples = samplesOf(type);
  describe.each(backends)('on %s', (backend) => {
    it.each(samples.map((s) => [s.file, s] as const))('%s gives its expected verdict', async (_file, sample) => {
      expect(validates(family, sample.puzzle)).toBe(true);
      const limit = (sample.expected.count ?? 1) + 1;
      const answer = await answerPuzzle(family, sample.puzzle, { limit, engine: { backend }, remarks: true });
      expect(answer.verdict).toBe(sample.expected.verdict);
      expect(answer.rule.length).toBeGreaterThan(0);
      if (sample.expected.count !== undefined) {
        expect(answer.count).toBe(sample.expected.count);
        expect(answer.complete).toBe(true);
      }
      if (sample.expected.solution !== undefined) expectSameSolution(family, sample.puzzle, answer.solutions[0], sample.expected.solution);
      if (sample.expected.note !== undefined) expect(answer.notes.map((n) => n.key)).toContain(sample.expected.note);
      for (const [a, b] of [[0, 1], [1, 0]] as const) {
        if (answer.solutions[a] === undefined) continue;
        expect(family.differences(answer.solutions[a], answer.solutions[a]), 'a solution does not differ from itself').toEqual([]);
        if (answer.solutions[b] !== undefined) expect(family.differences(answer.solutions[a], answer.solutions[b]).length).toBeGreaterThan(0);
      }
    });

    it.each(samples.filter((s) => s.expected.best).map((s) => [s.file, s] as const))('%s reaches its expected optimum', async (_file, sample) => {
      const best = sample.expected.best!;
      const answer = await answerPuzzle(family, sample.puzzle, { limit: 2, engine: { backend }, best: true });
      expect(answer.best).toEqual({ name: family.best!.name, value: best.value, optimal: true });
      expect(answer.verdict).toBe(best.verdict);
      for (const solution of answer.solutions) expect(family.best!.measure(sample.puzzle, solution)).toBe(best.value);
      if (best.solution !== undefined) expectSameSolution(family, sample.puzzle, answer.solutions[0], best.solution);
    });
  });
});

describe.each(FAMILIES_UNDER_TEST.map((f) => [f.type, f] as const))('%s samples without solution', (type, family) => {
  const none = samplesOf(type).filter((s) => s.expected.verdict === 'none');
  describe.each(backends)('on %s', (backend) => {
    // Quick property tests draw a share of their instances: these name the rule each sample rests on, and leave it out
    it.each(none.map((s) => [s.file, s] as const))('%s has a solution once the rule that causes it is left out', async (_file, sample) => {
      const { cause } = sample.expected;
      expect(cause, 'expected.cause names the rule without which the puzzle has a solution').toBeDefined();
      const causes = typeof cause === 'string' ? [cause] : cause!;
      const encoding = family.encode(sample.puzzle);
      expect(rulesOf(encoding), 'the encoding names the rule').toEqual(expect.arrayContaining(causes));
      expect((await solve(encoding, { backend })).status).toBe('unsat');
      expect((await solve(leaveOut(family.encode(sample.puzzle), causes), { backend })).status).toBe('sat');
    });
  });
});

describe('the best solution', () => {
  const weighted = samplesOf('template').find((s) => s.expected.best)!;
  it('is refused when the family\'s own measure disagrees with the solver', async () => {
    const lying: AnyFamily = { ...template, best: { ...template.best!, measure: (p: never, s: never) => template.best!.measure(p, s) + 1 } };
    await expect(answerPuzzle(lying, weighted.puzzle, { limit: 2, engine: {}, best: true })).rejects.toThrow(InternalError);
  });
  it('says when two optimal solutions exist, and where they differ', async () => {
    // The two diagonals score 2 each; no other placement scores (test/template/brute.ts)
    const tie = { type: 'template', board: ['1..1', '....', '....', '1..1'] };
    const answer = await answerPuzzle(template, tie, { limit: 2, engine: {}, best: true });
    expect(answer.verdict).toBe('multiple');
    expect(answer.best?.value).toBe(2);
    expect(answer.differences?.map((p) => p.name)).toEqual(['(0,0)', '(0,3)', '(1,1)', '(1,2)', '(2,1)', '(2,2)', '(3,0)', '(3,3)']);
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

type Sample = ReturnType<typeof samplesOf>[number];
const asking = new Map<string, Promise<Sample>>();

/** The first sample whose answer asks the backend (a family's own search settles some without it), looked for once per family. */
function askingBackend(family: AnyFamily, type: string): Promise<Sample> {
  const find = async () => {
    for (const sample of samplesOf(type)) {
      const answer = await answerPuzzle(family, sample.puzzle, { limit: 2, engine: {} });
      if (answer.stats.solves > 0) return sample;
    }
    throw new Error(`no ${type} sample asks the backend`);
  };
  if (!asking.has(type)) asking.set(type, find());
  return asking.get(type)!;
}

describe.each(FAMILIES_UNDER_TEST.map((f) => [f.type, f] as const))('%s with a failing backend', (type, family) => {
  it('reports "none" cleanly when the backend finds nothing', async () => {
    const sample = await askingBackend(family, type);
    const answer = await answerPuzzle(family, sample.puzzle, { limit: 2, engine: { backendFactory: brokenBackend('unsat') }, remarks: true });
    expect(answer.verdict).toBe('none');
    expect(answer.solutions).toEqual([]);
  });
  it('reports "unknown" when the backend gives up', async () => {
    const sample = await askingBackend(family, type);
    const answer = await answerPuzzle(family, sample.puzzle, { limit: 2, engine: { backendFactory: brokenBackend('unknown') } });
    expect(answer.verdict).toBe('unknown');
    expect(answer.complete).toBe(false);
  });
  it('rejects with an error, not a crash, when the backend throws', async () => {
    const sample = await askingBackend(family, type);
    await expect(answerPuzzle(family, sample.puzzle, { limit: 2, engine: { backendFactory: brokenBackend('throw') } })).rejects.toThrow(
      'backend exploded',
    );
  });
});
