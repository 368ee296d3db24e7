import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

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
      // A container's /dev/shm is small: Chromium's shared memory goes to /tmp instead
      '--disable-dev-shm-usage',
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
