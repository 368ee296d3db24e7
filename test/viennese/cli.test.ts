import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The built command line (`npm test` compiles first), as a user runs it.
const BIN = join(import.meta.dirname, '..', '..', 'bin', 'cookcheck.js');
const SAMPLES = join(import.meta.dirname, '..', '..', 'src', 'encoders', 'viennese', 'samples');

function run(args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const dir = mkdtempSync(join(tmpdir(), 'cookcheck-viennese-'));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}
const sample = (name: string) => file(name, (JSON.parse(readFileSync(join(SAMPLES, name), 'utf8')) as { puzzle: unknown }).puzzle);

describe('cookcheck on Viennese mazes', () => {
  it('score prints the score and its components; --json gives {score, components}; exponents can be set', () => {
    const maze = sample('report-4x4.json');
    const text = run(['score', maze]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('score 100993123.77');
    expect(text.stdout).toContain('L 17 (16 moves) · O1 3 · O2 61 · Lp 20 · E 7');
    const json = JSON.parse(run(['score', maze, '--json']).stdout) as { score: number; components: object };
    expect(json.score.toFixed(2)).toBe('100993123.77');
    expect(json.components).toEqual({ L: 17, O1: 3, O2: 61, Lp: 20, E: 7 });
    const linear = JSON.parse(run(['score', maze, '--json', '--length-exponent', '1', '--loops-exponent', '1']).stdout) as { score: number };
    expect(linear.score).toBe(17 * 3 * 61 * 61 * 20 * 7);
    expect(run(['score', sample('report-4x4-u-turn.json')]).stdout).toMatch(/^score 1: two or more/);
  });

  it('check names the moves where two walks differ; count gives all 859 walks of the u-turn figure', () => {
    const check = run(['check', sample('report-4x4-u-turn.json')]);
    expect(check.code).toBe(3);
    expect(check.stdout).toMatch(/differ in \d+ moves?: move \d+: \w→\w/);
    const count = run(['count', sample('report-4x4-u-turn.json'), '--limit', '5000']);
    expect(count.stdout).toContain('859 solutions (complete)');
    expect(count.stdout).toContain('the shortest walks take 8 moves (5 of them)');
  });

  it('solve --best proves 16 moves the fewest', () => {
    const r = run(['solve', sample('report-4x4.json'), '--best', '--json']);
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.stdout) as { best: unknown; solutions: { nodes: string[] }[] };
    expect(answer.best).toEqual({ name: 'moves', value: 16, optimal: true });
    expect(answer.solutions[0]!.nodes.join('')).toBe('abcgklhgfjnmijnop');
  });

  it('solve --best answers an open 8x8 maze at once: the shortest walks by breadth-first search, proved', async () => {
    const { canvas } = await import('../../src/encoders/viennese/canvas.js');
    const base = canvas('square', 8, 8, 'u-turn');
    // Rows green, columns orange: thousands of walks, which the solver's tightening took over 20 s to rank.
    const y = new Map(base.nodes.map((n) => [n.id, n.y]));
    const open = { ...base, streets: base.streets.map((s) => ({ ...s, light: y.get(s.from) === y.get(s.to) ? 'green' : 'orange' })) };
    const r = run(['solve', file('open.json', open), '--best', '--json', '--timeout', '10']);
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.stdout) as { verdict: string; best: unknown; solutions: { nodes: string[] }[]; stats: { method?: string } };
    expect(answer.best).toEqual({ name: 'moves', value: 14, optimal: true });
    expect(answer.verdict).toBe('multiple');
    expect(answer.solutions[0]!.nodes).toHaveLength(15);
    expect(answer.stats.method).toBe('breadth-first search');
  });

  it('generate --from reads its canvas from a file or standard input; a missing file is named', () => {
    const canvasText = JSON.stringify((JSON.parse(readFileSync(join(SAMPLES, 'report-4x4.json'), 'utf8')) as { puzzle: unknown }).puzzle);
    const args = ['generate', 'viennese', '--steps', '200', '--json', '--from'];
    const piped = spawnSync(process.execPath, [BIN, ...args, '-'], { encoding: 'utf8', input: canvasText, timeout: 120_000 });
    expect(piped.status).toBe(0);
    expect(piped.stdout).toBe(run([...args, file('canvas.json', canvasText)]).stdout);
    const missing = run([...args, join(dir, 'no-such-canvas.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file');
  });

  it('render --json says "solved" for a walk drawn without asking whether it is unique', () => {
    const r = run(['render', sample('report-4x4-u-turn.json'), '--json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { verdict: string }).verdict).toBe('solved');
  });

  it('generate is deterministic per seed, prints the score it promised, and its output reads back', () => {
    const args = ['generate', 'viennese', '--canvas', '4x4', '--seed', '3', '--steps', '3000', '--json'];
    const first = run(args);
    expect(first.code).toBe(0);
    expect(run(args).stdout).toBe(first.stdout);
    const [made] = JSON.parse(first.stdout) as { puzzle: unknown; score: { score: number; verdict: string } }[];
    expect(made!.score.verdict).toBe('unique');
    const again = JSON.parse(run(['score', file('made.json', made!.puzzle), '--json']).stdout) as { score: number };
    expect(again.score).toBe(made!.score.score);
    const triangular = run(['generate', 'viennese', '--shape', 'triangular', '--canvas', '3x3', '--seed', '1', '--steps', '2000']);
    expect(triangular.code).toBe(0);
    expect(triangular.stdout).toMatch(/seed 1: score \d/);
  });

  it('generate stopped by --timeout delivers the best maze found, marked as cut short (exit 5), and says so on stderr', () => {
    const r = run(['generate', 'viennese', '--canvas', '4x4', '--steps', '100000000', '--timeout', '1', '--json']);
    expect(r.code).toBe(5);
    const [made] = JSON.parse(r.stdout) as { puzzle: { source: string }; score: { verdict: string }; cutShort: string }[];
    expect(made!.cutShort).toContain('the time limit stopped the search');
    expect(made!.score.verdict).toBe('unique');
    const steps = /the time limit stopped it after (\d+)\)/.exec(made!.puzzle.source)?.[1];
    expect(Number(steps)).toBeLessThan(100_000_000);
    expect(r.stderr).toContain(`generate viennese: cut short: the time limit stopped the search after ${steps} of 100000000 steps`);
    // A search that ran its steps says nothing
    expect(run(['generate', 'viennese', '--canvas', '3x3', '--steps', '300']).stderr).toBe('');
  });

  it('bad input: exit 2 with the place named, no stack trace', () => {
    const bad = file('bad.json', {
      type: 'viennese',
      nodes: [{ id: 'a' }, { id: 'b' }],
      streets: [{ from: 'a', to: 'c', light: 'green' }, { from: 'a', to: 'b', light: 'purple' }],
      start: 'a',
      goal: 'a',
    });
    const r = run(['solve', bad]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('/streets/1/light');
    expect(r.stderr).not.toMatch(/at \w+ \(/);
    const semantic = file('semantic.json', { type: 'viennese', nodes: [{ id: 'a' }, { id: 'b' }], streets: [{ from: 'a', to: 'c', light: 'green' }], start: 'a', goal: 'a' });
    const s = run(['score', semantic]);
    expect(s.code).toBe(2);
    expect(s.stderr).toContain('/streets/0/to');
    expect(s.stderr).toContain('/goal');
    expect(run(['generate', 'viennese', '--canvas', '0x3']).code).toBe(2);
    const maze = (first: string) => ({
      type: 'viennese',
      nodes: [{ id: first, x: 0, y: 0 }, { id: 'b', x: 1, y: 0 }, { id: 'c', x: 1, y: 0 }],
      streets: [{ from: first, to: 'b', light: 'green' }, { from: 'b', to: 'c', light: 'green' }],
      start: first,
      goal: 'c',
    });
    const unnamed = run(['validate', file('unnamed.json', maze(''))]);
    expect(unnamed.code).toBe(2);
    expect(unnamed.stderr).toContain('/nodes/0/id');
    const v = run(['validate', file('hidden.json', maze('a'))]);
    expect(v.code).toBe(2);
    expect(v.stderr).toMatch(/\/nodes\/2: nodes b and c are both at \(1, 0\)/);
    const keep = run(['generate', 'viennese', '--keep-lights', '--steps', '100']);
    expect(keep.code).toBe(2);
    expect(keep.stderr).toContain('--keep-lights starts from the lights of a --from maze');
  });

  it('render writes the three-panel report as SVG and PNG', () => {
    const maze = sample('report-4x4.json');
    const svg = join(dir, 'report.svg');
    expect(run(['render', maze, '--out', svg]).code).toBe(0);
    const text = readFileSync(svg, 'utf8');
    for (const title of ['Maze', 'State graph', 'Solution']) expect(text).toContain(`>${title}</text>`);
    expect(text).toContain('Solution: a b c g k l h g f j n m i j n o p');
    const png = join(dir, 'report.png');
    expect(run(['render', maze, '--out', png]).code).toBe(0);
    expect([...readFileSync(png).subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  });
});
