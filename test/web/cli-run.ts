import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Answer } from '../../src/api/index.js';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'cookcheck.js');

/** The built command line, as a user runs it. */
export function cli(args: readonly string[], input = ''): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input, timeout: 120_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** What `--json` prints: the answer and its puzzle. */
export function cliAnswer(args: readonly string[], input = ''): Answer & { puzzle: unknown } {
  const { stdout, stderr } = cli([...args, '--json'], input);
  if (!stdout.trim()) throw new Error(`cookcheck ${args.join(' ')} printed nothing: ${stderr}`);
  return JSON.parse(stdout) as Answer & { puzzle: unknown };
}
