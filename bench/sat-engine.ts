import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerPuzzle, readPuzzle } from '../src/api/index.js';
import { checkUnique, type BackendName } from '../src/solvers/index.js';
import { Random } from '../src/encoders/lib/random.js';
import { randomBoard } from '../src/encoders/schoenbrunn/generate.js';
import { BIN } from './process.js';
import { syntheticMaze } from './railway-synthetic.js';
import { BACKENDS, CAP_MS, OURS, ROUNDS, at, cookcheck, ratio } from './sat-common.js';
import { published, publishedSummary } from './sat-published.js';
import { loadAverage, nodeStartupTimed, runProgram, sideBySide } from './side-by-side.js';
import { median, round } from './stats.js';

/*
 * The SAT engine (issue 30): our WebAssembly MiniSat and CaDiCaL against logic-solver (the
 * engine before them) and against references, side by side in one run:
 * - start-up: a command of every family whose search takes under 10 ms, against `node -e 0`
 *   (target: within Node's start-up plus 50 ms);
 * - warm, in process: a 7x7 Numberlink uniqueness check (target under 1 ms), a Tatham 15x15
 *   Tracks check (under 2.5 ms);
 * - the published Numberlink puzzles under every rule, whole `check` processes, against clingo
 *   (target: median at most half of clingo's) and against the `cadical` binary answering the
 *   same questions, one process each (target on fillAll: at most its time);
 * - hard hidden cooks (bench/data/numberlink/hard-cooks: 20x20, 29 pairs, made by
 *   numberlink-cook-instances.ts; clingo's time on each, measured once, is in the file, as it
 *   takes minutes): the cook found within 60 s.
 * References missing from the machine are named and skipped (clingo: Debian's gringo;
 * cadical, minisat: Debian's packages of the same names).
 */

const COOK_CAP_MS = Number(process.env['SAT_BENCH_COOK_CAP_MS'] ?? 120_000);
const WARM_RUNS = 30;
/**
 * Questions asked before the measured ones, right before them: V8 takes 50-100 of them to
 * settle (the library's code and the solver's WebAssembly optimized), and a backend measured
 * after another's questions settles again. Measured on the 7x7 SAT question, `auto`, three
 * rounds of 36 after logic-solver's: 1.19, 0.92, 0.80 ms (minisat then 0.77).
 */
const WARM_UP_RUNS = 100;
const COOK_BACKENDS: readonly BackendName[] = ['auto', 'minisat', 'cadical'];

function firstTatham(size: string): string {
  const { puzzles } = JSON.parse(readFileSync(at('bench', 'data', 'tracks', 'tatham-generated.json'), 'utf8')) as { puzzles: { id: string }[] };
  return puzzles.find((p) => p.id.startsWith(`${size}:`))!.id;
}

