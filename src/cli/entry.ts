/** What bin/cookcheck.js loads: the command line, bundled into dist/cookcheck.cjs (scripts/bundle-cli.mjs). */
export { main } from './main.js';
