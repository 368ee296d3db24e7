import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerPuzzle } from '../src/api/answer.js';
import { Random } from '../src/encoders/lib/random.js';
import { enumeratePaths } from '../src/encoders/schoenbrunn/dfs.js';
import { randomBoard, schoenbrunnGenerator } from '../src/encoders/schoenbrunn/generate.js';
import { bestPaths } from '../src/encoders/schoenbrunn/best.js';
import { jumpGraph } from '../src/encoders/schoenbrunn/graph.js';
import { analyseSums } from '../src/encoders/schoenbrunn/sums.js';
import { schoenbrunn } from '../src/encoders/schoenbrunn/index.js';
import type { SchoenbrunnPuzzle } from '../src/encoders/schoenbrunn/model.js';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { BIN, TIME, runCookcheck } from './process.js';
import { round } from './stats.js';

const CAP_MS = Number(process.env['SCHOENBRUNN_BENCH_CAP_MS'] ?? 10_000);
const SIZES = [5, 7, 9, 11, 13, 15];
const SEEDS = [1, 2, 3];

/** A random board whose start has the goal's parity, so a zero sum is not ruled out at once. */
function randomInstance(n: number, seed: number): SchoenbrunnPuzzle {
  const board = randomBoard(n, n, new Random(seed * 1000 + n));
  const [gr, gc] = board.goal!;
  const row = n - 1;
  const col = (gc + ((row - gr) % 2)) % n;
  return { ...board, start: [row, col] };
}

/** A board designed by the generator: a planted zero-sum path of `jumps` jumps, the only best one, among decoys. */
async function designedInstance(n: number, jumps: number, seed: number): Promise<SchoenbrunnPuzzle | undefined> {
  const made = await schoenbrunnGenerator.generate({ options: { size: { width: n, height: n }, jumps, rounds: 300 }, seed, engine: {} });
  return made.ok ? made.value : undefined;
}

/** The seed's program: every simple path by DFS, the best one reaching the target kept; capped. */
function dfsBaseline(puzzle: SchoenbrunnPuzzle): { ms: number; complete: boolean; best?: number } {
  const graph = jumpGraph(puzzle);
  const start = performance.now();
  let best = Infinity;
  const run = enumeratePaths(graph, (path) => {
    if (path.length - 1 < best && path.reduce((s, v) => s + graph.values[v]!, 0) === (puzzle.target ?? 0)) best = path.length - 1;
  }, Date.now() + CAP_MS);
  return { ms: round(performance.now() - start), complete: run.complete, ...(best < Infinity ? { best } : {}) };
}

/**
 * CPU time (user + system) of a whole `cookcheck` process: on a shared machine whose load
 * exceeds its cores, wall time mostly measures the other processes.
 */
function processCpu(args: readonly string[]): number | undefined {
  if (spawnSync('which', ['time']).status !== 0 && !existsSync(TIME)) return undefined;
  const run = spawnSync(TIME, ['-f', '%U %S', process.execPath, BIN, ...args], { encoding: 'utf8' });
  const [user, system] = run.stderr.trim().split('\n').pop()!.split(' ').map(Number);
  return user === undefined || system === undefined || !Number.isFinite(user + system) ? undefined : round((user + system) * 1000);
}

/** clingo on bench/schoenbrunn.lp, when installed: time to the proved optimum. */
function clingoRun(puzzle: SchoenbrunnPuzzle, dir: string): { ms: number; best?: number; status: string } | undefined {
  if (spawnSync('which', ['clingo']).status !== 0) return undefined;
  const file = join(dir, 'facts.lp');
  writeFileSync(file, factsOf(puzzle));
  const t = performance.now();
  const run = spawnSync('clingo', [join(PACKAGE_ROOT, 'bench', 'schoenbrunn.lp'), file, `--time-limit=${Math.ceil(CAP_MS / 1000)}`, '--outf=2'], { encoding: 'utf8' });
  const ms = round(performance.now() - t);
  try {
    const out = JSON.parse(run.stdout) as { Result: string; Models?: { Optimum?: string; Costs?: number[] } };
    const cost = out.Models?.Costs?.[0];
    return { ms, status: out.Result + (out.Models?.Optimum === 'yes' ? ' optimum' : ''), ...(cost !== undefined ? { best: cost } : {}) };
  } catch {
    return { ms, status: `clingo exit ${run.status}` };
  }
}

