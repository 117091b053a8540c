import { expect, test } from '@playwright/test';
import { sites, urlOn } from './support/sites';

const PATHS = ['/', '/product/enterprise-cloud', '/solution/healthcare'];

for (const site of sites) {
  for (const path of PATHS) {
    test(`${site.label} ${path} fits the viewport without horizontal scrolling`, async ({ page, isMobile, viewport }) => {
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
