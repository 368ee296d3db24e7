import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { CORPUS } from './railway-pictures/corpus.js';
import { syntheticMaze } from './railway-pictures/maze.js';
import { runProgram, sideBySide } from './side-by-side.js';
import { round } from './stats.js';

/*
 * cookcheck against the seed's pipeline in Python with scikit-image (railway-reference.py:
 * binarize, blur, skeletonize, pixel graph, secant tangents, breadth-first search), each as a
 * whole process on the same picture: the homework-like maze of the corpus (714 px) and the
 * same scanned at 2, 3 and 4 times the resolution. Side by side, in alternating order,
 * medians of ROUNDS runs, wall and CPU time, with the load average (the machine is shared).
 * Python with scikit-image comes from Debian (apt-get install -y python3-skimage
 * python3-numpy python3-scipy); without it the bench says so and times cookcheck alone.
 */

const ROUNDS = Number(process.env['REFERENCE_BENCH_ROUNDS'] ?? 5);
const SCALES = [1, 2, 3, 4];
const BIN = join(PACKAGE_ROOT, 'bin', 'cookcheck.js');
const SCRIPT = join(PACKAGE_ROOT, 'bench', 'railway-reference.py');

/** A python3 that imports scikit-image, or undefined. */
function pythonWithSkimage(): string | undefined {
  for (const python of ['python3', '/usr/bin/python3']) {
    const probe = spawnSync(python, ['-c', 'import skimage, numpy, scipy'], { encoding: 'utf8' });
    if (probe.status === 0) return python;
  }
  return undefined;
}

export async function benchRailwayReference(log: (line: string) => void = () => {}): Promise<object> {
  const python = pythonWithSkimage();
  if (!python) log('  python3 with scikit-image not installed (apt-get install -y python3-skimage python3-numpy python3-scipy): timing cookcheck alone');
  const maze = await syntheticMaze(CORPUS.find((s) => s.name === 'homework')!.request(1));
  const dir = mkdtempSync(join(tmpdir(), 'cookcheck-reference-'));
  const summary = [];
  for (const scale of SCALES) {
    const file = join(dir, `homework-x${scale}.png`);
    const { width } = await sharp(maze.bytes).metadata();
    writeFileSync(file, await sharp(maze.bytes).resize(width! * scale, undefined, { kernel: 'lanczos3' }).png().toBuffer());
    const [start, finish] = [maze.start, maze.finish].map(([x, y]) => `${Math.round(x * scale + (scale - 1) / 2)},${Math.round(y * scale + (scale - 1) / 2)}`);
    const ours = () => runProgram(process.execPath, [BIN, 'check', file, '--start', start!, '--finish', finish!], 120_000, undefined, { cpu: true });
    const contenders = [{ name: 'cookcheck check', run: ours }];
    if (python) contenders.push({ name: 'python + scikit-image', run: () => runProgram(python, [SCRIPT, file, start!, finish!], 300_000, undefined, { cpu: true }) });
    const load = loadavg()[0]!;
    const measured = sideBySide(contenders, ROUNDS);
    const cook = measured.get('cookcheck check')!;
    const reference = measured.get('python + scikit-image');
    const lastReference = reference?.runs[reference.runs.length - 1];
    const row = {
      picture: `${width! * scale} px`,
      cookcheckMs: cook.medianMs,
      cookcheckCpuMs: cook.medianCpuMs,
      referenceMs: reference?.medianMs ?? null,
      referenceCpuMs: reference?.medianCpuMs ?? null,
      ratio: reference ? round(cook.medianMs / reference.medianMs) : null,
      cpuRatio: reference && cook.medianCpuMs && reference.medianCpuMs ? round(cook.medianCpuMs / reference.medianCpuMs) : null,
      exit: cook.runs[0]!.exit,
      referenceLength: lastReference ? (JSON.parse(lastReference.stdout || '{}') as { length?: number }).length ?? null : null,
      loadAverage: [round(load), round(loadavg()[0]!)],
    };
    log(`  ${row.picture}: cookcheck ${row.cookcheckMs} ms wall, ${row.cookcheckCpuMs} ms CPU; reference ${row.referenceMs ?? '-'} ms wall, ${row.referenceCpuMs ?? '-'} ms CPU (ratio ${row.ratio ?? '-'} wall, ${row.cpuRatio ?? '-'} CPU; load ${row.loadAverage.join(' -> ')})`);
    summary.push(row);
  }
  return { rounds: ROUNDS, cpus: cpus().length, python: python ?? null, summary };
}
