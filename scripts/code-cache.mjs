// Stores V8's compiled code for the command-line bundles (dist/cookcheck.cache for the core,
// dist/cookcheck-<family>.cache for each family's; read by bin/bundle.js), after running a few
// commands so the functions they call are compiled too; a family none of them asks about is
// asked about its first sample.
// The commands' output goes to a pipe nobody reads (bundle-cli.mjs).
// A check of every family's sample puts its reading, encoding and checking in the stored
// code (railway's JSON sample: 20 M instructions less at start; the others within 3 M).
// None of them may use the logic-solver backend: it changes a V8 flag, and V8 refuses code
// cached under other flags.
import { existsSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';

const { loaded, loadBundle } = createRequire(import.meta.url)('../bin/bundle.js');

const TRACKS = '10x10:z6c6zh9tClA,2,1,3,6,9,8,6,2,1,S2,2,5,6,S3,3,3,4,4,6,4';
const SAMPLES = ['numberlink/samples/classic-5x5-many.json', 'railway/samples/waypoint-unique.json', 'viennese/samples/report-4x4.json', 'schoenbrunn/samples/small-unique.json'].map((s) => `src/encoders/${s}`);
const COMMANDS = [['--help'], ['validate', TRACKS], ['check', TRACKS], ['grade', TRACKS, '--json'], ['validate', 'examples/numberlink-7x7.json'], ['check', 'examples/numberlink-7x7.json'], ...SAMPLES.map((s) => ['check', s]), ['check', '--help']];

for (const file of readdirSync('dist').filter((f) => /^cookcheck.*\.cache$/.test(f))) unlinkSync(join('dist', file));
const { exports, script } = loadBundle({ useCache: false });
for (const args of COMMANDS) await exports.main(args);
const familyBundles = readdirSync('dist').filter((f) => /^cookcheck-.*\.cjs$/.test(f));
for (const bundle of familyBundles) {
  if (loaded.some((l) => basename(l.file) === bundle)) continue;
  const samples = join('src', 'encoders', bundle.replace(/^cookcheck-|\.cjs$/g, ''), 'samples');
  const first = existsSync(samples) ? readdirSync(samples).filter((f) => f.endsWith('.json')).sort()[0] : undefined;
  if (first === undefined) throw new Error(`dist/${bundle}: no command asked its family, and it has no samples/*.json to ask`);
  await exports.main(['check', join(samples, first)]);
}
if (script) {
  for (const { cacheFile, script: compiled } of loaded) writeFileSync(cacheFile, compiled.createCachedData());
  process.stderr.write(`stored compiled code for the command line in ${loaded.map((l) => basename(l.cacheFile)).join(', ')}\n`);
}
process.exit(0);
