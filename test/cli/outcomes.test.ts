import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT, exitFor } from '../../src/cli/exit-codes.js';
import { verdictLine } from '../../src/cli/output.js';
import { VERDICTS } from '../../src/encoders/family.js';

const COMMANDS = ['solve', 'check', 'count'] as const;

describe('verdicts to text and exit codes', () => {
  it('every verdict of every command has its sentence and its exit code (DESIGN.md)', () => {
    const codes = COMMANDS.map((command) => VERDICTS.map((verdict) => exitFor(command, { verdict })));
    expect(codes).toEqual([
      [EXIT.ok, EXIT.ok, EXIT.none, EXIT.unknown],
      [EXIT.ok, EXIT.multiple, EXIT.none, EXIT.unknown],
      [EXIT.ok, EXIT.ok, EXIT.none, EXIT.unknown],
    ]);
    for (const command of COMMANDS) {
      const lines = VERDICTS.map((verdict) => verdictLine({ verdict, count: verdict === 'multiple' ? 2 : verdict === 'unique' ? 1 : 0, complete: true }, command));
      expect(new Set(lines).size, command).toBe(VERDICTS.length);
    }
  });

  it('a count the clock cut short is unknown (exit 5), whatever it counted; one the limit cut short is not', () => {
    expect(exitFor('count', { verdict: 'multiple', stopped: 'time' })).toBe(EXIT.unknown);
    expect(exitFor('count', { verdict: 'multiple', stopped: 'limit' })).toBe(EXIT.ok);
    expect(exitFor('check', { verdict: 'multiple', stopped: 'time' })).toBe(EXIT.multiple);
    expect(verdictLine({ verdict: 'multiple', count: 5, complete: false, stopped: 'time' }, 'count')).toBe('5+ solutions (time limit reached: there may be more).');
    expect(verdictLine({ verdict: 'multiple', count: 5, complete: false, stopped: 'limit' }, 'count')).toBe('5+ solutions (limit reached: there may be more).');
  });

  it('no code switches on a verdict: it matches every case with ts-pattern, so a new verdict is a compile error where it is printed', () => {
    const root = join(import.meta.dirname, '..', '..', 'src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const switches = files.filter((f) => /switch \([\w.]*\b(verdict|stopped)\)/.test(readFileSync(join(root, f), 'utf8')));
    expect(switches).toEqual([]);
    for (const file of ['cli/output.ts', 'cli/exit-codes.ts', 'api/answer.ts', 'encoders/family.ts']) {
      const text = readFileSync(join(root, file), 'utf8');
      expect(text, relative(root, join(root, file))).toMatch(/from 'ts-pattern'/);
      expect(text).toMatch(/\.exhaustive\(\)/);
    }
  });
});
