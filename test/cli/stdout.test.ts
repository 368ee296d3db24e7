import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Standard output written with write(2) where it is a pipe, a socket or a file (src/cli/stdout.ts), as a user runs the built command line.
const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'cookcheck.js');
const EXAMPLE = join(ROOT, 'examples', 'numberlink-7x7.json');
const scratch = () => mkdtempSync(join(tmpdir(), 'cookcheck-stdout-'));

/** The command run with a module that prints, at exit, whether Node's stream modules were loaded. */
function runWatchingModules(args: string[], stdout: 'pipe' | number) {
  const probe = join(scratch(), 'probe.cjs');
  writeFileSync(probe, "process.on('exit', () => require('node:fs').writeSync(2, '\\n' + JSON.stringify(process.moduleLoadList.filter((m) => /^NativeModule (net|tty)$/.test(m)))));");
  const r = spawnSync(process.execPath, ['-r', probe, BIN, ...args], { encoding: 'utf8', stdio: ['ignore', stdout, 'pipe'] });
  return { code: r.status, stdout: r.stdout ?? '', stderr: r.stderr, streamModules: JSON.parse(r.stderr.trim().split('\n').at(-1)!) as string[] };
}

describe('standard output', () => {
  it('a pipe (here a socket) is written without making Node stream: node:net is not loaded, the answer is whole', () => {
    const r = runWatchingModules(['check', EXAMPLE], 'pipe');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Numberlink · rule: classic[\s\S]*\nUnique solution\.\n.* ms \(search .* ms\), path search\n$/);
    expect(r.streamModules).toEqual([]);
  });

  it('a file is written without a stream too; what was there before an appending redirection stays', () => {
    const file = join(scratch(), 'out.txt');
    writeFileSync(file, 'before\n');
    const fd = openSync(file, 'a');
    try {
      const r = runWatchingModules(['validate', EXAMPLE, '--json'], fd);
      expect(r.code).toBe(0);
      expect(r.streamModules).toEqual([]);
    } finally {
      closeSync(fd);
    }
    const [before, json] = readFileSync(file, 'utf8').split('\n');
    expect(before).toBe('before');
    expect(JSON.parse(json!)).toEqual({ valid: true, type: 'numberlink', format: 'json', issues: [] });
  });

  it('help and usage errors go the same way', () => {
    const help = runWatchingModules(['check', '--help'], 'pipe');
    expect(help.stdout).toContain('Usage: cookcheck check');
    const typo = runWatchingModules(['chek', EXAMPLE], 'pipe');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('(Did you mean check?)');
    expect([...help.streamModules, ...typo.streamModules]).toEqual([]);
  });

  it('a pipe whose reader has gone is a failed write: exit 1 and said on stderr', async () => {
    const child = spawn(process.execPath, [BIN, 'check', EXAMPLE], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('cannot write to standard output: the reader closed the pipe');
  });

  it('a pipe left non-blocking and full hands the rest to Node stream, in order', async () => {
    // Making process.stdout sets the descriptor non-blocking (libuv); a second writer on it then meets EAGAIN once the pipe is full.
    const script = [
      `const { StandardStream } = await import(${JSON.stringify(join(ROOT, 'dist', 'src', 'cli', 'stdout.js'))});`,
      'void process.stdout;',
      'const out = new StandardStream(1, () => process.stdout);',
      "for (let i = 0; i < 20000; i++) out.write(`line ${i} ${'x'.repeat(60)}\\n`);",
      'process.exitCode = (await out.flush()) === undefined ? 0 : 1;',
    ].join('\n');
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    // Nothing is read until the writer has met a full pipe
    child.stdout.pause();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stdout.resume();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    const lines = Buffer.concat(chunks).toString().trimEnd().split('\n');
    expect(lines).toHaveLength(20000);
    expect(lines.every((line, i) => line.startsWith(`line ${i} `))).toBe(true);
  });
});
