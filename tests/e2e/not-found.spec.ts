import { expect, test } from '@playwright/test';
import { sites, urlOn } from './support/sites';

/** A path no menu has, at the top level and under a known menu. */
const UNKNOWN_PATHS = ['/e2e-no-such-page', '/product/e2e-no-such-product'];

for (const site of sites) {
  test.describe(`unknown routes, ${site.label} site`, () => {
    for (const path of UNKNOWN_PATHS) {
      test(`${path} answers 404 with the not-found page`, async ({ page }) => {
        const response = await page.goto(urlOn(site, path));
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', site.htmlLang);
        await expect(page.getByText(site.messages['error.404.title'], { exact: true })).toBeVisible();
        await expect(page.getByText(site.messages['error.notFound'], { exact: true })).toBeVisible();
      });
    }
  });
}

test('the English not-found text is the one the spec quotes', () => {
  const english = sites.find((site) => site.code === 'EN_US');
  expect(english?.messages['error.notFound']).toBe('This page could not be found');
});
