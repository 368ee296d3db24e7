/**
 * Runs `work` with a value set, and `restore` run when the work settles (at once, or when its
 * promise does): the page's stand-in for Node's AsyncLocalStorage, since the worker answers
 * one question at a time.
 */
export function scoped<T>(restore: () => void, work: () => T): T {
  try {
    const result = work();
    if (result instanceof Promise) return result.finally(restore) as T;
    restore();
    return result;
  } catch (error) {
    restore();
    throw error;
  }
}
