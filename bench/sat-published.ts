import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPuzzle } from '../src/api/index.js';
import { aspFacts, NUMBERLINK_RULES as RULES, publishedNumberlink } from './numberlink-clingo.js';
import { recordQuestions } from './recorded-questions.js';
import { BACKENDS, CAP_MS, OURS, ROUNDS, at, cookcheck, ratio } from './sat-common.js';
import { installed, runProgram, sideBySide, type Contender, type Run } from './side-by-side.js';
import { median, round } from './stats.js';

/*
 * The SAT engine bench's published part: the published Numberlink puzzles under every rule,
 * whole `check` processes, against clingo and against the `cadical` binary answering the
 * same questions, one process each (see sat-engine.ts).
 */

/** A reference solver answering each recorded question in its own process, in turn: the total. */
function solverOnQuestions(binary: string, files: readonly string[], args: readonly string[]): Run {
  let ms = 0;
  let cpuMs: number | undefined = 0;
  let timedOut = false;
  for (const file of files) {
    const run = runProgram(binary, [...args, file], CAP_MS, undefined, { cpu: true });
    ms += run.ms;
    cpuMs = run.cpuMs === undefined || cpuMs === undefined ? undefined : cpuMs + run.cpuMs;
    timedOut ||= run.timedOut;
  }
  return { ms: round(ms), exit: 0, timedOut, stdout: '', ...(cpuMs === undefined ? {} : { cpuMs: round(cpuMs) }) };
}

/** A contender's median wall and CPU time (every thread: steadier than wall time on a busy machine). */
interface Timing {
  ms: number;
  cpuMs: number | null;
}

interface PublishedRow {
  puzzle: string;
  size: string;
  rule: string;
  /** The solver questions `check` asks (0: the path search settled it without one). */
  questions: number;
  /** Per backend of ours, clingo and `cadical binary` (the same questions, one process each). */
  times: Record<string, Timing>;
  /** Ours (the default, auto) against each reference, wall and CPU. */
  ratioToClingo: number | null;
  cpuRatioToClingo: number | null;
  ratioToCadicalBinary: number | null;
  cpuRatioToCadicalBinary: number | null;
  /** Exit codes per backend of ours: they must agree. */
  exits: string;
}

export async function published(log: (line: string) => void) {
  const clingo = installed('clingo');
  const cadical = installed('cadical');
  const dir = mkdtempSync(join(tmpdir(), 'cookcheck-sat-bench-'));
  const rows: PublishedRow[] = [];
  for (const { name, size, puzzle } of publishedNumberlink()) {
    for (const rule of RULES) {
      const asked = { ...puzzle, fillAll: rule.fillAll, forbidSelfTouch: rule.forbidSelfTouch };
      const file = join(dir, `${name}-${rule.name}.json`);
      writeFileSync(file, JSON.stringify(asked));
      writeFileSync(file.replace('.json', '.lp'), aspFacts(asked));
      const read = readPuzzle(JSON.stringify(asked));
      if (!read.ok) throw new Error(`${name} does not read`);
      const questions = cadical ? await recordQuestions(read.value.family, read.value.puzzle, dir, `${name}-${rule.name}`) : [];
      const contenders: Contender[] = BACKENDS.map((b) => cookcheck(b, ['check', file, '--backend', b]));
      if (clingo) {
        const lp = [at('bench', 'numberlink.lp'), file.replace('.json', '.lp'), '-n', '2', '--project=show', '-q', '--warn=none', `--time-limit=${Math.ceil(CAP_MS / 1000)}`];
        contenders.push({ name: 'clingo', run: () => runProgram(clingo, lp, CAP_MS + 5000, undefined, { cpu: true }) });
      }
      if (cadical && questions.length > 0) contenders.push({ name: 'cadical binary', run: () => solverOnQuestions(cadical, questions, ['-q']) });
      const results = sideBySide(contenders, Math.min(ROUNDS, 3));
      const times = Object.fromEntries([...results].map(([who, r]) => [who, { ms: r.medianMs, cpuMs: r.medianCpuMs }]));
      const ours = times[OURS]!;
      const row: PublishedRow = {
        puzzle: name,
        size,
        rule: rule.name,
        questions: questions.length,
        times,
        ratioToClingo: ratio(ours.ms, times['clingo']?.ms),
        cpuRatioToClingo: ratio(ours.cpuMs, times['clingo']?.cpuMs),
        ratioToCadicalBinary: ratio(ours.ms, times['cadical binary']?.ms),
        cpuRatioToCadicalBinary: ratio(ours.cpuMs, times['cadical binary']?.cpuMs),
        exits: BACKENDS.map((b) => results.get(b)!.runs[0]!.exit).join('/'),
      };
      log(`published ${name} ${rule.name} (${row.questions} questions): ${Object.entries(times).map(([who, t]) => `${who} ${t.ms} ms (CPU ${t.cpuMs ?? '-'})`).join(', ')}`);
      rows.push(row);
    }
  }
  const medianOf = (list: readonly PublishedRow[], who: string, key: keyof Timing) => {
    const values = list.map((r) => r.times[who]?.[key]).filter((v): v is number => typeof v === 'number');
    return values.length === list.length && values.length > 0 ? round(median(values)) : null;
  };
  const medians = (list: readonly PublishedRow[], key: keyof Timing) =>
    Object.fromEntries([...BACKENDS, 'clingo', 'cadical binary'].map((who) => [who, medianOf(list, who, key)]));
  // Against the cadical binary: the fillAll puzzles that ask a solver at all (the path search settles some without one)
  const fill = rows.filter((r) => r.rule.startsWith('fillAll') && r.questions > 0);
  return {
    references: { clingo: clingo ?? 'not installed', cadical: cadical ?? 'not installed' },
    medians: { everyRule: medians(rows, 'ms'), everyRuleCpu: medians(rows, 'cpuMs'), fillAllAsked: fill.length, fillAll: medians(fill, 'ms'), fillAllCpu: medians(fill, 'cpuMs') },
    puzzles: rows,
  };
}

type Published = Awaited<ReturnType<typeof published>>;

export function publishedSummary(numberlink: Published) {
  const { medians } = numberlink;
  return [
    {
      what: 'published numberlink, every rule: median process (CPU)',
      ...Object.fromEntries(BACKENDS.map((b) => [b, `${medians.everyRule[b]} (${medians.everyRuleCpu[b]})`])),
      target: `clingo ${medians.everyRule['clingo']} (${medians.everyRuleCpu['clingo']}) / 2`,
      meets: medians.everyRule['clingo'] == null ? null : medians.everyRule[OURS]! <= medians.everyRule['clingo'] / 2,
    },
    {
      what: `published numberlink, fillAll, the ${medians.fillAllAsked} asking a solver: median process (CPU)`,
      ...Object.fromEntries(BACKENDS.map((b) => [b, `${medians.fillAll[b]} (${medians.fillAllCpu[b]})`])),
      target: `cadical binary ${medians.fillAll['cadical binary']} (${medians.fillAllCpu['cadical binary']})`,
      meets: medians.fillAll['cadical binary'] == null ? null : medians.fillAll[OURS]! <= medians.fillAll['cadical binary'],
    },
  ];
}
