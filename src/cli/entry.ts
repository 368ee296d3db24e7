/** What bin/cookcheck.js loads: the command line, bundled into dist/cookcheck.cjs (scripts/bundle-cli.mjs). */
export { main } from './main.js';
export { prepareStandardStreams } from './stdout.js';
/** What a worker thread of the batch pool runs (src/batch/pool.ts). */
export { serveBatchThread } from '../batch/thread.js';
