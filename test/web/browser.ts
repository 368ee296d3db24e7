import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** Debian's Chromium (apt-get install chromium; .ci/run installs it), or the one $CHROMIUM names. */
export const CHROMIUM = process.env['CHROMIUM'] ?? '/usr/bin/chromium';

/**
 * Headless Chromium as this machine allows it: as root without the sandbox, and with every
 * connection of its own (updates, sync, QUIC) off, which the closed network here refuses;
 * a fresh profile each time.
 */
export async function launchChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM)`);
  const profile = mkdtempSync(join(tmpdir(), 'cookcheck-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A page that records what the browser logs as errors (a test fails on them). */
export async function openPage(browser: Browser, width = 1100, height = 900): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

/** Waits until the page has answered (or refused, or stopped): its `<body data-state>`. */
export async function settled(page: Page, timeout = 30_000): Promise<string> {
  await page.waitForFunction(() => ['answer', 'error', 'stopped'].includes(document.body.dataset['state'] ?? ''), { timeout });
  return page.evaluate(() => document.body.dataset['state'] ?? '');
}

/** Where the tests write the screenshots of each family's answer, for a person to look at. */
export const SCREENSHOTS = process.env['COOKCHECK_SCREENSHOTS'] ?? join(import.meta.dirname, '..', '..', 'dist', 'screenshots', 'web');

/** What the page shows of its answer (or error), read off the page. */
export interface Shown {
  state: string;
  verdict?: string;
  family?: string;
  verdictText: string;
  heading: string;
  differences: string;
  bestText: string;
  remarks: string[];
  error: string;
  solutions: number;
}

export function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const text = (id: string) => document.getElementById(id)?.textContent ?? '';
    return {
      state: document.body.dataset['state'] ?? '',
      ...(document.body.dataset['verdict'] ? { verdict: document.body.dataset['verdict'] } : {}),
      ...(document.body.dataset['family'] ? { family: document.body.dataset['family'] } : {}),
      verdictText: text('verdict'),
      heading: text('answer-heading'),
      differences: document.querySelector('#differences p')?.textContent ?? '',
      bestText: text('best-text'),
      remarks: [...document.querySelectorAll('#remarks li')].map((li) => li.textContent ?? ''),
      error: text('error-text'),
      solutions: document.querySelectorAll('#solutions figure').length,
    };
  });
}

/** Opens an address of the page afresh and waits for its answer. */
export async function answerAt(page: Page, url: string): Promise<Shown> {
  await page.goto('about:blank');
  await page.goto(url);
  await settled(page);
  return shown(page);
}
