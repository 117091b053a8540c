import { expect, test } from '@playwright/test';
import { isUncovered } from './support/hit-test';
import { sites, urlOn } from './support/sites';
import { wordsSplitAcrossLines } from './support/split-words';

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
      await page.evaluate(() => {
        for (const details of document.querySelectorAll<HTMLDetailsElement>('main details')) details.open = true;
      });
      const broken = await wordsSplitAcrossLines(page.locator('main th, main td, main a[href^="tel:"]'));
      expect(broken, `${path}: words split across lines`).toEqual([]);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${path}: the page itself scrolls sideways`).toBeLessThanOrEqual(390);
    }
  });

  test(`${site.label} a search from the drawer after scrolling opens the results at the top`, { tag: '@phone' }, async ({ page, isMobile, viewport }) => {
    test.skip(!isMobile, 'the drawer is the phone header');
    await page.goto(urlOn(site, '/product/enterprise-cloud'));
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('button', { name: site.messages['nav.menu'] }).click();
    const drawerSearch = page.locator('header').getByRole('search');
    await expect(drawerSearch).toBeVisible();
    // The box keeps the drawer's side margins, as its links do, instead of running into the screen's edges.
    const box = await drawerSearch.boundingBox();
    expect(box?.x, 'space left of the search box').toBeGreaterThanOrEqual(16);
    expect((viewport?.width ?? 0) - (box ? box.x + box.width : 0), 'space right of the search box').toBeGreaterThanOrEqual(16);
    await drawerSearch.getByRole('searchbox').fill('cloud');
    await drawerSearch.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
}

/** Phones and a portrait tablet: the header has the drawer in both markups (phone and desktop user agents). */
const DRAWER_WIDTHS = [360, 390, 768];

for (const site of sites) {
  for (const width of DRAWER_WIDTHS) {
    test(
      `${site.label} at ${width} px the open drawer sits below the header, whose close button a tap reaches`,
      { tag: '@phone' },
      async ({ page, hasTouch }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(urlOn(site, '/product/enterprise-cloud'), { waitUntil: 'load' });
        const strip = page.getByRole('region', { name: site.messages['announcement.label'] });
        await expect(strip).toBeVisible();
        const header = page.getByRole('banner');
        const toggle = header.getByRole('button', { name: site.messages['nav.menu'] });
        const close = header.getByRole('button', { name: site.messages['nav.closeMenu'] });
        const stripHeight = (await strip.boundingBox())?.height ?? 0;
        // The whole strip above the header, half of it scrolled away, then the page scrolled past it.
        for (const scroll of [0, Math.round(stripHeight / 2), 600]) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scroll);
          await toggle.click();
          const drawer = page.locator(`[id="${await close.getAttribute('aria-controls')}"]`);
          await expect(drawer).toBeVisible();
          const headerBottom = await header.evaluate((element) => element.getBoundingClientRect().bottom);
          await expect
            .poll(() => drawer.evaluate((element) => element.getBoundingClientRect().top), `scrolled ${scroll} px`)
            .toBeGreaterThanOrEqual(headerBottom - 1);
          expect(await isUncovered(close), `scrolled ${scroll} px: the close button is covered`).toBe(true);

          const box = await close.boundingBox();
          if (!box) throw new Error('the close button has no box');
          const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          if (hasTouch) await page.touchscreen.tap(centre.x, centre.y);
          else await page.mouse.click(centre.x, centre.y);
          await expect(drawer, `scrolled ${scroll} px: the tap closed the drawer`).toBeHidden();
          await expect(toggle).toBeFocused();
        }
      },
    );
  }
}
