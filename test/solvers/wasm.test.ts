import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { BackendCapacityError } from '../../src/solvers/index.js';
import { createWasmBackend } from '../../src/solvers/wasm/backend.js';
import { WasmMemoryError, WasmSat, type WasmSolverKind } from '../../src/solvers/wasm/sat-module.js';
import { Random } from '../../src/encoders/lib/random.js';
import { deadlineNeverReached, deadlineTheJumpPasses, jumpingClock } from '../helpers/jumping-clock.js';
import { pigeonhole } from '../helpers/pigeonhole.js';

const KINDS: readonly WasmSolverKind[] = ['minisat', 'cadical'];
const dist = new URL('../../native/wasm/', import.meta.url);

const satisfies = (model: Uint8Array, clauses: readonly number[][]) =>
  clauses.every((c) => c.some((lit) => (model[Math.abs(lit)] === 1) === lit > 0));

function bruteForceSatisfiable(vars: number, clauses: readonly number[][], assumptions: readonly number[] = []): boolean {
  const all = [...clauses, ...assumptions.map((lit) => [lit])];
  for (let bits = 0; bits < 1 << vars; bits++) {
    const model = new Uint8Array(vars + 1);
    for (let v = 1; v <= vars; v++) model[v] = (bits >> (v - 1)) & 1;
    if (satisfies(model, all)) return true;
  }
  return false;
}

function randomClauses(random: () => number, vars: number, count: number): number[][] {
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(random() * 3) }, () => (1 + Math.floor(random() * vars)) * (random() < 0.5 ? -1 : 1)),
  );
}

describe('the committed solver modules', () => {
  it('match their sha256 in native/wasm/SHA256SUMS, with their licences beside them', () => {
    const sums = readFileSync(new URL('SHA256SUMS', dist), 'utf8').trim().split('\n');
    expect(sums.map((line) => line.split(/\s+/)[1]).sort()).toEqual(['cadical.wasm', 'minisat.wasm']);
    for (const line of sums) {
      const [sum, file] = line.split(/\s+/);
      expect(createHash('sha256').update(readFileSync(new URL(file!, dist))).digest('hex'), file).toBe(sum);
    }
    for (const kind of KINDS) expect(readFileSync(new URL(`LICENSE.${kind}`, dist), 'utf8')).toMatch(/Permission is hereby granted/);
  });
});

