import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, settle } from './support/console-errors';
import { readHome } from './support/content';
import { sites, urlOn } from './support/sites';

/** The home page's marketing claims, by site: the dictionary keys the home page shows and the figures they must carry. */
const claims = {
  ZH_CN: {
    keys: ['home.claims.customers.label', 'home.claims.countries.label', 'home.claims.webTraffic.label', 'home.claims.ddosCapacity.label'],
    figures: ['3000', '70', '20%', '15T'],
  },
  EN_US: {
    keys: ['home.claims.globalCustomers.label', 'home.claims.attacksPerDay.label', 'home.claims.ddosPeak.label'],
    figures: ['500+', '3.3 billion', '1.02T'],
  },
} as const;

for (const site of sites) {
  test.describe(`home page, ${site.label} site`, () => {
    test('shows the locale, the first banner and the claims, without console errors', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(urlOn(site, '/'));
      expect(response?.status()).toBe(200);

      await expect(page.locator('html')).toHaveAttribute('lang', site.htmlLang);

      const [banner] = readHome(site.code).banners;
      if (!banner) throw new Error(`fixtures/${site.code}/home.json has no banner`);
      await expect(page.getByRole('heading', { level: 1, name: banner.title, exact: true })).toBeVisible();

      const main = page.getByRole('main');
      for (const key of claims[site.code].keys) {
        await expect(main.getByText(site.messages[key], { exact: true }).first(), key).toBeVisible();
      }
      const mainText = await main.innerText();
      for (const figure of claims[site.code].figures) expect(mainText, `claim figure ${figure}`).toContain(figure);

      await settle(page);
      expect(errors, 'console errors on the home page').toEqual([]);
    });
  });
}

for (const site of sites) {
  test.describe(`home banner carousel, ${site.label} site`, () => {
    const banners = readHome(site.code).banners;
    const carousel = (page: Page) => page.getByRole('region', { name: site.messages['home.banners'] });
    const currentSlide = (page: Page) => carousel(page).locator('button[aria-current="true"]');

    test('shows every CMS banner, the first at once; the buttons and the arrow keys move through them', { tag: '@phone' }, async ({ page }) => {
      expect(banners.length).toBeGreaterThan(1);
      await page.goto(urlOn(site, '/'));
      const [first, second, last] = [banners[0], banners[1], banners.at(-1)];
      if (!first || !second || !last) throw new Error('too few banners');
      await expect(page.getByRole('heading', { level: 1, name: first.title, exact: true })).toBeInViewport();
      for (const banner of banners.slice(1)) await expect(carousel(page).getByRole('heading', { level: 2, name: banner.title, exact: true })).toBeAttached();

      await carousel(page).getByRole('button', { name: site.messages['carousel.next'] }).click();
      await expect(carousel(page).getByRole('heading', { name: second.title, exact: true })).toBeInViewport({ ratio: 0.9 });
      await expect(currentSlide(page)).toHaveAccessibleName(second.title);

      await page.keyboard.press('ArrowLeft');
      await expect(currentSlide(page)).toHaveAccessibleName(first.title);
      await page.keyboard.press('ArrowLeft');
      await expect(currentSlide(page)).toHaveAccessibleName(last.title);
      await expect(carousel(page).getByRole('heading', { name: last.title, exact: true })).toBeInViewport({ ratio: 0.9 });
      await carousel(page).getByRole('button', { name: first.title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: first.title, exact: true })).toBeInViewport({ ratio: 0.9 });
    });

    test('turns by itself, holds under the pointer, and never shifts the page', async ({ page, isMobile }) => {
      test.skip(isMobile, 'a phone has no pointer to hold it with');
      await page.clock.install();
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(urlOn(site, '/'));
      await expect(currentSlide(page)).toHaveAccessibleName(banners[0]?.title ?? '');
      await page.clock.runFor(6500);
      await expect(currentSlide(page)).toHaveAccessibleName(banners[1]?.title ?? '');

      await carousel(page).hover();
      await page.clock.runFor(20_000);
      await expect(currentSlide(page)).toHaveAccessibleName(banners[1]?.title ?? '');

      const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
      expect(shifted).toBeLessThan(0.01);
    });

    test('does not turn by itself for a visitor who prefers reduced motion, and offers to play', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await page.goto(urlOn(site, '/'));
      await expect(carousel(page).getByRole('button', { name: site.messages['carousel.play'] })).toBeVisible();
      await page.clock.runFor(30_000);
      await expect(currentSlide(page)).toHaveAccessibleName(banners[0]?.title ?? '');
    });
  });
}

for (const site of sites) {
  test.describe(`home customer stories, ${site.label} site`, () => {
    const { customerCase, customerCases } = readHome(site.code);

    test('one section under its heading shows each story once, with the customer logo, linking to its case story', { tag: '@phone' }, async ({ page }) => {
      await page.goto(urlOn(site, '/'));
      const main = page.getByRole('main');
      const stories = main.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: customerCase.title, exact: true }) });
      await expect(stories).toHaveCount(1);

      const hrefs = await stories.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs, 'one card per customer story').toHaveLength(customerCases.length);
      expect(new Set(hrefs).size, 'no story twice').toBe(hrefs.length);
      for (const href of hrefs) expect(href, 'a case story page').toMatch(/^\/cases\/\d+$/);
      const elsewhere = await main.locator('a[href^="/cases/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(elsewhere.sort(), 'no story outside the section').toEqual([...hrefs].sort());

      // Asked from the page: the browser resolves en.localhost, Node's resolver does not.
      const statuses = await page.evaluate((paths) => Promise.all(paths.map(async (path) => (await fetch(path)).status)), hrefs);
      expect(statuses, 'each story page answers').toEqual(hrefs.map(() => 200));

      for (const { name } of customerCases) {
        const logo = stories.getByRole('img', { name, exact: true });
        await logo.scrollIntoViewIfNeeded();
        await expect(logo, `${name}: logo`).toBeVisible();
        await expect
          .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { message: `${name}: logo loaded` })
          .toBe(true);
      }
    });
  });
}
