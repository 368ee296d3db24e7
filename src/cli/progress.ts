/** A one-line progress bar on stderr, only when stderr is a terminal. */
export class Progress {
  private readonly active = Boolean(process.stderr.isTTY);
  private last = 0;

  update(fraction: number, label: string): void {
    if (!this.active) return;
    const now = Date.now();
    if (now - this.last < 80 && fraction < 1) return;
    this.last = now;
    const width = 24;
    const filled = Math.round(Math.max(0, Math.min(1, fraction)) * width);
    process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round(fraction * 100)}% ${label}\x1b[K`);
  }

  /** For work of unknown length: how much is done so far. */
  count(done: number, label: string): void {
    if (!this.active) return;
    const now = Date.now();
    if (now - this.last < 80) return;
    this.last = now;
    process.stderr.write(`\r${done} ${label}\x1b[K`);
  }

  done(): void {
    if (this.active) process.stderr.write('\r\x1b[K');
  }
}
