import { vi } from 'vitest';

/**
 * Date.now and performance.now an hour ahead from the first read of performance.now (the
 * clock a WebAssembly solver reads inside its search) at which `jump()` says so: a deadline
 * then passes where the test chooses, whatever the machine's speed. Returns the restore.
 */
export function jumpingClock(jump: () => boolean): () => void {
  const [realDate, realPerf] = [Date.now.bind(Date), performance.now.bind(performance)];
  let offset = 0;
  const perf = vi.spyOn(performance, 'now').mockImplementation(() => {
    if (offset === 0 && jump()) offset = 3_600_000;
    return realPerf() + offset;
  });
  const date = vi.spyOn(Date, 'now').mockImplementation(() => realDate() + offset);
  return () => {
    perf.mockRestore();
    date.mockRestore();
  };
}
