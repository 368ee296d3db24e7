import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { bestLine, differenceLine, verdictLine } from '../../src/cli/output.js';
import { capabilitiesOf, FAMILIES, familyOf } from '../../src/encoders/registry.js';
import type { Serving } from '../../src/web/serve.js';
import { samplesOf } from '../helpers/samples.js';
import { answerAt, askBy, browserTestsSkipped, pageUnderTest, SCREENSHOTS, settled, shown } from './browser.js';
import { cli, cliAnswer } from './cli-run.js';

// The built page (npm test builds it into dist/web) in Debian's Chromium, against the built command line.
const ROOT = join(import.meta.dirname, '..', '..');
const sampleFile = (type: string, file: string) => join(ROOT, 'src', 'encoders', type, 'samples', file);


/** Each verdict a family's samples reach, by its first sample. */
function oneSamplePerVerdict(type: string) {
  const seen = new Set<string>();
  return samplesOf(type).filter((s) => !seen.has(s.expected.verdict) && seen.add(s.expected.verdict));
}

let serving: Serving;
let page: Page;
let errors: string[];
let requests: string[];

const skipped = browserTestsSkipped();
if (skipped) console.warn(skipped);

describe.skipIf(skipped !== undefined)('the web page in Chromium', () => {
  pageUnderTest((under) => ({ serving, page, errors, requests } = under));

  describe('the web page answers as the command line does', () => {
    for (const family of FAMILIES) {
      it(`${family.type}: a sample by its address, each verdict its samples reach, the verdict, rule and words of check`, async () => {
        for (const sample of oneSamplePerVerdict(family.type)) {
          const name = sample.file.replace(/\.json$/, '');
          const page$ = await answerAt(page, `${serving.url}#sample=${family.type}/${name}`);
          const cli$ = cliAnswer(['check', sampleFile(family.type, sample.file)]);
          expect(page$, `${family.type}/${name}`).toMatchObject({ state: 'answer', family: family.type, verdict: cli$.verdict, verdictText: verdictLine(cli$, 'check') });
          expect(page$.heading).toContain(`${family.title} · rule: ${cli$.rule}`);
          expect(page$.differences).toBe(cli$.differences ? differenceLine(cli$.differences) : '');
          await page.screenshot({ path: join(SCREENSHOTS, `${family.type}-${name}.png`), fullPage: true });
        }
        expect(errors).toEqual([]);
      });
    }

    it('draws the cook beside the solution with the parts where they differ marked, as the family renders them, and names them', async () => {
      const file = sampleFile('numberlink', 'flow-5x5-cook.json');
      const answer = cliAnswer(['check', file]);
      const family = familyOf('numberlink')!;
      const [first, second] = answer.solutions;
      const differences = family.differences(first, second);
      expect(differences.length).toBeGreaterThan(0);
      const expected = family.renderSvg(answer.puzzle, first, [{ solution: second, differences }]);
      await answerAt(page, `${serving.url}#sample=numberlink/flow-5x5-cook`);
      // The two drawings compared as the browser reads them (it writes empty elements its own way)
      const same = await page.evaluate((svg) => {
        const drawn = document.querySelector('#drawing svg')!.cloneNode(true) as Element;
        drawn.removeAttribute('role');
        drawn.removeAttribute('aria-label');
        const made = document.createElement('div');
        made.innerHTML = svg;
        return drawn.outerHTML === made.querySelector('svg')!.outerHTML;
      }, expected);
      expect(same).toBe(true);
      expect((await shown(page)).differences).toBe(differenceLine(differences));
      for (const part of differences) expect((await shown(page)).differences).toContain(part.name);
    });

    it('Best where the family has one: the optimum in the command line words; a family without says so', async () => {
      for (const family of FAMILIES.filter((f) => capabilitiesOf(f).best)) {
        const sample = samplesOf(family.type).find((s) => s.expected.best && s.expected.verdict !== 'none')!;
        const name = sample.file.replace(/\.json$/, '');
        const page$ = await answerAt(page, `${serving.url}#sample=${family.type}/${name}&q=best`);
        const cli$ = cliAnswer(['check', sampleFile(family.type, sample.file), '--best']);
        expect(page$, `${family.type}/${name}`).toMatchObject({ verdict: cli$.verdict, bestText: bestLine(cli$.best!) });
        await page.screenshot({ path: join(SCREENSHOTS, `${family.type}-${name}-best.png`), fullPage: true });
      }
      const without = FAMILIES.find((f) => !capabilitiesOf(f).best)!;
      const name = samplesOf(without.type)[0]!.file.replace(/\.json$/, '');
      expect((await answerAt(page, `${serving.url}#sample=${without.type}/${name}&q=best`)).error).toContain(`${without.type} has no best solution`);
    });

    it("shows beside check's answer what a family's own commands say (score), as they print it", async () => {
      const owners = FAMILIES.filter((f) => (f.assessments ?? []).some((a) => !a.remarkOnUnique));
      expect(owners.length).toBeGreaterThan(0);
      for (const family of owners) {
        const sample = samplesOf(family.type).find((s) => s.expected.verdict === 'unique')!;
        await answerAt(page, `${serving.url}#sample=${family.type}/${sample.file.replace(/\.json$/, '')}`);
        const shownAssessments = await page.$$eval('#assessments pre', (pres) => pres.map((pre) => pre.textContent ?? ''));
        const commands = (family.assessments ?? []).filter((a) => !a.remarkOnUnique).map((a) => a.command);
        expect(shownAssessments).toEqual(commands.map((command) => cli([command, sampleFile(family.type, sample.file)]).stdout.trimEnd()));
      }
    });

    it('Count and All solutions: the count of the command line, each solution drawn', async () => {
      const file = sampleFile('numberlink', 'classic-5x5-many.json');
      const counted = cliAnswer(['count', file]);
      const count$ = await answerAt(page, `${serving.url}#sample=numberlink/classic-5x5-many&q=count`);
      expect(count$).toMatchObject({ verdict: counted.verdict, verdictText: verdictLine(counted, 'count') });
      const all = cliAnswer(['solve', sampleFile('numberlink', 'flow-5x5-cook.json'), '--all']);
      const all$ = await answerAt(page, `${serving.url}#sample=numberlink/flow-5x5-cook&q=all`);
      expect(all$).toMatchObject({ verdict: all.verdict, solutions: all.count, verdictText: verdictLine(all, 'solve') });
    });

    it('shows bad input as the command line does, the place named, and never a blank page', async () => {
      const bad = JSON.stringify({ type: 'numberlink', grid: ['1.1', '2.x'] });
      const expected = cli(['check', '-'], bad).stderr.trim().replace(/^cookcheck: /, '').replaceAll('<stdin>', 'input');
      expect(expected).toContain('/grid/1');
      const bad$ = await answerAt(page, `${serving.url}#input=${encodeURIComponent(bad)}`);
      expect(bad$).toMatchObject({ state: 'error', error: expected });
      expect(bad$.verdict).toBeUndefined();
      await page.screenshot({ path: join(SCREENSHOTS, 'error-bad-input.png'), fullPage: true });
      expect((await answerAt(page, `${serving.url}#input=hello`)).error).toMatch(/^input: not a puzzle file, URL or game ID this tool reads .* \[input\.format\]$/);
      expect((await answerAt(page, `${serving.url}#z=%%%`)).error).toMatch(/the address does not carry a readable puzzle/);
      expect((await answerAt(page, `${serving.url}#sample=numberlink/nonesuch`)).error).toMatch(/sample numberlink\/nonesuch: no such sample/);
    });

    it('carries a long puzzle in the address compressed, and the link reproduces the answer', async () => {
      const text = JSON.stringify({ type: 'numberlink', grid: ['1.........', ...Array<string>(8).fill('..........'), '.........1'], fillAll: false, title: 'x'.repeat(2000) });
      await page.goto(serving.url);
      await page.waitForFunction(() => document.body.dataset['state'] === 'idle');
      await page.$eval('#input', (area, value) => ((area as HTMLTextAreaElement).value = value), text);
      await askBy(page, '#check');
      const hash = new URL(page.url()).hash;
      expect(hash).toMatch(/^#z=[\w-]+$/);
      expect(inflateRawSync(Buffer.from(hash.slice(3), 'base64url')).toString('utf8')).toBe(text);
      const before = await shown(page);
      await page.reload();
      await settled(page);
      expect(await shown(page)).toEqual(before);
    });

    it('reads a puzzle file dropped on the page', async () => {
      const text = readFileSync(join(ROOT, 'examples', 'tracks-8x8.json'), 'utf8');
      await page.goto(serving.url);
      await page.waitForFunction(() => document.body.dataset['state'] === 'idle');
      await page.evaluate((content) => {
        const dropped = new DataTransfer();
        dropped.items.add(new File([content], 'tracks-8x8.json', { type: 'application/json' }));
        document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dropped, bubbles: true, cancelable: true }));
      }, text);
      await settled(page);
      expect(await shown(page)).toMatchObject({ family: 'tracks', verdict: cliAnswer(['check', join(ROOT, 'examples', 'tracks-8x8.json')]).verdict });
      expect(await page.$eval('#input', (area) => (area as HTMLTextAreaElement).value)).toBe(text);
    });

    it('says a scanner\'s TIFF dropped on the page is to be converted, where the command line reads it', async () => {
      await page.goto(serving.url);
      await page.waitForFunction(() => document.body.dataset['state'] === 'idle');
      await page.evaluate(() => {
        const dropped = new DataTransfer();
        dropped.items.add(new File([new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])], 'scan.tif', { type: 'image/tiff' }));
        document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dropped, bubbles: true, cancelable: true }));
      });
      await page.waitForFunction(() => !(document.getElementById('error') as HTMLElement).hidden);
      expect(await page.$eval('#error-text', (e) => e.textContent)).toBe('scan.tif is a TIFF picture, which a browser does not decode: convert it to PNG or JPEG (the command line reads it as it is)');
    });

    it('names an iPhone\'s HEIC photo dropped on the page, and how to have it as JPEG', async () => {
      await page.goto(serving.url);
      await page.waitForFunction(() => document.body.dataset['state'] === 'idle');
      await page.evaluate(() => {
        const head = [0, 0, 0, 0x18, ...'ftypheic'.split('').map((c) => c.charCodeAt(0)), 0, 0, 0, 0, ...'mif1heic'.split('').map((c) => c.charCodeAt(0))];
        const dropped = new DataTransfer();
        dropped.items.add(new File([new Uint8Array([...head, ...new Array<number>(64).fill(0)])], 'IMG_0001.HEIC', { type: 'image/heic' }));
        document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dropped, bubbles: true, cancelable: true }));
      });
      await page.waitForFunction(() => !(document.getElementById('error') as HTMLElement).hidden);
      expect(await page.$eval('#error-text', (e) => e.textContent)).toBe(
        'IMG_0001.HEIC is a HEIC/HEIF picture (as iPhones save photos), which a browser does not decode: convert it to JPEG or PNG. An iPhone saves photos as JPEG when Settings > Camera > Formats is "Most Compatible".',
      );
    });

    it('Back returns to the puzzle before, and its answer', async () => {
      const first = await answerAt(page, `${serving.url}#sample=numberlink/numberlink-7x7`);
      await page.select('#sample', 'tracks/tatham-8x8-brief');
      await page.waitForFunction(() => document.body.dataset['family'] === 'tracks');
      await page.goBack();
      await page.waitForFunction(() => document.body.dataset['family'] === 'numberlink');
      expect(await shown(page)).toEqual(first);
      expect(await page.$eval('#input', (area) => (area as HTMLTextAreaElement).value)).toContain('"numberlink"');
      expect(errors).toEqual([]);
    });

    it('asked for nothing but its own files all along (and data: and blob: addresses it made)', () => {
      expect(requests.length).toBeGreaterThan(50);
      expect(requests.filter((url) => !url.startsWith(serving.url) && !/^(data|blob|about):/.test(url))).toEqual([]);
    });
  });
});
