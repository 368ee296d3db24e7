import { match, P } from 'ts-pattern';
import type { Answer } from '../api/index.js';
import type { Issue } from '../encoders/issues.js';

/** The process exit codes (DESIGN.md). */
export const EXIT = {
  ok: 0,
  internal: 1,
  invalid: 2,
  multiple: 3,
  none: 4,
  unknown: 5,
  unsure: 6,
  /** Ctrl-C: a batch ended early, or an answer with what was found before it. */
  interrupted: 130,
} as const;

/**
 * `solve` succeeds on any solution; `check` only on a unique one; a `count` the clock cut
 * short is unknown, whatever it counted; an answer Ctrl-C cut short ends 130, whatever it found. An answer about a puzzle that is itself unsure (a
 * traced picture whose reading a setting would change) ends 6 instead of 0, 3 or 4: the
 * verdict holds for the reading shown, which may be the wrong one. Every verdict is matched:
 * a new one is a compile error here.
 */
export function exitFor(command: 'solve' | 'check' | 'count', answer: Pick<Answer, 'verdict' | 'stopped' | 'confidence'>): number {
  if (answer.confidence === 'unsure' && answer.verdict !== 'unknown') return EXIT.unsure;
  return match({ command, verdict: answer.verdict, stopped: answer.stopped })
    .with({ stopped: 'request' }, () => EXIT.interrupted)
    .with({ command: 'count', stopped: 'time' }, () => EXIT.unknown)
    .with({ verdict: 'unique' }, () => EXIT.ok)
    .with({ verdict: 'multiple', command: 'check' }, () => EXIT.multiple)
    .with({ verdict: 'multiple', command: P.union('solve', 'count') }, () => EXIT.ok)
    .with({ verdict: 'none' }, () => EXIT.none)
    .with({ verdict: 'unknown' }, () => EXIT.unknown)
    .exhaustive();
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
