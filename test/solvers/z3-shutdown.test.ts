import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/schemas.js';

// In its own process (the built library): Z3 shut down under a running check stays unusable there.
const SCRIPT = `
const solvers = await import(${JSON.stringify(pathToFileURL(join(PACKAGE_ROOT, 'dist/src/solvers/index.js')).href)});
const z3 = await import(${JSON.stringify(pathToFileURL(join(PACKAGE_ROOT, 'dist/src/solvers/z3.js')).href)});
const hard = new solvers.Model();
const sits = Array.from({ length: 12 }, () => hard.newVars(11));
for (const holes of sits) hard.addClause(holes);
for (let h = 0; h < 11; h++) for (let a = 0; a < 12; a++) for (let b = a + 1; b < 12; b++) hard.addClause([-sits[a][h], -sits[b][h]]);
const easy = () => { const m = new solvers.Model(); const [x] = m.newVars(1); m.addClause([x]); return { model: m, answerKeys: [x] }; };
const ask = () => solvers.solve(easy(), { backend: 'z3' }).then((o) => o.status, (e) => 'error: ' + e.message);
await z3.shutdownZ3();
const afterIdle = await ask();
z3.setZ3AbandonGrace(0);
await solvers.solve({ model: hard, answerKeys: [] }, { backend: 'z3', solveLimitMs: 100 });
const busy = z3.z3Busy();
await z3.shutdownZ3();
console.log(JSON.stringify({ afterIdle, busy, afterBusy: await ask() }));
process.exit(0);
`;

describe('shutting Z3 down', () => {
  it('lets it start again when idle; under a running check, later questions get an error, not a wait forever', () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ afterIdle: 'sat', busy: true, afterBusy: 'error: Z3 was shut down while a check still ran: it cannot be used again in this process' });
  });
});
