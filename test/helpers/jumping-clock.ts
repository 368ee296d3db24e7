import { vi } from 'vitest';

/** How far the clocks jump. */
export const JUMP_MS = 3_600_000;

/** A deadline no test reaches by itself (half an hour away), which a jump of the clocks passes. */
export function deadlineTheJumpPasses(): number {
  return Date.now() + JUMP_MS / 2;
}

/** A deadline no test reaches, however slow the machine or fast a mocked clock: a year away. */
export function deadlineNeverReached(): number {
  return Date.now() + 365 * 24 * JUMP_MS;
}

/**
 * Date.now and performance.now an hour ahead from the first read of performance.now (the
 * clock a WebAssembly solver reads inside its search) at which `jump()` says so: a deadline
 * then passes where the test chooses, whatever the machine's speed. Returns the restore.
 */
export function jumpingClock(jump: () => boolean): () => void {
  const [realDate, realPerf] = [Date.now.bind(Date), performance.now.bind(performance)];
  let offset = 0;
  const perf = vi.spyOn(performance, 'now').mockImplementation(() => {
    if (offset === 0 && jump()) offset = JUMP_MS;
    return realPerf() + offset;
  });
  const date = vi.spyOn(Date, 'now').mockImplementation(() => realDate() + offset);
  return () => {
    perf.mockRestore();
    date.mockRestore();
  };
}
