import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'cookcheck.js');
const PUZZLE = join(ROOT, 'bench', 'data', 'numberlink', 'sparse-13x13.json');

/** A check of a puzzle the solver must answer (the path search leaves the 13x13 to it), with the solvers' memory capped. */
function checkWithCap(mib: number, backend: string) {
  return spawnSync(process.execPath, [BIN, 'check', PUZZLE, '--backend', backend], {
    encoding: 'utf8',
    env: { ...process.env, COOKCHECK_SAT_MEMORY_MIB: String(mib) },
    timeout: 120_000,
  });
}

describe('a solver that reaches its memory cap', () => {
  it.each(['minisat', 'cadical', 'auto'])('ends the command with the cap named, exit 1, no stack trace (%s)', (backend) => {
    const run = checkWithCap(3, backend);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/ran out of memory at its cap of 3 MiB; --backend (minisat|cadical) may need less/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).toBe('');
  });

  it('answers with the memory it needs under a cap that holds it', () => {
    const run = checkWithCap(256, 'minisat');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Unique solution.');
  });
});
