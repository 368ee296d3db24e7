import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../src/encoders/registry.js';
import { samplesOf } from '../helpers/samples.js';

// These run the built command line (`npm test` compiles first), as a user would.
const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'cookcheck.js');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(args: readonly string[], input = ''): Run {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input, timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function runAsync(args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const scratch = () => mkdtempSync(join(tmpdir(), 'cookcheck-batch-'));

interface Line {
  id: string | number;
  verdict?: string;
  count?: number;
  complete?: boolean;
  stopped?: string;
  solutions?: unknown[];
  rule?: string;
  best?: unknown;
  differences?: unknown;
  error?: string;
  issues?: { code: string }[];
}

const lines = (text: string): Line[] =>
  text
    .trim()
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Line);

/** What must not differ between two answers to one question (times and remarks cut short by the clock may). */
const essence = (a: Line) => ({ verdict: a.verdict, count: a.count, complete: a.complete, rule: a.rule, solutions: a.solutions, best: a.best, differences: a.differences });

/** Tatham Tracks game IDs kept for the bench: puzzles as people keep them, one a line. */
const TATHAM = (JSON.parse(readFileSync(join(ROOT, 'bench', 'data', 'tracks', 'tatham-levels.json'), 'utf8')) as { puzzles: { id: string }[] }).puzzles.map((p) => p.id);

describe('cookcheck batch', () => {
  it('a folder of every sample of every family: each line is what check --json prints for that file, one by one', async () => {
    const dir = scratch();
    const folder = join(dir, 'samples');
    mkdirSync(folder);
    const files = FAMILIES.flatMap((family) => samplesOf(family.type).map((s) => ({ name: `${family.type}-${s.file}`, sample: s })));
    for (const { name, sample } of files) writeFileSync(join(folder, name), JSON.stringify(sample));
    const batch = await runAsync(['batch', folder, '--jobs', '2']);
    expect(batch.code, batch.stderr).toBe(0);
    const answered = lines(batch.stdout);
    // Every file once, in the folder's order
    expect(answered.map((l) => l.id)).toEqual(files.map((f) => f.name).sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    const byId = new Map(answered.map((l) => [l.id, l]));
    for (let at = 0; at < files.length; at += 2) {
      const pair = files.slice(at, at + 2);
      const checks = await Promise.all(pair.map(({ name }) => runAsync(['check', join(folder, name), '--json'])));
      for (const [k, { name, sample }] of pair.entries()) {
        const one = JSON.parse(checks[k]!.stdout) as Line;
        expect(essence(byId.get(name)!), name).toEqual(essence(one));
        expect(one.verdict, name).toBe(sample.expected.verdict);
      }
    }
    // The same verdicts from the other backend
    const z3 = await runAsync(['batch', folder, '--backend', 'z3']);
    expect(z3.code, z3.stderr).toBe(0);
    expect(lines(z3.stdout).map((l) => [l.id, l.verdict])).toEqual(answered.map((l) => [l.id, l.verdict]));
    expect(batch.stderr).toMatch(new RegExp(`${files.length} puzzles done in .* \\(.* a second, 2 threads\\)`));
  });

  it('Ctrl-C keeps every finished line whole; the same --out again answers the rest: every id exactly once, in input order', async () => {
    const dir = scratch();
    const list = join(dir, 'tatham.txt');
    writeFileSync(list, `# Simon Tatham's Tracks, one game ID a line\n${TATHAM.join('\n')}\n`);
    const out = join(dir, 'results.jsonl');
    const child = spawn(process.execPath, [BIN, 'batch', list, '--out', out, '--jobs', '2']);
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    // Interrupted once some lines are written, well before the end
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        let text = '';
        try {
          text = readFileSync(out, 'utf8');
        } catch {
          return;
        }
        if (text.split('\n').length > 21) {
          clearInterval(poll);
          resolve();
        }
      }, 20);
    });
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code, stderr).toBe(130);
    expect(stderr).toMatch(/Interrupted: \d+ puzzles done/);
    expect(stderr).toMatch(/run the same command again to go on/);
    const first = lines(readFileSync(out, 'utf8'));
    expect(first.length).toBeGreaterThanOrEqual(21);
    expect(first.length).toBeLessThan(TATHAM.length);
    expect(new Set(first.map((l) => l.id)).size).toBe(first.length);
    const again = await runAsync(['batch', list, '--out', out, '--jobs', '2']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain(`${first.length} already in ${out} were skipped`);
    const all = lines(readFileSync(out, 'utf8'));
    expect(all.map((l) => l.id)).toEqual(TATHAM.map((_, i) => i + 2));
    expect(all.every((l) => l.verdict === 'unique')).toBe(true);
  });

  it('one puzzle out of time does not hold the others: it is unknown, they are answered; on stdout in input order', () => {
    const dir = scratch();
    const slow = readFileSync(join(ROOT, 'bench', 'data', 'numberlink', 'sparse-42x25.json'), 'utf8');
    const list = join(dir, 'list.jsonl');
    writeFileSync(list, [JSON.stringify({ id: 'slow', ...(JSON.parse(slow) as object) }), ...TATHAM.slice(0, 30).map((t) => JSON.stringify({ puzzle: t }))].join('\n'));
    const r = run(['batch', list, '--timeout', '2', '--jobs', '2']);
    expect(r.code, r.stderr).toBe(0);
    const answered = lines(r.stdout);
    expect(answered.map((l) => l.id)).toEqual(['slow', ...TATHAM.slice(0, 30).map((_, i) => i + 2)]);
    expect(answered[0]).toMatchObject({ verdict: 'unknown', stopped: 'time' });
    expect(answered.slice(1).every((l) => l.verdict === 'unique')).toBe(true);
    expect(r.stderr).toMatch(/slowest[\s\S]*"slow"/);
  });

  it('every question: count, validate, best; an unreadable puzzle is its own error line (exit 2), the others answered', () => {
    const dir = scratch();
    const list = join(dir, 'list.txt');
    const many = 'src/encoders/numberlink/samples/classic-5x5-many.json';
    const garden = 'src/encoders/schoenbrunn/samples/garden-normal.json';
    writeFileSync(list, [readFileSync(join(ROOT, many), 'utf8').replace(/\s*\n\s*/g, ' '), 'not a puzzle', readFileSync(join(ROOT, garden), 'utf8').replace(/\s*\n\s*/g, ' ')].join('\n'));
    const count = run(['batch', list, '--question', 'count']);
    expect(count.code).toBe(2);
    const [counted, bad, garden3] = lines(count.stdout);
    expect(counted).toMatchObject({ id: 1, count: 34, complete: true });
    expect(bad).toMatchObject({ id: 2, error: 'input', issues: [{ code: 'input.format' }] });
    expect(garden3).toMatchObject({ id: 3, verdict: 'multiple', count: 28 });
    expect(count.stderr).toMatch(/Errors \(1\):\n {2}2: not a puzzle/);
    const validate = lines(run(['batch', list, '--question', 'validate']).stdout);
    expect(validate.map((l) => (l as { valid?: boolean }).valid)).toEqual([true, false, true]);
    const best = lines(run(['batch', list, '--question', 'best']).stdout);
    expect(best[0]).toMatchObject({ error: 'input', issues: [{ code: 'question.best' }] });
    const one = JSON.parse(run(['check', join(ROOT, garden), '--best', '--json']).stdout) as Line;
    expect(essence(best[2]!)).toEqual(essence(one));
  });

  it('refuses what it cannot do before any work: no such input, an id given twice, --out the input or not a results file', () => {
    const dir = scratch();
    expect(run(['batch', join(dir, 'none.txt')])).toMatchObject({ code: 2, stderr: expect.stringContaining('no such file or folder') });
    const twice = join(dir, 'twice.jsonl');
    writeFileSync(twice, `{"id": "a", "puzzle": ${JSON.stringify(TATHAM[0])}}\n{"id": "a", "puzzle": ${JSON.stringify(TATHAM[1])}}\n`);
    expect(run(['batch', twice]).stderr).toContain('the id "a" is given twice (line 1, line 2)');
    expect(run(['batch', twice, '--out', twice])).toMatchObject({ code: 2, stderr: expect.stringContaining('that is the input') });
    const notResults = join(dir, 'notes.txt');
    writeFileSync(notResults, 'my notes\n');
    const r = run(['batch', join(ROOT, 'examples'), '--out', notResults]);
    expect(r).toMatchObject({ code: 2, stderr: expect.stringContaining('line 1 is not a result of cookcheck batch') });
    expect(readFileSync(notResults, 'utf8')).toBe('my notes\n');
  });

  it('reads standard input: what generate --json prints', () => {
    const made = run(['generate', 'numberlink', '--size', '5x5', '--count', '3', '--json', '--jobs', '1']);
    const r = run(['batch', '-', '--question', 'check'], made.stdout);
    expect(r.code, r.stderr).toBe(0);
    expect(lines(r.stdout).map((l) => [l.id, l.verdict])).toEqual([
      [0, 'unique'],
      [1, 'unique'],
      [2, 'unique'],
    ]);
  });
});

describe('generate --jobs', () => {
  it.each([
    ['numberlink', '--size', '6x6'],
    ['tracks', '--size', '6x6'],
    ['schoenbrunn', '--size', '5x5'],
    ['viennese', '--steps', '300'],
  ])('%s: the same puzzles for each seed whether made one after another or two at a time', async (...args) => {
    const [one, two] = await Promise.all([runAsync(['generate', ...args, '--count', '3', '--jobs', '1', '--json']), runAsync(['generate', ...args, '--count', '3', '--jobs', '2', '--json'])]);
    expect(one.code, one.stderr).toBe(0);
    expect(two.code, two.stderr).toBe(0);
    const seeds = JSON.parse(two.stdout) as { seed: number }[];
    expect(seeds.map((s) => s.seed)).toEqual([1, 2, 3]);
    expect(two.stdout).toBe(one.stdout);
  });
});
