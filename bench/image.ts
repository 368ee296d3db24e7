import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pictureRecordOf, railwayPicture } from '../src/encoders/railway/picture.js';
import { doubtOf } from '../src/encoders/railway/doubt.js';
import { toRailway } from '../src/encoders/railway/traced-puzzle.js';
import { decodePicture } from '../src/image/decode.js';
import { DEFAULT_SETTINGS } from '../src/image/settings.js';
import { compareWithTruth, sameReach } from './railway-pictures/compare.js';
import { SCENARIOS } from './railway-pictures/distortions.js';
import { reachableSegments, syntheticMaze } from './railway-pictures/maze.js';
import { workingPicture } from '../src/image/scale.js';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { tracePicture } from '../src/image/trace-picture.js';
import { CORPUS } from './railway-pictures/corpus.js';
import { judgeTracedRoute } from './railway-pictures/judge.js';
import { LETTERING_FONT } from './railway-pictures/lettering-font.js';
import { benchPhotographed } from './railway-pictures/photographed.js';
import { type Contender, type Run, sideBySide } from './side-by-side.js';
import { median, round } from './stats.js';

const SEEDS = Number(process.env['IMAGE_BENCH_SEEDS'] ?? 10);
/**
 * Seeds after the first SEEDS, judged the same way but never looked at while the tracing was
 * mended: rounds of fixes were made on seeds 1-10 (and checked on 11-20), so a class's rate
 * there says more about the tracing than its rate on the seeds it was mended on.
 */
const HELD_OUT = Number(process.env['IMAGE_BENCH_HELD_OUT'] ?? 20);
const BIN = join(PACKAGE_ROOT, 'bin', 'cookcheck.js');
/** A Node process that loads sharp (argv[1]) and decodes a picture (argv[2]) to grey levels, as cookcheck does. */
const SHARP_DECODE = "require(process.argv[1])(process.argv[2]).flatten({background:'#fff'}).greyscale().raw().toBuffer()";

/** `node <args>` with its output discarded; wall time, and CPU time from the shell's `times` in `stdout`. */
function timedNode(args: readonly string[]): Run {
  const start = performance.now();
  const run = spawnSync('/bin/sh', ['-c', '"$0" "$@" >/dev/null 2>&1; code=$?; times; exit $code', process.execPath, ...args], { encoding: 'utf8' });
  return { ms: round(performance.now() - start), exit: run.status, timedOut: false, stdout: run.stdout };
}

/** User + system time of the children, the second line of `times` (`0m1.234s 0m0.056s`). */
function cpuOf(run: Run): number {
  const line = run.stdout.trim().split('\n')[1] ?? '';
  const seconds = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => 60 * Number(m[1]) + Number(m[2]));
  return seconds.length === 2 ? 1000 * (seconds[0]! + seconds[1]!) : NaN;
}
/** `IMAGE_BENCH_ONLY=clean,photo`: only these distortions (the large picture always). */
const ONLY = process.env['IMAGE_BENCH_ONLY']?.split(',');

/**
 * Picture tracing on synthetic railway mazes (bench/railway-pictures): per class, how often
 * the route the answer shows first is right, judged by route (judge.ts: legal at every
 * junction as drawn, and over the true route's track: `route`), and for the tile mazes of
 * distortions.ts also how often the traced graph equals the true one (junction count and
 * every junction move), the junction count alone, and whether a train from the start
 * reaches exactly the true track a true train reaches (`reach`); each class also on held-out
 * seeds (`heldOutRoute`), and how often an answer that said Sure was right (`sureRight`, over
 * every seed); the lettered classes photographed by a phone (photographed.ts) beside their
 * scans; then per-stage times on a 2000x2000 picture.
 */
