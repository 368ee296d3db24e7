import { Ajv2020 } from 'ajv/dist/2020.js';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILIES } from '../src/encoders/registry.js';
import { template } from '../src/encoders/template/index.js';
import { puzzleSchema, schemaOf } from '../src/schemas.js';
import { samplesOf } from './helpers/samples.js';
import { bundleCommandLine } from '../scripts/cli-chunks.mjs';

// README "Adding a family" promises: a family is its folder (and its schema file, found by its
// type) plus one line of the registry. Here the template family is added to a copy of the
// sources by that line alone, and used through the command line as a user would.

const ROOT = join(import.meta.dirname, '..');
const SAMPLES = join(ROOT, 'src', 'encoders', 'template', 'samples');
let copy = '';
let bundles: string[] = [];

/** The registry of the copy with the template's line: its import and its place in the sorted list. */
function registerTemplate(registry: string): string {
  const list = /export const FAMILIES: readonly AnyFamily\[\] = \[([^\]]*)\];/;
  const names = list.exec(registry)![1]!.split(',').map((name) => name.trim());
  const withTemplate = registry.replace(list, `export const FAMILIES: readonly AnyFamily[] = [${[...names, 'template'].sort().join(', ')}];`);
  return withTemplate.replace("import type { AnyFamily } from './family.js';\n", "import type { AnyFamily } from './family.js';\nimport { template } from './template/index.js';\n");
}

/** The copy's command line, run as `cookcheck <args>`. */
function cookcheck(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(copy, 'run.cjs'), ...args], { cwd: ROOT, encoding: 'utf8', input: '', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'cookcheck-new-family-'));
  for (const part of ['src', 'schemas', 'package.json']) cpSync(join(ROOT, part), join(copy, part), { recursive: true });
  // What the sources read at run time and no family touches: the packages, and the solvers' WebAssembly where it is kept
  for (const shared of ['node_modules', 'native']) if (existsSync(join(ROOT, shared))) symlinkSync(join(ROOT, shared), join(copy, shared));
  const registry = join(copy, 'src', 'encoders', 'registry.ts');
  writeFileSync(registry, registerTemplate(readFileSync(registry, 'utf8')));
  // The build's own bundling (scripts/cli-chunks.mjs), which finds the families in the registry.
  bundles = await bundleCommandLine({
    entry: join(copy, 'src', 'cli', 'entry.ts'),
    registry,
    outfile: join(copy, 'dist', 'cli.cjs'),
    options: {
      platform: 'node',
      target: 'node20',
      external: ['logic-solver', 'z3-solver', 'ajv', 'sharp', '*.node'],
      define: { 'import.meta.url': 'bundleUrl' },
      banner: { js: "const bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
      logLevel: 'error',
    },
  });
  writeFileSync(join(copy, 'run.cjs'), "require('./dist/cli.cjs').main(process.argv.slice(2)).then((code) => process.stdout.write('', () => process.exit(code)));\n");
}, 120_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a new family is its folder and one registry line', () => {
  it('gets a bundle of its own, which the core loads only when the family is asked', () => {
    expect(bundles.map((file) => file.slice(copy.length + 1)).sort()).toEqual(['dist/cli.cjs', ...[...FAMILIES.map((f) => f.type), 'template'].map((type) => `dist/cli-${type}.cjs`)].sort());
    // A rule name of the template's encoding: in its bundle, not in the core
    expect(readFileSync(join(copy, 'dist', 'cli-template.cjs'), 'utf8')).toContain('One rook in every column');
    expect(readFileSync(join(copy, 'dist', 'cli.cjs'), 'utf8')).not.toContain('One rook in every column');
  });

  it('is listed by `families`, in its sorted place, with what its module can do', () => {
    expect(FAMILIES).not.toContain(template);
    const r = cookcheck('families', '--json');
    expect(r.code, r.stderr).toBe(0);
    const listed = JSON.parse(r.stdout) as { type: string; best: boolean }[];
    expect(listed.map((f) => f.type)).toEqual([...FAMILIES.map((f) => f.type), 'template'].sort());
    expect(listed.find((f) => f.type === 'template')).toMatchObject({ title: template.title, best: true, generate: false });
  });

  it.each(samplesOf('template').map((s) => [s.file, s] as const))('check %s: its verdict and exit code, JSON as result.schema.json says', (file, sample) => {
    const r = cookcheck('check', join(SAMPLES, file), '--json');
    const answer = JSON.parse(r.stdout);
    expect(answer.verdict, r.stderr).toBe(sample.expected.verdict);
    expect(r.code).toBe({ unique: 0, multiple: 3, none: 4, unknown: 5 }[sample.expected.verdict]);
    const result = new Ajv2020({ strict: true, allowUnionTypes: true }).compile(JSON.parse(readFileSync(join(ROOT, 'schemas', 'result.schema.json'), 'utf8')));
    expect(result(answer), JSON.stringify(result.errors)).toBe(true);
  });

  it('solves for the best, draws, and names its lazy cuts by their kind', () => {
    const best = cookcheck('solve', join(SAMPLES, 'weighted-4x4-best.json'), '--best');
    expect(best.code, best.stderr).toBe(0);
    expect(best.stdout).toContain('Best: 18 points (proved optimal).');
    const drawn = cookcheck('render', join(SAMPLES, 'given-4x4-unique.json'));
    expect(drawn.stdout.match(/♜/g)).toHaveLength(4);
    const open = cookcheck('check', join(SAMPLES, 'open-4x4-many.json'));
    expect(open.stdout).toMatch(/, \d+ connectivity cuts?\n$/);
  });

  it('refuses bad input by its own schema, found by its type, and its own rules, naming the place', () => {
    const wrong = spawnSync(process.execPath, [join(copy, 'run.cjs'), 'validate', '-'], { encoding: 'utf8', input: JSON.stringify({ type: 'template', board: ['..', 'x.'] }) });
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('/board/1');
    const ragged = spawnSync(process.execPath, [join(copy, 'run.cjs'), 'validate', '-'], { encoding: 'utf8', input: JSON.stringify({ type: 'template', board: ['...', '..'] }) });
    expect(ragged.status).toBe(2);
    expect(ragged.stderr).toContain('/board/0: row 0 has 3 cells; a 2-row board needs 2');
  });

  it('joins the puzzle union that `npm run schemas` builds from the registry', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    for (const family of [...FAMILIES, template]) ajv.addSchema(schemaOf(family));
    const union = ajv.compile(puzzleSchema([...FAMILIES.map((f) => f.type), 'template'].sort()));
    for (const sample of samplesOf('template')) expect(union(sample.puzzle), sample.file).toBe(true);
    expect(union({ type: 'template', board: 'R' })).toBe(false);
  });
});