describe.each(KINDS)('WebAssembly %s', (kind) => {
  it('agrees with brute force on random formulas, with and without assumptions', async () => {
    const rng = new Random(kind === 'minisat' ? 11 : 12);
    const random = () => rng.next();
    for (let round = 0; round < 150; round++) {
      const vars = 2 + Math.floor(random() * 9);
      const clauses = randomClauses(random, vars, 1 + Math.floor(random() * 4 * vars));
      const assumptions = randomClauses(random, vars, 1)[0]!;
      const sat = await WasmSat.create(kind);
      sat.addClauses(clauses);
      const plain = sat.solve([], -1, false);
      expect(plain === 'sat', JSON.stringify(clauses)).toBe(bruteForceSatisfiable(vars, clauses));
      if (plain === 'sat') expect(satisfies(sat.model(vars), clauses)).toBe(true);
      const assumed = sat.solve(assumptions, -1, false);
      expect(assumed === 'sat').toBe(bruteForceSatisfiable(vars, clauses, assumptions));
      if (assumed === 'sat') {
        const model = sat.model(vars);
        expect(satisfies(model, [...clauses, ...assumptions.map((lit) => [lit])])).toBe(true);
      } else if (plain === 'sat') {
        // The failed assumptions alone already contradict the clauses.
        const failed = assumptions.filter((lit) => sat.failed(lit));
        expect(failed.length).toBeGreaterThan(0);
        expect(bruteForceSatisfiable(vars, clauses, failed)).toBe(false);
      }
    }
  });

  it('takes clauses after a solve, and assumptions hold for one call only', async () => {
    const sat = await WasmSat.create(kind);
    sat.addClauses([[1, 2], [-1, 2]]);
    expect(sat.solve([-2], -1, false)).toBe('unsat');
    expect(sat.failed(-2)).toBe(true);
    expect(sat.solve([], -1, false)).toBe('sat');
    expect(sat.model(2)[2]).toBe(1);
    sat.addClauses([[-2, 3], [-3]]);
    expect(sat.solve([], -1, false)).toBe('unsat');
  });

  it('takes a range of a clause list straight into its memory, the clauses outside it left out', async () => {
    const clauses = [[1], [-1], [2, 3], [-3], [-2]];
    const sat = await WasmSat.create(kind);
    // [-1], [2, 3], [-3]: 2 ints + 3 + 2
    sat.addClauses(clauses, 1, 4, 7);
    expect(sat.solve([], -1, false)).toBe('sat');
    expect([...sat.model(3)].slice(1)).toEqual([0, 1, 0]);
    sat.addClauses(clauses, 4, 5);
    expect(sat.solve([], -1, false)).toBe('unsat');
  });

  it('a spent conflict budget is resumed to the same answer', async () => {
    const sat = await WasmSat.create(kind);
    sat.addClauses(pigeonhole(7));
    let slices = 1;
    let status = sat.solve([], 200, false);
    for (; status === 'stopped'; slices++) status = sat.solve([], 200, true);
    expect(status).toBe('unsat');
    expect(slices).toBeGreaterThan(1);
  });

  it('a search past its deadline answers unknown, and the backend still answers what it can', async () => {
    const backend = await createWasmBackend(kind, { sliceConflicts: Infinity });
    await backend.addClauses(pigeonhole(11), 132);
    // The clock jumps an hour when the solver reads it inside its search (the first read sets the
    // module's deadline): only the search's own look at the clock can stop it.
    const deadline = deadlineTheJumpPasses();
    let reads = 0;
    const restore = jumpingClock(() => ++reads > 1);
    try {
      expect(await backend.solve([], deadline)).toBe('unknown');
      expect(reads).toBeGreaterThan(1);
    } finally {
      restore();
    }
    expect(await backend.solve([-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11], undefined)).toBe('unsat');
  });

  it('clauses are sent in parts up to the deadline; once some were left out, every answer is unknown', async () => {
    // 300,000 clauses of three literals: over a million literals, several parts
    const chain = Array.from({ length: 300_000 }, (_, i) => [-(i + 1), i + 2, -(i + 3)]);
    const whole = await createWasmBackend(kind);
    await whole.addClauses(chain, 300_002, deadlineNeverReached());
    await whole.addClauses([[1], [-300_002]], 300_002);
    expect(await whole.solve([], undefined)).toBe('sat');
    const cut = await createWasmBackend(kind);
    await cut.addClauses(chain, 300_002, Date.now() - 1);
    await cut.addClauses([[1], [-1]], 300_002);
    // Unsatisfiable as given, but the solver does not hold the whole problem: no answer is trusted
    expect(await cut.solve([], undefined)).toBe('unknown');
  });

  it('finds the same solution however fast the clock runs: slices are counted in conflicts, not time', async () => {
    const rng = new Random(7);
    const vars = 150;
    const clauses = Array.from({ length: 630 }, () => Array.from({ length: 3 }, () => (1 + rng.int(vars)) * (rng.next() < 0.5 ? -1 : 1)));
    const first = async () => {
      const backend = await createWasmBackend(kind, { sliceConflicts: 50 });
      await backend.addClauses(clauses, vars);
      const status = await backend.solve([], deadlineNeverReached());
      return status === 'sat' ? Array.from(backend.model()) : status;
    };
    const calm = await first();
    expect(Array.isArray(calm), 'a satisfiable instance').toBe(true);
    let now = performance.now();
    const racing = vi.spyOn(performance, 'now').mockImplementation(() => (now += 37));
    try {
      expect(await first()).toEqual(calm);
    } finally {
      racing.mockRestore();
    }
  });

  it('a released solver answers nothing more; the next one, in the same instance, starts empty', async () => {
    const first = await WasmSat.create(kind);
    first.addClauses([[1], [-1, 2]]);
    expect(first.solve([-2], -1, false)).toBe('unsat');
    first.release();
    expect(() => first.solve([], -1, false)).toThrow(/released/);
    const next = await WasmSat.create(kind);
    expect(next.solve([-1, -2], -1, false)).toBe('sat');
    next.release();
  });

  it('memory grows as the problem needs up to its cap, then a clear error; a new instance is unharmed', async () => {
    const sat = await WasmSat.create(kind, 8 * 1024 ** 2);
    const clauses = Array.from({ length: 299_999 }, (_, k) => [k + 1, -(k + 2), k + 3]);
    expect(() => sat.addClauses(clauses)).toThrow(WasmMemoryError);
    expect(() => sat.solve([], -1, false)).toThrow(/ran out of memory at its cap of 8 MiB/);
    const roomy = await WasmSat.create(kind);
    roomy.addClauses(clauses);
    expect(roomy.solve([], -1, false)).toBe('sat');
  });

  it('the backend reports the cap as a capacity error naming the other build', async () => {
    const backend = await createWasmBackend(kind, { capBytes: 8 * 1024 ** 2 });
    const clauses = Array.from({ length: 300_000 }, (_, v) => [v + 1, -(v + 2), v + 3]);
    const other = kind === 'minisat' ? 'cadical' : 'minisat';
    await expect(backend.addClauses(clauses, 300_003)).rejects.toThrow(BackendCapacityError);
    await expect(backend.solve([], undefined)).rejects.toThrow(new RegExp(`--backend ${other}`));
  });
});
