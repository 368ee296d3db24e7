import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/schemas.js';
import { Z3_MEMORY_MESSAGE } from '../../src/solvers/z3-runtime.js';

// In their own processes (the built library): a shut-down or aborted Z3 must leave the process able to start another.
/** The built library's solvers and Z3, and `ask`: a one-variable question to Z3, its status or its error. */
const PRELUDE = `
const solvers = await import(${JSON.stringify(pathToFileURL(join(PACKAGE_ROOT, 'dist/src/solvers/index.js')).href)});
const z3 = await import(${JSON.stringify(pathToFileURL(join(PACKAGE_ROOT, 'dist/src/solvers/z3.js')).href)});
const easy = () => { const m = new solvers.Model(); const [x] = m.newVars(1); m.addClause([x]); return { model: m, answerKeys: [x] }; };
const ask = () => solvers.solve(easy(), { backend: 'z3' }).then((o) => o.status, (e) => 'error: ' + e.message);
`;

const SCRIPT = `${PRELUDE}
const pigeons = (n) => {
  const model = new solvers.Model();
  const sits = Array.from({ length: n + 1 }, () => model.newVars(n));
  for (const holes of sits) model.addClause(holes);
  for (let h = 0; h < n; h++) for (let a = 0; a <= n; a++) for (let b = a + 1; b <= n; b++) model.addClause([-sits[a][h], -sits[b][h]]);
  return model;
};
await z3.shutdownZ3();
const afterIdle = await ask();
z3.setZ3AbandonGrace(0);
// A refutation far from done at its deadline is left running; when Z3 stops in time after all, a larger one.
for (let n = 11; n <= 16 && !z3.z3Busy(); n++) await solvers.solve({ model: pigeons(n), answerKeys: [] }, { backend: 'z3', solveLimitMs: 100 });
const busy = z3.z3Busy();
await z3.shutdownZ3();
console.log(JSON.stringify({ afterIdle, busy, afterBusy: await ask() }));
process.exit(0);
`;

// A bit-vector equation 10^8 bits wide: Z3 asks for more than its 2 GiB of memory within about 2 s, in a worker thread.
const ABORT_SCRIPT = `${PRELUDE}
const instance = await z3.z3Instance();
const solver = new instance.ctx.Solver();
const W = 100000000;
solver.fromString('(declare-const x (_ BitVec ' + W + ')) (declare-const y (_ BitVec ' + W + ')) (assert (= x (bvadd y (_ bv1 ' + W + '))))');
const huge = await instance.exclusive(() => instance.z3.Z3.solver_check(instance.ctx.ptr, solver.ptr)).then(String, (e) => e.name + ': ' + e.message);
// A call into the ended instance (a thread of it died, perhaps holding a lock) returns or throws: it does not block (it did, every time, as the first question).
const late = (() => { try { instance.ctx.Bool.const('late'); return 'returned'; } catch { return 'returned'; } })();
console.log(JSON.stringify({ huge, late, after: await ask() }));
process.exit(0);
`;

const run = (script: string) => spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 50_000 });

describe('shutting Z3 down', () => {
  it('lets it start again, when idle and under a running check (refused with an error, not left waiting forever)', () => {
    const { stdout, stderr } = run(SCRIPT);
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toEqual({ afterIdle: 'sat', busy: true, afterBusy: 'sat' });
  });
});

describe('Z3 out of its WebAssembly memory', () => {
  it('refuses the question with a capacity error (no crash, no stack trace on stderr) and starts afresh for the next', () => {
    const { stdout, stderr, status } = run(ABORT_SCRIPT);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ huge: `BackendCapacityError: ${Z3_MEMORY_MESSAGE}`, late: 'returned', after: 'sat' });
  });
});
