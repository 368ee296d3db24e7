import type { Verdict } from '../../encoders/family.js';
import type { OptionSpec } from '../../encoders/options.js';

/*
 * The messages between the page and its Web Worker. The worker does everything the library
 * does (reading, tracing, solving, drawing, the words of the answer); the page only shows
 * what comes back, so it carries none of the library's code.
 */

/** What the page asks of a puzzle, as the command line's commands do. */
export type Question = 'check' | 'best' | 'count' | 'all';

/** The solvers the page has: our WebAssembly builds (Z3 stays with the command line). */
export type PageBackend = 'auto' | 'minisat' | 'cadical';

export interface Settings {
  readonly question: Question;
  readonly backend: PageBackend;
  /** The whole question ends within this many seconds (`--timeout`); none without. */
  readonly timeoutSeconds?: number;
}

/** Input as text (anything `check` reads) or a picture with the options its format takes (`start`, `finish`, ...). */
export type Source =
  | { readonly kind: 'text'; readonly text: string; readonly origin: string }
  | {
      readonly kind: 'picture';
      readonly bytes: Uint8Array<ArrayBuffer>;
      /** The file's name, for messages. */
      readonly origin: string;
      /** The picture as a data: URL: a drawing of the traced maze shows it underneath. */
      readonly href: string;
      /** The tracing options as text (`start: '417,277'`; a repeatable one's values separated by `;`), read as the command line reads its flags. */
      readonly options: Readonly<Record<string, string | boolean>>;
    };

export interface Request {
  readonly id: number;
  readonly source: Source;
  readonly settings: Settings;
}

/** The page's Stop, while solutions have been found: the question ends at its search's next turn and answers with them. */
export interface StopRequest {
  readonly kind: 'stop';
  readonly id: number;
}

export type Stage = 'reading' | 'tracing' | 'solving';

/** A part where two solutions differ, as the family names it. */
export interface PartView {
  readonly key: string;
  readonly kind: string;
  readonly name: string;
}

/** An answer as the page shows it: the command line's words, the family's drawings. */
export interface AnswerView {
  readonly question: Question;
  readonly type: string;
  readonly title: string;
  readonly rule: string;
  /** `json` or the foreign format the input was read from. */
  readonly format: string;
  readonly verdict: Verdict;
  /** The verdict in words, as the command line says it. */
  readonly verdictText: string;
  readonly count: number;
  readonly complete: boolean;
  /** The drawing (SVG): the solution with a cook beside it, or the puzzle alone. */
  readonly drawing: string;
  /** Where the first two solutions differ. */
  readonly differences?: { readonly text: string; readonly parts: readonly PartView[] };
  /** With the question `all`: each solution's drawing, the first ones. */
  readonly solutions?: readonly string[];
  readonly bestText?: string;
  /** The family's remarks (grade, stability, the other rule), as `check` prints them. */
  readonly remarks: readonly string[];
  /** The family's assessments that `check` does not print (`score`), as their commands print them. */
  readonly assessments: readonly { readonly command: string; readonly text: string }[];
  readonly statsText: string;
  /** What `--json` prints for this answer (the answer with its puzzle). */
  readonly json: string;
  /** What the family can be asked beyond check and count. */
  readonly best?: { readonly name: string; readonly direction: 'min' | 'max' };
}

export type Reply =
  /** The worker has started: the options a picture takes (start, finish, threshold, ...), for the page's fields. */
  | { readonly kind: 'ready'; readonly pictureOptions: readonly OptionSpec[] }
  | { readonly id: number; readonly kind: 'progress'; readonly stage: Stage; readonly found?: number }
  /** A picture traced: the maze's graph drawn over it (before it is solved). */
  | { readonly id: number; readonly kind: 'traced'; readonly drawing: string }
  | { readonly id: number; readonly kind: 'answer'; readonly view: AnswerView }
  /** The input was refused (issues with their places) or the work failed: the text the command line prints. */
  | { readonly id: number; readonly kind: 'error'; readonly message: string; readonly codes: readonly string[] };
