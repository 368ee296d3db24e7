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
