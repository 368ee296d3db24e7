import type { Activity } from '../solvers/index.js';
import { counted } from '../encoders/lib/text.js';
import { standardError } from './stdout.js';

/** A one-line progress report on stderr, only when stderr is a terminal. */
export class Progress {
  private readonly active = standardError.isTTY;
  private readonly started = Date.now();
  private last = 0;
  private solves = 0;
  private cuts = 0;
  private found: { done: number; word: string } | undefined;
  /** Keeps the clock going while the work runs off this thread (a solver in a worker). */
  private readonly ticker = this.active ? setInterval(() => this.show(), 250).unref() : undefined;

  /** Whether a line is shown: stderr is a terminal. */
  get shown(): boolean {
    return this.active;
  }

  update(fraction: number, label: string): void {
    if (!this.active) return;
    const now = Date.now();
    if (now - this.last < 80 && fraction < 1) return;
    this.last = now;
    const width = 24;
    const filled = Math.round(Math.max(0, Math.min(1, fraction)) * width);
    standardError.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round(fraction * 100)}% ${label}\x1b[K`);
  }

  /** For work of unknown length: how many `word`s are found so far (`12 solutions found`). */
  count(done: number, word: string): void {
    this.found = { done, word };
    this.show();
  }

  /** Solver calls and cuts as the search makes them (solvers/activity.ts). */
  activity(activity: Activity): void {
    this.solves += activity.solves ?? 0;
    this.cuts += activity.cuts ?? 0;
    this.show();
  }

  private show(): void {
    if (!this.active) return;
    const now = Date.now();
    if (now - this.last < 80) return;
    this.last = now;
    const parts = [`working, ${((now - this.started) / 1000).toFixed(1)} s`];
    if (this.solves > 0) parts.push(`${counted(this.solves, 'solver call')}${this.cuts > 0 ? `, ${counted(this.cuts, 'cut')}` : ''}`);
    if (this.found) parts.push(`${counted(this.found.done, this.found.word)} found`);
    standardError.write(`\r${parts.join(' · ')}\x1b[K`);
  }

  done(): void {
    clearInterval(this.ticker);
    if (this.active) standardError.write('\r\x1b[K');
  }
}
