/** What bin/cookcheck.js loads: the command line, bundled into dist/cookcheck.mjs. */
export { main } from './main.js';
