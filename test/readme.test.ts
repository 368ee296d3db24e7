import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The README's examples are real: every `$ npx cookcheck ...` session in a plain code block
 * is run and its output compared line by line (times may differ, not their form), `$ echo $?` against the
 * exit code; every `npx cookcheck ...` line of an `sh` block is run and must not fail, and
 * each "quoted" text in its comment must appear in what it prints.
 */

const ROOT = join(import.meta.dirname, '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

interface Block {
  readonly lang: string;
  readonly lines: string[];
}

function blocks(text: string): Block[] {
  const out: Block[] = [];
  let current: Block | undefined;
  for (const line of text.split('\n')) {
    const fence = /^```(\w*)\s*$/.exec(line);
    if (fence && current === undefined) current = { lang: fence[1]!, lines: [] };
    else if (fence && current !== undefined) [out[out.length], current] = [current, undefined];
    else current?.lines.push(line);
  }
  return out;
}

/** Shell words: blanks separate, '...' and "..." quote. */
function words(command: string): string[] {
  return [...command.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

/** A scratch folder that sees the repository's examples and samples, so `--out` writes there. */
const cwd = (() => {
  const dir = mkdtempSync(join(tmpdir(), 'cookcheck-readme-'));
  for (const name of ['examples', 'src', 'bench']) symlinkSync(join(ROOT, name), join(dir, name));
  return dir;
})();

function cookcheck(args: string[]) {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'cookcheck.js'), ...args], { cwd, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Times vary from run to run, their form does not: `1686 ms (search 1283 ms)` reads `N ms (search N ms)`. */
const normal = (text: string) =>
  text
    .replace(/\d+ ms/g, 'N ms')
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trim();

const sessions = blocks(README)
  .filter((b) => b.lang === '' && b.lines[0]?.startsWith('$ npx cookcheck'))
  .flatMap((b) => {
    const steps: { command: string; expected: string[] }[] = [];
    for (const line of b.lines) {
      if (line.startsWith('$ ')) steps.push({ command: line.slice(2), expected: [] });
      else steps[steps.length - 1]!.expected.push(line);
    }
    return [steps];
  });

const oneLiners = blocks(README)
  .filter((b) => b.lang === 'sh')
  .flatMap((b) => b.lines.filter((l) => l.startsWith('npx cookcheck ')))
  .map((line) => {
    const [command, comment = ''] = line.split(/\s+#\s+/, 2) as [string, string?];
    return { command: command.trim(), quoted: [...comment.matchAll(/"([^"]+)"/g)].map((m) => m[1]!) };
  });

describe('README examples', () => {
  it('has sessions and one-liners to check', () => {
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    expect(oneLiners.length).toBeGreaterThanOrEqual(6);
  });

  it.each(sessions.map((steps) => [steps[0]!.command, steps] as const))('$ %s prints what the README shows', (_, steps) => {
    let last: ReturnType<typeof cookcheck> | undefined;
    for (const { command, expected } of steps) {
      if (command === 'echo $?') {
        expect(String(last?.code)).toBe(expected.join('\n').trim());
        continue;
      }
      last = cookcheck(words(command).slice(2));
      expect(normal(last.out)).toBe(normal(expected.join('\n')));
    }
  });

  it.each(oneLiners.map((l) => [l.command, l] as const))('%s runs and says what its comment quotes', (_, { command, quoted }) => {
    const r = cookcheck(words(command).slice(2));
    expect([0, 3, 4], r.err).toContain(r.code);
    for (const text of quoted) expect(r.out + r.err).toContain(text);
  });
});
