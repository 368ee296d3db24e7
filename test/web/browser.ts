import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM, launchChromium } from '../../bench/chromium.js';
import { PAGE_DIR, servePage, type Serving } from '../../src/web/serve.js';


/**
 * Why the browser tests do not run here, or undefined when they do. Where Chromium is missing
 * they are skipped and say why, except under CI (env CI set), where they must run and fail.
 */
export function browserTestsSkipped(): string | undefined {
  if (process.env['CI'] || existsSync(CHROMIUM)) return undefined;
  return `no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM): the browser tests are skipped`;
}

/** A page that records what the browser logs as errors (a test fails on them), and every address it asks for. */
export async function openPage(browser: Browser, width = 1100, height = 900): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('request', (request) => void requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors, requests };
}

export interface PageUnderTest {
  serving: Serving;
  page: Page;
  errors: string[];
  requests: string[];
}

/**
 * Serves the built page (dist/web) and opens it in Chromium before the tests of a `describe`
 * (handed to `opened`), and closes both after them.
 */
export function pageUnderTest(opened: (under: PageUnderTest) => void, width?: number, height?: number): void {
  let serving: Serving | undefined;
  let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    serving = await servePage(PAGE_DIR, 0);
    chromium = await launchChromium();
    opened({ serving, ...(await openPage(chromium.browser, width, height)) });
  });
  afterAll(async () => {
    await chromium?.close();
    await serving?.close();
  });
}

/** Waits until the page has answered (or refused, or stopped): its `<body data-state>`. */
export async function settled(page: Page, timeout = 30_000): Promise<string> {
  await page.waitForFunction(() => ['answer', 'error', 'stopped'].includes(document.body.dataset['state'] ?? ''), { timeout });
  return page.evaluate(() => document.body.dataset['state'] ?? '');
}

/** Where the tests write the screenshots of each family's answer, for a person to look at. */
export const SCREENSHOTS = process.env['COOKCHECK_SCREENSHOTS'] ?? join(import.meta.dirname, 'screenshots');

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

/** Clicks a question's button and waits for what the page then says (the answer, or an error). */
export async function askBy(page: Page, button: string): Promise<Shown> {
  const before = await page.evaluate(() => Number(document.body.dataset['question'] ?? 0));
  await page.click(button);
  await page.waitForFunction(
    (asked) => Number(document.body.dataset['question'] ?? 0) > asked && ['answer', 'error', 'stopped'].includes(document.body.dataset['state'] ?? ''),
    { timeout: 60_000 },
    before,
  );
  return shown(page);
}

/** Opens an address of the page afresh and waits for its answer. */
export async function answerAt(page: Page, url: string): Promise<Shown> {
  await page.goto('about:blank');
  await page.goto(url);
  await settled(page);
  return shown(page);
}
