import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Where a system Chromium or Chrome is looked for, after $CHROMIUM_PATH. */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'The browser tests need Chromium or Chrome. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.',
    );
  }
  return found;
}

/** Headless, and quiet: without the network flags Chromium keeps calling hosts this machine cannot reach. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's old headless shell: the browser without its window's layers (decision 089). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser the tests drive: $CHROMIUM_PATH, else the headless shell when installed, else Chromium. */
function findChromiumForTests(): string {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromiumForTests(), args: CHROMIUM_FLAGS });
}

/**
 * One Chromium for the calling test file or `describe` block: launched before its first test and
 * closed after its last. Call it where hooks may be registered; the returned function gives the browser.
 */
export function launchChromiumForTests(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is launched by a beforeAll hook: use the browser inside a test or hook.');
    return browser;
  };
}
