import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { railwayPicture } from '../src/encoders/railway/picture.js';
import { decodePicture } from '../src/image/decode.js';
import { DEFAULT_SETTINGS } from '../src/image/settings.js';
import { compareWithTruth, sameReach } from '../src/image/synthetic/compare.js';
import { SCENARIOS } from '../src/image/synthetic/distortions.js';
import { reachableSegments, syntheticMaze } from '../src/image/synthetic/maze.js';
import { evenLight } from '../src/image/light.js';
import { reduce, workingScale } from '../src/image/scale.js';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { tracePicture } from '../src/image/trace-picture.js';
import { routeMatches } from '../src/image/synthetic/true-route.js';
import { median, round } from './stats.js';

const SEEDS = Number(process.env['IMAGE_BENCH_SEEDS'] ?? 10);
const BIN = join(PACKAGE_ROOT, 'bin', 'cookcheck.js');
/** `IMAGE_BENCH_ONLY=clean,photo`: only these distortions (the large picture always). */
const ONLY = process.env['IMAGE_BENCH_ONLY']?.split(',');

/**
 * Picture tracing on synthetic railway mazes (src/image/synthetic): per distortion, how
 * often the traced graph equals the true one (junction count and every junction move),
 * how often the junction count alone is right, and how often a train from the start
 * reaches exactly the true track a true train reaches (`reach`, the route-level check);
 * then per-stage times on a 2000x2000 picture.
 */
export async function benchImage(log: (line: string) => void = () => {}): Promise<object> {
  const summary = [];
  for (const scenario of SCENARIOS.filter((s) => !ONLY || ONLY.includes(s.name))) {
    let graphs = 0;
    let junctions = 0;
    let reaches = 0;
    let routes = 0;
    let refused = 0;
    const times: number[] = [];
    const failures: string[] = [];
    for (let seed = 1; seed <= SEEDS; seed++) {
      const maze = await syntheticMaze(scenario.request(seed));
      const t = performance.now();
      const traced = await railwayPicture.parse(new Uint8Array(maze.bytes), { start: [...maze.start], finish: [...maze.finish] }, `${scenario.name}-${seed}`);
      times.push(performance.now() - t);
      if (!traced.ok) {
        refused++;
        failures.push(`${seed}: ${traced.issues[0]!.code}`);
        continue;
      }
      const c = compareWithTruth(traced.value, maze.truth, [maze.startSegment, maze.finishSegment]);
      if (c.graphMatches) graphs++;
      else failures.push(`${seed}: junctions ${c.junctionsTraced}/${c.junctionsTrue}, moves missing ${c.missing.length}, extra ${c.extra.length}`);
      if (c.junctionsTraced === c.junctionsTrue) junctions++;
      if (sameReach(traced.value, maze.truth, reachableSegments(maze.truth, maze.startSegment))) reaches++;
      const route = routeMatches(traced.value, maze);
      if (route.same) routes++;
      else failures.push(`${seed}: route ${route.why}`);
    }
    const rate = (n: number) => `${n}/${SEEDS}`;
    const row = { distortion: scenario.name, route: rate(routes), graph: rate(graphs), junctions: rate(junctions), reach: rate(reaches), refused, medianMs: round(median(times)) };
    log(`${scenario.name}: route ${row.route}, graph ${row.graph}${failures.length ? ` (${failures.slice(0, 4).join('; ')})` : ''}`);
    summary.push(row);
  }
  return { seeds: SEEDS, summary, large: await largePicture(log) };
}

/**
 * One 2000x2000 maze (a 2112x2112 JPEG scan, lines 9 px): per-stage times in process (decode,
 * evening the light, choosing the scale, reducing, tracing), then the whole command
 * `cookcheck solve big.jpg --start --finish` as a user runs it (start-up, tracing, the search,
 * the remarks with the neighbour check), beside `cookcheck --version` (start-up alone) in the
 * same run. Best of 3; CPU time is the process's own, as the machine is shared.
 */
async function largePicture(log: (line: string) => void): Promise<object> {
  const maze = await syntheticMaze({ cols: 18, rows: 18, tile: 110, seed: 5, distortion: { name: 'large', lineWidth: 9, blur: 1.2, noise: 15, jpegQuality: 70 } });
  const bytes = new Uint8Array(maze.bytes);
  const runs = [];
  for (let k = 0; k < 3; k++) {
    const stages: Record<string, number> = {};
    let t = performance.now();
    const lap = (name: string) => ((stages[name] = round(performance.now() - t)), (t = performance.now()));
    const cpu = process.cpuUsage();
    const decoded = await decodePicture(bytes);
    if (!decoded.ok) throw new Error(decoded.issues[0]!.message);
    lap('decode');
    const lit = evenLight(decoded.value);
    lap('light');
    const scale = workingScale(lit);
    lap('scale');
    const image = reduce(lit, scale);
    lap('reduce');
    const traced = tracePicture(image, { start: maze.start, finish: maze.finish, settings: DEFAULT_SETTINGS }, scale);
    if (!traced.ok) throw new Error(traced.issues[0]!.message);
    lap('trace');
    const used = process.cpuUsage(cpu);
    const parseMs = round(Object.values(stages).reduce((a, b) => a + b, 0));
    runs.push({ parseMs, parseCpuMs: round((used.user + used.system) / 1000), scale, stages: { ...stages, ...traced.value.timings } });
  }
  const best = runs.sort((a, b) => a.parseMs - b.parseMs)[0]!;
  const file = join(mkdtempSync(join(tmpdir(), 'cookcheck-bench-')), 'large.jpg');
  writeFileSync(file, maze.bytes);
  const command = (args: string[]) => {
    const t = performance.now();
    const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
    if (run.status !== 0 && run.status !== 3) throw new Error(`cookcheck ${args.join(' ')}: exit ${run.status}: ${run.stderr}`);
    return { ms: performance.now() - t, stdout: run.stdout };
  };
  const solve = ['solve', file, '--start', maze.start.join(','), '--finish', maze.finish.join(',')];
  const wholeRuns = [0, 1, 2].map(() => command(solve));
  const wholeMs = round(Math.min(...wholeRuns.map((r) => r.ms)));
  const startupMs = round(Math.min(...[0, 1, 2].map(() => command(['--version']).ms)));
  const stability = /^(Stable|Unsure|No change)[^\n]*/m.exec(wholeRuns[0]!.stdout)?.[0] ?? '';
  log(`2000px picture (${maze.truth.width}x${maze.truth.height}, traced at 1/${best.scale}): parse ${best.parseMs} ms wall, ${best.parseCpuMs} ms CPU ${JSON.stringify(best.stages)}`);
  log(`  whole command: solve ${wholeMs} ms (start-up alone ${startupMs} ms, ratio ${round(wholeMs / startupMs)}); ${stability.slice(0, 120)}`);
  return { width: maze.truth.width, height: maze.truth.height, ...best, wholeSolveMs: wholeMs, startupMs, underTwoSeconds: wholeMs < 2000, stability };
}
