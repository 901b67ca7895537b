import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has the focus: proves it is reachable from the keyboard, in page order. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target}`);
}
