import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'cookcheck.js');

/** One pair in opposite corners of an empty 24x24 board, classic rule: a million drawings take the command line far longer than the test waits. */
const OPEN_BOARD = JSON.stringify({ type: 'numberlink', grid: ['1' + '.'.repeat(23), ...Array.from({ length: 22 }, () => '.'.repeat(24)), '.'.repeat(23) + '1'], fillAll: false });

/** Runs the command on standard input and presses Ctrl-C once, `afterMs` after it started. */
function interrupted(args: string[], afterMs: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args]);
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdin.end(OPEN_BOARD);
    const timer = setTimeout(() => child.kill('SIGINT'), afterMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('Ctrl-C during a search', () => {
  it('count: the search ends with what it counted, printed as an answer stopped (exit 130)', async () => {
    const run = await interrupted(['count', '-', '--json', '--limit', '1000000'], 3000);
    expect(run.code, run.stderr).toBe(130);
    expect(run.stderr).toContain('Stopping: the answer so far follows (Ctrl-C again quits at once).');
    const answer = JSON.parse(run.stdout) as { count: number; complete: boolean; stopped: string };
    expect(answer).toMatchObject({ complete: false, stopped: 'request' });
    expect(answer.count).toBeGreaterThan(0);
    expect(answer.count).toBeLessThan(1_000_000);
  });

  it('solve --all: the solutions found are printed, in words', async () => {
    const run = await interrupted(['solve', '-', '--all', '--limit', '100000'], 3000);
    expect(run.code, run.stderr).toBe(130);
    expect(run.stdout).toMatch(/^Not unique: at least \d+ solutions\.$/m);
  });
});