/** Short commands of every family: the whole process against `node -e 0`, per backend. */
function startup(log: (line: string) => void) {
  const commands: { what: string; args: string[] }[] = [
    { what: 'numberlink 7x7 classic (published)', args: ['check', at('bench', 'data', 'numberlink', 'sparse-7x7.json')] },
    { what: 'numberlink 5x5 classic, several', args: ['check', at('src', 'encoders', 'numberlink', 'samples', 'classic-5x5-many.json')] },
    { what: 'tracks 15x15 (Tatham)', args: ['check', firstTatham('15x15')] },
    { what: 'tracks 6x6 generated', args: ['check', at('src', 'encoders', 'tracks', 'samples', 'generated-6x6-unique.json')] },
    { what: 'schoenbrunn small', args: ['check', at('src', 'encoders', 'schoenbrunn', 'samples', 'small-unique.json')] },
    { what: 'railway waypoint', args: ['check', at('src', 'encoders', 'railway', 'samples', 'waypoint-unique.json')] },
    { what: 'viennese 4x4 report', args: ['check', at('src', 'encoders', 'viennese', 'samples', 'report-4x4.json')] },
  ];
  const rows = [];
  for (const { what, args } of commands) {
    const asked = JSON.parse(runProgram(process.execPath, [BIN, ...args, '--json'], CAP_MS).stdout || '{}') as { stats?: { solves?: number; ms?: number; method?: string } };
    const contenders = [nodeStartupTimed, ...BACKENDS.map((b) => cookcheck(b, [...args, '--backend', b]))];
    const results = sideBySide(contenders, ROUNDS);
    const node = results.get(nodeStartupTimed.name)!;
    const row: Record<string, unknown> = { what, solver: asked.stats?.solves ? `${asked.stats.solves} solves` : (asked.stats?.method ?? '-'), nodeMs: node.medianMs };
    for (const b of BACKENDS) {
      const r = results.get(b)!;
      row[`${b}Ms`] = r.medianMs;
      row[`${b}OverNodeMs`] = round(r.medianMs - node.medianMs);
      row[`${b}OverNodeCpuMs`] = r.medianCpuMs !== null && node.medianCpuMs !== null ? round(r.medianCpuMs - node.medianCpuMs) : null;
    }
    row['withinNodePlus50'] = (row[`${OURS}OverNodeMs`] as number) <= 50;
    log(`startup ${what}: ${BACKENDS.map((b) => `${b} node + ${row[`${b}OverNodeMs`]} ms`).join(', ')} (node ${node.medianMs} ms)`);
    rows.push(row);
  }
  return rows;
}

/** The median of `WARM_RUNS` runs of `ask`, after `WARM_UP_RUNS` to warm up, with what the last one answered. */
async function warmMedian<T>(ask: () => Promise<T>): Promise<{ ms: number; last: T }> {
  for (let i = 0; i < WARM_UP_RUNS; i++) await ask();
  const times: number[] = [];
  let last = await ask();
  for (let i = 0; i < WARM_RUNS; i++) {
    const start = performance.now();
    last = await ask();
    times.push(performance.now() - start);
  }
  return { ms: Math.round(median(times) * 1000) / 1000, last };
}

function readBench(input: string) {
  const read = readPuzzle(input);
  if (!read.ok) throw new Error(`bench input does not read: ${read.issues[0]?.message}`);
  return read.value;
}

/**
 * A whole answer, as `check` asks it (without remarks): the family's own searches first. Each
 * run asks about a copy of the puzzle: the person-style Tracks solver keeps its last answers
 * by puzzle object (check and its grade remark share one solve), and the same object answered
 * from there (0.15-0.18 ms for the Tatham 15x15, where the solve takes about 0.8 ms).
 */
async function warmMs(input: string, backend: BackendName): Promise<{ ms: number; verdict: string; method: string }> {
  const { family, puzzle } = readBench(input);
  const { ms, last } = await warmMedian(() => answerPuzzle(family, { ...puzzle }, { limit: 2, engine: { backend }, remarks: false }));
  return { ms, verdict: last.verdict, method: last.stats.method ?? `${last.stats.solves} solves` };
}

/** The SAT question alone: the family's encoding asked for two solutions (no path search, no person-style steps). */
async function warmSatMs(input: string, backend: BackendName): Promise<{ ms: number; verdict: string; method: string }> {
  const { family, puzzle } = readBench(input);
  const { ms, last } = await warmMedian(() => checkUnique(family.encode(puzzle), { backend }));
  return { ms, verdict: last.verdict, method: `SAT alone, ${last.stats.solves} solves` };
}

