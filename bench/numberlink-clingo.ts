import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cellsOf, comparesColourings, fillsAll, type NumberlinkPuzzle } from '../src/encoders/numberlink/model.js';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { BIN } from './process.js';
import { installed, loadAverage, nodeStartup, runProgram, sideBySide, type Run } from './side-by-side.js';
import { median, round } from './stats.js';

/*
 * Numberlink against clingo, both as processes a user runs, in turn, on the published
 * puzzles (bench/data/numberlink/sparse-*, puzz.link) up to 14x14 under every rule. clingo
 * runs bench/numberlink.lp for two models told apart as cookcheck tells solutions apart
 * (colourings under fillAll, else lines): the same uniqueness question `cookcheck check`
 * answers. Targets: the median over 10x10-14x14 under the classic rule and fillAll at most
 * twice clingo's; every puzzle under every rule answered within 10 s.
 */

const CAP_MS = Number(process.env['CLINGO_BENCH_CAP_MS'] ?? 60_000);
const ROUNDS = Number(process.env['CLINGO_BENCH_ROUNDS'] ?? 3);
const WITHIN_MS = 10_000;
/** The four rules a published Numberlink puzzle is asked under. */
export const NUMBERLINK_RULES = [
  { name: 'classic', fillAll: false, forbidSelfTouch: false },
  { name: 'fillAll', fillAll: true, forbidSelfTouch: false },
  { name: 'classic+noTouch', fillAll: false, forbidSelfTouch: true },
  { name: 'fillAll+noTouch', fillAll: true, forbidSelfTouch: true },
] as const;

/** The puzzle as clingo facts (bench/numberlink.lp). */
export function aspFacts(puzzle: NumberlinkPuzzle): string {
  const facts: string[] = [];
  cellsOf(puzzle).forEach((row, r) =>
    row.forEach((label, c) => {
      facts.push(`cell(${r},${c}).`);
      if (label !== '') facts.push(`endpoint(${r},${c},${JSON.stringify(label)}).`);
    }),
  );
  if (fillsAll(puzzle)) facts.push('fill.');
  if (puzzle.forbidSelfTouch) facts.push('notouch.');
  if (comparesColourings(puzzle)) facts.push('colours.');
  return facts.join('\n') + '\n';
}

/** clingo's verdict from its text output: one model found when two were asked for is unique. */
function clingoVerdict(run: Run): string {
  if (run.timedOut || /UNKNOWN/.test(run.stdout)) return 'unknown';
  if (/UNSATISFIABLE/.test(run.stdout)) return 'none';
  // "Models: 1+" is one model and a search cut short
  const [, models, more] = /Models\s*:\s*(\d+)(\+?)/.exec(run.stdout) ?? [];
  if (models === '2') return 'multiple';
  return models === '1' && more === '' ? 'unique' : 'unknown';
}

/** cookcheck's verdict from its exit code. */
function ourVerdict(run: Run): string {
  if (run.timedOut) return 'unknown';
  return ({ 0: 'unique', 3: 'multiple', 4: 'none', 5: 'unknown' } as Record<number, string>)[run.exit ?? -1] ?? `exit ${run.exit}`;
}

/** The published puzzles in bench/data/numberlink up to 14x14, smallest first. */
export function publishedNumberlink(): { name: string; size: string; puzzle: NumberlinkPuzzle }[] {
  const dir = join(PACKAGE_ROOT, 'bench', 'data', 'numberlink');
  return readdirSync(dir)
    .filter((f) => f.startsWith('sparse-'))
    .map((f) => ({ name: f.replace('.json', ''), puzzle: JSON.parse(readFileSync(join(dir, f), 'utf8')) as NumberlinkPuzzle }))
    .map((p) => ({ ...p, size: `${cellsOf(p.puzzle)[0]!.length}x${cellsOf(p.puzzle).length}` }))
    .filter((p) => Math.max(...p.size.split('x').map(Number)) <= 14)
    .sort((a, b) => cellsOf(a.puzzle).flat().length - cellsOf(b.puzzle).flat().length);
}

