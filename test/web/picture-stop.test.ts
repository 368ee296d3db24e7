import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ElementHandle, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { differenceLine, verdictLine } from '../../src/cli/output.js';
import type { Serving } from '../../src/web/serve.js';
import { answerAt, askBy, browserTestsSkipped, pageUnderTest, SCREENSHOTS, settled, shown } from './browser.js';
import { cli, cliAnswer } from './cli-run.js';

const ROOT = join(import.meta.dirname, '..', '..');
const MAZE = join(ROOT, 'examples', 'railway-maze.png');

/** Clicks the picture at a pixel of the picture (wherever and however large the page shows it). */
async function clickPicture(at: readonly [number, number]): Promise<void> {
  await page.$eval('#picture-view svg', (svg) => svg.scrollIntoView({ block: 'start' }));
  const screen = await page.$eval(
    '#picture-view svg',
    (svg, [x, y]) => {
      const point = new DOMPoint(x, y).matrixTransform((svg as SVGSVGElement).getScreenCTM()!);
      return [point.x, point.y] as const;
    },
    at,
  );
  await page.mouse.click(screen[0], screen[1]);
}

const field = (id: string) => page.$eval(`#${id}`, (input) => (input as HTMLInputElement).value);

let serving: Serving;
let page: Page;
let errors: string[];

const skipped = browserTestsSkipped();
if (skipped) console.warn(skipped);

