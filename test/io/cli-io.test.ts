import { spawnSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The built command line (`npm test` compiles first), as a user runs it.
const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'cookcheck.js');
const EXAMPLE = join(ROOT, 'examples', 'numberlink-7x7.json');
const NONE = join(ROOT, 'src', 'encoders', 'numberlink', 'samples', 'fill-none-classic-solvable.json');
const GAME_ID = '8x8:CrCcCd9i6d9iCiA,2,2,3,6,5,5,6,S6,S3,3,4,5,5,5,5,5';

function run(args: string[], options: { input?: string; cwd?: string; stdout?: number } = {}) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    input: options.input ?? '',
    cwd: options.cwd ?? ROOT,
    timeout: 60_000,
    ...(options.stdout !== undefined ? { stdio: ['pipe', options.stdout, 'pipe'] } : {}),
  });
  return { code: result.status, stdout: result.stdout ?? '', stderr: result.stderr };
}

const noTrace = (stderr: string) => expect(stderr).not.toMatch(/internal error|\n\s+at /);
const scratch = () => mkdtempSync(join(tmpdir(), 'cookcheck-io-'));

describe('input', () => {
  it('standard input that arrives late is read (no EAGAIN)', async () => {
    const child = spawn(process.execPath, [BIN, 'solve', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    setTimeout(() => child.stdin.end(readFileSync(EXAMPLE)), 700);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(stdout).toContain('Unique solution.');
  });

  it('--timeout bounds the wait for standard input too: exit 5 while the pipe is still open', async () => {
    const child = spawn(process.execPath, [BIN, 'check', '-', '--timeout', '1'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdin.destroy();
    expect(code).toBe(5);
    expect(stderr).toContain('the time limit ran out while standard input was still being read');
  });

  it('a convert piped into convert reads back', () => {
    const json = run(['convert', GAME_ID, '--to', 'json']);
    expect(run(['convert', '-', '--to', 'tatham'], { input: json.stdout }).stdout.trim()).toBe(GAME_ID);
  });

  it('a device, and input over the size limit, are refused with exit 2 and the limit named', () => {
    const zero = run(['solve', '/dev/zero']);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toContain('not a regular file');
    const big = join(scratch(), 'big.json');
    writeFileSync(big, Buffer.alloc(33 * 1024 * 1024, 32));
    const r = run(['solve', big]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('larger than 32 MiB');
    noTrace(r.stderr);
  });

  it('--set problems are blamed on --set; unknown keys are refused', () => {
    const bad = run(['solve', EXAMPLE, '--set', 'fillAll=tru']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--set fillAll="tru" /fillAll: must be boolean');
    const unknown = run(['solve', EXAMPLE, '--set', 'fillAl=true']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('has no property "fillAl"');
  });

  it('generate refuses --set and names its own options', () => {
    for (const type of ['numberlink', 'tracks']) {
      const r = run(['generate', type, '--size', '6x6', '--set', 'fillAll=false']);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('--size');
      expect(r.stdout).toBe('');
    }
  });

  it('check reads what generate prints (text and --json), a --json answer, and JSON Lines with --index', () => {
    const dir = scratch();
    const text = join(dir, 'gen.txt');
    writeFileSync(text, run(['generate', 'numberlink', '--size', '5x5', '--count', '2']).stdout);
    expect(run(['check', text]).code).toBe(0);
    expect(run(['check', text, '--index', '1']).code).toBe(0);
    expect(run(['check', text, '--index', '2']).stderr).toContain('index 2 is out of range');
    const json = join(dir, 'gen.json');
    writeFileSync(json, run(['generate', 'tracks', '--size', '6x6', '--json']).stdout);
    const answer = run(['check', json, '--json']);
    expect(answer.code).toBe(0);
    const answerFile = join(dir, 'answer.json');
    writeFileSync(answerFile, answer.stdout);
    expect(run(['check', answerFile]).code).toBe(0);
    const lines = join(dir, 'puzzles.jsonl');
    writeFileSync(lines, `${JSON.stringify({ type: 'numberlink', grid: ['1.1'] })}\n${JSON.stringify({ type: 'numberlink', grid: ['12', '12'] })}\n`);
    expect(JSON.parse(run(['check', lines, '--index', '1', '--json']).stdout)).toMatchObject({ puzzle: { grid: ['12', '12'] } });
  });
});

describe('output', () => {
  it('--out paths are checked before the solve: plain message, exit 2', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'file'), '');
    mkdirSync(join(dir, 'd.svg'));
    const cases: [string[], string][] = [
      [['render', EXAMPLE, '--out', 'nosuchdir/x.svg'], 'no such folder'],
      [['render', EXAMPLE, '--out', 'file/x.svg'], 'file is a file, not a folder'],
      [['render', EXAMPLE, '--out', '/proc/x.svg'], 'cannot write in /proc'],
      [['render', EXAMPLE, '--out', 'd.svg', '--force'], 'is a folder'],
      [['convert', EXAMPLE, '--to', 'json', '--out', 'nosuchdir/a.json'], 'no such folder'],
    ];
    for (const [args, message] of cases) {
      const r = run(args, { cwd: dir });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
      noTrace(r.stderr);
    }
    expect(existsSync(join(dir, 'nosuchdir'))).toBe(false);
  });

  it('a failed write to standard output is an error for every command', () => {
    const full = openSync('/dev/full', 'w');
    try {
      const commands = [
        ['solve', EXAMPLE],
        ['solve', EXAMPLE, '--json'],
        ['render', EXAMPLE],
        ['convert', EXAMPLE, '--to', 'json'],
        ['validate', EXAMPLE],
        ['grade', GAME_ID],
        ['generate', 'numberlink', '--size', '4x4'],
      ];
      for (const args of commands) {
        const r = run(args, { stdout: full });
        expect(r.code, args.join(' ')).not.toBe(0);
        expect(r.stderr).toContain('cannot write to standard output');
      }
    } finally {
      closeSync(full);
    }
  });

  it('render --json prints JSON; render exits 4 without a solution', () => {
    const r = run(['render', EXAMPLE, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ type: 'numberlink', verdict: 'unique', solution: { grid: expect.any(Array) } });
    const none = run(['render', NONE]);
    expect(none.code).toBe(4);
    expect(none.stderr).toContain('no solution');
    const big = join(scratch(), 'big.json');
    writeFileSync(big, JSON.stringify({ type: 'numberlink', grid: ['1' + '.'.repeat(78) + '1', ...Array.from({ length: 79 }, () => '.'.repeat(80))], fillAll: false }));
    const late = run(['render', big, '--timeout', '0.2']);
    expect(late.code).toBe(5);
    expect(late.stderr).toContain('no solution found in time');
  });

  it('validate --json on invalid or unreadable input prints {valid: false, type, format, issues}', () => {
    const r = run(['validate', '--json', '-'], { input: '{"type":"numberlink","grid":["1.1","2.."]}' });
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ valid: false, type: 'numberlink', format: 'json', issues: [{ code: 'label.count', path: '/grid/1' }] });
    const url = JSON.parse(run(['validate', '--json', 'https://puzz.link/p?numlin/7/7/4h2j1i5h4q3']).stdout) as object;
    expect(url).toMatchObject({ valid: false, type: 'numberlink', format: 'puzzlink', issues: [{ code: 'url.truncated' }] });
    const missing = run(['validate', '--json', join(scratch(), 'no-such-puzzle.json')]);
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.stdout)).toMatchObject({ valid: false, type: null, format: null, issues: [{ code: 'input.unreadable', message: expect.stringContaining('no such file') }] });
  });

  it('no arguments: help on stderr, exit 2', () => {
    const r = run([]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Usage: cookcheck');
  });
});
