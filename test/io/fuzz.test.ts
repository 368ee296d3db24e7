import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPuzzle } from '../../src/api/index.js';
import { Random } from '../../src/encoders/lib/random.js';
import { FAMILIES } from '../../src/encoders/registry.js';

/*
 * Seeded fuzzing of the input boundary: mutated JSON puzzles, URLs, game IDs and raw bytes.
 * `readPuzzle` must answer with a puzzle or with issues (code, path, message), never throw;
 * whatever it accepts must encode and draw. Through the command line, a smaller number must
 * end with exit 2 and a message, or a verdict, never an internal error or a hang.
 */

const ROOT = join(import.meta.dirname, '..', '..');

/** Every family's sample puzzles as JSON text, plus the foreign formats the tool reads. */
function seeds(): string[] {
  const texts: string[] = [];
  for (const family of FAMILIES) {
    const folder = join(ROOT, 'src', 'encoders', family.type, 'samples');
    for (const name of readdirSync(folder).filter((n) => n.endsWith('.json'))) {
      texts.push(JSON.stringify((JSON.parse(readFileSync(join(folder, name), 'utf8')) as { puzzle: unknown }).puzzle));
    }
  }
  return [
    ...texts,
    'https://puzz.link/p?numlin/7/7/4h2j1i5h4q3h3h52s1',
    'https://pzv.jp/p.html?numlin/10/10/1h2j65s5h3h1zk4y6k2i3m4l',
    '8x8:CrCcCd9i6d9iCiA,2,2,3,6,5,5,6,S6,S3,3,4,5,5,5,5,5',
    '8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1',
    '1.2\n...\n1.2\n',
  ];
}

const ODD = ['', '{', '}', '[', ']', ',', ':', '"', '\\', '/', '?', '#', '.', '-', '0', '9', 'a', 'z', 'S', 'x', '\n', ' ', '\u0000', '\u00e9', '\ud83d\ude00', '1e309', '-1', 'null', 'true', '99999'];
const VALUES: unknown[] = [null, true, 0, -1, 1.5, 1e9, -1e9, '', 'x', '💥', [], [[]], {}, { row: -1 }, Array(3).fill('1.1'), 'NS', 'W'];

/** One JSON value somewhere inside `value` replaced by an odd one. */
function mutateValue(value: unknown, random: Random, depth = 0): unknown {
  if (Array.isArray(value) && value.length > 0 && depth < 4 && random.next() < 0.7) {
    const copy = [...value];
    const i = random.int(copy.length);
    copy[i] = mutateValue(copy[i], random, depth + 1);
    if (random.next() < 0.1) copy.splice(random.int(copy.length), 1);
    return copy;
  }
  if (value !== null && typeof value === 'object' && depth < 4 && random.next() < 0.8) {
    const copy = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    const key = random.next() < 0.1 ? random.pick(['extra', 'fillAll', 'givens', 'board']) : random.pick(keys);
    if (random.next() < 0.15) delete copy[key];
    else copy[key] = mutateValue(copy[key], random, depth + 1);
    return copy;
  }
  return random.pick(VALUES);
}

/** A few character edits: insert, delete, replace, truncate, repeat. */
function mutateText(text: string, random: Random): string {
  let out = text;
  const edits = 1 + random.int(3);
  for (let e = 0; e < edits; e++) {
    const at = random.int(out.length + 1);
    switch (random.int(5)) {
      case 0:
        out = out.slice(0, at) + random.pick(ODD) + out.slice(at);
        break;
      case 1:
        out = out.slice(0, at) + out.slice(at + 1 + random.int(3));
        break;
      case 2:
        out = out.slice(0, at) + random.pick(ODD) + out.slice(at + 1);
        break;
      case 3:
        out = out.slice(0, at);
        break;
      default:
        out = out.slice(0, at) + out.slice(at, at + 1 + random.int(8)).repeat(2 + random.int(3)) + out.slice(at);
    }
  }
  return out;
}

function randomBytes(random: Random): string {
  const bytes = Uint8Array.from({ length: random.int(200) }, () => random.int(256));
  return new TextDecoder().decode(bytes);
}

function mutant(base: string, random: Random): string {
  const kind = random.int(10);
  if (kind === 0) return randomBytes(random);
  if (kind <= 4 && base.startsWith('{')) return JSON.stringify(mutateValue(JSON.parse(base), random));
  return mutateText(base, random);
}

describe('fuzzing the input boundary (seeded)', () => {
  it('readPuzzle answers 4000 mutated inputs with a puzzle or issues, never a throw; what it accepts encodes and draws', () => {
    const random = new Random(20261123);
    const bases = seeds();
    let accepted = 0;
    for (let n = 0; n < 4000; n++) {
      const text = mutant(random.pick(bases), random);
      let read: ReturnType<typeof readPuzzle>;
      try {
        read = readPuzzle(text);
      } catch (error) {
        throw new Error(`readPuzzle threw on ${JSON.stringify(text).slice(0, 300)}: ${String(error)}`);
      }
      if (!read.ok) {
        expect(read.issues.length, JSON.stringify(text)).toBeGreaterThan(0);
        for (const i of read.issues) expect([typeof i.code, typeof i.path, typeof i.message]).toEqual(['string', 'string', 'string']);
        continue;
      }
      accepted++;
      const { family, puzzle } = read.value;
      try {
        family.encode(puzzle);
        family.renderText(puzzle, undefined, { color: false });
      } catch (error) {
        throw new Error(`accepted but failed to encode or draw: ${JSON.stringify(puzzle).slice(0, 300)}: ${String(error)}`);
      }
    }
    // The mutations are not all fatal: some inputs stay valid, so the acceptance path is exercised too.
    expect(accepted).toBeGreaterThan(100);
  });

  it('the command line: 16 mutated inputs end with exit 2 and a message, or a verdict; never an internal error', () => {
    const random = new Random(7);
    const bases = seeds();
    for (let n = 0; n < 16; n++) {
      const text = mutant(random.pick(bases), random);
      // validate reads and checks; check also solves (a time limit keeps it short)
      const args = n % 2 === 0 ? ['validate', '-'] : ['check', '-', '--timeout', '1'];
      const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'cookcheck.js'), ...args], { input: text, encoding: 'utf8', timeout: 30_000 });
      const context = `input ${JSON.stringify(text).slice(0, 200)}: exit ${r.status}, ${r.stderr.slice(0, 300)}`;
      expect([0, 2, 3, 4, 5], context).toContain(r.status);
      expect(r.stderr, context).not.toMatch(/internal error|\n\s+at /);
      if (r.status === 2) expect(r.stderr, context).toMatch(/^cookcheck: /);
    }
  });
});