describe.skipIf(skipped !== undefined)('the web page in Chromium', () => {
  // Tall enough to show the whole picture (644 pixels) once it is scrolled to
  pageUnderTest((under) => ({ serving, page, errors } = under), 1100, 1000);

  describe('a railway maze from a picture in the web page', () => {
    it('uploaded, then two clicks set start and finish: the traced graph over the picture, the answer of the command line', async () => {
      await page.goto(serving.url);
      await page.waitForFunction(() => document.body.dataset['state'] === 'idle');
      const input = (await page.$('#picture')) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(MAZE);
      await page.waitForSelector('#picture-view svg image');
      await clickPicture([417, 277]);
      await clickPicture([137, 87]);
      await settled(page);
      const [start, finish] = [await field('start'), await field('finish')];
      // A click lands on the pixel it was aimed at, give or take the rounding of the page's scale
      for (const [value, aimed] of [[start, [417, 277]], [finish, [137, 87]]] as const) {
        value.split(',').forEach((v, i) => expect(Math.abs(Number(v) - aimed[i]!)).toBeLessThanOrEqual(1));
      }
      const cli$ = cliAnswer(['check', MAZE, '--start', start, '--finish', finish]);
      const page$ = await shown(page);
      expect(page$).toMatchObject({ state: 'answer', family: 'railway', verdict: cli$.verdict, verdictText: verdictLine(cli$, 'check') });
      expect(page$.heading).toContain(`read as picture`);
      expect(page$.differences).toBe(cli$.differences ? differenceLine(cli$.differences) : '');
      // The same remarks, the neighbouring settings' check among them
      expect(page$.remarks).toEqual(cli$.notes.map((n) => n.text));
      // The traced graph is drawn over the picture, and the start and finish on it
      const traced = await page.$eval('#picture-view svg', (svg) => ({
        picture: svg.querySelector('image')?.getAttribute('href')?.startsWith('data:image/png') ?? false,
        segments: svg.querySelectorAll('path title').length,
        points: svg.querySelectorAll('.points circle').length,
      }));
      expect(traced).toEqual({ picture: true, segments: (cli$.puzzle as { segments: unknown[] }).segments.length, points: 2 });
      expect(new URL(page.url()).hash).toMatch(new RegExp(`^#picture=[\\w-]+&file=railway-maze\\.png&start=${start}&finish=${finish}$`));
      await page.screenshot({ path: join(SCREENSHOTS, 'railway-picture-clicked.png'), fullPage: true });
      // The link carries the picture and its points: it reproduces the answer
      const before = await shown(page);
      await page.reload();
      await settled(page);
      expect(await shown(page)).toEqual(before);
      expect(errors).toEqual([]);
    });

    it('reads an AVIF picture as the command line does', async () => {
      const avif = join(mkdtempSync(join(tmpdir(), 'cookcheck-avif-')), 'railway-maze.avif');
      writeFileSync(avif, await sharp(MAZE).avif({ lossless: true }).toBuffer());
      await page.goto(serving.url);
      await page.waitForFunction(() => document.body.dataset['state'] === 'idle');
      const input = (await page.$('#picture')) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(avif);
      await page.waitForSelector('#picture-view svg image');
      await clickPicture([417, 277]);
      await clickPicture([137, 87]);
      await settled(page);
      const cli$ = cliAnswer(['check', avif, '--start', await field('start'), '--finish', await field('finish')]);
      expect(await shown(page)).toMatchObject({ state: 'answer', family: 'railway', verdict: cli$.verdict, verdictText: verdictLine(cli$, 'check') });
      expect(await page.$eval('#picture-view svg image', (image) => image.getAttribute('href')?.slice(0, 15))).toBe('data:image/avif');
      expect(errors).toEqual([]);
    });

    it('takes the tracing settings the command line takes, into the address too, and names a bad one', async () => {
      const hook = join(ROOT, 'examples', 'railway-hook.png');
      expect((await answerAt(page, `${serving.url}#sample=railway/railway-hook.png`)).state).toBe('answer');
      await page.click('#picture-section details summary');
      await page.type('#option-angle', '80');
      const page$ = await askBy(page, '#check');
      const cli$ = cliAnswer(['check', hook, '--start', '40,200', '--finish', '100,60', '--angle', '80']);
      expect(page$).toMatchObject({ verdict: cli$.verdict, verdictText: verdictLine(cli$, 'check'), remarks: cli$.notes.map((n) => n.text) });
      expect(new URL(page.url()).hash).toMatch(/&angle=80(&|$)/);
      await page.screenshot({ path: join(SCREENSHOTS, 'railway-picture-settings.png'), fullPage: true });
      await page.$eval('#option-threshold', (input) => ((input as HTMLInputElement).value = ''));
      await page.type('#option-threshold', '999');
      expect((await askBy(page, '#check')).error).toBe('railway-hook.png /options/threshold: --threshold 999: expected a number from 0 to 255 [option.threshold]');
    });

    it('says where a point is off the track, as the command line does', async () => {
      expect((await answerAt(page, `${serving.url}#sample=railway/railway-maze.png`)).state).toBe('answer');
      await page.$eval('#set-start', (radio) => (radio as HTMLInputElement).click());
      await clickPicture([600, 600]);
      await settled(page);
      const expected = cli(['check', MAZE, '--start', await field('start'), '--finish', await field('finish')]).stderr.trim();
      expect(expected).toMatch(/off the track/);
      expect((await shown(page)).error).toBe(expected.replace(`cookcheck: ${MAZE}`, 'railway-maze.png'));
    });
  });

  describe('Stop and a responsive page', () => {
    it('a long search runs off the page thread with its progress shown, and Stop ends it at once', async () => {
      // Two pairs that must cross on a 40x40 board: no solution, and a long proof of it (the
      // command line's search: 6 s; on a 24x24 it took 4 s until Numberlink's encoding shrank, then 1 s)
      const grid = Array.from({ length: 40 }, (_, r) => (r === 0 ? `1${'.'.repeat(38)}2` : r === 39 ? `2${'.'.repeat(38)}1` : '.'.repeat(40)));
      await page.goto('about:blank');
      await page.goto(`${serving.url}#input=${encodeURIComponent(JSON.stringify({ type: 'numberlink', grid }))}`);
      await page.waitForFunction(() => /^Solving… [1-9]/.test(document.getElementById('status')!.textContent ?? '') || document.body.dataset['state'] !== 'working', { timeout: 20_000 });
      expect(await page.evaluate(() => document.body.dataset['state']), 'the search is still running after a second (else this test needs a longer one)').toBe('working');
      // The page's own thread is free: its clock ticks and it takes typing
      const status = () => page.$eval('#status', (s) => s.textContent ?? '');
      const ticked = await status();
      const typed = (await field('input')).length;
      await page.type('#input', ' ');
      await page.waitForFunction((before) => document.getElementById('status')!.textContent !== before, { timeout: 20_000 }, ticked);
      expect(await page.evaluate(() => document.body.dataset['state']), 'the clock ticked while the search ran').toBe('working');
      expect((await field('input')).length).toBe(typed + 1);
      // Stopped, not answered: the proof runs far longer than this, so the worker was ended, not waited for
      await page.click('#stop');
      await page.waitForFunction(() => document.body.dataset['state'] !== 'working', { timeout: 20_000 });
      expect(await page.evaluate(() => document.body.dataset['state'])).toBe('stopped');
      expect(await status()).toMatch(/^Stopped after \d+\.\d s.*: no answer\.$/);
      // A fresh worker answers the next question; with a time limit, the verdict is unknown, as the command line says it
      await page.click('#input-section details summary');
      await page.type('#timeout', '1');
      const limited$ = await askBy(page, '#check');
      const limited = cliAnswer(['check', '-', '--timeout', '1'], await field('input'));
      expect(limited$).toMatchObject({ verdict: 'unknown', verdictText: verdictLine(limited, 'check') });
      expect((await answerAt(page, `${serving.url}#sample=numberlink/numberlink-7x7`)).verdict).toBe('unique');
      expect(errors).toEqual([]);
    });

    it('Stop after solutions were found answers with them: a count stopped says so, with its number', async () => {
      // One pair in opposite corners of an empty 16x16 board, classic rule: 10,000 drawings take the command line seconds
      const grid = ['1' + '.'.repeat(15), ...Array.from({ length: 14 }, () => '.'.repeat(16)), '.'.repeat(15) + '1'];
      await page.goto('about:blank');
      await page.goto(`${serving.url}#input=${encodeURIComponent(JSON.stringify({ type: 'numberlink', grid, fillAll: false }))}`);
      await settled(page);
      await page.click('#count');
      await page.waitForFunction(() => / [1-9]\d* solutions? found$/.test(document.getElementById('status')!.textContent ?? '') || document.body.dataset['state'] !== 'working', { timeout: 20_000 });
      expect(await page.evaluate(() => document.body.dataset['state']), 'still counting once solutions were found').toBe('working');
      await page.click('#stop');
      await page.waitForFunction(() => document.body.dataset['state'] !== 'working', { timeout: 20_000 });
      const stopped$ = await shown(page);
      expect(stopped$.state).toBe('answer');
      const count = Number(/^(\d+)\+ solutions \(stopped: there may be more\)\.$/.exec(stopped$.verdictText)?.[1]);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(10_000);
      expect(await page.$eval('#status', (s) => s.textContent)).toMatch(new RegExp(`^Stopped after \\d+\\.\\d s: the ${count} solutions? found by then\\.$`));
      await page.screenshot({ path: join(SCREENSHOTS, 'count-stopped.png'), fullPage: true });
      expect(errors).toEqual([]);
    });
  });
});