/** A random board whose target lies `share` of the way through the sums walks can reach: far from 0, the best paths are long or none exist. */
function farTargetInstance(n: number, maxJump: number, seed: number, share: number): SchoenbrunnPuzzle | undefined {
  const board = randomBoard(n, n, new Random(seed * 7919 + n * 31 + maxJump), maxJump);
  const [gr, gc] = board.goal!;
  const row = n - 1;
  const puzzle: SchoenbrunnPuzzle = { ...board, start: [row, (gc + ((row - gr) % 2) + n) % n] };
  const states = analyseSums(jumpGraph(puzzle), 0).states;
  if (!states) return undefined;
  const target = Math.round(states.low + share * (states.width - 1));
  return { ...puzzle, target: target % 2 === 0 ? target : target + 1 };
}

/** clingo enumerating every zero-sum path (bench/schoenbrunn.lp, its optimisation ignored) for `seconds`: how many it counted. */
function clingoCount(puzzle: SchoenbrunnPuzzle, dir: string, seconds: number): { paths: number; complete: boolean } | undefined {
  if (spawnSync('which', ['clingo']).status !== 0) return undefined;
  const file = join(dir, 'count-facts.lp');
  writeFileSync(file, factsOf(puzzle));
  const run = spawnSync('clingo', [join(PACKAGE_ROOT, 'bench', 'schoenbrunn.lp'), file, '--opt-mode=ignore', '-n', '0', '-q', `--time-limit=${seconds}`, '--outf=2'], { encoding: 'utf8' });
  try {
    const out = JSON.parse(run.stdout) as { Models?: { Number?: number; More?: string } };
    return { paths: out.Models?.Number ?? 0, complete: out.Models?.More === 'no' };
  } catch {
    return undefined;
  }
}

/**
 * `cookcheck count --timeout S` in expert mode on random 13x13 and 15x15 boards with many
 * zero-sum paths, as a whole process, against clingo enumerating for the same S seconds:
 * how many paths each has counted when the time runs out (issue 33: ours had counted
 * nothing on one board and a third of clingo's on others). Ours counts shortest first
 * (layered-count.ts), so it also says up to which length every path is counted.
 */
