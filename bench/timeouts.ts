import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerPuzzle, readPuzzle } from '../src/api/index.js';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { BACKEND_NAMES, type BackendName, type EngineOptions } from '../src/solvers/index.js';
import { createWasmBackend } from '../src/solvers/wasm/backend.js';
import type { WasmSolverKind } from '../src/solvers/wasm/sat-module.js';
import { largeMaze } from './image.js';
import { BIN } from './process.js';
import { median, round } from './stats.js';

/*
 * `--timeout S` promises the whole command ends within S seconds (plus Node's start-up).
 * For every command and both backends, on puzzles that take far longer than S, this runs
 * the command as a user does and reports wall time against S; the worst overrun is the
 * figure to watch (target: at most 1 s). It also measures what a limit that is never
 * reached costs the search (target: nothing measurable).
 */

const DATA = join(PACKAGE_ROOT, 'bench', 'data');
const TIMEOUT_S = Number(process.env['TIMEOUT_BENCH_SECONDS'] ?? 3);
/** Only the cases whose name matches (a regular expression), for a quick look at some. */
const ONLY = new RegExp(process.env['TIMEOUT_BENCH_ONLY'] ?? '');
const file = (...parts: string[]) => join(DATA, ...parts);

/** Commands on hard inputs: each runs far past TIMEOUT_S without a limit. */
const CASES: readonly { name: string; args: readonly string[] }[] = [
  { name: 'check numberlink 42x25 (sparse, published)', args: ['check', file('numberlink', 'sparse-42x25.json')] },
  { name: 'solve numberlink 200x200 (two pairs: 12 s to build)', args: ['solve', file('timeouts', 'numberlink-200x200-two-pairs.json')] },
  { name: 'count numberlink 42x25', args: ['count', file('numberlink', 'sparse-42x25.json')] },
  { name: 'render numberlink 42x25', args: ['render', file('numberlink', 'sparse-42x25.json')] },
  { name: 'check tracks 10x10 without clues (repair remark)', args: ['check', file('timeouts', 'tracks-10x10-no-clues.json')] },
  { name: 'check tracks 12x12 bare (repair remark)', args: ['check', file('timeouts', 'tracks-12x12-seed4-bare.json')] },
  { name: 'generate tracks 30x30', args: ['generate', 'tracks', '--size', '30x30', '--seed', '2'] },
  { name: 'generate numberlink 60x60', args: ['generate', 'numberlink', '--size', '60x60', '--seed', '1'] },
  // A limit beyond reach: the count runs into the time limit, not its default limit of 10,000.
  { name: 'count schoenbrunn 9x9 normal (millions of paths)', args: ['count', file('timeouts', 'schoenbrunn-9x9-normal.json'), '--limit', '1000000000000'] },
  { name: 'generate schoenbrunn 30x30', args: ['generate', 'schoenbrunn', '--size', '30x30', '--seed', '1'] },
  { name: 'generate viennese 8x8, a million steps', args: ['generate', 'viennese', '--canvas', '8x8', '--steps', '1000000'] },
  // Thousands of solutions found, each checked, then drawn or counted: the output counts against the limit too (issue 33).
  { name: 'solve --all viennese 10x10 random lights', args: ['solve', file('timeouts', 'viennese-10x10-random.json'), '--all', '--limit', '1000000'] },
  { name: 'solve --all numberlink 10x10 one pair', args: ['solve', file('timeouts', 'numberlink-10x10-one-pair.json'), '--all', '--limit', '1000000'] },
  { name: 'solve --all tracks 8x8 open', args: ['solve', file('timeouts', 'tracks-8x8-open.json'), '--all', '--limit', '1000000'] },
  { name: 'solve --all --json tracks 8x8 open', args: ['solve', file('timeouts', 'tracks-8x8-open.json'), '--all', '--limit', '1000000', '--json'] },
  { name: 'count tracks 8x8 open, limit 10^8', args: ['count', file('timeouts', 'tracks-8x8-open.json'), '--limit', '100000000'] },
  { name: 'count numberlink 10x10 one pair, limit 10^8', args: ['count', file('timeouts', 'numberlink-10x10-one-pair.json'), '--limit', '100000000'] },
  { name: 'count viennese 10x10 random lights, limit 10^8', args: ['count', file('timeouts', 'viennese-10x10-random.json'), '--limit', '100000000'] },
  { name: 'count schoenbrunn 20x20 random normal', args: ['count', file('timeouts', 'schoenbrunn-20x20-random.json'), '--limit', '1000000000000'] },
];

