import { EXIT } from './exit-codes.js';
import { standardError } from './stdout.js';

/** How long a search stopped by Ctrl-C may take to end with what it found, before the process ends at once. */
const STOP_GRACE_MS = 2000;

/** Calls `stop` on Ctrl-C (or SIGTERM) once; a second one ends the process at once. Returns what takes the handlers off. */
export function onInterrupt(stop: () => void): () => void {
  let asked = false;
  const handler = () => {
    if (asked) process.exit(EXIT.interrupted);
    asked = true;
    stop();
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}

/**
 * Ctrl-C during a search: the search ends at its next turn with the solutions found so far,
 * and the answer is printed (stopped: 'request', exit 130). A second Ctrl-C, or no answer
 * within 2 s (a search that does not take turns), ends the process at once.
 */
export function interruptibleSearch(): { readonly signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  let grace: NodeJS.Timeout | undefined;
  const off = onInterrupt(() => {
    controller.abort();
    standardError.write(`${standardError.isTTY ? '\n' : ''}Stopping: the answer so far follows (Ctrl-C again quits at once).\n`);
    grace = setTimeout(() => process.exit(EXIT.interrupted), STOP_GRACE_MS).unref();
  });
  return {
    signal: controller.signal,
    dispose: () => {
      off();
      clearTimeout(grace);
    },
  };
}
