import type { Verdict } from '../api/index.js';

/** The process exit codes (DESIGN.md). */
export const EXIT = {
  ok: 0,
  internal: 1,
  invalid: 2,
  multiple: 3,
  none: 4,
  unknown: 5,
  unsure: 6,
} as const;

/**
 * `solve` succeeds on any solution; `check` only on a unique one. An answer about a puzzle
 * that is itself unsure (a traced picture whose reading a setting would change) ends 6
 * instead of 0, 3 or 4: the verdict holds for the reading shown, which may be the wrong one.
 */
export function exitFor(command: 'solve' | 'check' | 'count', verdict: Verdict, confidence?: 'sure' | 'unsure'): number {
  if (confidence === 'unsure' && verdict !== 'unknown') return EXIT.unsure;
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

/** Thrown to end a command with a message and a code; caught once in main. */
export class CliExit extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