/** A railway maze picture, 2112 px (bench/image.ts's large one): the whole pipeline, then the best route. */
async function railwayCases(): Promise<{ name: string; args: string[] }[]> {
  const maze = await largeMaze();
  const picture = join(mkdtempSync(join(tmpdir(), 'cookcheck-bench-')), 'large.jpg');
  writeFileSync(picture, maze.bytes);
  const ends = ['--start', maze.start.join(','), '--finish', maze.finish.join(',')];
  return [
    { name: 'check railway picture 2112 px --sweep', args: ['check', picture, ...ends, '--sweep'] },
    { name: 'solve railway picture 2112 px --best', args: ['solve', picture, ...ends, '--best'] },
  ];
}
const BACKENDS = BACKEND_NAMES;

function wall(args: readonly string[]): { ms: number; exit: number | null } {
  const start = performance.now();
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { ms: performance.now() - start, exit: run.status };
}

/**
 * What a search costs with a limit it never reaches, against none (in process, median of 3):
 * for our WebAssembly builds, searching in slices against one call.
 */
async function limitCost(path: string, backend: BackendName): Promise<{ withoutMs: number; withMs: number; ratio: number }> {
  const read = readPuzzle(readFileSync(path, 'utf8'));
  if (!read.ok) throw new Error(`${path}: ${read.issues.map((i) => i.message).join('; ')}`);
  const { family, puzzle } = read.value;
  const unsliced = () => createWasmBackend(backend as WasmSolverKind, { sliceConflicts: Infinity });
  const time = async (limited: boolean) => {
    const start = performance.now();
    const engine: EngineOptions = limited ? { backend, deadline: Date.now() + 600_000 } : backend === 'minisat' || backend === 'cadical' ? { backendFactory: unsliced } : { backend };
    await answerPuzzle(family, puzzle, { limit: 2, engine });
    return performance.now() - start;
  };
  const without: number[] = [];
  const within: number[] = [];
  for (let i = 0; i < 3; i++) {
    without.push(await time(false));
    within.push(await time(true));
  }
  const [a, b] = [median(without), median(within)];
  return { withoutMs: round(a), withMs: round(b), ratio: round((b / a) * 100) / 100 };
}

export async function benchTimeouts(log: (line: string) => void = () => {}): Promise<object> {
  const startup = median([0, 1, 2].map(() => wall(['--version']).ms));
  log(`start-up (cookcheck --version): ${round(startup)} ms; --timeout ${TIMEOUT_S}`);
  const runs = [];
  for (const { name, args } of [...CASES, ...(await railwayCases())].filter((c) => ONLY.test(c.name))) {
    for (const backend of BACKENDS) {
      const { ms, exit } = wall([...args, '--timeout', String(TIMEOUT_S), '--backend', backend]);
      const overrunMs = ms - TIMEOUT_S * 1000;
      runs.push({ name, backend, timeoutS: TIMEOUT_S, wallMs: round(ms), overrunMs: round(overrunMs), overrunAfterStartupMs: round(overrunMs - startup), exit });
      log(`${name} [${backend}]: ${round(ms)} ms, exit ${exit}, overrun ${round(overrunMs)} ms`);
    }
  }
  const worst = runs.reduce((a, b) => (b.overrunMs > a.overrunMs ? b : a));
  const costs: Record<string, { withoutMs: number; withMs: number; ratio: number }> = {};
  for (const backend of ['minisat', 'cadical'] as const) {
    costs[`tracks 12x12 bare (check), ${backend}`] = await limitCost(file('timeouts', 'tracks-12x12-seed4-bare.json'), backend);
    costs[`numberlink 13x13 sparse (check), ${backend}`] = await limitCost(file('numberlink', 'sparse-13x13.json'), backend);
  }
  for (const [name, cost] of Object.entries(costs)) log(`limit never reached, ${name}: ${cost.withoutMs} ms without, ${cost.withMs} ms with (x${cost.ratio})`);
  const summary = runs.map((r) => ({ command: r.name, backend: r.backend, wallMs: r.wallMs, overrunMs: r.overrunMs, exit: r.exit }));
  // Other work on the machine stretches every phase; the load average says how busy it was.
  return { timeoutS: TIMEOUT_S, loadAverage: loadavg().map(round), startupMs: round(startup), worstOverrun: { name: worst.name, backend: worst.backend, overrunMs: worst.overrunMs, overrunAfterStartupMs: worst.overrunAfterStartupMs }, runs, limitCost: costs, summary };
}
