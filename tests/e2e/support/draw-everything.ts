import type { Page } from '@playwright/test';

/**
 * Draws every section at once, as a visitor scrolling through sees each: sections and the footer are laid out only
 * near the viewport (content-visibility: auto), so what overflows further down would not count in the page's width.
 */
export async function drawEverything(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}
