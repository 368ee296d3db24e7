import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerPuzzle } from '../src/api/index.js';
import { parseTatham } from '../src/encoders/tracks/formats.js';
import { tracks } from '../src/encoders/tracks/index.js';
import type { TracksPuzzle } from '../src/encoders/tracks/model.js';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { BIN } from './process.js';
import { installed, loadAverage, nodeStartup, runProgram, sideBySide, type Contender } from './side-by-side.js';
import { median } from './stats.js';

/** Milliseconds to the microsecond. */
const micro = (ms: number): number => Math.round(ms * 1000) / 1000;

/*
 * Train Tracks against Simon Tatham's own solver, on the puzzles his generator made
 * (bench/data/tracks/tatham-generated.json). Ours: `check` in process (the library, warm)
 * and as a whole process. His: the standalone solver built from the sgt-puzzles source
 * (tracks.c with -DSTANDALONE_SOLVER; give its path in TATHAM_TRACKS_SOLVER), and the
 * installed game (Debian's /usr/games/sgt-tracks), which solves a game ID only while
 * printing it: `--print 1x1 --with-solutions` (solve and PostScript of the solved grid)
 * beside `--print 1x1` (PostScript of the puzzle alone).
 * Targets for 15x15: in process 2.5 ms (ten times his solver in process, 27-261 µs as the
 * issue measured it), whole process within Node's start-up plus 50 ms.
 */

const ROUNDS = Number(process.env['TATHAM_BENCH_ROUNDS'] ?? 3);
const IN_PROCESS_REPEATS = 5;
const TARGET_IN_PROCESS_MS = 2.5;
const OVER_NODE_TARGET_MS = 50;

interface Stored {
  id: string;
  difficulty: string;
}

interface Instance {
  id: string;
  verdict: string;
  method: string;
  inProcessMs: number;
  processMs: number;
  nodeMs: number;
  tathamSolverMs: number | null;
  sgtPrintSolvedMs: number | null;
  sgtPrintMs: number | null;
}

function parse(id: string): TracksPuzzle {
  const parsed = parseTatham(id);
  if (!parsed.ok) throw new Error(`stored puzzle does not parse: ${id}`);
  return parsed.value;
}

/** `check` in the library, module loaded and warm: the median of a few, each on a freshly read puzzle. */
async function inProcessMs(id: string): Promise<{ ms: number; verdict: string; method: string }> {
  const times: number[] = [];
  let verdict = '';
  let method = '';
  for (let k = 0; k < IN_PROCESS_REPEATS; k++) {
    const puzzle = parse(id);
    const start = performance.now();
    const answer = await answerPuzzle(tracks, puzzle, { limit: 2, engine: {} });
    times.push(performance.now() - start);
    verdict = answer.verdict;
    method = answer.stats.method ?? answer.stats.backend;
  }
  return { ms: micro(median(times)), verdict, method };
}

function contenders(id: string): Contender[] {
  const out: Contender[] = [{ name: 'cookcheck check', run: () => runProgram(process.execPath, [BIN, 'check', id], 60_000) }];
  const standalone = installed(process.env['TATHAM_TRACKS_SOLVER'] ?? 'trackssolver');
  if (standalone) out.push({ name: 'tatham solver', run: () => runProgram(standalone, [id], 60_000) });
  const game = installed('/usr/games/sgt-tracks') ?? installed('sgt-tracks');
  if (game) {
    out.push({ name: 'sgt-tracks print solved', run: () => runProgram(game, ['--print', '1x1', '--with-solutions'], 60_000, `${id}\n`) });
    out.push({ name: 'sgt-tracks print', run: () => runProgram(game, ['--print', '1x1'], 60_000, `${id}\n`) });
  }
  return [...out, nodeStartup];
}

export async function benchTracksVsTatham(log: (line: string) => void): Promise<object> {
  const file = join(PACKAGE_ROOT, 'bench', 'data', 'tracks', 'tatham-generated.json');
  const stored = (JSON.parse(readFileSync(file, 'utf8')) as { puzzles: Stored[] }).puzzles;
  const loadBefore = loadAverage();
  // Warm the library up on every puzzle once, as a program checking many puzzles would be.
  for (const { id } of stored) await answerPuzzle(tracks, parse(id), { limit: 2, engine: {} });
  const groups = new Map<string, Stored[]>();
  for (const p of stored) {
    const key = `${p.id.slice(0, p.id.indexOf(':'))} ${p.difficulty}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const sets = [];
  for (const [key, list] of groups) {
    const instances: Instance[] = [];
    for (const { id } of list) {
      const inProcess = await inProcessMs(id);
      const results = sideBySide(contenders(id), ROUNDS);
      const ms = (name: string) => results.get(name)?.medianMs ?? null;
      instances.push({ id, verdict: inProcess.verdict, method: inProcess.method, inProcessMs: inProcess.ms, processMs: ms('cookcheck check')!, nodeMs: ms(nodeStartup.name)!, tathamSolverMs: ms('tatham solver'), sgtPrintSolvedMs: ms('sgt-tracks print solved'), sgtPrintMs: ms('sgt-tracks print') });
    }
    const med = (pick: (i: Instance) => number | null) => {
      const values = instances.map(pick).filter((v): v is number => v !== null);
      return values.length > 0 ? micro(median(values)) : null;
    };
    const row = {
      set: key,
      puzzles: instances.length,
      unique: instances.filter((i) => i.verdict === 'unique').length,
      byPersonSteps: instances.filter((i) => i.method === 'person-style steps').length,
      inProcessMs: med((i) => i.inProcessMs),
      processMs: med((i) => i.processMs),
      nodeMs: med((i) => i.nodeMs),
      overNodeMs: med((i) => i.processMs - i.nodeMs),
      tathamSolverProcessMs: med((i) => i.tathamSolverMs),
      sgtTracksPrintSolvedMs: med((i) => i.sgtPrintSolvedMs),
      sgtTracksPrintMs: med((i) => i.sgtPrintMs),
    };
    log(`tracks vs tatham ${key}: in process ${row.inProcessMs} ms, process ${row.processMs} ms (node ${row.nodeMs} ms), tatham ${row.tathamSolverProcessMs ?? '-'} ms, sgt-tracks print solved ${row.sgtTracksPrintSolvedMs ?? '-'} / print ${row.sgtTracksPrintMs ?? '-'} ms`);
    sets.push({ ...row, instances });
  }
  const at15 = sets.filter((s) => s.set.startsWith('15x15'));
  return {
    tatham: {
      standaloneSolver: installed(process.env['TATHAM_TRACKS_SOLVER'] ?? 'trackssolver') ?? 'not given (TATHAM_TRACKS_SOLVER: tracks.c built with -DSTANDALONE_SOLVER)',
      installedGame: installed('/usr/games/sgt-tracks') ?? installed('sgt-tracks') ?? 'not installed',
    },
    roundsPerPuzzle: ROUNDS,
    loadAverage: { before: loadBefore, after: loadAverage() },
    targets15x15: {
      inProcessMs: TARGET_IN_PROCESS_MS,
      overNodeMs: OVER_NODE_TARGET_MS,
      inProcessMet: at15.every((s) => s.inProcessMs !== null && s.inProcessMs <= TARGET_IN_PROCESS_MS),
      wholeProcessMet: at15.every((s) => s.overNodeMs !== null && s.overNodeMs <= OVER_NODE_TARGET_MS),
    },
    sets,
  };
}
