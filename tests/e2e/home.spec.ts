import { expect, test } from '@playwright/test';
import { collectConsoleErrors, settle } from './support/console-errors';
import { readHome } from './support/content';
import { sites, urlOn } from './support/sites';

/** The marketing claims of spec section 1, by site: the dictionary keys the home page shows and the figures they must carry. */
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
