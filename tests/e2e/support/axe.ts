import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * An axe run in the page itself. The default mode runs axe in every frame and then opens a blank
 * page to merge the results, which doubles a scan's time on the 2-core CI machine; legacy mode
 * skips only cross-origin frames, and the shop embeds none of its own (the card widget and the
 * identification sandbox are served by the shop's origin).
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** axe's WCAG 2.1 AA violations on the page as it is now, short enough to read in a failure. */
export async function violations(page: Page) {
  const { violations: found } = await axeFor(page).withTags(WCAG_21_AA).analyze();
  return found.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