export async function benchImage(log: (line: string) => void = () => {}): Promise<object> {
  const summary = [];
  for (const scenario of CORPUS.filter((s) => !ONLY || ONLY.includes(s.name))) {
    const times: number[] = [];
    const sure = new SureTally();
    const { right, legal, failed } = await judgedRoutes(scenario, sure, times, 1, SEEDS);
    const failures = failed.map(({ seed, why }) => `${seed}: ${why}`);
    const heldOut = await heldOutRoutes(scenario, sure);
    const rate = (n: number) => `${n}/${SEEDS}`;
    const row = { distortion: scenario.name, route: rate(right), legal: rate(legal), ...heldOut, ...sure.summary(), graph: '-', junctions: '-', reach: '-', refused: 0, medianMs: round(median(times)) };
    log(`${scenario.name}: route ${row.route}, legal ${row.legal}, held out ${row.heldOutRoute}, right when sure ${row.sureRight}${failures.length ? ` (${failures.slice(0, 3).join('; ')})` : ''}`);
    summary.push(row);
  }
  for (const scenario of SCENARIOS.filter((s) => !ONLY || ONLY.includes(s.name))) {
    let graphs = 0;
    let junctions = 0;
    let reaches = 0;
    let routes = 0;
    let legals = 0;
    let refused = 0;
    const times: number[] = [];
    const failures: string[] = [];
    const sure = new SureTally();
    for await (const { seed, maze, traced } of tracedSeeds(scenario, times)) {
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
      const route = judgeTracedRoute(traced.value, maze);
      if (route.legal) legals++;
      if (route.legal && route.sameTrack) routes++;
      else failures.push(`${seed}: route ${route.why}`);
      sure.add(traced, route);
    }
    const heldOut = await heldOutRoutes(scenario, sure);
    const rate = (n: number) => `${n}/${SEEDS}`;
    const row = { distortion: scenario.name, route: rate(routes), legal: rate(legals), ...heldOut, ...sure.summary(), graph: rate(graphs), junctions: rate(junctions), reach: rate(reaches), refused, medianMs: round(median(times)) };
    log(`${scenario.name}: route ${row.route}, held out ${row.heldOutRoute}, right when sure ${row.sureRight}, graph ${row.graph}${failures.length ? ` (${failures.slice(0, 4).join('; ')})` : ''}`);
    summary.push(row);
  }
  const photographed = await benchPhotographed(log);
  return { seeds: SEEDS, heldOutSeeds: HELD_OUT, letteringFont: LETTERING_FONT, summary, photographed, large: await largePicture(log) };
}

type Scenario = { name: string; request(seed: number): Parameters<typeof syntheticMaze>[0] };
type Traced = Awaited<ReturnType<typeof railwayPicture.parse>>;

const routeOf = (traced: Traced, maze: Awaited<ReturnType<typeof syntheticMaze>>) =>
  traced.ok ? judgeTracedRoute(traced.value, maze) : { legal: false, sameTrack: false, why: traced.issues[0]!.code };

/**
 * How far "Sure" can be trusted: of the answers that said Sure (no competing route when the
 * junctions near a threshold are turned over: doubt.ts), how many were right, over every seed.
 */
class SureTally {
  private sure = 0;
  private sureAndRight = 0;
  private unsure = 0;
  private unsureAndRight = 0;

  add(traced: Traced, judged: { legal: boolean; sameTrack: boolean }): void {
    if (!traced.ok) return;
    const right = judged.legal && judged.sameTrack;
    if (pictureRecordOf(traced.value)?.doubt.confidence === 'sure') {
      this.sure++;
      if (right) this.sureAndRight++;
    } else {
      this.unsure++;
      if (right) this.unsureAndRight++;
    }
  }

  summary() {
    return { sureRight: `${this.sureAndRight}/${this.sure}`, unsureRight: `${this.unsureAndRight}/${this.unsure}` };
  }
}

/** Routes right and legal on seeds `first` to `last`, with the seeds that failed and why; each answer counted for Sure. */
async function judgedRoutes(scenario: Scenario, sure: SureTally, times: number[], first: number, last: number) {
  let right = 0;
  let legal = 0;
  const failed: { seed: number; why: string }[] = [];
  for await (const { seed, maze, traced } of tracedSeeds(scenario, times, first, last)) {
    const judged = routeOf(traced, maze);
    if (judged.legal) legal++;
    if (judged.legal && judged.sameTrack) right++;
    else failed.push({ seed, why: judged.why });
    sure.add(traced, judged);
  }
  return { right, legal, failed };
}

/** Routes right and legal on the held-out seeds, with the seeds that failed. */
async function heldOutRoutes(scenario: Scenario, sure: SureTally) {
  const { right, legal, failed } = await judgedRoutes(scenario, sure, [], SEEDS + 1, SEEDS + HELD_OUT);
  const rate = (n: number) => `${n}/${HELD_OUT}`;
  return { heldOutSeeds: HELD_OUT > 0 ? `${SEEDS + 1}-${SEEDS + HELD_OUT}` : 'none', heldOutRoute: rate(right), heldOutLegal: rate(legal), heldOutFailed: failed.map((f) => f.seed) };
}

/** Each seed's maze of a scenario, traced with the default settings; the time each tracing took goes to `times`. */
async function* tracedSeeds(scenario: Scenario, times: number[], first = 1, last = SEEDS) {
  for (let seed = first; seed <= last; seed++) {
    const maze = await syntheticMaze(scenario.request(seed));
    const t = performance.now();
    const traced = await railwayPicture.parse(new Uint8Array(maze.bytes), { start: [...maze.start], finish: [...maze.finish] }, `${scenario.name}-${seed}`);
    times.push(performance.now() - t);
    yield { seed, maze, traced };
  }
}

