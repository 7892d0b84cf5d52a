import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { renderWholePage } from './page.ts';

/** WCAG 2.2 AA: the rule sets axe-core checks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe's findings, one line each: rule, impact, and the first elements it names. */
export async function findAxeViolations(page: Page): Promise<string[]> {
  // axe checks the whole page at once; parts not yet rendered it would measure as placeholders.
  await renderWholePage(page);
  // Animations finished, so colours are measured as they settle. A transition the page cancels
  // (a button's colour, when a dialog opens over it) rejects its `finished`; whatever replaced it is
  // awaited in the next round.
  await page.evaluate(async () => {
    const unfinished = () => document.getAnimations().filter((animation) => animation.playState !== 'finished');
    for (let running = unfinished(); running.length > 0; running = unfinished()) {
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
  const { violations } = await new AxeBuilder({ page })
    // axe.run in the page itself. The default runs each frame apart and joins their results in a
    // new blank page, for cross-origin frames, which neither the site nor the staff area has.
    .setLegacyMode()
    .withTags(WCAG_TAGS)
    .options({
      // WCAG 2.5.3 Label in Name: axe counts it experimental and leaves it out unless asked.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Only the violations are read: axe then skips collecting every element that passed.
      resultTypes: ['violations'],
    })
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
