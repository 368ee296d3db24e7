import { spawnSync } from 'node:child_process';
import { copyFileSync, linkSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatePuzzle } from '../../src/api/index.js';
import { checkPromise } from '../../src/cli/generate-check.js';
import { Random } from '../../src/encoders/lib/random.js';
import { numberlink } from '../../src/encoders/numberlink/index.js';
import { randomCover } from '../../src/encoders/numberlink/cover.js';
import { BuildStopped, withBuildDeadline } from '../../src/solvers/index.js';
import { tracks } from '../../src/encoders/tracks/index.js';
import { viennese } from '../../src/encoders/viennese/index.js';
import { deadlineTheJumpPasses, jumpingClock } from '../helpers/jumping-clock.js';

// What the command line promises (issue 33), run as a user runs it (`npm test` builds first).
const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'cookcheck.js');

export function run(args: string[], input = '') {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input, cwd: ROOT, timeout: 60_000 });
  return { code: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}
export const scratch = () => mkdtempSync(join(tmpdir(), 'cookcheck-promises-'));

describe('a seed gives one puzzle', () => {
  it('generate prints the same bytes for the same seed (no timing in its header)', () => {
    for (const args of [['numberlink', '--size', '6x6'], ['tracks', '--size', '6x6'], ['schoenbrunn', '--size', '5x5']]) {
      const first = run(['generate', ...args, '--seed', '4']);
      const again = run(['generate', ...args, '--seed', '4']);
      expect(first.code).toBe(0);
      expect(again.stdout).toBe(first.stdout);
      expect(first.stdout).not.toMatch(/\d+ ms/);
    }
  });

  it('puzzles made on worker threads keep the rules: a puzzle the time limit cut short is marked, and then the command exits 5', () => {
    const r = run(['generate', 'tracks', '--size', '25x25', '--seed', '1', '--count', '2', '--jobs', '2', '--timeout', '4', '--json']);
    const printed = JSON.parse(r.stdout) as { error?: { exitCode: number; message: string } } | { seed: number; puzzle: unknown; cutShort?: string; provedAgain?: boolean }[];
    if (!Array.isArray(printed)) {
      // A machine too busy to make a puzzle within the limit: the limit's own error and exit code
      expect(printed.error?.exitCode, printed.error?.message).toBe(5);
      expect(printed.error?.message).toMatch(/the time limit/);
      expect(r.code).toBe(5);
      return;
    }
    const made = printed;
    expect(made.map((m) => m.seed)).toEqual([1, 2]);
    for (const m of made.filter((m) => m.cutShort !== undefined)) expect(r.stderr).toContain(`generate tracks: cut short: ${m.cutShort}`);
    // Removing givens from a 25x25 takes far longer than the limit: at least the first is cut short
    expect(made[0]!.cutShort).toMatch(/^the time limit stopped the removal of given pieces/);
    expect(r.code).toBe(made.some((m) => m.cutShort !== undefined || m.provedAgain === false) ? 5 : 0);
  });

  it('seeds the generator cannot tell apart are refused: past 2^32 - 1, or written as other numbers', () => {
    for (const seed of ['4294967296', '9007199254740993', '1e30', '1.5', '-1']) {
      const r = run(['generate', 'numberlink', '--seed', seed]);
      expect(r.code, seed).toBe(2);
      expect(r.stderr).toContain('a whole number from 0 to 4294967295');
    }
    expect(run(['generate', 'numberlink', '--size', '5x5', '--seed', '4294967295', '--count', '2']).stderr).toContain('the last seed, 4294967296, is past 4294967295');
    expect(run(['generate', 'numberlink', '--size', '5x5', '--seed', '4294967295']).code).toBe(0);
  });

  it('the library refuses them too, and so does the random generator itself', async () => {
    const made = await generatePuzzle(numberlink, { seed: 2 ** 32, engine: {} });
    expect(made.ok).toBe(false);
    expect(!made.ok && made.issues[0]!.code).toBe('generate.seed');
    expect(() => new Random(2 ** 32 + 1)).toThrow(RangeError);
  });

  it('when the time runs out before the promise is proved again, the generator\'s proof is kept and said to be alone', async () => {
    const made = await generatePuzzle(tracks, { options: { size: '6x6' }, seed: 3, engine: {} });
    if (!made.ok) throw new Error('no puzzle');
    const checked = await checkPromise(tracks, tracks.generator!, made.value, 3, { deadline: Date.now() - 1 });
    expect(checked.whole).toBe(false);
    expect(checked.line).toBe('unique solution (proved by the generator; not proved again within the time limit)');
  });
});

