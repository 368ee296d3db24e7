// Stores V8's compiled code for the command-line bundle (dist/cookcheck.cache, read by
// bin/bundle.js), after running a few commands so the functions they call are compiled too.
// The commands' output goes to a pipe nobody reads (bundle-cli.mjs).
// A check of every family's sample puts its reading, encoding and checking in the stored
// code (railway's JSON sample: 20 M instructions less at start; the others within 3 M).
// None of them may use the logic-solver backend: it changes a V8 flag, and V8 refuses code
// cached under other flags.
import { unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const { CODE_CACHE, loadBundle } = createRequire(import.meta.url)('../bin/bundle.js');

const TRACKS = '10x10:z6c6zh9tClA,2,1,3,6,9,8,6,2,1,S2,2,5,6,S3,3,3,4,4,6,4';
const SAMPLES = ['numberlink/samples/classic-5x5-many.json', 'railway/samples/waypoint-unique.json', 'viennese/samples/report-4x4.json', 'schoenbrunn/samples/small-unique.json'].map((s) => `src/encoders/${s}`);
const COMMANDS = [['--help'], ['validate', TRACKS], ['check', TRACKS], ['grade', TRACKS, '--json'], ['validate', 'examples/numberlink-7x7.json'], ['check', 'examples/numberlink-7x7.json'], ...SAMPLES.map((s) => ['check', s]), ['check', '--help']];

try {
  unlinkSync(CODE_CACHE);
} catch {
  // no cache yet
}
const { exports, script } = loadBundle({ useCache: false });
for (const args of COMMANDS) await exports.main(args);
if (script) {
  writeFileSync(CODE_CACHE, script.createCachedData());
  process.stderr.write(`stored compiled code for the command line in ${CODE_CACHE}\n`);
}
process.exit(0);