export function countCutShort(dir: string, seconds: number, log: (line: string) => void) {
  const rows = [];
  for (const n of [13, 15]) {
    for (const seed of SEEDS) {
      const puzzle = randomInstance(n, seed);
      const file = join(dir, `count-${n}-${seed}.json`);
      writeFileSync(file, JSON.stringify(puzzle));
      const t = performance.now();
      // A limit far beyond reach: what is measured is how much each counts in the time.
      const run = spawnSync(process.execPath, [BIN, 'count', file, '--timeout', String(seconds), '--limit', '1000000000000', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      const wallMs = round(performance.now() - t);
      const answer = JSON.parse(run.stdout) as { count: number; complete: boolean; notes: { data?: { byJumps?: { jumps: number; paths: number }[] } }[] };
      const clingo = clingoCount(puzzle, dir, seconds);
      const row = {
        board: `random-${n}x${n}-${seed}`,
        seconds,
        oursPaths: answer.count,
        oursComplete: answer.complete,
        oursWallMs: wallMs,
        clingoPaths: clingo?.paths ?? null,
        clingoComplete: clingo?.complete ?? null,
        ratio: clingo && clingo.paths > 0 ? round(answer.count / clingo.paths) : null,
      };
      log(JSON.stringify(row));
      rows.push(row);
    }
  }
  return rows;
}

function factsOf(puzzle: SchoenbrunnPuzzle): string {
  return [
    ...puzzle.grid.flatMap((row, r) => row.map((v, c) => `tile(${r},${c},${v}).`)),
    `start(${puzzle.start[0]},${puzzle.start[1]}).`,
    `goal(${puzzle.goal![0]},${puzzle.goal![1]}).`,
    `target(${puzzle.target ?? 0}).`,
  ].join('\n');
}

async function measure(name: string, puzzle: SchoenbrunnPuzzle, dir: string) {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(puzzle));
  let t = performance.now();
  const answer = await answerPuzzle(schoenbrunn, puzzle, { limit: 2, engine: { timeLimitMs: CAP_MS }, best: true });
  const bestMs = round(performance.now() - t);
  t = performance.now();
  const solverOnly = await bestPaths(puzzle, 2, { timeLimitMs: CAP_MS }, { guidedSteps: 0 });
  const solverMs = round(performance.now() - t);
  const args = ['check', file, '--best', '--timeout', String(CAP_MS / 1000)];
  const whole = runCookcheck(args);
  const cpu = processCpu(args);
  t = performance.now();
  const counted = await schoenbrunn.count!(puzzle, Infinity, { timeLimitMs: CAP_MS });
  const countMs = round(performance.now() - t);
  const dfs = dfsBaseline(puzzle);
  const clingo = clingoRun(puzzle, dir);
  const ours = cpu ?? whole.processMs;
  return {
    name,
    size: `${puzzle.grid.length}x${puzzle.grid[0]!.length}`,
    target: puzzle.target ?? 0,
    verdict: answer.verdict,
    bestJumps: answer.best?.value ?? null,
    optimal: answer.best?.optimal ?? null,
    bestMs,
    solves: answer.stats.solves,
    solverOnlyMs: solverOnly?.timedOut ? `> ${CAP_MS}` : solverMs,
    processMs: whole.processMs,
    processExit: whole.processExit,
    processCpuMs: cpu ?? null,
    zeroSumPaths: counted.complete ? counted.count : `>= ${counted.count}`,
    countMs,
    dfsMs: dfs.complete ? dfs.ms : `> ${CAP_MS}`,
    dfsBest: dfs.best ?? null,
    // How many times longer the seed-style DFS and clingo take than the whole `check --best` process (its CPU time).
    dfsRatio: dfs.complete ? round(dfs.ms / ours) : `> ${round(CAP_MS / ours)}`,
    clingoMs: clingo?.ms ?? 'not installed',
    clingoBest: clingo?.best ?? null,
    clingoStatus: clingo?.status ?? null,
    clingoRatio: clingo === undefined ? null : round(clingo.ms / ours),
  };
}

/**
 * Random boards 5x5..15x15 (three seeds each, target 0: short optima), designed boards with
 * a unique best path of 60-80 tiles (the generator's), and random boards whose target lies
 * far from 0 (long optima or none): time to the best expert path proved optimal (in process;
 * by the solver alone, without the guided search; as a whole `cookcheck check --best`),
 * time to count the zero-sum paths (memoised census), against the seed-style DFS (capped)
 * and clingo on bench/schoenbrunn.lp when installed.
 */
export async function benchSchoenbrunn(log: (line: string) => void = () => {}): Promise<object> {
  const dir = mkdtempSync(join(tmpdir(), 'cookcheck-schoenbrunn-'));
  await answerPuzzle(schoenbrunn, randomInstance(5, 1), { limit: 2, engine: {}, best: true });
  const rows: Awaited<ReturnType<typeof measure>>[] = [];
  const run = async (name: string, puzzle: SchoenbrunnPuzzle | undefined) => {
    if (!puzzle) return;
    const row = await measure(name, puzzle, dir);
    log(JSON.stringify(row));
    rows.push(row);
  };
  for (const n of SIZES) for (const seed of SEEDS) await run(`random-${n}x${n}-${seed}`, randomInstance(n, seed));
  for (const [n, tiles, seed] of [[10, 60, 1], [11, 70, 2], [12, 80, 3], [15, 80, 4]] as const) await run(`designed-${n}x${n}-${tiles}-tiles`, await designedInstance(n, tiles - 1, seed));
  for (const [n, maxJump, seed, share] of [[7, 3, 3, 0.8], [7, 5, 2, 0.8], [9, 5, 1, 0.2], [9, 5, 3, 0.95], [11, 5, 1, 0.8]] as const) {
    await run(`far-target-${n}x${n}-${seed}-${share}`, farTargetInstance(n, maxJump, seed, share));
  }
  const countCut = countCutShort(dir, CAP_MS / 1000, log);
  return { capMs: CAP_MS, clingo: spawnSync('which', ['clingo']).status === 0, summary: rows, countCutShort: countCut };
}
