import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeNumberlink } from '../src/encoders/numberlink/encode.js';
import { puzzlinkFormat } from '../src/encoders/numberlink/formats.js';
import { numberlinkGenerator } from '../src/encoders/numberlink/generate.js';
import type { NumberlinkPuzzle } from '../src/encoders/numberlink/model.js';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { checkUnique, solve } from '../src/solvers/index.js';
import { median, round } from './stats.js';

/** Generated on the fly (fixed seeds); larger ones are stored in bench/data (made by the same generator). */
const GENERATED = ['7x7', '10x10', '15x15', '15x20', '20x20'];
const SEEDS = [1, 2, 3];
/** Published Nikoli-style puzzles (sparse: few pairs, most cells free), run under both rules. */
const NIKOLI = [
  'https://puzz.link/p?numlin/7/7/4h2j1i5h4q3h3h52s1',
  'https://puzz.link/p?numlin/8/8/h13i2i4i3g4g5i1r2l6g6i5t',
  'https://puzz.link/p?numlin/10/10/1h2j65s5h3h1zk4y6k2i3m4l',
  'https://puzz.link/p?numlin/10/10/g3m1g4g7j2m6h5l87i3o4zj8k2k6g1l5h',
  'https://puzz.link/p?numlin/13/13/k3x6i7x1i2l4w5zl7j3i1u6p4m2z5',
  'https://puzz.link/p?numlin/14/14/u3p2u1o5k4k6u4k7h2zi9p7i6h8gahazh3n95m1w8',
  'https://puzz.link/p?numlin/42/25/zzi1zx5j3ve-1cv-13n6zp-2br2zl-2cvep8-1dp-29z-10x7zj-14t-1dzn-16j-1abj-20zr-19l-21zv-1bh-1fzg2h6hbh-11hch-17l-22h-24h-27h-2ah-24h-1cj3h7hch-12h-16h-1al-14h-21h-23h-29h-26h-2cj4h8hdh9h-17h-12l-1fh-25h-28h-2bh-27h-10zgah-20zv-1bl-23zr-18j-18fj-22zn-15t-26zj-13x-25zfp-15-19p-11vazl4r9zp-2an5vd-1ev-1ej1zx-28zzi',
];
const LIMIT_MS = 20_000;

interface Instance {
  name: string;
  size: string;
  rule: string;
  pairs: number;
  solveMs: number;
  uniqueMs: number;
  verdict: string;
  processMs?: number;
  peakRssMb?: number;
}

/** The whole `cookcheck check` process, as a user runs it: wall time and peak memory. */
function wholeProcess(puzzle: NumberlinkPuzzle): { processMs: number; peakRssMb: number } | undefined {
  const bin = join(PACKAGE_ROOT, 'bin', 'cookcheck.js');
  if (!existsSync('/usr/bin/time')) return undefined;
  const file = join(mkdtempSync(join(tmpdir(), 'cookcheck-bench-')), 'p.json');
  writeFileSync(file, JSON.stringify(puzzle));
  const start = performance.now();
  const run = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, bin, 'check', file, '--json', '--timeout', String(LIMIT_MS / 1000)], { encoding: 'utf8' });
  const processMs = performance.now() - start;
  const kb = Number(run.stderr.trim().split('\n').pop());
  return { processMs: round(processMs), peakRssMb: round(kb / 1024) };
}

async function measure(name: string, puzzle: NumberlinkPuzzle): Promise<Instance> {
  let t = performance.now();
  await solve(encodeNumberlink(puzzle), { timeLimitMs: LIMIT_MS });
  const solveMs = performance.now() - t;
  t = performance.now();
  const unique = await checkUnique(encodeNumberlink(puzzle), { timeLimitMs: LIMIT_MS });
  const uniqueMs = performance.now() - t;
  const rows = puzzle.grid.length;
  const cols = typeof puzzle.grid[0] === 'string' ? [...puzzle.grid[0]].length : puzzle.grid[0]!.length;
  const labels = puzzle.grid.flatMap((row) => (typeof row === 'string' ? [...row] : row)).filter((l) => l !== '' && l !== '.');
  return {
    name,
    size: `${cols}x${rows}`,
    rule: puzzle.fillAll === false ? 'classic' : 'fill',
    pairs: labels.length / 2,
    solveMs: round(solveMs),
    uniqueMs: round(uniqueMs),
    verdict: unique.verdict,
    ...wholeProcess(puzzle),
  };
}

export async function benchNumberlink(log: (line: string) => void): Promise<object> {
  const instances: Instance[] = [];
  const add = async (name: string, puzzle: NumberlinkPuzzle) => {
    const i = await measure(name, puzzle);
    instances.push(i);
    log(`numberlink ${i.name} ${i.size} ${i.rule} pairs=${i.pairs}: solve ${i.solveMs} ms, unique ${i.uniqueMs} ms (${i.verdict}), process ${i.processMs ?? '-'} ms, ${i.peakRssMb ?? '-'} MB`);
  };
  for (const size of GENERATED) {
    for (const seed of SEEDS) {
      const made = await numberlinkGenerator.generate({ options: { size }, seed, engine: {} });
      if (made.ok) await add(`generated seed ${seed}`, made.value);
    }
  }
  const stored = join(PACKAGE_ROOT, 'bench', 'data', 'numberlink');
  for (const file of existsSync(stored) ? readdirSync(stored).sort() : []) {
    await add(file, JSON.parse(readFileSync(join(stored, file), 'utf8')) as NumberlinkPuzzle);
  }
  for (const url of NIKOLI) {
    const read = puzzlinkFormat.parse(url);
    if (!read.ok) continue;
    await add(url.split('numlin/')[1]!.slice(0, 24), read.value);
    await add(url.split('numlin/')[1]!.slice(0, 24), { ...read.value, fillAll: true });
  }
  const groups = new Map<string, Instance[]>();
  for (const i of instances) groups.set(`${i.size} ${i.rule}`, [...(groups.get(`${i.size} ${i.rule}`) ?? []), i]);
  const medians = [...groups].map(([key, list]) => ({
    sizeAndRule: key,
    instances: list.length,
    medianSolvePlusUniqueMs: round(median(list.map((i) => i.solveMs + i.uniqueMs))),
    medianUniqueMs: round(median(list.map((i) => i.uniqueMs))),
    medianProcessMs: round(median(list.map((i) => i.processMs ?? NaN))),
    maxPeakRssMb: Math.max(...list.map((i) => i.peakRssMb ?? 0)),
    verdicts: list.map((i) => i.verdict),
  }));
  return { limitMs: LIMIT_MS, medians, instances };
}
