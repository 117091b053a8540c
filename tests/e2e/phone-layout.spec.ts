import { expect, test } from '@playwright/test';
import { sites, urlOn } from './support/sites';

const PATHS = ['/', '/product/enterprise-cloud', '/solution/healthcare'];

for (const site of sites) {
  for (const path of PATHS) {
    test(`${site.label} ${path} fits the viewport without horizontal scrolling`, { tag: '@phone' }, async ({ page, isMobile, viewport }) => {
      await page.goto(urlOn(site, path), { waitUntil: 'load' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const size = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      // On a phone the layout viewport must be the device width (a viewport meta), not a zoomed-out 980 px page.
      if (isMobile) expect(size.innerWidth).toBe(viewport?.width);
      expect(size.scrollWidth, `scrollWidth ${size.scrollWidth} > innerWidth ${size.innerWidth}`).toBeLessThanOrEqual(size.innerWidth);
    });
  }
}

/** Pages with comparison tables: spec tables, plan tables, and Markdown tables in FAQ answers. */
const TABLE_PATHS = [
  '/support',
  '/kubernetes-services',
  '/compatibility',
  '/product/top-computing',
  '/service/security-assessment',
  '/product/hyperconverged-cloud',
];

for (const site of sites) {
  test(`${site.label} tables on a phone keep every word whole and scroll inside their block`, { tag: '@phone' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'a phone layout');
    for (const path of TABLE_PATHS) {
      await page.goto(urlOn(site, path), { waitUntil: 'load' });
      const broken = await page.evaluate(() => {
        for (const details of document.querySelectorAll<HTMLDetailsElement>('main details')) details.open = true;
        const splits: string[] = [];
        for (const cell of document.querySelectorAll('main th, main td, main a[href^="tel:"]')) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            // Letters and figures between spaces or hyphens (a line may break after a hyphen, never inside "Edition" or "99.95%").
            for (const word of text.matchAll(/[\p{L}\p{N}.,%+]{2,}/gu)) {
              if (/\p{Script=Han}/u.test(word[0])) continue;
              const range = document.createRange();
              range.setStart(node, word.index);
              range.setEnd(node, word.index + word[0].length);
              if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) splits.push(word[0]);
            }
          }
          if (cell.matches('a[href^="tel:"]') && new Set([...cell.getClientRects()].map((rect) => Math.round(rect.top))).size > 1)
            splits.push(cell.textContent ?? '');
        }
        return splits;
      });
      expect(broken, `${path}: words split across lines`).toEqual([]);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${path}: the page itself scrolls sideways`).toBeLessThanOrEqual(390);
    }
  });

  test(`${site.label} a search from the drawer after scrolling opens the results at the top`, { tag: '@phone' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the drawer is the phone header');
    await page.goto(urlOn(site, '/product/enterprise-cloud'));
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('button', { name: site.messages['nav.menu'] }).click();
    const drawerSearch = page.locator('header').getByRole('searchbox');
    await drawerSearch.fill('cloud');
    await drawerSearch.press('Enter');
    await expect(page).toHaveURL(/\/search\?/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
}
