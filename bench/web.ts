import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PACKAGE_ROOT } from '../src/schemas.js';
import { PAGE_DIR, servePage } from '../src/web/serve.js';
import { launchChromium } from './chromium.js';
import { BIN } from './process.js';
import { runProgram } from './side-by-side.js';
import { median, round } from './stats.js';

/** The issue's targets: a small sample's first answer within this of the page having loaded; the page's own code under this, gzipped. */
const FIRST_ANSWER_TARGET_MS = 300;
const OWN_CODE_TARGET_KB = 500;
const ROUNDS = Number(process.env['WEB_BENCH_ROUNDS'] ?? 7);

/** The puzzles timed: by address, as a link brings them (the first is the issue's small sample). */
const PUZZLES = [
  { name: 'numberlink 7x7 (classic)', file: 'examples/numberlink-7x7.json' },
  { name: 'numberlink 10x10 (classic)', file: 'src/encoders/numberlink/samples/classic-10x10-unique.json' },
  { name: 'tracks 8x8 (Tatham)', file: 'examples/tracks-8x8.json' },
  { name: 'viennese 4x4 report', file: 'src/encoders/viennese/samples/report-4x4.json' },
];

/** Sizes of the page's files, raw and gzipped (level 9, as a static host would send them). */
function sizes(): { file: string; kb: number; gzipKb: number }[] {
  const files = ['index.html', 'page.css', 'page.js', 'worker.js', 'wasm/minisat.wasm', 'wasm/cadical.wasm'];
  return files.map((file) => {
    const bytes = readFileSync(join(PAGE_DIR, file));
    return { file, kb: round(bytes.length / 1024), gzipKb: round(gzipSync(bytes, { level: 9 }).length / 1024) };
  });
}

/**
 * The page in headless Chromium, each round in a fresh browser context (nothing cached): the
 * time from the page's load event to the answer shown (`performance.mark('cookcheck:answer')`),
 * and from the start of navigation; beside it, in turn, the command line's `check` of the same
 * file as a process (its start-up included), so the two compare in one run.
 */
export async function benchWeb(log: (line: string) => void): Promise<object> {
  const serving = await servePage(PAGE_DIR, 0);
  const chromium = await launchChromium();
  try {
    const rows = [];
    for (const puzzle of PUZZLES) {
      const text = readFileSync(join(PACKAGE_ROOT, puzzle.file), 'utf8');
      const afterLoad: number[] = [];
      const fromNavigation: number[] = [];
      const cli: number[] = [];
      let verdict = '';
      for (let round = 0; round < ROUNDS; round++) {
        const context = await chromium.browser.createBrowserContext();
        const page = await context.newPage();
        await page.goto(`${serving.url}#input=${encodeURIComponent(text)}`);
        await page.waitForFunction(() => document.body.dataset['verdict'] !== undefined || document.body.dataset['state'] === 'error', { timeout: 60_000 });
        const times = await page.evaluate(() => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const answer = performance.getEntriesByName('cookcheck:answer')[0]!.startTime;
          return { loaded: navigation.loadEventEnd, answer, verdict: document.body.dataset['verdict'] ?? 'error' };
        });
        await context.close();
        afterLoad.push(times.answer - times.loaded);
        fromNavigation.push(times.answer);
        verdict = times.verdict;
        cli.push(runProgram(process.execPath, [BIN, 'check', join(PACKAGE_ROOT, puzzle.file)], 60_000).ms);
      }
      const row = {
        puzzle: puzzle.name,
        verdict,
        afterLoadMs: round(median(afterLoad)),
        maxAfterLoadMs: round(Math.max(...afterLoad)),
        fromNavigationMs: round(median(fromNavigation)),
        cliCheckMs: round(median(cli)),
        ratioToCli: round(median(fromNavigation) / median(cli)),
      };
      log(`web ${row.puzzle}: answer ${row.afterLoadMs} ms after load (max ${row.maxAfterLoadMs}), ${row.fromNavigationMs} ms from navigation; command line check ${row.cliCheckMs} ms (${row.ratioToCli}x)`);
      rows.push(row);
    }
    const files = sizes();
    const ownGzipKb = round(files.filter((f) => !f.file.startsWith('wasm/')).reduce((sum, f) => sum + f.gzipKb, 0));
    log(`web page's own code: ${ownGzipKb} KB gzipped (target under ${OWN_CODE_TARGET_KB} KB); ${files.map((f) => `${f.file} ${f.gzipKb} KB`).join(', ')}`);
    const first = rows[0]!;
    return {
      rounds: ROUNDS,
      targets: {
        firstAnswerAfterLoadMs: FIRST_ANSWER_TARGET_MS,
        firstAnswerMet: first.afterLoadMs <= FIRST_ANSWER_TARGET_MS,
        ownCodeGzipKb: OWN_CODE_TARGET_KB,
        ownCodeMet: ownGzipKb < OWN_CODE_TARGET_KB,
      },
      ownCodeGzipKb: ownGzipKb,
      files,
      summary: rows,
    };
  } finally {
    await chromium.close();
    await serving.close();
  }
}
