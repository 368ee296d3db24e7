import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKEND_NAMES } from '../../src/solvers/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'cookcheck.js');
const SAMPLES = join(ROOT, 'src', 'encoders', 'numberlink', 'samples');

const PROBE = join(ROOT, 'test', 'helpers', 'wasm-probe.cjs');

/**
 * The command's JSON answer and the solvers it loaded: packages Node was asked to load
 * (NODE_DEBUG=module lists every request), and our WebAssembly builds (compiled: the probe says so).
 */
function run(args: string[]) {
  const r = spawnSync(process.execPath, ['-r', PROBE, BIN, ...args, '--json'], { encoding: 'utf8', env: { ...process.env, NODE_DEBUG: 'module' }, timeout: 60_000 });
  const packages = ['logic-solver', 'z3-solver'].filter((name) => r.stderr.includes(`"${name}`) || r.stderr.includes(`/${name}/`));
  const loaded = [...packages, ...(r.stderr.includes('wasm-probe: compiled') ? ['wasm'] : [])];
  return { answer: JSON.parse(r.stdout) as { verdict: string; count: number; stats: { method?: string; solves: number } }, loaded };
}

describe('a small Numberlink puzzle answered by the path search', () => {
  it.each([
    ['check', 'flow-5x5-unique.json', 'unique'],
    ['check', join('..', '..', '..', '..', 'examples', 'numberlink-7x7.json'), 'unique'],
    ['solve', 'flow-5x5-winding.json', 'unique'],
    ['check', 'fill-none-classic-solvable.json', 'none'],
    ['count', 'classic-5x5-many.json', 'multiple'],
    ['solve --all', 'classic-5x5-many.json', 'multiple'],
  ])('%s %s loads no SAT backend, with either backend named', (command, file, verdict) => {
    for (const backend of BACKEND_NAMES) {
      const { answer, loaded } = run([...command.split(' '), join(SAMPLES, file), '--backend', backend]);
      expect(answer.verdict).toBe(verdict);
      expect(answer.stats).toMatchObject({ method: 'path search', solves: 0 });
      expect(loaded, `${command} ${file} --backend ${backend}`).toEqual([]);
    }
  });

  it('while a puzzle it leaves to the solver loads the backend (the probe sees a load)', () => {
    const { answer, loaded } = run(['check', join(SAMPLES, 'classic-10x10-unique.json')]);
    expect(answer.verdict).toBe('unique');
    expect(answer.stats.solves).toBeGreaterThan(0);
    expect(loaded).toEqual(['wasm']);
  });
});
