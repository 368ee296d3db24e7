import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { numberlinkNearby } from '../src/encoders/numberlink/cook-search.js';
import { buildNumberlink } from '../src/encoders/numberlink/encode.js';
import { cellsOf, endpointsOf, type NumberlinkPuzzle, type NumberlinkSolution } from '../src/encoders/numberlink/model.js';
import { verifyNumberlink } from '../src/encoders/numberlink/verify.js';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { blockingClause, otherNearby, withSession, type Assignment, type BackendName, type Session } from '../src/solvers/index.js';
import { BIN, runCookcheck } from './process.js';
import { median, round } from './stats.js';

/*
 * Hidden cooks (issue 18): 20x20 covering puzzles with about 25 pairs whose second colouring
 * the global question "any other colouring?" finds only after seconds or minutes
 * (bench/data/numberlink/cooks, made by numberlink-cook-instances.ts), and some that are
 * unique, where looking nearby first is pure overhead. Side by side, per instance:
 * - from the intended solution (the question a constructor and the generator ask): the old
 *   global question against the cook search (nearby.ts, then the global question), on
 *   MiniSat and Z3, and clingo asked for a colouring other than the intended one;
 * - from scratch (what `check` meets without the intended solution): the solver's own first
 *   solution, then each way, and clingo's two colourings;
 * - the whole `cookcheck check` process on the file, which starts from the solution in it, and
 *   on the puzzle alone (from scratch: the classic question's solutions repaired into a first one).
 * Every cook found must pass the verifier and colour some cell differently.
 */
const LIMIT_MS = 60_000;
const DATA = join(PACKAGE_ROOT, 'bench', 'data', 'numberlink', 'cooks');
const ENCODING = join(PACKAGE_ROOT, 'bench', 'numberlink-fill.lp');

interface Instance {
  source: string;
  expected: { verdict: 'unique' | 'multiple' };
  puzzle: NumberlinkPuzzle;
  solution: NumberlinkSolution;
}

interface Second {
  verdict: 'unique' | 'multiple' | 'unknown';
  ms: number;
  nearby?: number;
}

/**
 * `global`: the old question. `nearby`: pairs of paths (cook-search.ts), then the global one.
 * `squares`: squares of 4, 6, 8 and 10 cells, half overlapping, then the global one — the
 * region-shaped neighbourhood measured against pairs of paths.
 */
type Way = 'global' | 'nearby' | 'squares';

/** Squares of `side` cells every `side / 2` cells, the last flush with the far edges, as cell indices. */
function squares(height: number, width: number): number[][] {
  const out: number[][] = [];
  for (const side of [4, 6, 8, 10]) {
    const starts = (length: number) => {
      const list: number[] = [];
      for (let at = 0; at + side < length; at += side / 2) list.push(at);
      return [...list, Math.max(0, length - side)];
    };
    for (const r0 of starts(height)) {
      for (const c0 of starts(width)) {
        const cells: number[] = [];
        for (let r = r0; r < Math.min(height, r0 + side); r++) for (let c = c0; c < Math.min(width, c0 + side); c++) cells.push(r * width + c);
        out.push(cells);
      }
    }
  }
  return out;
}

/** After the first solution: a second one (checked) or a proof there is none, the old way or the new. */
async function second(session: Session, first: Assignment, built: ReturnType<typeof buildNumberlink>, puzzle: NumberlinkPuzzle, way: Way): Promise<Second> {
  const start = performance.now();
  const done = (verdict: Second['verdict'], nearby?: number): Second => ({ verdict, ms: round(performance.now() - start), ...(nearby === undefined ? {} : { nearby }) });
  const checked = (other: Assignment, nearby?: number) => {
    const [a, b] = [built.encoding.decode(first), built.encoding.decode(other)];
    if (verifyNumberlink(puzzle, b).length > 0 || JSON.stringify(a.grid) === JSON.stringify(b.grid)) throw new Error('a cook that is no other colouring');
    return done('multiple', nearby);
  };
  let asked: number | undefined;
  if (way !== 'global') {
    const pairs = numberlinkNearby(built);
    const plan = way === 'nearby' ? pairs : { ...pairs, neighbourhoods: () => squares(built.grid.height, built.grid.width) };
    const near = await otherNearby(session, first, plan);
    if (near.status === 'sat') return checked(near.assignment, near.asked);
    if (near.status === 'unknown') return done('unknown', near.asked);
    asked = near.asked;
  }
  const scope = session.model.newVar();
  session.model.addClause([-scope, ...blockingClause(built.encoding, first)]);
  const status = await session.solve([scope]);
  if (status === 'sat') return checked(session.assignment().slice(), asked);
  return done(status === 'unsat' ? 'unique' : 'unknown', asked);
}

/** From the intended solution (or, without one, from the solver's first): the first solve's time and the second question's outcome. */
async function run(instance: Instance, backend: BackendName, way: Way, fromIntended: boolean) {
  const built = buildNumberlink(instance.puzzle);
  const start = fromIntended ? numberlinkNearby(built, instance.solution).starts?.[0] : undefined;
  return withSession(built.encoding, { backend, timeLimitMs: LIMIT_MS }, async (session) => {
    const t = performance.now();
    const status = await session.solve(start);
    const firstMs = round(performance.now() - t);
    if (status !== 'sat') return { firstMs, second: { verdict: 'unknown', ms: 0 } as Second, first: '' };
    const first = session.assignment().slice();
    return { firstMs, second: await second(session, first, built, instance.puzzle, way), first: JSON.stringify(built.encoding.decode(first).grid) };
  });
}

