import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, as a keyboard user would, and
 * returns how many presses it took; fails when `max` presses do not get there.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}): Promise<number> {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never focused ${target}`);
}

/** The page's first Tab stop is the skip link; Enter on it moves focus to the main landmark. */
export async function skipToMain(page: Page, skipLabel: string): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: skipLabel })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
}

/** The text of the label of the focused form control, without the required mark. */
export const focusedLabel = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement;
    const label =
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement ? element.labels?.[0] : undefined;
    return (label?.textContent ?? '').replace(/^\*/, '').trim();
  });