/** Warm questions in this process: the library loaded, the solver module compiled. */
async function warm(log: (line: string) => void) {
  const inputs = [
    { what: 'numberlink 7x7 uniqueness (published, classic)', input: readFileSync(at('bench', 'data', 'numberlink', 'sparse-7x7.json'), 'utf8'), targetMs: 1 },
    { what: 'numberlink 7x7 uniqueness (published, fillAll)', input: JSON.stringify({ ...JSON.parse(readFileSync(at('bench', 'data', 'numberlink', 'sparse-7x7.json'), 'utf8')), fillAll: true }), targetMs: 1 },
    { what: 'tracks 15x15 check (Tatham)', input: firstTatham('15x15'), targetMs: 2.5 },
    { what: 'numberlink 7x7 SAT uniqueness (published, classic)', input: readFileSync(at('bench', 'data', 'numberlink', 'sparse-7x7.json'), 'utf8'), targetMs: 1, sat: true },
    { what: 'numberlink 7x7 SAT uniqueness (published, fillAll)', input: JSON.stringify({ ...JSON.parse(readFileSync(at('bench', 'data', 'numberlink', 'sparse-7x7.json'), 'utf8')), fillAll: true }), targetMs: 1, sat: true },
    { what: 'tracks 15x15 SAT uniqueness (Tatham)', input: firstTatham('15x15'), targetMs: 2.5, sat: true },
  ];
  const rows = [];
  for (const { what, input, targetMs, sat } of inputs) {
    const row: Record<string, unknown> = { what, targetMs };
    for (const b of BACKENDS) {
      const r = await (sat ? warmSatMs : warmMs)(input, b);
      row[`${b}Ms`] = r.ms;
      row['verdict'] = r.verdict;
      row['method'] = r.method;
    }
    row['meetsTarget'] = (row[`${OURS}Ms`] as number) < targetMs;
    log(`warm ${what}: ${BACKENDS.map((b) => `${b} ${row[`${b}Ms`]} ms`).join(', ')} (${row['method']})`);
    rows.push(row);
  }
  return rows;
}


/**
 * Longer commands of every family, before (logic-solver, the engine until issue 30) and
 * after (auto), with our two builds beside them: nothing may get slower.
 */
async function families(log: (line: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'cookcheck-families-'));
  const write = (name: string, value: unknown) => {
    const file = join(dir, name);
    writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
    return file;
  };
  const generated = (args: string[]) => write(`${args.join('-')}.json`, runProgram(process.execPath, [BIN, 'generate', ...args, '--json'], 600_000).stdout);
  const tracks20 = generated(['tracks', '--size', '20x20', '--seed', '2']);
  const schoenbrunn9 = write('schoenbrunn-9x9.json', randomSchoenbrunn(9, 1));
  const schoenbrunn11 = write('schoenbrunn-11x11.json', randomSchoenbrunn(11, 2));
  const railway24 = write('railway-24.json', syntheticMaze(24, 1));
  const railway32 = write('railway-32.json', syntheticMaze(32, 1));
  const data = (...parts: string[]) => at('bench', 'data', ...parts);
  const sample = (family: string, file: string) => at('src', 'encoders', family, 'samples', file);
  const commands: { what: string; args: string[] }[] = [
    { what: 'numberlink check 13x13 published (classic)', args: ['check', data('numberlink', 'sparse-13x13.json')] },
    { what: 'numberlink check 14x14 published (fillAll)', args: ['check', data('numberlink', 'sparse-14x14.json'), '--set', 'fillAll=true'] },
    { what: 'numberlink check 30x30 generated', args: ['check', data('numberlink', 'generated-30x30-1.json')] },
    { what: 'numberlink check 40x40 generated', args: ['check', data('numberlink', 'generated-40x40-1.json')] },
    { what: 'numberlink generate 15x15', args: ['generate', 'numberlink', '--size', '15x15', '--seed', '7'] },
    { what: 'tracks check 20x20 generated', args: ['check', tracks20] },
    { what: 'tracks check 12x12 bare (repair remark)', args: ['check', data('timeouts', 'tracks-12x12-seed4-bare.json')] },
    { what: 'tracks generate 15x15', args: ['generate', 'tracks', '--size', '15x15', '--seed', '1'] },
    { what: 'schoenbrunn check --best random 9x9 (expert)', args: ['check', schoenbrunn9, '--best'] },
    { what: 'schoenbrunn check --best random 11x11 (expert)', args: ['check', schoenbrunn11, '--best'] },
    { what: 'schoenbrunn generate 9x9', args: ['generate', 'schoenbrunn', '--size', '9x9', '--seed', '1'] },
    { what: 'railway check --best synthetic 24x24', args: ['check', railway24, '--best'] },
    { what: 'railway check --best synthetic 32x32', args: ['check', railway32, '--best'] },
    { what: 'railway solve picture --best', args: ['solve', at('examples', 'railway-maze.png'), '--start', '417,277', '--finish', '137,87', '--best'] },
    { what: 'viennese check 5x5 generated', args: ['check', sample('viennese', 'generated-square-5x5-no-u-turn.json')] },
    { what: 'viennese check --best 4x4 u-turn', args: ['check', sample('viennese', 'report-4x4-u-turn.json'), '--best'] },
  ];
  const rows = [];
  for (const { what, args } of commands) {
    const results = sideBySide(BACKENDS.map((b) => cookcheck(b, [...args, '--backend', b], 300_000)), Math.min(ROUNDS, 3));
    const row: Record<string, unknown> = { what };
    for (const b of BACKENDS) {
      const r = results.get(b)!;
      row[`${b}Ms`] = r.medianMs;
      row[`${b}CpuMs`] = r.medianCpuMs;
      row[`${b}Exit`] = r.runs[0]!.exit;
    }
    row['ratioToLogicSolver'] = ratio(row[`${OURS}Ms`] as number, row['logic-solverMs'] as number);
    row['cpuRatioToLogicSolver'] = ratio(row[`${OURS}CpuMs`] as number | null, row['logic-solverCpuMs'] as number | null);
    log(`family ${what}: ${BACKENDS.map((b) => `${b} ${row[`${b}Ms`]} ms (CPU ${row[`${b}CpuMs`] ?? '-'}, exit ${row[`${b}Exit`]})`).join(', ')}`);
    rows.push(row);
  }
  return rows;
}

