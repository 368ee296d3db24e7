import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { capabilitiesOf, FAMILIES } from '../src/encoders/registry.js';
import { sizeLimits } from '../src/cli/limits.js';

// The commands and options the command line reads off the registry, run as a user runs them.
const BIN = join(import.meta.dirname, '..', 'bin', 'cookcheck.js');
const run = (args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input: '', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};
const EXAMPLE = join(import.meta.dirname, '..', 'examples', 'numberlink-7x7.json');

describe('commands from the registry', () => {
  it('families lists every registered family with its capabilities', () => {
    const r = run(['families', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(FAMILIES.map((f) => ({ type: f.type, title: f.title, ...capabilitiesOf(f), limits: sizeLimits(f) })));
    // A format convert cannot write is marked in the text list
    const text = run(['families']).stdout;
    expect(text).toMatch(/^schoenbrunn .*, rjm format \(read only\); grid at most 40x40$/m);
    expect(text).toMatch(/^tracks .*, tatham format; width at most 100, height at most 100$/m);
  });

  it('registers each assessment once, with the help its families give, and refuses families without it', () => {
    const graders = FAMILIES.filter((f) => f.assessments?.some((a) => a.command === 'grade')).map((f) => f.type);
    expect(graders).toContain('tracks');
    const help = run(['grade', '--help']);
    expect(help.stdout).toContain('Train Tracks: grades by the hardest step needed');
    const refused = run(['grade', EXAMPLE]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`numberlink has no grade (families with one: ${graders.join(', ')})`);
  });

  it('builds only the command asked for, yet every command answers as in the full list', () => {
    // main.ts registers one command per process; the root help lists them all
    const commands = run(['--help']).stdout.split('Commands:')[1]!.split('\n\n')[0]!;
    const listed = [...commands.matchAll(/^  (\w+) /gm)].map((m) => m[1]!).filter((name) => name !== 'help');
    expect(listed).toEqual(expect.arrayContaining(['solve', 'check', 'count', 'validate', 'render', 'convert', 'generate', 'grade', 'score', 'families']));
    for (const name of listed) {
      const help = run([name, '--help']);
      expect(help.code, name).toBe(0);
      expect(help.stdout, name).toContain(`Usage: cookcheck ${name}`);
    }
    const typo = run(['chek', EXAMPLE]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('(Did you mean check?)');
  });

  it('starts from the compiled code the build stored, which this Node accepts', () => {
    const probe = "const { script } = require('./bin/bundle.js').loadBundle(); process.stdout.write(String(script?.cachedDataRejected))";
    const r = spawnSync(process.execPath, ['-e', probe], { cwd: join(import.meta.dirname, '..'), encoding: 'utf8' });
    expect(r.stdout).toBe('false');
  });

  it("a short command compiles none of Node's own modules from source (their stored code is refused under raised budgets)", () => {
    const probe = join(mkdtempSync(join(tmpdir(), 'cookcheck-builtins-')), 'probe.cjs');
    // Node 20's count of its modules compiled with and without their stored code (an internal binding).
    writeFileSync(probe, "process.on('exit', () => { const u = require('internal/test/binding').internalBinding('builtins').getCacheUsage(); process.stderr.write(JSON.stringify([...u.compiledWithoutCache])); });");
    const r = spawnSync(process.execPath, ['--expose-internals', '-r', probe, 'bin/cookcheck.js', 'check', EXAMPLE], { cwd: join(import.meta.dirname, '..'), encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stderr.trim().split('\n').at(-1)!)).toEqual(['internal/test/binding']);
  });

  it("on a terminal too, whose streams are made before the budgets are raised (node:tty, node:net)", () => {
    const probe = join(mkdtempSync(join(tmpdir(), 'cookcheck-builtins-')), 'probe.cjs');
    writeFileSync(probe, "process.on('exit', () => { const u = require('internal/test/binding').internalBinding('builtins').getCacheUsage(); process.stderr.write('\\nuncached ' + JSON.stringify([...u.compiledWithoutCache]) + ' tty ' + process.stdout.isTTY + '\\n'); });");
    // util-linux's script runs the command on a pseudo-terminal (standard output and error)
    const command = [process.execPath, '--expose-internals', '-r', probe, 'bin/cookcheck.js', 'check', EXAMPLE].map((word) => `'${word}'`).join(' ');
    const r = spawnSync('script', ['-qec', command, '/dev/null'], { cwd: join(import.meta.dirname, '..'), encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Unique solution.');
    expect(r.stdout).toMatch(/uncached \["internal\/test\/binding"\] tty true/);
  });

  it('a bundle loaded after the budgets were raised (a family bundle, on first use) is compiled from its stored code all the same, which V8 itself would refuse', () => {
    const probe = [
      "const b = require('./bin/bundle.js');",
      "const { readFileSync } = require('node:fs');",
      "const { Script } = require('node:vm');",
      'const wrapped = () => `(function (exports, require, module, __filename, __dirname) {${readFileSync(b.BUNDLE, "utf8")}\\n})`;',
      'b.raiseCompileBudgets();',
      'const loaded = b.loadBundle().script?.cachedDataRejected;',
      'const direct = new Script(wrapped(), { filename: b.BUNDLE, cachedData: readFileSync(b.CODE_CACHE) }).cachedDataRejected;',
      'b.restoreCompileBudgets();',
      'const restored = new Script(wrapped(), { filename: b.BUNDLE, cachedData: readFileSync(b.CODE_CACHE) }).cachedDataRejected;',
      'process.stdout.write(`${loaded} ${direct} ${restored}`)',
    ].join(' ');
    const r = spawnSync(process.execPath, ['-e', probe], { cwd: join(import.meta.dirname, '..'), encoding: 'utf8' });
    expect(r.stdout).toBe('false true false');
  });

  it('--best is refused, naming the families that have one, for a family without a measure', () => {
    const r = run(['solve', EXAMPLE, '--best']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--best: numberlink has no best solution to look for/);
  });

  it('generate --out draws what it made (a Viennese maze: its report) and refuses several puzzles', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cookcheck-generate-'));
    const png = join(dir, 'maze.png');
    const r = run(['generate', 'viennese', '--canvas', '4x4', '--seed', '2', '--steps', '300', '--out', png]);
    expect(r.code).toBe(0);
    expect([...readFileSync(png).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const again = run(['generate', 'viennese', '--canvas', '4x4', '--seed', '2', '--steps', '300', '--out', png]);
    expect(again.code).toBe(2);
    const several = run(['generate', 'tracks', '--count', '2', '--out', join(dir, 'x.svg')]);
    expect(several.code).toBe(2);
    expect(several.stderr).toContain('draws one puzzle');
  });

  it('generator options are parsed once by kind: a bad size names the bounds, exit 2', () => {
    const r = run(['generate', 'tracks', '--size', '2x9']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('expected WxH with each side a whole number from 3 to 30');
  });
});
