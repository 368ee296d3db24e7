import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { benchBatch } from './batch.js';
import { benchImage } from './image.js';
import { benchNumberlink } from './numberlink.js';
import { benchNumberlinkCooks } from './numberlink-cooks.js';
import { benchRailway } from './railway.js';
import { benchRailwayReference } from './railway-reference.js';
import { benchReferences } from './references.js';
import { benchSatEngine } from './sat-engine.js';
import { benchSchoenbrunn } from './schoenbrunn.js';
import { benchTimeouts } from './timeouts.js';
import { benchTracks } from './tracks.js';
import { benchViennese } from './viennese.js';
import { benchWeb } from './web.js';

/** `npm run bench`: every family's benchmark, one JSON report (bench/report.json). */
const log = (line: string) => process.stderr.write(line + '\n');
const families: Record<string, () => Promise<object>> = {
  batch: () => benchBatch(log),
  image: () => benchImage(log),
  numberlink: () => benchNumberlink(log),
  'numberlink-cooks': () => benchNumberlinkCooks(log),
  railway: () => benchRailway(log),
  'railway-reference': () => benchRailwayReference(log),
  references: () => benchReferences(log),
  sat: () => benchSatEngine(log),
  schoenbrunn: () => benchSchoenbrunn(log),
  tracks: () => benchTracks(log),
  timeouts: () => benchTimeouts(log),
  viennese: () => benchViennese(log),
  web: () => benchWeb(log),
};
const only = process.argv[2];

/*
 * A machine that sets NODE_EXTRA_CA_CERTS (this one does) makes every Node process parse that
 * certificate file before any of its code runs: 60 ms of CPU here, where `node -e 0` takes 24
 * without it. Nothing the bench runs opens a TLS connection, so its processes start as on a
 * machine without it, `node -e 0` as much as cookcheck; BENCH_KEEP_NODE_EXTRA_CA_CERTS=1 keeps it.
 */
function startNodeAsUsual(): string {
  if (process.env['NODE_EXTRA_CA_CERTS'] === undefined) return 'not set';
  if (process.env['BENCH_KEEP_NODE_EXTRA_CA_CERTS'] === '1') return 'kept';
  delete process.env['NODE_EXTRA_CA_CERTS'];
  log('NODE_EXTRA_CA_CERTS is unset for the processes the bench runs (BENCH_KEEP_NODE_EXTRA_CA_CERTS=1 keeps it)');
  return 'unset for the processes the bench runs';
}
const nodeExtraCaCerts = startNodeAsUsual();

/** A family's `summary` rows as an aligned text table. */
function table(rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: unknown) => (v === null || v === undefined ? '-' : String(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(columns), ...rows.map((r) => line(columns.map((c) => cell(r[c]))))].join('\n');
}
const out = join(PACKAGE_ROOT, 'bench', 'report.json');
// One family's run (`npm run bench -- tracks`) replaces its part of the last report.
const previous = only && existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>) : {};
const report: Record<string, unknown> = {
  ...previous,
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length, memoryGb: Math.round(totalmem() / 2 ** 30), nodeExtraCaCerts },
};
for (const [name, bench] of Object.entries(families)) {
  if (only && only !== name) continue;
  log(`--- ${name}`);
  const result = await bench();
  report[name] = result;
  const summary = (result as { summary?: unknown }).summary;
  if (Array.isArray(summary)) log(table(summary as Record<string, unknown>[]));
}
writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
log(`wrote ${out}`);
process.exit(0);
