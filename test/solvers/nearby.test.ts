import { describe, expect, it } from 'vitest';
import { Random } from '../../src/encoders/lib/random.js';
import { checkUnique, checkUniqueNearby, enumerateOn, Model, otherNearby, withSession, type Assignment, type Lit, type NearbyPlan, type Problem } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';

/** A random 3-CNF over 8 answer keys and 3 auxiliary variables; its answers counted by brute force on the keys. */
function randomProblem(random: Random): { problem: Problem; answers: Set<string> } {
  const model = new Model();
  const vars = model.newVars(11);
  const keys = vars.slice(0, 8);
  const clauses: Lit[][] = [];
  for (let i = 0; i < 36 + random.int(16); i++) {
    clauses.push(random.shuffle(vars).slice(0, 3).map((v) => (random.int(2) ? v : -v)));
  }
  for (const c of clauses) model.addClause(c);
  const answers = new Set<string>();
  for (let bits = 0; bits < 1 << 11; bits++) {
    const holds = (lit: Lit) => ((bits >> (Math.abs(lit) - 1)) & 1) === (lit > 0 ? 1 : 0);
    if (clauses.every((c) => c.some(holds))) answers.add(keys.map((k) => (bits >> (k - 1)) & 1).join(''));
  }
  return { problem: { model, answerKeys: keys }, answers };
}

const keysOf = (problem: Problem, a: Assignment) => problem.answerKeys.map((k) => a[k]).join('');

/** Keys in groups of two, the last key in none (always held); neighbourhoods of one group and of two. */
function plan(keys: readonly Lit[]): NearbyPlan {
  const groups = [0, 2, 4].map((i) => keys.slice(i, i + 2)).concat([[keys[6]!]]);
  const singles = groups.map((_, g) => [g]);
  return { groups, neighbourhoods: () => [...singles, ...groups.flatMap((_, g) => groups.slice(g + 1).map((__, h) => [g, g + 1 + h]))] };
}

/** A neighbourhood plan of one key per group. */
const each = (keys: readonly Lit[], neighbourhoods: number[][]): NearbyPlan => ({ groups: keys.map((k) => [k]), neighbourhoods: () => neighbourhoods });

describe.each(backends)('looking for another answer near the first one, on %s', (backend) => {
  it('gives the verdict brute force gives, with a real other answer, on 60 random problems (seeded)', async () => {
    const random = new Random(18_2026);
    const seen = { unique: 0, multiple: 0, none: 0, foundNearby: 0 };
    for (let i = 0; i < 60; i++) {
      const { problem, answers } = randomProblem(random);
      const outcome = await checkUniqueNearby(problem, plan(problem.answerKeys), { backend });
      const expected = answers.size === 0 ? 'none' : answers.size === 1 ? 'unique' : 'multiple';
      expect(outcome.verdict).toBe(expected);
      seen[expected]++;
      if (outcome.verdict === 'multiple') {
        const [a, b] = outcome.solutions.map((s) => keysOf(problem, s));
        expect(answers.has(a!) && answers.has(b!) && a !== b).toBe(true);
        if (outcome.stats.nearby?.found) seen.foundNearby++;
      }
    }
    expect(seen.unique).toBeGreaterThan(3);
    // Most second answers lie near the first; some only the global question finds
    expect(seen.foundNearby).toBeGreaterThan(seen.multiple / 2);
    expect(seen.foundNearby).toBeLessThan(seen.multiple);
  });

  it('holds every key outside the neighbourhood: an answer differing elsewhere is not found there', async () => {
    // Answers: x1 x2 free, x3 = x1; from the first answer, changing x2 alone is possible, x3 alone is not
    const model = new Model();
    const [x1, x2, x3] = model.newVars(3) as [number, number, number];
    model.addClause([-x1, x3]);
    model.addClause([x1, -x3]);
    const problem: Problem = { model, answerKeys: [x1, x2, x3] };
    await withSession(problem, { backend }, async (session) => {
      expect(await session.solve()).toBe('sat');
      const first = session.assignment().slice();
      expect((await otherNearby(session, first, each([x1, x2, x3], [[2]]))).status).toBe('none');
      const near = await otherNearby(session, first, each([x1, x2, x3], [[2], [1]]));
      expect(near).toMatchObject({ status: 'sat', asked: 2 });
      if (near.status === 'sat') expect([near.assignment[x1], near.assignment[x2] !== first[x2], near.assignment[x3]]).toEqual([first[x1], true, first[x3]]);
      // x2 in no group is held while x1 and x3 change together
      const grouped: NearbyPlan = { groups: [[x1], [x3]], neighbourhoods: () => [[0], [0, 1]] };
      const both = await otherNearby(session, first, grouped);
      expect(both).toMatchObject({ status: 'sat', asked: 2 });
      if (both.status === 'sat') expect([both.assignment[x1] !== first[x1], both.assignment[x2], both.assignment[x3] !== first[x3]]).toEqual([true, first[x2], true]);
      // The questions left nothing behind: all four answers are still there
      const all: Assignment[] = [];
      for await (const answer of enumerateOn(session, 10)) all.push(answer);
      expect(all).toHaveLength(4);
    });
    expect((await checkUnique(problem, { backend })).verdict).toBe('multiple');
  });

  it('starts from the first start literals that admit an answer, else searches', async () => {
    const model = new Model();
    const xs = model.newVars(3);
    model.exactly(xs, 1);
    const problem: Problem = { model, answerKeys: xs };
    const from = await checkUniqueNearby(problem, { starts: [[xs[2]!]], ...each(xs, []) }, { backend });
    expect(from.verdict).toBe('multiple');
    if (from.verdict === 'multiple') expect(from.solutions[0]![xs[2]!]).toBe(1);
    const second = await checkUniqueNearby(problem, { starts: [[xs[0]!, xs[1]!], [xs[1]!], [xs[2]!]], ...each(xs, []) }, { backend });
    expect(second.verdict).toBe('multiple');
    if (second.verdict === 'multiple') expect(second.solutions[0]![xs[1]!]).toBe(1);
    const impossible = await checkUniqueNearby(problem, { starts: [[xs[0]!, xs[1]!]], ...each(xs, []) }, { backend });
    expect(impossible.verdict).toBe('multiple');
  });
});
