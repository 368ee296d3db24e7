import { railwayPicture } from '../src/encoders/railway/picture.js';
import { decodePicture } from '../src/image/decode.js';
import { DEFAULT_SETTINGS } from '../src/image/settings.js';
import { compareWithTruth, sameReach } from '../src/image/synthetic/compare.js';
import { SCENARIOS } from '../src/image/synthetic/distortions.js';
import { reachableSegments, syntheticMaze } from '../src/image/synthetic/maze.js';
import { evenLight } from '../src/image/light.js';
import { tracePicture } from '../src/image/trace-picture.js';
import { routeMatches } from '../src/image/synthetic/true-route.js';
import { median, round } from './stats.js';

const SEEDS = Number(process.env['IMAGE_BENCH_SEEDS'] ?? 10);

/**
 * Picture tracing on synthetic railway mazes (src/image/synthetic): per distortion, how
 * often the traced graph equals the true one (junction count and every junction move),
 * how often the junction count alone is right, and how often a train from the start
 * reaches exactly the true track a true train reaches (`reach`, the route-level check);
 * then per-stage times on a 2000x2000 picture.
 */
export async function benchImage(log: (line: string) => void = () => {}): Promise<object> {
  const summary = [];
  for (const scenario of SCENARIOS) {
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

/** Stage times on one 2000x2000 maze (decode, the tracing stages, whole parse). */
async function largePicture(log: (line: string) => void): Promise<object> {
  const maze = await syntheticMaze({ cols: 18, rows: 18, tile: 110, seed: 5, distortion: { name: 'large', lineWidth: 9, blur: 1.2, noise: 15, jpegQuality: 70 } });
  const bytes = new Uint8Array(maze.bytes);
  const runs = [];
  for (let k = 0; k < 3; k++) {
    let t = performance.now();
    const decoded = await decodePicture(bytes);
    const decodeMs = performance.now() - t;
    if (!decoded.ok) throw new Error(decoded.issues[0]!.message);
    t = performance.now();
    const lit = evenLight(decoded.value);
    const traced = tracePicture(lit, { start: maze.start, finish: maze.finish, settings: DEFAULT_SETTINGS });
    const traceMs = performance.now() - t;
    if (!traced.ok) throw new Error(traced.issues[0]!.message);
    t = performance.now();
    const cpu = process.cpuUsage();
    const whole = await railwayPicture.parse(bytes, { start: [...maze.start], finish: [...maze.finish] }, 'large');
    const parseMs = performance.now() - t;
    const used = process.cpuUsage(cpu);
    // CPU time of the process (sharp's decoding threads included): the machine is shared, so wall time swings.
    const parseCpuMs = (used.user + used.system) / 1000;
    if (!whole.ok) throw new Error(whole.issues[0]!.message);
    runs.push({ decodeMs: round(decodeMs), traceMs: round(traceMs), parseMs: round(parseMs), parseCpuMs: round(parseCpuMs), stages: traced.value.timings, segments: whole.value.segments.length });
  }
  const best = runs.sort((a, b) => a.parseMs - b.parseMs)[0]!;
  log(`2000px picture (${maze.truth.width}x${maze.truth.height}): parse ${best.parseMs} ms wall, ${best.parseCpuMs} ms CPU (decode ${best.decodeMs}, trace ${best.traceMs}) ${JSON.stringify(best.stages)}`);
  return { width: maze.truth.width, height: maze.truth.height, ...best };
}
