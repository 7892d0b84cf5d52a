import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import { REPOSITORY_ROOT } from '../../scripts/build-if-changed.mjs';

/** The approved screenshots, one PNG per page and width, in the repository. */
const APPROVED_DIR = join(REPOSITORY_ROOT, 'e2e', 'screenshots');

/**
 * Pixels that may differ from the approved screenshot: anti-aliasing at a glyph's or an image's
 * edge, never a hidden text or a moved block (one line of text is about 0.5 % of a phone's
 * screen).
 */
const MAX_DIFFERING_SHARE = 0.001;

/** The page as a visitor sees it once everything in view has loaded, times and moving parts still. */
async function takeScreenshot(page: Page, mask: Locator[]): Promise<Buffer> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = Array.from(document.images).filter((image) => image.getBoundingClientRect().top < innerHeight);
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
  });
  return page.screenshot({ animations: 'disabled', caret: 'hide', mask, scale: 'css' });
}

/**
 * Compares the page with its approved screenshot `name` (`e2e/screenshots/<name>.png`): null
 * when they match, else what differs and where the new screenshot and the difference were
 * written. With UPDATE_SCREENSHOTS=1 the new screenshot becomes the approved one.
 */
export async function compareWithApproved(page: Page, name: string, mask: Locator[] = []): Promise<string | null> {
  const approvedFile = join(APPROVED_DIR, `${name}.png`);
  const actualBytes = await takeScreenshot(page, mask);
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    mkdirSync(APPROVED_DIR, { recursive: true });
    writeFileSync(approvedFile, actualBytes);
    return null;
  }
  if (!existsSync(approvedFile))
    return `${name}: no approved screenshot (run with UPDATE_SCREENSHOTS=1 and look at it)`;
  const approved = PNG.sync.read(readFileSync(approvedFile));
  const actual = PNG.sync.read(actualBytes);
  const failed = (reason: string, diff?: PNG) => {
    const out = join(tmpdir(), 'rennfeld-screenshots', name);
    mkdirSync(dirname(`${out}.actual.png`), { recursive: true });
    writeFileSync(`${out}.actual.png`, actualBytes);
    if (diff) writeFileSync(`${out}.diff.png`, PNG.sync.write(diff));
    return `${name}: ${reason} (see ${out}.actual.png${diff ? ` and ${out}.diff.png` : ''})`;
  };
  if (approved.width !== actual.width || approved.height !== actual.height) {
    return failed(`${actual.width}×${actual.height} px, approved ${approved.width}×${approved.height} px`);
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(approved.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0.1 });
  const share = differing / (actual.width * actual.height);
  return share > MAX_DIFFERING_SHARE ? failed(`${(share * 100).toFixed(2)} % of the pixels differ`, diff) : null;
}