/**
 * clingo on bench/numberlink-fill.lp: from scratch, two colourings (the first model's time,
 * then the rest); from the intended solution, one colouring other than the intended one.
 */
function clingo(instance: Instance, dir: string, fromIntended: boolean): { firstMs: number; secondMs: number; verdict: string } | undefined {
  const cells = cellsOf(instance.puzzle);
  const width = cells[0]!.length;
  const labels = [...endpointsOf(cells).keys()];
  const facts = [`size(${cells.length},${width}).`];
  cells.forEach((row, r) => row.forEach((label, c) => label !== '' && facts.push(`endpoint(${r * width + c},${labels.indexOf(label)}).`)));
  if (fromIntended) instance.solution.grid.forEach((row, r) => row.forEach((label, c) => facts.push(`intended(${r * width + c},${labels.indexOf(label)}).`)));
  const file = join(dir, 'instance.lp');
  writeFileSync(file, facts.join('\n'));
  const args = [ENCODING, file, '-n', fromIntended ? '1' : '2', '--project', '--outf=2', `--time-limit=${LIMIT_MS / 1000}`];
  const out = spawnSync('clingo', args, { encoding: 'utf8' });
  try {
    const json = JSON.parse(out.stdout) as { Models: { Number: number; More: string }; Time: { Total: number; Model: number } };
    const { Number: models, More: more } = json.Models;
    const wanted = fromIntended ? 1 : 2;
    const verdict = models >= wanted ? 'multiple' : models === wanted - 1 && more === 'no' ? 'unique' : 'unknown';
    const total = round(json.Time.Total * 1000);
    return fromIntended ? { firstMs: 0, secondMs: total, verdict } : { firstMs: round(json.Time.Model * 1000), secondMs: round(total - json.Time.Model * 1000), verdict };
  } catch {
    return undefined;
  }
}

export async function benchNumberlinkCooks(log: (line: string) => void = () => {}): Promise<object> {
  const hasClingo = spawnSync('which', ['clingo']).status === 0;
  const dir = mkdtempSync(join(tmpdir(), 'cookcheck-cooks-'));
  // COOKS=s11-j1,s28 runs only the instances whose names contain one of these
  const only = process.env['COOKS']?.split(',');
  const files = (existsSync(DATA) ? readdirSync(DATA).filter((f) => f.endsWith('.json')).sort() : []).filter((f) => !only || only.some((o) => f.includes(o)));
  const rows: Record<string, unknown>[] = [];
  for (const file of files) {
    const instance = JSON.parse(readFileSync(join(DATA, file), 'utf8')) as Instance;
    const pairs = endpointsOf(cellsOf(instance.puzzle)).size;
    const row: Record<string, unknown> = { name: file.replace(/\.json$/, ''), pairs, expected: instance.expected.verdict };
    for (const backend of ['minisat', 'z3'] as const) {
      for (const way of backend === 'minisat' ? (['global', 'nearby', 'squares'] as const) : (['global', 'nearby'] as const)) {
        const { second: s } = await run(instance, backend, way, true);
        row[`${backend} ${way}`] = `${s.verdict} ${s.ms}${s.nearby === undefined ? '' : ` (${s.nearby} asked)`}`;
        row[`${backend} ${way} ms`] = s.ms;
      }
    }
    const led = hasClingo ? clingo(instance, dir, true) : undefined;
    row['clingo from intended'] = led ? `${led.verdict} ${led.secondMs}` : hasClingo ? 'failed' : 'not installed';
    // From scratch on MiniSat: the same first solution both ways (MiniSat is deterministic).
    const [old, fresh] = [await run(instance, 'minisat', 'global', false), await run(instance, 'minisat', 'nearby', false)];
    row['scratch first ms'] = old.firstMs;
    row['scratch global'] = `${old.second.verdict} ${old.second.ms}`;
    row['scratch nearby'] = `${fresh.second.verdict} ${fresh.second.ms}` + (old.first === fresh.first ? '' : ' (another first)');
    const own = hasClingo ? clingo(instance, dir, false) : undefined;
    row['clingo scratch'] = own ? `${own.verdict} ${own.firstMs}+${own.secondMs}` : hasClingo ? 'failed' : 'not installed';
    // The file carries the intended solution beside the puzzle: `check` starts from it; the puzzle alone: from scratch
    const alone = join(dir, 'puzzle.json');
    writeFileSync(alone, JSON.stringify(instance.puzzle));
    for (const [column, input] of [['check process', join(DATA, file)], ['check process scratch', alone]] as const) {
      const check = existsSync(BIN) ? runCookcheck(['check', input, '--timeout', String(LIMIT_MS / 1000)]) : undefined;
      row[column] = check ? `exit ${check.processExit} ${check.processMs}` : `skipped: ${BIN} does not exist yet`;
    }
    log(`numberlink-cooks ${JSON.stringify(row)}`);
    rows.push(row);
  }
  const ratio = (key: string) => {
    const hidden = rows.filter((r) => r['expected'] === 'multiple');
    return hidden.length === 0 ? null : round(median(hidden.map((r) => (r[`${key} global ms`] as number) / Math.max(1, r[`${key} nearby ms`] as number))));
  };
  return {
    limitMs: LIMIT_MS,
    clingo: hasClingo ? 'clingo on bench/numberlink-fill.lp --project: from scratch -n 2 (first model + the rest), from intended -n 1 with the intended colouring excluded' : 'not installed: no reference column',
    medianSpeedUpOnHiddenCooks: { minisat: ratio('minisat'), z3: ratio('z3') },
    summary: rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !k.endsWith(' ms') || k === 'scratch first ms'))),
  };
}
