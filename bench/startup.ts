import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { BIN } from './process.js';
import { loadAverage, nodeStartupTimed as nodeStartup, runProgram, sideBySide, type Contender } from './side-by-side.js';
import { round } from './stats.js';

/** Whole-process target: a command settled in under 10 ms of solving ends within Node's start-up plus this. */
const OVER_NODE_TARGET_MS = 50;
const ROUNDS = Number(process.env['STARTUP_BENCH_ROUNDS'] ?? 11);

function firstTatham15(): string {
  const file = join(PACKAGE_ROOT, 'bench', 'data', 'tracks', 'tatham-generated.json');
  const { puzzles } = JSON.parse(readFileSync(file, 'utf8')) as { puzzles: { id: string }[] };
  return puzzles.find((p) => p.id.startsWith('15x15:'))!.id;
}

const cookcheck = (name: string, args: string[]): Contender => ({ name, run: () => runProgram(process.execPath, [BIN, ...args], 60_000, undefined, { cpu: true }) });

/**
 * Short commands against `node -e 0`, run in turn in one run: where the time of a command
 * that hardly solves anything goes is start-up (loading, compiling, the SAT backend). Beside
 * wall time, each process's CPU time (every thread), which a busy machine disturbs less.
 */
export function benchStartup(log: (line: string) => void): object {
  const tracks15 = firstTatham15();
  const numberlink = (file: string) => join(PACKAGE_ROOT, file);
  const commands: Contender[] = [
    nodeStartup,
    cookcheck('--version', ['--version']),
    cookcheck('validate tracks 15x15 (Tatham)', ['validate', tracks15]),
    cookcheck('grade tracks 15x15 (Tatham)', ['grade', tracks15]),
    cookcheck('check tracks 15x15 (Tatham)', ['check', tracks15]),
    cookcheck('validate numberlink 7x7', ['validate', numberlink('examples/numberlink-7x7.json')]),
    cookcheck('check numberlink 5x5 (fillAll)', ['check', numberlink('src/encoders/numberlink/samples/flow-5x5-unique.json')]),
    cookcheck('check numberlink 7x7 (classic)', ['check', numberlink('examples/numberlink-7x7.json')]),
    cookcheck('check numberlink 7x7 (classic, --backend z3)', ['check', numberlink('examples/numberlink-7x7.json'), '--backend', 'z3']),
  ];
  const loadBefore = loadAverage();
  const results = sideBySide(commands, ROUNDS);
  const node = results.get(nodeStartup.name)!.medianMs;
  const nodeCpu = results.get(nodeStartup.name)!.medianCpuMs;
  const rows = commands.map(({ name }) => {
    const { medianMs, medianCpuMs, runs } = results.get(name)!;
    const overNodeMs = round(medianMs - node);
    return {
      command: name,
      medianMs,
      minMs: Math.min(...runs.map((r) => r.ms)),
      overNodeMs,
      ratioToNode: round(medianMs / node),
      medianCpuMs,
      overNodeCpuMs: medianCpuMs !== null && nodeCpu !== null ? round(medianCpuMs - nodeCpu) : null,
      withinNodePlus50: name === nodeStartup.name ? null : overNodeMs <= OVER_NODE_TARGET_MS,
      exit: runs[0]!.exit,
    };
  });
  for (const r of rows) log(`startup ${r.command}: ${r.medianMs} ms (node + ${r.overNodeMs} ms, ${r.ratioToNode}x); CPU ${r.medianCpuMs ?? '-'} ms (node + ${r.overNodeCpuMs ?? '-'} ms)`);
  return { rounds: ROUNDS, overNodeTargetMs: OVER_NODE_TARGET_MS, loadAverage: { before: loadBefore, after: loadAverage() }, nodeMs: node, nodeCpuMs: nodeCpu, commands: rows };
}
