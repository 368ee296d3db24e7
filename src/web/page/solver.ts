import type { OptionSpec } from '../../encoders/options.js';
import type { AnswerView, Reply, Settings, Source, Stage } from '../worker/protocol.js';

export type Outcome =
  /** `stopped`: Stop came after solutions were found, and the answer carries them. */
  | { readonly kind: 'answer'; readonly view: AnswerView; readonly stopped: boolean }
  | { readonly kind: 'error'; readonly message: string; readonly codes: readonly string[] }
  | { readonly kind: 'stopped' };

/** How long a stopped search may take to answer with what it found before its worker is ended. */
const STOP_GRACE_MS = 2000;

interface Pending {
  readonly id: number;
  readonly listener: Listener;
  settle(outcome: Outcome): void;
  /** Solutions found so far, as the worker last said. */
  found: number;
  /** Stop was asked: the worker is ended if its answer does not come by then. */
  grace?: ReturnType<typeof setTimeout>;
}

export interface Listener {
  progress(stage: Stage, found: number | undefined): void;
  /** A picture traced: the maze drawn over it, in the picture's pixels. */
  traced(drawing: string): void;
}

/**
 * The library in a Web Worker, one question at a time. Stop, once solutions have been found,
 * asks the search to end with them (it does at its next turn, within a second or so);
 * otherwise, or when that answer is late, it ends the worker itself (a search in
 * WebAssembly cannot be interrupted from outside) and starts a fresh one.
 */
export class Solver {
  private worker: Worker;
  private next = 1;
  private pending: Pending | undefined;
  /** Why the worker failed while idle (its script did not load): every question gets it. */
  private failure: string | undefined;

  /** `ready`: called with the options pictures take, once a worker has started. */
  constructor(
    private readonly script: string,
    private readonly ready: (pictureOptions: readonly OptionSpec[]) => void,
  ) {
    this.worker = this.start();
  }

  get busy(): boolean {
    return this.pending !== undefined;
  }

  /** Asks one question; a question still running is stopped first. */
  ask(source: Source, settings: Settings, listener: Listener): Promise<Outcome> {
    if (this.pending) this.end();
    const id = this.next++;
    if (this.failure) return Promise.resolve({ kind: 'error', message: this.failure, codes: ['worker'] });
    return new Promise((settle) => {
      this.pending = { id, listener, settle, found: 0 };
      const transfer = source.kind === 'picture' ? { ...source, bytes: source.bytes.slice() } : source;
      this.worker.postMessage({ id, source: transfer, settings });
    });
  }

  /** Stops the running question: with the solutions found so far when there are some, else at once. */
  stop(): void {
    const pending = this.pending;
    if (!pending || pending.found === 0) return this.end();
    if (pending.grace !== undefined) return;
    this.worker.postMessage({ kind: 'stop', id: pending.id });
    pending.grace = setTimeout(() => this.end(), STOP_GRACE_MS);
  }

  /** Ends the running question at once: its worker ended, a fresh one started. */
  private end(): void {
    const pending = this.settled();
    this.worker.terminate();
    this.failure = undefined;
    this.worker = this.start();
    pending?.settle({ kind: 'stopped' });
  }

  /** The running question, no longer running: its stop's grace timer cleared. */
  private settled(): Pending | undefined {
    const pending = this.pending;
    clearTimeout(pending?.grace);
    this.pending = undefined;
    return pending;
  }

  private start(): Worker {
    const worker = new Worker(this.script);
    worker.onmessage = (event: MessageEvent<Reply>) => this.receive(event.data);
    // A worker that cannot load (its script or a solver module missing) says so instead of leaving the page waiting.
    worker.onerror = (event) => {
      event.preventDefault();
      this.fail(`the solver could not run: ${event.message || 'its script did not load'}`);
    };
    return worker;
  }

  private fail(message: string): void {
    if (!this.pending) this.failure = message;
    this.settled()?.settle({ kind: 'error', message, codes: ['worker'] });
  }

  private receive(reply: Reply): void {
    if (reply.kind === 'ready') return this.ready(reply.pictureOptions);
    const pending = this.pending;
    if (!pending || reply.id !== pending.id) return;
    switch (reply.kind) {
      case 'progress':
        pending.found = reply.found ?? pending.found;
        return pending.listener.progress(reply.stage, reply.found);
      case 'traced':
        return pending.listener.traced(reply.drawing);
      case 'answer':
        this.settled();
        return pending.settle({ kind: 'answer', view: reply.view, stopped: pending.grace !== undefined });
      case 'error':
        this.settled();
        return pending.settle({ kind: 'error', message: reply.message, codes: reply.codes });
    }
  }
}
