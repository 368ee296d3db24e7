import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { generatePuzzle } from '../src/api/index.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeNumberlink, ONE_HOT_MAX_LABELS } from '../src/encoders/numberlink/encode.js';
import { cellsOf, endpointsOf, type NumberlinkPuzzle } from '../src/encoders/numberlink/model.js';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { answerPuzzle } from '../src/api/index.js';
import { numberlink } from '../src/encoders/numberlink/index.js';
import { encodeNormalForm, usesNormalForm } from '../src/encoders/numberlink/normal-form.js';
import { checkUnique, solve } from '../src/solvers/index.js';
import { BIN, runCookcheck, TIME } from './process.js';
import { median, round } from './stats.js';

/**
 * Numberlink benchmark. Generated on the fly with fixed seeds (7x7 .. 20x20); stored in
 * bench/data/numberlink (generated 30x30 and 40x40, and sparse puzz.link puzzles, which are
 * run under both rules). Per instance: in-process solve and uniqueness proof (MiniSat), the
 * whole `cookcheck check` process (wall time, peak RSS), and the engine's counts.
 */
const GENERATED = ['7x7', '10x10', '15x15', '15x20', '20x20'];
const SEEDS = [1, 2, 3];
const LIMIT_MS = 15_000;
/** Targets for solve + uniqueness proof, whole process included (medians per size). */
const TARGETS_MS: Record<string, number> = { '15x20': 300, '30x30': 3000 };

interface Instance {
  name: string;
  size: string;
  rule: 'fill' | 'classic';
  pairs: number;
  labels: 'onehot' | 'binary';
  generateMs?: number;
  solveMs: number;
  uniqueMs: number;
  verdict: string;
  vars: number;
  clauses: number;
  solves: number;
  cuts: number;
  processMs?: number;
  processExit?: number | null;
  peakRssMb?: number;
}

/** Why the whole-process figures are missing, if they are. */
function processSkip(): string | undefined {
  if (!existsSync(BIN)) return `skipped: ${BIN} does not exist yet`;
  return undefined;
}

/** `cookcheck check <file>` as a user runs it (with the benchmark's time limit). */
function wholeProcess(puzzle: NumberlinkPuzzle): Pick<Instance, 'processMs' | 'processExit' | 'peakRssMb'> {
  if (processSkip() !== undefined) return {};
  const file = join(mkdtempSync(join(tmpdir(), 'cookcheck-bench-')), 'puzzle.json');
  writeFileSync(file, JSON.stringify(puzzle));
  return runCookcheck(['check', file, '--timeout', String(LIMIT_MS / 1000)]);
}

async function measure(name: string, puzzle: NumberlinkPuzzle, generateMs?: number): Promise<Instance> {
  const cells = cellsOf(puzzle);
  const pairs = endpointsOf(cells).size;
  // As `solve` and `check` do: the classic rule through its normal form (normal-form.ts)
  let t = performance.now();
  await solve(usesNormalForm(puzzle) ? encodeNormalForm(puzzle) : encodeNumberlink(puzzle), { timeLimitMs: LIMIT_MS });
  const solveMs = performance.now() - t;
  t = performance.now();
  const unique = await answerPuzzle(numberlink, puzzle, { limit: 2, engine: { timeLimitMs: LIMIT_MS } });
  const uniqueMs = performance.now() - t;
  return {
    name,
    size: `${cells[0]!.length}x${cells.length}`,
    rule: puzzle.fillAll === false ? 'classic' : 'fill',
    pairs,
    labels: pairs > ONE_HOT_MAX_LABELS ? 'binary' : 'onehot',
    ...(generateMs === undefined ? {} : { generateMs: round(generateMs) }),
    solveMs: round(solveMs),
    uniqueMs: round(uniqueMs),
    verdict: unique.verdict,
    vars: unique.stats.vars,
    clauses: unique.stats.clauses,
    solves: unique.stats.solves,
    cuts: unique.stats.cuts,
    ...wholeProcess(puzzle),
  };
}

export async function benchNumberlink(log: (line: string) => void = () => {}): Promise<object> {
  // Load MiniSat once so the first instance does not pay for it.
  await checkUnique(encodeNumberlink({ type: 'numberlink', grid: ['1.2', '...', '1.2'] }));
  const instances: Instance[] = [];
  const add = async (name: string, puzzle: NumberlinkPuzzle, generateMs?: number) => {
    const i = await measure(name, puzzle, generateMs);
    instances.push(i);
    const process = i.processMs === undefined ? '' : `, process ${i.processMs} ms (exit ${i.processExit}), ${i.peakRssMb ?? '-'} MB`;
    log(`numberlink ${i.name} ${i.size} ${i.rule} pairs=${i.pairs}: solve ${i.solveMs} ms, unique ${i.uniqueMs} ms (${i.verdict}, ${i.solves} solves, ${i.cuts} cuts)${process}`);
  };
  for (const size of GENERATED) {
    for (const seed of SEEDS) {
      const t = performance.now();
      const made = await generatePuzzle(numberlink, { options: { size }, seed, engine: { timeLimitMs: LIMIT_MS } });
      if (made.ok) await add(`generated seed ${seed}`, made.value, performance.now() - t);
      else log(`numberlink generate ${size} seed ${seed}: ${made.issues.map((i) => i.message).join('; ')}`);
    }
  }
  const stored = join(PACKAGE_ROOT, 'bench', 'data', 'numberlink');
  for (const file of existsSync(stored) ? readdirSync(stored).filter((f) => f.endsWith('.json')).sort() : []) {
    const puzzle = JSON.parse(readFileSync(join(stored, file), 'utf8')) as NumberlinkPuzzle;
    await add(file, puzzle);
    // Sparse (classic) puzzles: the other rule too.
    if (puzzle.fillAll === false) await add(`${file} as fill`, { ...puzzle, fillAll: true });
  }
  const groups = new Map<string, Instance[]>();
  for (const i of instances) groups.set(`${i.size} ${i.rule}`, [...(groups.get(`${i.size} ${i.rule}`) ?? []), i]);
  const summary = [...groups].map(([key, list]) => {
    const [size] = key.split(' ');
    const processes = list.filter((i) => i.processMs !== undefined).map((i) => i.processMs!);
    const generated = list.filter((i) => i.generateMs !== undefined).map((i) => i.generateMs!);
    const medianProcessMs = processes.length > 0 ? round(median(processes)) : null;
    const target = TARGETS_MS[size!];
    return {
      group: key,
      n: list.length,
      pairs: list.map((i) => i.pairs).join('/'),
      medianGenerateMs: generated.length > 0 ? round(median(generated)) : null,
      medianSolveMs: round(median(list.map((i) => i.solveMs))),
      medianUniqueMs: round(median(list.map((i) => i.uniqueMs))),
      medianSolvePlusUniqueMs: round(median(list.map((i) => i.solveMs + i.uniqueMs))),
      medianProcessMs,
      maxPeakRssMb: list.some((i) => i.peakRssMb !== undefined) ? Math.max(...list.map((i) => i.peakRssMb ?? 0)) : null,
      targetMs: target ?? null,
      meetsTarget: target === undefined || medianProcessMs === null ? null : medianProcessMs <= target,
      verdicts: list.map((i) => i.verdict).join(' '),
    };
  });
  return {
    limitMs: LIMIT_MS,
    backend: 'minisat',
    wholeProcess: processSkip() ?? `node bin/cookcheck.js check <file>${existsSync(TIME) ? ', peak RSS from /usr/bin/time' : ' (no /usr/bin/time: no peak RSS)'}`,
    summary,
    instances,
  };
}
