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

/** What a visitor without JavaScript (or a crawler) receives: the page itself, not a shell filled in by scripts. */
const SERVER_RENDERED = [
  { path: '/e2e-no-such-page', status: 404, title: 'error.404.title' },
  { path: '/product/e2e-no-such-product', status: 404, title: 'error.404.title' },
  { path: '/press/99999999', status: 404, title: 'error.404.title' },
  { path: '/document/99999999/1', status: 404, title: 'error.404.title' },
  { path: '/error/404', status: 404, title: 'error.404.title' },
  { path: '/error/403', status: 403, title: 'error.403.title' },
] as const;

for (const site of sites) {
  test.describe(`error pages without JavaScript, ${site.label} site`, () => {
    test.use({ javaScriptEnabled: false });
    for (const { path, status, title } of SERVER_RENDERED) {
      test(`${path} arrives complete with ${status}, its language and its title`, async ({ page }) => {
        const response = await page.goto(urlOn(site, path));
        expect(response?.status()).toBe(status);
        await expect(page.locator('html')).toHaveAttribute('lang', site.htmlLang);
        await expect(page).toHaveTitle(`${site.messages[title]} - ${site.messages['site.name']}`);
        await expect(page.getByRole('heading', { level: 1, name: site.messages[title] })).toBeVisible();
        await expect(page.getByRole('link', { name: site.messages['error.backHome'] })).toHaveAttribute('href', '/');
        // The site's header is there too: the page is one of the site's, not a bare error document.
        await expect(page.locator('#site-logo')).toBeVisible();
      });
    }
  });
}

test('the English not-found text is the fixed one', () => {
  const english = sites.find((site) => site.code === 'EN_US');
  expect(english?.messages['error.notFound']).toBe('This page could not be found');
});
