import type { Verdict } from '../api/index.js';
import type { Issue } from '../encoders/issues.js';

/** The process exit codes (DESIGN.md). */
export const EXIT = {
  ok: 0,
  internal: 1,
  invalid: 2,
  multiple: 3,
  none: 4,
  unknown: 5,
} as const;

/** `solve` succeeds on any solution; `check` only on a unique one. */
export function exitFor(command: 'solve' | 'check' | 'count', verdict: Verdict): number {
  switch (verdict) {
    case 'unique':
      return EXIT.ok;
    case 'multiple':
      return command === 'check' ? EXIT.multiple : EXIT.ok;
    case 'none':
      return EXIT.none;
    case 'unknown':
      return EXIT.unknown;
  }
}

/** Thrown to end a command with a message and a code; caught once in main. `issues`: the problems as data, for `--json`. */
export class CliExit extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly issues?: readonly Issue[],
  ) {
    super(message);
  }
}
