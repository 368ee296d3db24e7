/** A problem found in input or in a solution: data, never a throw. */
export interface Issue {
  /** Stable code, e.g. `label.count`, `path.branch`. */
  readonly code: string;
  /** JSON pointer into the puzzle (or solution) the issue is about; `""` for the whole. */
  readonly path: string;
  readonly message: string;
}

export function issue(code: string, path: string, message: string): Issue {
  return { code, path, message };
}

/** JSON pointer from segments, escaping `~` and `/` (RFC 6901). */
export function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** `(row,col)` as every message writes a cell; row 0 is the top row. */
export function cellName(row: number, col: number): string {
  return `(${row},${col})`;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

export function parsed<T>(value: T): Parsed<T> {
  return { ok: true, value };
}

export function failed<T>(...issues: Issue[]): Parsed<T> {
  return { ok: false, issues };
}

/** Issues as lines a person can act on: where (`origin`, then the JSON pointer), what, and the code. */
export function formatIssues(origin: string, issues: readonly Issue[]): string {
  return issues.map((i) => `${origin}${i.path ? ` ${i.path}` : ''}: ${i.message} [${i.code}]`).join('\n');
}
