import type { JobStatus } from '../batch/job.js';
import type { BatchStats } from '../batch/run.js';
import { counted } from '../encoders/lib/text.js';
import { standardError } from './stdout.js';

/** The order statuses are listed in: verdicts, then validate's answers, then what went wrong. */
const STATUSES: readonly JobStatus[] = ['unique', 'multiple', 'none', 'unknown', 'valid', 'invalid', 'error'];

const seconds = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`);

/** `1:05`, `2:03:40`. */
function clock(totalSeconds: number): string {
  const s = Math.round(totalSeconds);
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(r).padStart(2, '0')}`;
}

const rateText = (rate: number) => (rate >= 10 ? rate.toFixed(0) : rate.toFixed(1));

function countsText(stats: BatchStats): string {
  return STATUSES.filter((s) => stats.counts.has(s))
    .map((s) => `${s} ${stats.counts.get(s)}`)
    .join(', ');
}

/** The one-line progress of a batch on a terminal: done/total, rate, ETA, counts so far. */
export class BatchProgress {
  private readonly active = standardError.isTTY;
  private last = 0;

  constructor(private readonly where: () => string) {}

  update(stats: BatchStats, force = false): void {
    if (!this.active) return;
    const now = Date.now();
    if (!force && now - this.last < 200) return;
    this.last = now;
    const todo = stats.total - stats.skipped;
    const rate = stats.rate();
    const eta = rate > 0 && stats.done < todo ? ` · ETA ${clock((todo - stats.done) / rate)}` : '';
    const counts = countsText(stats);
    // What matters most first: a narrow terminal cuts the end
    const line = `${stats.done}/${todo} ${Math.floor((100 * stats.done) / Math.max(1, todo))}% · ${rateText(rate)}/s${eta}${counts ? ` · ${counts}` : ''} · ${this.where()}`;
    const width = standardError.columns ?? 120;
    standardError.write(`\r${line.length > width - 1 ? line.slice(0, width - 2) + '…' : line}\x1b[K`);
  }

  done(): void {
    if (this.active) standardError.write('\r\x1b[K');
  }
}

/** Rows as aligned columns; `right` marks the columns aligned to the right (figures). */
function columns(rows: readonly (readonly string[])[], right: readonly boolean[]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => '  ' + r.map((cell, c) => (right[c] ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join('  ').trimEnd());
}

/** The summary after a batch: how many, how fast, each verdict's count, the slowest puzzles, the errors. */
export function summaryText(stats: BatchStats, options: { where: string; out?: string; interrupted: boolean }): string {
  const elapsed = performance.now() - stats.startedAt;
  const head = `${options.interrupted ? 'Interrupted: ' : ''}${counted(stats.done, 'puzzle')} done in ${seconds(elapsed)} (${rateText(stats.rate())} a second, ${options.where})`;
  const lines = [head + (stats.skipped > 0 ? `; ${stats.skipped} already in ${options.out} were skipped.` : '.')];
  if (stats.done > 0) {
    lines.push('', ...columns([['verdict', 'puzzles'], ...STATUSES.filter((s) => stats.counts.has(s)).map((s) => [s, String(stats.counts.get(s))])], [false, true]));
    const slow = stats.slowest.filter((s) => s.ms > 0);
    if (slow.length > 0) {
      lines.push('', ...columns([['slowest', 'time', 'verdict', 'type'], ...slow.map((s) => [JSON.stringify(s.id), seconds(s.ms), s.status, s.type ?? '-'])], [false, true, false, false]));
    }
  }
  if (stats.errors.length > 0) {
    lines.push('', `Errors (${stats.errors.length}):`);
    for (const e of stats.errors.slice(0, 10)) lines.push(`  ${JSON.stringify(e.id)}: ${e.message.length > 200 ? e.message.slice(0, 199) + '…' : e.message}`);
    if (stats.errors.length > 10) lines.push(`  and ${stats.errors.length - 10} more (their lines${options.out ? ` in ${options.out}` : ''} say why)`);
  }
  if (options.interrupted) {
    const left = stats.total - stats.skipped - stats.done;
    lines.push('', options.out ? `${counted(left, 'puzzle')} left: run the same command again to go on (the ids already in ${options.out} are skipped).` : `${counted(left, 'puzzle')} left; with --out results.jsonl a batch can be resumed.`);
  }
  return lines.join('\n') + '\n';
}