/** A random expert Schönbrunn board whose start has the goal's parity (as bench/schoenbrunn.ts makes them). */
function randomSchoenbrunn(n: number, seed: number): object {
  const board = randomBoard(n, n, new Random(seed * 1000 + n));
  const [gr, gc] = board.goal!;
  const row = n - 1;
  return { ...board, start: [row, (gc + ((row - gr) % 2)) % n] };
}

/** Hidden cooks that clingo needs minutes to find (its time is in each file's source). */
function hardCooks(log: (line: string) => void) {
  const dir = at('bench', 'data', 'numberlink', 'hard-cooks');
  const rows: Record<string, unknown>[] = [];
  if (!existsSync(dir)) return rows;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const { expected, puzzle, clingoMs, clingoCpuMs } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { expected: { verdict: string }; puzzle: object; clingoMs: number; clingoCpuMs: number };
    const alone = join(mkdtempSync(join(tmpdir(), 'cookcheck-hard-')), file);
    writeFileSync(alone, JSON.stringify(puzzle));
    const row: Record<string, unknown> = { puzzle: file, expected: expected.verdict, clingoMs, clingoCpuMs };
    for (const b of COOK_BACKENDS) {
      const run = runProgram(process.execPath, [BIN, 'check', alone, '--backend', b, '--timeout', String(COOK_CAP_MS / 1000)], COOK_CAP_MS + 10_000, undefined, { cpu: true });
      row[`${b}Ms`] = run.ms;
      row[`${b}CpuMs`] = run.cpuMs ?? null;
      row[`${b}Verdict`] = { 0: 'unique', 3: 'multiple', 4: 'none', 5: 'unknown' }[run.exit ?? 1] ?? `exit ${run.exit}`;
    }
    log(`hard cook ${file}: ${COOK_BACKENDS.map((b) => `${b} ${row[`${b}Verdict`]} ${row[`${b}Ms`]} ms`).join(', ')} (clingo ${clingoMs} ms)`);
    rows.push(row);
  }
  return rows;
}