/** The large bench maze: a 2112x2112 JPEG scan of an 18x18 maze, lines 9 px. */
export const largeMaze = () =>
  syntheticMaze({ cols: 18, rows: 18, tile: 110, seed: 5, distortion: { name: 'large', lineWidth: 9, blur: 1.2, noise: 15, jpegQuality: 70 } });

/**
 * One 2000x2000 maze (a 2112x2112 JPEG scan, lines 9 px): per-stage times in process (decode,
 * evening the light and choosing the scale, tracing, the doubt check), then the whole command
 * `cookcheck solve big.jpg --start --finish` as a user runs it (start-up, tracing, the search,
 * the remarks with the doubt check), side by side in the same run, in alternating order,
 * with two references: `node -e 0` (Node's start-up) and a Node process that loads sharp and
 * decodes the same file to grey levels (the least any Node tool reading it can do). Each
 * process's wall time and CPU time (user + system, from the shell's `times`), medians of 5,
 * with the load average, as the machine is shared.
 */
async function largePicture(log: (line: string) => void): Promise<object> {
  const maze = await largeMaze();
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
    const { image, scale, crowded } = workingPicture(decoded.value);
    lap('light+scale');
    const traced = tracePicture(image, { start: maze.start, finish: maze.finish, settings: DEFAULT_SETTINGS }, scale, crowded);
    if (!traced.ok) throw new Error(traced.issues[0]!.message);
    lap('tracing');
    const used = process.cpuUsage(cpu);
    doubtOf(traced.value, toRailway(traced.value, undefined, {}));
    lap('doubt check');
    const parseMs = round(Object.values(stages).reduce((a, b) => a + b, 0) - stages['doubt check']!);
    runs.push({ parseMs, parseCpuMs: round((used.user + used.system) / 1000), scale, stages: { ...stages, ...traced.value.timings } });
  }
  const best = runs.sort((a, b) => a.parseMs - b.parseMs)[0]!;
  const file = join(mkdtempSync(join(tmpdir(), 'cookcheck-bench-')), 'large.jpg');
  writeFileSync(file, maze.bytes);
  const solve = [BIN, 'solve', file, '--start', maze.start.join(','), '--finish', maze.finish.join(',')];
  const first = spawnSync(process.execPath, solve, { encoding: 'utf8' });
  if (first.status !== 0 && first.status !== 3 && first.status !== 6) throw new Error(`cookcheck solve: exit ${first.status}: ${first.stderr}`);
  const stability = /^(Sure|Unsure)[^\n]*/m.exec(first.stdout)?.[0] ?? '';
  const loadBefore = loadavg()[0]!;
  const contenders: Contender[] = [
    { name: 'cookcheck solve', run: () => timedNode(solve) },
    { name: 'sharp decode', run: () => timedNode(['-e', SHARP_DECODE, join(PACKAGE_ROOT, 'node_modules', 'sharp'), file]) },
    { name: 'node -e 0', run: () => timedNode(['-e', '0']) },
  ];
  const measured = sideBySide(contenders, 5);
  const loadAverage = [round(loadBefore), round(loadavg()[0]!)];
  const figures = Object.fromEntries([...measured].map(([name, m]) => [name, { wallMs: m.medianMs, cpuMs: round(median(m.runs.map((r) => cpuOf(r)))) }]));
  const whole = figures['cookcheck solve']!;
  const decode = figures['sharp decode']!;
  const node = figures['node -e 0']!;
  log(`2000px picture (${maze.truth.width}x${maze.truth.height}, traced at 1/${best.scale}): parse ${best.parseMs} ms wall, ${best.parseCpuMs} ms CPU ${JSON.stringify(best.stages)}`);
  log(`  whole command, median of 5 (load average ${loadAverage.join(' -> ')} on ${cpus().length} CPUs): solve ${whole.wallMs} ms wall, ${whole.cpuMs} ms CPU; sharp decoding the file ${decode.wallMs} ms wall, ${decode.cpuMs} ms CPU (solve / decode: ${round(whole.wallMs / decode.wallMs)} wall, ${round(whole.cpuMs / decode.cpuMs)} CPU); node -e 0 ${node.wallMs} ms wall, ${node.cpuMs} ms CPU`);
  log(`  ${stability.slice(0, 120)}`);
  const wholeMs = whole.wallMs;
  const startupMs = node.wallMs;
  return { width: maze.truth.width, height: maze.truth.height, ...best, loadAverage, cpus: cpus().length, processes: figures, wholeSolveMs: wholeMs, wholeSolveCpuMs: whole.cpuMs, nodeStartupMs: startupMs, sharpDecodeMs: decode.wallMs, ratioToDecode: round(wholeMs / decode.wallMs), underTwoSeconds: wholeMs < 2000, stability };
}
