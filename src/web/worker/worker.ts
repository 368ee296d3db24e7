import { compiledSolver } from '../../solvers/wasm/module-bytes.js';
import { ask } from './ask.js';
import { pictureOptionSpecs } from './picture-options.js';
import type { Reply, Request, StopRequest } from './protocol.js';

/*
 * The page's Web Worker: the library, answering one request at a time, never on the page's
 * thread. Stop asks the search to end with what it found (the engine's signal); the page
 * ends the worker itself when that does not come soon, and starts a new one.
 */

interface WorkerScope {
  onmessage: ((event: MessageEvent<Request | StopRequest>) => void) | null;
  postMessage(reply: Reply): void;
}

const scope = self as unknown as WorkerScope;
const post = (reply: Reply) => scope.postMessage(reply);

post({ kind: 'ready', pictureOptions: pictureOptionSpecs() });
// The default solver is compiled while the page reads its input; CaDiCaL, which joins long searches, after the first answer.
void compiledSolver('minisat').catch(() => undefined);
let queue: Promise<void> = Promise.resolve();
let warmed = false;
/** The stop of each request asked and not yet answered. */
const stops = new Map<number, AbortController>();

scope.onmessage = (event) => {
  const message = event.data;
  if ('kind' in message) return stops.get(message.id)?.abort();
  const stop = new AbortController();
  stops.set(message.id, stop);
  queue = queue.then(async () => {
    await ask(message, post, stop.signal);
    stops.delete(message.id);
    if (!warmed) void compiledSolver('cadical').catch(() => undefined);
    warmed = true;
  });
};
