import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../src/encoders/registry.js';
import { samplesOf } from './helpers/samples.js';

// The command line is a core bundle and one bundle per family (scripts/cli-chunks.mjs), each
// with the compiled code the build stored for it (bin/bundle.js): a command loads the family
// it answers about only, and V8 accepts every bundle's stored code.

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');

/** Runs `cookcheck <args>` and says which bundles it loaded, each with whether V8 refused its stored code. */
function bundlesLoadedBy(args: string[]): { code: number | null; stdout: string; loaded: { bundle: string; refused: boolean }[] } {
  const probe = join(mkdtempSync(join(tmpdir(), 'cookcheck-bundles-')), 'probe.cjs');
  writeFileSync(
    probe,
    `process.on('exit', () => process.stderr.write('\\nloaded ' + JSON.stringify(require(${JSON.stringify(join(ROOT, 'bin', 'bundle.js'))}).loaded.map((l) => ({ bundle: require('node:path').basename(l.file), refused: l.script.cachedDataRejected })))));`,
  );
  const r = spawnSync(process.execPath, ['-r', probe, join(ROOT, 'bin', 'cookcheck.js'), ...args], { cwd: ROOT, encoding: 'utf8', input: '', timeout: 60_000 });
  const line = r.stderr.split('\n').find((l) => l.startsWith('loaded '));
  return { code: r.status, stdout: r.stdout, loaded: JSON.parse(line?.slice('loaded '.length) ?? '[]') };
}

describe('the command line in bundles by family', () => {
  it('has one bundle, with its stored code, for every registered family', () => {
    const files = readdirSync(DIST).filter((f) => f.startsWith('cookcheck'));
    expect(files.filter((f) => f.endsWith('.cjs')).sort()).toEqual(['cookcheck.cjs', ...FAMILIES.map((f) => `cookcheck-${f.type}.cjs`)].sort());
    expect(files.filter((f) => f.endsWith('.cache')).sort()).toEqual(['cookcheck.cache', ...FAMILIES.map((f) => `cookcheck-${f.type}.cache`)].sort());
  });

  it.each(FAMILIES.map((f) => [f.type]))('a %s check loads the core and that family only, from stored code V8 accepts (under the raised budgets)', (type) => {
    const sample = samplesOf(type).find((s) => s.expected.verdict === 'unique')!;
    const r = bundlesLoadedBy(['check', join(ROOT, 'src', 'encoders', type, 'samples', sample.file)]);
    expect(r.code).toBe(0);
    expect(r.loaded).toEqual([
      { bundle: 'cookcheck.cjs', refused: false },
      { bundle: `cookcheck-${type}.cjs`, refused: false },
    ]);
  });

  it('a game ID (a text format, detected by every family that has one) loads only the family that reads it', () => {
    const r = bundlesLoadedBy(['check', '10x10:z6c6zh9tClA,2,1,3,6,9,8,6,2,1,S2,2,5,6,S3,3,3,4,4,6,4']);
    expect(r.loaded.map((l) => l.bundle)).toEqual(['cookcheck.cjs', 'cookcheck-tracks.cjs']);
  });

  it('--help, the family list and --version load no family, and still name every family and its commands', () => {
    const help = bundlesLoadedBy(['--help']);
    expect(help.loaded.map((l) => l.bundle)).toEqual(['cookcheck.cjs']);
    for (const family of FAMILIES) {
      expect(help.stdout).toContain(family.type);
      for (const assessment of family.assessments ?? []) expect(help.stdout).toMatch(new RegExp(`^  ${assessment.command} `, 'm'));
    }
    const families = bundlesLoadedBy(['families']);
    expect(families.loaded.map((l) => l.bundle)).toEqual(['cookcheck.cjs']);
    expect(families.stdout.split('\n').filter(Boolean).map((line) => line.split(' ')[0])).toEqual(FAMILIES.map((f) => f.type));
    expect(bundlesLoadedBy(['--version']).loaded.map((l) => l.bundle)).toEqual(['cookcheck.cjs']);
  });
});