describe('conversions that would change the puzzle are refused, or say what changes', () => {
  const schoenbrunnSample = (name: string) => join(ROOT, 'src', 'encoders', 'schoenbrunn', 'samples', name);
  const numberlinkSample = (name: string) => join(ROOT, 'src', 'encoders', 'numberlink', 'samples', name);

  it('the seed format holds expert puzzles only: a Rook Jumping Maze or a normal-mode board is refused', () => {
    const rook = run(['convert', schoenbrunnSample('rjm-neller-5x5.json'), '--to', 'seed']);
    expect(rook.code).toBe(2);
    expect(rook.stdout).toBe('');
    expect(rook.stderr).toContain('the seed format is read under the rule "Schönbrunn expert: each tile at most once, the visited tiles sum to 0", not this puzzle\'s "Rook Jumping Maze');
    const normal = run(['convert', schoenbrunnSample('garden-normal.json'), '--to', 'seed']);
    expect(normal.code).toBe(2);
    expect(normal.stderr).toContain('not this puzzle\'s "Schönbrunn normal');
    // An expert board converts, and reads back to the same count.
    const expert = run(['convert', schoenbrunnSample('garden-expert.json'), '--to', 'seed']);
    expect(expert.code).toBe(0);
    expect(run(['count', '-'], expert.stdout).stdout).toContain(run(['count', schoenbrunnSample('garden-expert.json')]).stdout.split('\n')[2]);
  });

  it('a puzz.link URL of a puzzle covering every cell is refused; --lossy writes it and says what changes', () => {
    const refused = run(['convert', numberlinkSample('flow-5x5-unique.json'), '--to', 'puzzlink']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('the puzzlink format is read under the rule "classic: cells may stay empty"');
    const lossy = run(['convert', numberlinkSample('flow-5x5-unique.json'), '--to', 'puzzlink', '--lossy']);
    expect(lossy.code).toBe(0);
    expect(lossy.stdout).toMatch(/^https:\/\/puzz\.link\/p\?numlin\/5\/5\//);
    expect(lossy.stderr).toContain('it may have other solutions there, or none');
    expect(run(['convert', numberlinkSample('classic-5x5-unique.json'), '--to', 'puzzlink']).code).toBe(0);
  });

  it('generate gives a puzz.link URL only for a puzzle unique under puzz.link\'s rule too', () => {
    const several = run(['generate', 'numberlink', '--size', '7x7', '--seed', '2']);
    expect(several.stdout).toContain('puzzlink: not given: under its rule, "classic: cells may stay empty", the puzzle has several solutions');
    const unique = run(['generate', 'numberlink', '--size', '7x7', '--seed', '1']);
    const url = /puzzlink: (\S+) \(unique under its rule/.exec(unique.stdout)?.[1];
    expect(url).toBeDefined();
    expect(run(['check', url!]).code).toBe(0);
  });
});

describe('nothing the user gave is lost or overwritten', () => {
  const picture = join(ROOT, 'examples', 'railway-hook.png');
  const ends = ['--start', '40,200', '--finish', '100,60'];

  it('an --out that is a symbolic or hard link to the input is refused, even with --force', () => {
    const dir = scratch();
    const input = join(dir, 'in.png');
    copyFileSync(picture, input);
    symlinkSync(input, join(dir, 'link.png'));
    linkSync(input, join(dir, 'hard.png'));
    const before = readFileSync(input);
    const viaLink = run(['render', join(dir, 'link.png'), ...ends, '--out', input, '--force']);
    expect(viaLink.code).toBe(2);
    expect(viaLink.stderr).toContain('is another name for it: a link');
    expect(run(['render', input, ...ends, '--out', join(dir, 'hard.png'), '--force']).code).toBe(2);
    expect(run(['render', input, ...ends, '--out', join(dir, 'link.png'), '--force']).code).toBe(2);
    expect(readFileSync(input)).toEqual(before);
  });

  it('--debug-dir: a file is refused (not an internal error), and pictures already there are not replaced without --force', () => {
    const dir = scratch();
    const file = join(dir, 'hostname');
    writeFileSync(file, 'keep me');
    const onFile = run(['check', picture, ...ends, '--debug-dir', file]);
    expect(onFile.code).toBe(2);
    expect(onFile.stderr).toContain(`--debug-dir ${file}: is a file, not a folder`);
    expect(readFileSync(file, 'utf8')).toBe('keep me');
    const stages = join(dir, 'stages');
    // Answered (0, or 6: this picture's route hinges on a turn near the angle limit), pictures written
    expect([0, 6]).toContain(run(['check', picture, ...ends, '--debug-dir', stages]).code);
    writeFileSync(join(stages, '3-graph.png'), 'mine');
    const again = run(['check', picture, ...ends, '--debug-dir', stages]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('exist; pass --force to replace them');
    expect(readFileSync(join(stages, '3-graph.png'), 'utf8')).toBe('mine');
    expect(run(['count', picture, ...ends, '--debug-dir', stages]).stderr).toContain('remove them or name another folder');
    expect([0, 6]).toContain(run(['check', picture, ...ends, '--debug-dir', stages, '--force']).code);
    expect(readFileSync(join(stages, '3-graph.png')).subarray(1, 4).toString()).toBe('PNG');
    expect(run(['check', picture, ...ends, '--debug-dir', join(dir, 'no', 'such')]).stderr).toContain('the folder it would be in does not exist');
  });
});

describe('an option that would do nothing is refused, not ignored', () => {
  it('picture options on a puzzle file, --set on a picture', () => {
    const json = run(['check', join(ROOT, 'examples', 'numberlink-7x7.json'), '--start', '1,1', '--debug-dir', 'x']);
    expect(json.code).toBe(2);
    expect(json.stderr).toContain('--start, --debug-dir: options for a picture (railway mazes); ');
    expect(json.stderr).toContain('so they would do nothing');
    const set = run(['solve', join(ROOT, 'examples', 'railway-hook.png'), '--start', '40,200', '--finish', '100,60', '--set', 'title=x']);
    expect(set.code).toBe(2);
    expect(set.stderr).toContain('--set changes a puzzle read as JSON or text');
    // Defaults are not "given": a puzzle file with no picture option is read as before.
    expect(run(['check', join(ROOT, 'examples', 'numberlink-7x7.json')]).code).toBe(0);
  });

  it('generate viennese: --size is --canvas; --restarts without annealing, --p without keep, --canvas beside --from are refused', () => {
    const bySize = run(['generate', 'viennese', '--size', '3x3', '--steps', '200']);
    expect(bySize.code).toBe(0);
    expect(bySize.stdout).toBe(run(['generate', 'viennese', '--canvas', '3x3', '--steps', '200']).stdout);
    const cases: [string[], string][] = [
      [['--method', 'keep', '--restarts', '3'], '--restarts does nothing with --method keep: it is for --method anneal'],
      [['--p', '0.3'], '--p does nothing with --method anneal: it is for --method keep'],
      [['--from', join(ROOT, 'src', 'encoders', 'viennese', 'samples', 'report-4x4.json'), '--canvas', '3x3'], '--canvas does nothing beside --from'],
    ];
    for (const [args, message] of cases) {
      const r = run(['generate', 'viennese', '--steps', '100', ...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
    }
  });

  it('the library says so too', async () => {
    const made = await generatePuzzle(viennese, { options: { method: 'keep', restarts: '3' }, seed: 1, engine: {} });
    expect(!made.ok && made.issues.map((i) => [i.code, i.path])).toEqual([['option.idle', '/options/restarts']]);
    const bySize = await generatePuzzle(viennese, { options: { size: '3x3', steps: '50' }, seed: 1, engine: {} });
    expect(bySize.ok && bySize.value.nodes).toHaveLength(9);
  });
});

describe('every --json command prints JSON, errors included', () => {
  it('bad input, a missing file, a bad option: {error: {exitCode, message, issues}} on stdout, the message on stderr too', () => {
    const dir = scratch();
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ type: 'numberlink', grid: ['1..'] }));
    const cases: string[][] = [
      ['solve', bad],
      ['check', bad],
      ['count', bad],
      ['render', bad],
      ['grade', bad],
      ['score', bad],
      ['check', join(dir, 'missing.json')],
      ['generate', 'numberlink', '--seed', '1e30'],
      ['check', bad, '--no-such-option'],
    ];
    for (const args of cases) {
      const r = run([...args, '--json']);
      expect(r.code, args.join(' ')).toBe(2);
      const printed = JSON.parse(r.stdout) as { error: { exitCode: number; message: string; issues?: { code: string; path: string }[] } };
      expect(printed.error.exitCode).toBe(2);
      expect(printed.error.message.length).toBeGreaterThan(0);
      expect(r.stderr).toContain(printed.error.message.split('\n')[0]!.slice(0, 40));
    }
    const issues = (JSON.parse(run(['check', bad, '--json']).stdout) as { error: { issues: { code: string; path: string }[] } }).error.issues;
    expect(issues).toEqual([expect.objectContaining({ code: 'label.count', path: '/grid/0' })]);
  });

  it('score --json and grade --json carry their puzzle: check reads them back', () => {
    const graded = run(['grade', join(ROOT, 'examples', 'tracks-8x8.json'), '--json']);
    expect(JSON.parse(graded.stdout)).toMatchObject({ grade: 'easy', puzzle: { type: 'tracks' } });
    expect(run(['check', '-'], graded.stdout).code).toBe(0);
    const scored = run(['score', join(ROOT, 'src', 'encoders', 'viennese', 'samples', 'report-4x4.json'), '--json']);
    expect(JSON.parse(scored.stdout)).toMatchObject({ verdict: 'unique', puzzle: { type: 'viennese' } });
    expect(run(['check', '-'], scored.stdout).code).toBe(0);
  });
});

describe('help that teaches and messages that say what to do', () => {
  it('each command\'s help speaks of its own families: no other family\'s example or promise', () => {
    const help = (args: string[]) => run(args).stdout.replace(/\s+/g, ' ');
    const numberlinkHelp = help(['generate', 'numberlink', '--help']);
    expect(numberlinkHelp).not.toMatch(/good score|Viennese|score --json/);
    expect(numberlinkHelp).toContain('{seed, puzzle, solution}');
    const grade = help(['grade', '--help']);
    expect(grade).not.toMatch(/fillAll|Numberlink|Viennese|variant/);
    expect(grade).toContain('--set forbidSelfTouch=true (Train Tracks)');
    expect(help(['score', '--help'])).toContain('--set variant=u-turn (Viennese traffic-light maze)');
  });

  it('size limits are said before an error says them: generator options, families, the root help', () => {
    expect(run(['generate', 'tracks', '--help']).stdout.replace(/\s+/g, ' ')).toContain('grid width x height (3 to 30 each side)');
    const families = run(['families']).stdout;
    expect(families).toMatch(/numberlink .*grid at most 200 rows/);
    expect(families).toMatch(/schoenbrunn .*grid at most 40x40/);
    expect(JSON.parse(run(['families', '--json']).stdout)).toContainEqual(expect.objectContaining({ type: 'tracks', limits: ['width at most 100', 'height at most 100'] }));
    expect(run(['--help']).stdout).toContain('Limits: input up to 32 MiB');
  });

  it('convert --help lists each family\'s formats', () => {
    const help = run(['convert', '--help']).stdout;
    for (const line of ['numberlink: --to json, puzzlink', 'schoenbrunn: --to json, text', 'tracks: --to json, tatham', 'railway: --to json; read only: picture']) expect(help).toContain(line);
  });

  it('a BMP, a PDF: named, not read as a grid of text', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'maze.bmp'), Buffer.from('BM6\u0000\u0000\u0000\u0000\u0000', 'latin1'));
    writeFileSync(join(dir, 'a.pdf'), '%PDF-1.4 ...');
    const bmp = run(['check', join(dir, 'maze.bmp')]);
    expect(bmp.code).toBe(2);
    expect(bmp.stderr).toContain('is a BMP picture, which this tool does not read: convert it to PNG first');
    expect(bmp.stderr).not.toContain('not a cell of a grid');
    expect(run(['validate', join(dir, 'maze.bmp')]).stderr).toContain('is a BMP picture');
    expect(run(['solve', join(dir, 'a.pdf')]).stderr).toContain('is a PDF document, not a puzzle');
  });

  it('validate on a picture says where pictures go', () => {
    const png = run(['validate', join(ROOT, 'examples', 'railway-hook.png')]);
    expect(png.code).toBe(2);
    expect(png.stderr).toContain('is a picture (railway maze): validate judges puzzle files; solve, check, render or convert --to json trace a picture, given --start x,y --finish x,y');
    expect(JSON.parse(run(['validate', join(ROOT, 'examples', 'railway-hook.png'), '--json']).stdout)).toMatchObject({ valid: false, type: 'railway', format: 'picture', issues: [{ code: 'input.picture' }] });
  });

  it('one is singular: "1 tile", not "1 tiles"', () => {
    const r = run(['validate', '-'], JSON.stringify({ type: 'schoenbrunn', grid: [[1, 2], [0]], start: [0, 0] }));
    expect(r.stderr).toContain('row 1 has 1 tile; row 0 has 2');
  });
});

describe('generation stops at its deadline inside plain code too', () => {
  it('a random cover of a large grid stops when the deadline passes; the generator says it ran out of time', async () => {
    // The clocks jump an hour at their first look, past a deadline half an hour away: it passes whatever the machine's speed
    const cover = deadlineTheJumpPasses();
    let restore = jumpingClock(() => true);
    try {
      performance.now();
      expect(() => withBuildDeadline(cover, () => randomCover(60, 60, 11, new Random(1)))).toThrow(BuildStopped);
    } finally {
      restore();
    }
    const generation = deadlineTheJumpPasses();
    restore = jumpingClock(() => true);
    const made = await generatePuzzle(numberlink, { options: { size: '60x60' }, seed: 1, engine: { deadline: generation } }).finally(restore);
    expect(!made.ok && made.issues[0]!.code).toBe('generate.timeout');
  });
});