export function benchClingo(log: (line: string) => void): object {
  const clingo = installed('clingo');
  const dir = mkdtempSync(join(tmpdir(), 'cookcheck-clingo-'));
  const encoding = join(PACKAGE_ROOT, 'bench', 'numberlink.lp');
  const loadBefore = loadAverage();
  const rows = [];
  const nodeRuns: number[] = [];
  for (const { name, size, puzzle } of publishedNumberlink()) {
    for (const rule of NUMBERLINK_RULES) {
      const asked: NumberlinkPuzzle = { ...puzzle, fillAll: rule.fillAll, forbidSelfTouch: rule.forbidSelfTouch };
      const file = join(dir, `${name}-${rule.name}.json`);
      writeFileSync(file, JSON.stringify(asked));
      writeFileSync(file.replace('.json', '.lp'), aspFacts(asked));
      const ours = { name: 'cookcheck', run: () => runProgram(process.execPath, [BIN, 'check', file], CAP_MS) };
      const reference = clingo
        ? [{ name: 'clingo', run: () => runProgram(clingo, [encoding, file.replace('.json', '.lp'), '-n', '2', '--project=show', '-q', '--warn=none', `--time-limit=${Math.ceil(CAP_MS / 1000)}`], CAP_MS + 5000) }]
        : [];
      const results = sideBySide([ours, ...reference, nodeStartup], ROUNDS);
      nodeRuns.push(...results.get(nodeStartup.name)!.runs.map((r) => r.ms));
      const our = results.get('cookcheck')!;
      const theirs = results.get('clingo');
      const row = {
        puzzle: name,
        size,
        rule: rule.name,
        oursMs: our.medianMs,
        oursVerdict: ourVerdict(our.runs[0]!),
        clingoMs: theirs?.medianMs ?? null,
        clingoVerdict: theirs ? clingoVerdict(theirs.runs[0]!) : 'not installed',
        ratio: theirs ? round(our.medianMs / theirs.medianMs) : null,
        oursWithin10s: our.runs.every((r) => !r.timedOut && r.ms <= WITHIN_MS) && ourVerdict(our.runs[0]!) !== 'unknown',
      };
      log(`numberlink vs clingo ${name} ${rule.name}: ours ${row.oursMs} ms (${row.oursVerdict}), clingo ${row.clingoMs ?? '-'} ms (${row.clingoVerdict})`);
      rows.push(row);
    }
  }
  const group = rows.filter((r) => ['classic', 'fillAll'].includes(r.rule) && Math.min(...r.size.split('x').map(Number)) >= 10);
  const groupOurs = round(median(group.map((r) => r.oursMs)));
  const groupClingo = clingo ? round(median(group.map((r) => r.clingoMs!))) : null;
  return {
    clingo: clingo ? `${clingo}, bench/numberlink.lp, two models (--project=show), --time-limit=${CAP_MS / 1000}` : 'not installed: cookcheck alone',
    roundsPerPuzzle: ROUNDS,
    loadAverage: { before: loadBefore, after: loadAverage() },
    nodeMs: round(median(nodeRuns)),
    published10to14: {
      instances: group.length,
      oursMedianMs: groupOurs,
      clingoMedianMs: groupClingo,
      ratio: groupClingo ? round(groupOurs / groupClingo) : null,
      withinTwiceClingo: groupClingo ? groupOurs <= 2 * groupClingo : null,
    },
    everyRuleWithin10s: rows.every((r) => r.oursWithin10s),
    verdictsAgree: rows.filter((r) => r.clingoVerdict !== 'unknown' && r.clingoVerdict !== 'not installed').every((r) => r.oursVerdict === r.clingoVerdict),
    puzzles: rows,
  };
}