/** `SAT_BENCH_PARTS=startup,warm,published,families,cooks` (the default: all) runs some parts only. */
const PARTS = new Set((process.env['SAT_BENCH_PARTS'] ?? 'startup,warm,published,families,cooks').split(','));

export async function benchSatEngine(log: (line: string) => void): Promise<object> {
  const loadBefore = loadAverage();
  const starts = PARTS.has('startup') ? startup(log) : [];
  const warmRows = PARTS.has('warm') ? await warm(log) : [];
  const numberlink = PARTS.has('published') ? await published(log) : undefined;
  const familyRows = PARTS.has('families') ? await families(log) : [];
  const cooks = PARTS.has('cooks') ? hardCooks(log) : [];
  const summary = [
    ...starts.map((r) => ({ part: 'startup', what: `start-up: ${r['what']}`, ...Object.fromEntries(BACKENDS.map((b) => [b, `node + ${r[`${b}OverNodeMs`]}`])), target: 'node + 50', meets: r['withinNodePlus50'] })),
    ...warmRows.map((r) => ({ part: 'warm', what: `warm: ${r['what']}`, ...Object.fromEntries(BACKENDS.map((b) => [b, r[`${b}Ms`]])), target: `< ${r['targetMs']} ms`, meets: r['meetsTarget'] })),
    ...(numberlink ? publishedSummary(numberlink).map((r) => ({ part: 'published', ...r })) : []),
    ...familyRows.map((r) => ({
      part: 'families',
      what: r['what'],
      ...Object.fromEntries(BACKENDS.map((b) => [b, `${r[`${b}Ms`]} (${r[`${b}CpuMs`] ?? '-'})`])),
      target: 'CPU no more than logic-solver (+10%)',
      meets: r['cpuRatioToLogicSolver'] == null ? null : (r['cpuRatioToLogicSolver'] as number) <= 1.1,
    })),
    ...cooks.map((r) => ({
      part: 'cooks',
      what: `hard cook ${r['puzzle']} (clingo, measured once: ${r['clingoMs']} ms, CPU ${r['clingoCpuMs']})`,
      ...Object.fromEntries(COOK_BACKENDS.map((b) => [b, `${r[`${b}Verdict`]} ${r[`${b}Ms`]} (${r[`${b}CpuMs`] ?? '-'})`])),
      target: 'multiple < 60000',
      meets: r[`${OURS}Verdict`] === 'multiple' && (r[`${OURS}Ms`] as number) < 60_000,
    })),
  ];
  const ran = {
    ...(PARTS.has('startup') ? { startup: starts } : {}),
    ...(PARTS.has('warm') ? { warm: warmRows } : {}),
    ...(PARTS.has('published') ? { numberlink } : {}),
    ...(PARTS.has('families') ? { families: familyRows } : {}),
    ...(PARTS.has('cooks') ? { hardCooks: cooks } : {}),
  };
  const loadAverages = Object.fromEntries([...PARTS].map((part) => [part, { before: loadBefore, after: loadAverage() }]));
  // Parts not run this time keep what the last report measured, with the load they were measured at.
  const kept = previousSatReport();
  const keptSummary = (kept.summary ?? []).filter((row) => typeof row['part'] === 'string' && !PARTS.has(row['part']));
  return { ...kept, ...ran, rounds: ROUNDS, loadAverage: { ...kept.loadAverage, ...loadAverages }, summary: [...keptSummary, ...summary] };
}

/** The sat part of bench/report.json as the last run left it, or nothing. */
function previousSatReport(): { summary?: Record<string, unknown>[]; loadAverage?: Record<string, unknown>; [part: string]: unknown } {
  const file = at('bench', 'report.json');
  if (!existsSync(file)) return {};
  const sat = (JSON.parse(readFileSync(file, 'utf8')) as { sat?: unknown }).sat;
  return typeof sat === 'object' && sat !== null ? (sat as ReturnType<typeof previousSatReport>) : {};
}
