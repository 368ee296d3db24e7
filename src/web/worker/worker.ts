import { compiledSolver } from '../../solvers/wasm/module-bytes.js';
import { ask } from './ask.js';
import { pictureOptionSpecs } from './picture-options.js';
import type { Reply, Request } from './protocol.js';

/*
 * The page's Web Worker: the library, answering one request at a time, never on the page's
 * thread. The page ends a search by ending the worker (Stop) and starts a new one.
 */

interface WorkerScope {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(reply: Reply): void;
}

const scope = self as unknown as WorkerScope;
const post = (reply: Reply) => scope.postMessage(reply);

post({ kind: 'ready', pictureOptions: pictureOptionSpecs() });
// The default solver is compiled while the page reads its input; CaDiCaL, which joins long searches, after the first answer.
void compiledSolver('minisat').catch(() => undefined);
let queue: Promise<void> = Promise.resolve();
let warmed = false;

scope.onmessage = (event) => {
  queue = queue.then(async () => {
    await ask(event.data, post);
    if (!warmed) void compiledSolver('cadical').catch(() => undefined);
    warmed = true;
  });
};
