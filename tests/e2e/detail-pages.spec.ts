import { expect, test } from '@playwright/test';
import { collectConsoleErrors, settle } from './support/console-errors';
import { forbiddenTexts, heroTitle, isHostile, isInvisible, readDetail, shownModules, detailsOf } from './support/content';
import { sites, urlOn } from './support/sites';

const PRODUCT = '/product/enterprise-cloud';
const SOLUTION = '/solution/healthcare';
/** The draft page that holds the fixtures' deliberately broken modules; only previewers reach it. */
const DROP_REPORT_TEST = '/product/drop-report-test';
/** The development token the embedded CMS accepts out of the box (cms/config.ts). */
const DEV_TOKEN = 'dev-preview-token';
/** Its related products name catalogue products by id only (`POST /product/names` fills the names). */
const NAMED_BY_ID = '/product/container-cloud';

for (const site of sites) {
  test.describe(`detail pages, ${site.label} site`, () => {
    test(`${PRODUCT} shows every module, without console errors`, async ({ page }) => {
      const detail = readDetail(site.code, PRODUCT);
      const errors = collectConsoleErrors(page);
      const response = await page.goto(urlOn(site, PRODUCT));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', site.htmlLang);

      await expect(page.getByRole('heading', { level: 1, name: heroTitle(detail), exact: true })).toBeVisible();
      const main = page.getByRole('main');
      expect(shownModules(detail)).toEqual(detail.moduleViewList);
      for (const shown of shownModules(detail)) {
        const title = detailsOf(shown)?.title;
        if (typeof title === 'string') await expect(main.getByText(title, { exact: true }).first(), `module ${shown.id}`).toBeVisible();
      }

      await settle(page);
      expect(errors, `console errors on ${PRODUCT}`).toEqual([]);
    });

    test(`the draft ${DROP_REPORT_TEST} shows a previewer none of its broken or hidden modules`, async ({ page }) => {
      const detail = readDetail(site.code, DROP_REPORT_TEST);
      await page.goto(urlOn(site, `${DROP_REPORT_TEST}?ispreview=1&pretoken=${DEV_TOKEN}`));
      await expect(page.getByRole('heading', { level: 1, name: heroTitle(detail), exact: true })).toBeVisible();

      const hiddenCta = detail.moduleViewList.filter((m) => isInvisible(m) && m.type === 'call-to-action');
      expect(hiddenCta.length, 'the fixture has an invisible call-to-action').toBeGreaterThan(0);
      const invisibleTexts = forbiddenTexts(detail, (m) => hiddenCta.includes(m));
      const hostileTexts = forbiddenTexts(detail, isHostile);
      expect(invisibleTexts.length).toBeGreaterThan(0);
      expect(hostileTexts.length).toBeGreaterThan(0);

      // The page's markup, hidden elements included (dropped modules must not be in it at all), but
      // not <script> bodies: the RSC payload is data for React, not text a visitor can come across.
      const pageText = await page.getByRole('main').evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('script, template, style, noscript').forEach((element) => element.remove());
        return copy.textContent ?? '';
      });
      expect(pageText).toContain(heroTitle(detail));
      for (const text of invisibleTexts) expect(pageText, `text of the invisible call-to-action: ${text}`).not.toContain(text);
      for (const text of hostileTexts) expect(pageText, `text of a hostile module: ${text}`).not.toContain(text);
    });

    test(`${SOLUTION} shows its hero title`, async ({ page }) => {
      const detail = readDetail(site.code, SOLUTION);
      const response = await page.goto(urlOn(site, SOLUTION));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heroTitle(detail), exact: true })).toBeVisible();
    });

    test(`${NAMED_BY_ID} names its related products by id with the catalogue's current names`, async ({ page }) => {
      const related = readDetail(site.code, NAMED_BY_ID).moduleViewList.find((entry) => entry.type === 'related-products');
      const products = related ? detailsOf(related)?.products : undefined;
      if (!Array.isArray(products)) throw new Error(`${NAMED_BY_ID} has no related products in the fixtures`);
      await page.goto(urlOn(site, NAMED_BY_ID));
      for (const product of products as { productId?: number; href: string }[]) {
        expect(product.productId, 'the fixture names this product by id alone').toBeGreaterThan(0);
        const link = page.getByRole('main').getByRole('link', { name: readDetail(site.code, product.href).name, exact: true });
        await expect(link).toHaveAttribute('href', product.href);
      }
    });

    test('a product id URL ends at the product path', async ({ page }) => {
      const detail = readDetail(site.code, PRODUCT);
      await page.goto(urlOn(site, `/product/${detail.id}`));
      await expect(page).toHaveURL(urlOn(site, PRODUCT));
      await expect(page.getByRole('heading', { level: 1, name: heroTitle(detail), exact: true })).toBeVisible();
    });
  });
}
