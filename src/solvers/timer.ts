/** Node's timers hold at most 2^31 - 1 ms (about 24.8 days); a longer delay would fire at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export interface DeadlineTimer {
  cancel(): void;
}

/**
 * Calls `fire` at the absolute time `deadline` (a `Date.now()` value), however far away:
 * delays beyond what a Node timer holds are waited in steps.
 */
export function atDeadline(deadline: number, fire: () => void): DeadlineTimer {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const left = deadline - Date.now();
    if (left > MAX_TIMER_MS) {
      timer = setTimeout(arm, MAX_TIMER_MS);
    } else {
      timer = setTimeout(fire, Math.max(0, left));
    }
  };
  arm();
  return { cancel: () => clearTimeout(timer) };
}

/** What `work` gives, or 'late' if the deadline comes first (the timer is cleared either way). */
export async function beforeTime<T>(work: Promise<T>, deadline: number): Promise<T | 'late'> {
  let timer: DeadlineTimer | undefined;
  const late = new Promise<'late'>((resolve) => (timer = atDeadline(deadline, () => resolve('late'))));
  try {
    return await Promise.race([work, late]);
  } finally {
    timer?.cancel();
  }
}

/**
 * Lets timers and messages run (progress lines, a worker's messages) before the work goes on.
 * Browsers have no setImmediate, and hold a chain of zero timeouts back 4 ms each: a message
 * to itself gives the turn at once.
 */
export function yieldToEventLoop(): Promise<void> {
  if (typeof setImmediate === 'function') return new Promise((resolve) => setImmediate(resolve));
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
