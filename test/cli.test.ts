import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stroke, svgPicture } from './railway-image/draw.js';

// These run the built command line (`npm test` compiles first), as a user would.
const BIN = join(import.meta.dirname, '..', 'bin', 'cookcheck.js');
const SAMPLES = join(import.meta.dirname, '..', 'src', 'encoders', 'numberlink', 'samples');

function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input: input ?? '', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function puzzleFile(puzzle: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'cookcheck-'));
  const file = join(dir, 'puzzle.json');
  writeFileSync(file, JSON.stringify(puzzle));
  return file;
}

const sample = (name: string) => {
  const { puzzle } = JSON.parse(readFileSync(join(SAMPLES, name), 'utf8')) as { puzzle: unknown };
  return puzzleFile(puzzle);
};

describe('cookcheck command line', () => {
  it('solve prints a drawing, the verdict and the rule; exit 0', () => {
    const r = run(['solve', sample('flow-5x5-unique.json')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Unique solution.');
    expect(r.stdout).toContain('rule: every cell covered');
    expect(r.stdout).not.toMatch(/\x1b\[/); // not a terminal: no colour codes
  });

  it('check exits 3 on a cook and names the edges where the two line drawings differ', () => {
    const r = run(['check', sample('flow-5x5-cook.json')]);
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(/differ in \d+ edges: \(\d,\d\)–\(\d,\d\)/);
  });

  it('--json output follows the result shape, on both backends', () => {
    for (const backend of ['minisat', 'z3']) {
      const r = run(['check', sample('flow-5x5-unique.json'), '--json', '--backend', backend]);
      expect(r.code).toBe(0);
      const answer = JSON.parse(r.stdout) as { verdict: string; count: number; complete: boolean; stats: { backend: string }; solutions: { grid: string[][] }[] };
      expect(answer.verdict).toBe('unique');
      expect(answer.complete).toBe(true);
      expect(answer.stats.backend).toBe(backend);
      expect(answer.solutions[0]!.grid).toHaveLength(5);
    }
  });

  it('no solution exits 4 and says whether the other rule has one', () => {
    const r = run(['solve', sample('fill-none-classic-solvable.json')]);
    expect(r.code).toBe(4);
    expect(r.stdout).toContain('No solution.');
    expect(r.stdout).toContain('one exists when cells may stay empty');
  });

  it('--set switches the rule: the same puzzle solves under the classic rule', () => {
    const r = run(['solve', sample('fill-none-classic-solvable.json'), '--set', 'fillAll=false']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('classic');
  });

  it('count reports an exact count and completeness', () => {
    const r = run(['count', sample('classic-5x5-many.json'), '--json']);
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.stdout) as { count: number; complete: boolean };
    expect(answer).toMatchObject({ count: 34, complete: true });
    const limited = JSON.parse(run(['count', sample('classic-5x5-many.json'), '--json', '--limit', '5']).stdout) as { count: number; complete: boolean };
    expect(limited).toMatchObject({ count: 5, complete: false });
  });

  it('invalid input: exit 2, every problem with its place, no stack trace', () => {
    const r = run(['validate', puzzleFile({ type: 'numberlink', grid: ['1.1', '2..', '1.'] })]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('/grid/2');
    expect(r.stderr).not.toMatch(/at .*\.js:\d+/);
    const labels = run(['check', puzzleFile({ type: 'numberlink', grid: ['1.1', '2..', '1..'] })]);
    expect(labels.code).toBe(2);
    expect(labels.stderr).toContain('label 1 appears 3 times: (0,0) (0,2) (2,0)');
    expect(labels.stderr).toContain('label 2 appears 1 time: (1,0)');
    const schema = run(['solve', '-'], '{"type": "numberlink", "grid": ["1.1"], "fill": true}');
    expect(schema.code).toBe(2);
    expect(schema.stderr).toContain('unknown property "fill"');
    const json = run(['solve', '-'], '{"type": "numberlink", "grid": ["1.1"],}');
    expect(json.code).toBe(2);
    expect(json.stderr).toMatch(/not valid JSON at line 1, column \d+/);
    const cut = run(['solve', '-'], '{"type": "numberlink",\n "grid": ["1.1"');
    expect(cut.code).toBe(2);
    expect(cut.stderr).toContain('not valid JSON at line 2, column 16');
    expect(run(['solve', 'no-such-file.json']).code).toBe(2);
    expect(run(['solve', puzzleFile({ type: 'sudoku' })]).stderr).toContain('unknown type "sudoku"');
  });

  it('a time limit ends the search with verdict unknown and exit 5', () => {
    const big = { type: 'numberlink', grid: ['1' + '.'.repeat(58) + '1', ...Array.from({ length: 59 }, () => '.'.repeat(60))], fillAll: false };
    const r = run(['count', puzzleFile(big), '--timeout', '0.5', '--json']);
    expect(r.code).toBe(5);
    expect((JSON.parse(r.stdout) as { complete: boolean }).complete).toBe(false);
  });

  it('--version prints the package version', () => {
    const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string };
    const r = run(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(version);
  });

  it('generation that runs out of time exits 5 and says what to try', () => {
    const r = run(['generate', 'numberlink', '--size', '30x30', '--seed', '1', '--timeout', '0.05']);
    expect(r.code).toBe(5);
    expect(r.stderr).toContain('--timeout');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('render writes SVG, refuses to overwrite without --force and never writes over the input', () => {
    const file = sample('flow-5x5-unique.json');
    const out = join(mkdtempSync(join(tmpdir(), 'cookcheck-')), 'answer.svg');
    expect(run(['render', file, '--out', out]).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^<svg/);
    expect(run(['render', file, '--out', out]).code).toBe(2);
    expect(run(['render', file, '--out', out, '--force']).code).toBe(0);
    const before = readFileSync(file, 'utf8');
    expect(run(['convert', file, '--to', 'json', '--out', file, '--force']).code).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(existsSync(out)).toBe(true);
    const png = out.replace('.svg', '.png');
    expect(run(['render', file, '--out', png]).code).toBe(0);
    expect([...readFileSync(png).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(run(['render', file, '--out', out.replace('.svg', '.gif')]).stderr).toContain('must end in .svg or .png');
  });

  it('check --out draws the route and the cook it found, each in its own colour; a bad name is refused before any work', () => {
    const { puzzle } = JSON.parse(readFileSync(join(SAMPLES, '..', '..', 'railway', 'samples', 'reversing-loop-cook-multiple.json'), 'utf8')) as { puzzle: unknown };
    const file = puzzleFile(puzzle);
    const out = join(mkdtempSync(join(tmpdir(), 'cookcheck-')), 'cook.svg');
    const r = run(['check', file, '--out', out]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`wrote ${out}`);
    const svg = readFileSync(out, 'utf8');
    expect(svg).toMatch(/>solution 2: another route the track allows, \d+ px<\/text>/);
    expect(svg).toMatch(/stroke="#e6550d"[^>]*stroke-dasharray/);
    expect(run(['check', file, '--out', out]).code).toBe(2); // exists: --force to replace
    expect(run(['solve', file, '--out', out.replace('.svg', '.txt')]).stderr).toContain('must end in .svg or .png');
  });

  it('render --best draws a best solution (Schönbrunn garden: 14 jumps, not the first path found, 16); a family without one is refused', () => {
    const garden = join(SAMPLES, '..', '..', 'schoenbrunn', 'samples', 'garden-expert.json');
    const { puzzle } = JSON.parse(readFileSync(garden, 'utf8')) as { puzzle: unknown };
    const file = puzzleFile(puzzle);
    expect(run(['render', file]).stdout).toContain('16 jumps');
    const best = run(['render', file, '--best']);
    expect(best.code).toBe(0);
    expect(best.stdout).toContain('14 jumps, 15 tiles, sum 0');
    const numberlink = run(['render', sample('flow-5x5-unique.json'), '--best']);
    expect(numberlink.code).toBe(2);
    expect(numberlink.stderr).toContain('--best: numberlink has no best solution');
  });

  it('check --out draws a Numberlink cook beside the first solution, where they differ marked, in SVG and PNG', () => {
    const file = sample('flow-5x5-cook.json');
    const dir = mkdtempSync(join(tmpdir(), 'cookcheck-'));
    expect(run(['check', file, '--out', join(dir, 'c.svg')]).code).toBe(3);
    const svg = readFileSync(join(dir, 'c.svg'), 'utf8');
    expect(svg.match(/<polyline/g)).toHaveLength(8);
    for (const title of ['Solution 1', 'Solution 2']) expect(svg).toContain(`>${title}</text>`);
    // Six edges differ: each drawing bands those of its own (three each).
    expect(svg.match(/<line [^>]*stroke="#d62728"/g)).toHaveLength(6);
    expect(run(['check', file, '--out', join(dir, 'c.png')]).code).toBe(3);
    const png = readFileSync(join(dir, 'c.png'));
    expect(png.readUInt32BE(16)).toBeGreaterThan(2 * 200); // two 200-pixel drawings side by side
  });

  it('a railway picture: a start off the track exits 2 saying how far; a maze with no route exits 4', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cookcheck-'));
    const vee = join(dir, 'vee.png');
    writeFileSync(vee, await svgPicture(200, 200, stroke('M40,20 L100,180 L160,20')));
    const off = run(['solve', vee, '--start', '100,20', '--finish', '150,47']);
    expect(off.code).toBe(2);
    expect(off.stderr).toMatch(/start \(100,20\) is off the track: the nearest track is [\d.]+ px away/);
    const none = run(['solve', vee, '--start', '50,47', '--finish', '150,47']);
    expect(none.code).toBe(4);
    expect(none.stdout).toContain('No solution');
  });

  it('--sweep is offered where its report is shown (solve, check) and refused where it would be computed unseen', () => {
    const hook = join(import.meta.dirname, '..', 'examples', 'railway-hook.png');
    const ends = ['--start', '40,200', '--finish', '100,60', '--sweep'];
    for (const command of [['count'], ['render'], ['convert', '--to', 'json']]) {
      const refused = run([...command, hook, ...ends]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain("unknown option '--sweep'");
      expect(run([command[0]!, '--help']).stdout).not.toContain('--sweep');
    }
    const shown = run(['check', hook, ...ends]);
    expect(shown.stdout).toMatch(/^Sweep over 125 settings/m);
    const [general, picture] = run(['check', '--help']).stdout.split('When <input> is a picture (railway mazes):');
    expect(general).toContain('--timeout');
    expect(general).not.toContain('--start');
    expect(picture).toContain('--start');
    expect(picture).toContain('--sweep');
  });

  it('--help teaches: commands, exit codes, examples', () => {
    const r = run(['--help']);
    expect(r.code).toBe(0);
    for (const word of ['solve', 'check', 'count', 'validate', 'generate', 'render', 'convert', 'Exit codes', 'Examples']) {
      expect(r.stdout).toContain(word);
    }
  });
});
