import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, settle } from './support/console-errors';
import { sites, urlOn, type Site } from './support/sites';

/** `{name}` arguments filled in, as react-intl formats the simple messages used here. */
const format = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

const readFixture = (path: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), 'utf8'));

function reportTypes(site: Site): { value: string; name: string }[] {
  const constants = readFixture(`${site.code}/news-constants.json`);
  if (typeof constants !== 'object' || constants === null || !('reportTypes' in constants) || !Array.isArray(constants.reportTypes)) {
    throw new Error(`fixtures/${site.code}/news-constants.json has no reportTypes`);
  }
  return constants.reportTypes.map((entry: { value: string; name: string }) => ({ value: entry.value, name: entry.name }));
}

/** The paginated list of a news page (a region named by its heading), and its item titles. */
const listOf = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const titlesOf = (page: Page, name: string) => listOf(page, name).locator('ul[data-page]').getByRole('heading', { level: 3 }).allInnerTexts();

for (const site of sites) {
  const t = site.messages;
  const pagination = (page: Page) => page.getByRole('navigation', { name: t['pagination.label'] });

  test.describe(`news, ${site.label} site`, () => {
    test('a news card is one link: a click on its cover opens the article its title names, without a page load', async ({ page }) => {
      await page.goto(urlOn(site, '/press'));
      const card = listOf(page, t['news.latest']).locator('ul[data-page] article').first();
      await expect(card.getByRole('link')).toHaveCount(1);
      const title = await card.getByRole('heading', { level: 3 }).innerText();
      await card.scrollIntoViewIfNeeded();
      const box = await card.locator('img').boundingBox();
      if (!box) throw new Error('the first card has no cover on screen');
      await page.evaluate(() => Object.assign(window, { beforeClick: true }));
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL(/\/press\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(await page.evaluate(() => 'beforeClick' in window)).toBe(true);
    });

    test('/press: page 2 through the pagination, reloaded from the address, then an article with hot articles', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(urlOn(site, '/press'));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: t['news.list.press.title'] })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t['news.events.title'] })).toBeVisible();
      const first = await titlesOf(page, t['news.latest']);
      expect(first).toHaveLength(10);

      await pagination(page)
        .getByRole('link', { name: format(t['pagination.pageN'], { page: 2 }), exact: true })
        .click();
      await expect(page).toHaveURL(urlOn(site, '/press?page=2'));
      await expect(listOf(page, t['news.latest']).locator('ul[data-page="2"]')).toBeVisible();
      const second = await titlesOf(page, t['news.latest']);
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((title) => first.includes(title))).toEqual([]);
      await expect(pagination(page).getByRole('link', { name: format(t['pagination.pageN'], { page: 2 }), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      const opened = second[0] ?? '';
      await listOf(page, t['news.latest']).getByRole('link', { name: opened, exact: true }).click();
      await expect(page).toHaveURL(/\/press\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: opened, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t['news.hotArticles'], exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: t['news.back'], exact: true })).toHaveAttribute('href', '/press');

      await settle(page);
      expect(errors, 'console errors on /press and an article').toEqual([]);
    });

    test('the page number in the address is the page the server renders, so it can be shared and reloaded', async ({ page }) => {
      await page.goto(urlOn(site, '/press'));
      const first = await titlesOf(page, t['news.latest']);
      await page.goto(urlOn(site, '/press?page=2'));
      await expect(pagination(page).getByRole('link', { name: format(t['pagination.pageN'], { page: 2 }), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const second = await titlesOf(page, t['news.latest']);
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((title) => first.includes(title))).toEqual([]);
    });

    test('Goto clamps a page past the end, and the browser back button returns to the previous page', async ({ page }) => {
      await page.goto(urlOn(site, '/press'));
      await pagination(page).getByRole('spinbutton').fill('99');
      await pagination(page).getByRole('button', { name: t['pagination.gotoSubmit'], exact: true }).click();
      await expect(page).toHaveURL(urlOn(site, '/press?page=2'));
      await page.goBack();
      await expect(page).toHaveURL(urlOn(site, '/press'));
      await expect(listOf(page, t['news.latest']).locator('ul[data-page="1"]')).toBeVisible();
    });

    test('a page number past the end of the address is sent to the last page', async ({ page }) => {
      await page.goto(urlOn(site, '/press?page=40'));
      await expect(page).toHaveURL(urlOn(site, '/press?page=2'));
    });

    test('/reports: the report-type filter lives in the address', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(urlOn(site, '/reports'));
      const filter = page.getByRole('navigation', { name: t['news.reportType.label'] });
      await expect(filter.getByRole('link', { name: t['news.reportType.all'], exact: true })).toHaveAttribute('aria-current', 'page');
      const all = await titlesOf(page, t['news.latest']);

      const edge = reportTypes(site).find((entry) => entry.value === 'edge-computing');
      if (!edge) throw new Error('no edge-computing report type');
      await filter.getByRole('link', { name: edge.name, exact: true }).click();
      await expect(page).toHaveURL(urlOn(site, '/reports?reportType=edge-computing'));
      await expect(filter.getByRole('link', { name: edge.name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(listOf(page, t['news.latest']).locator('ul[data-page] h3')).toHaveCount(3);
      const filtered = await titlesOf(page, t['news.latest']);
      expect(filtered.every((title) => all.includes(title))).toBe(true);

      await page.getByRole('link', { name: t['news.reportInterpretation'], exact: true }).click();
      await expect(page).toHaveURL(urlOn(site, '/reports/interpretation'));
      await expect(page.getByRole('heading', { level: 1, name: t['news.reportInterpretation'] })).toBeVisible();
      await expect(listOf(page, t['news.latest']).locator('ul[data-page] h3')).toHaveCount(3);

      await settle(page);
      expect(errors, 'console errors on /reports').toEqual([]);
    });

    test('a filtered report address renders that filter', async ({ page }) => {
      const edge = reportTypes(site).find((entry) => entry.value === 'edge-computing');
      await page.goto(urlOn(site, '/reports?reportType=edge-computing'));
      const filter = page.getByRole('navigation', { name: t['news.reportType.label'] });
      await expect(filter.getByRole('link', { name: edge?.name ?? '', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(listOf(page, t['news.latest']).locator('ul[data-page] h3')).toHaveCount(3);
    });

    test('a case article opens from /cases, under the CASES modules', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(urlOn(site, '/cases'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const cases = listOf(page, t['news.list.cases.title']);
      await expect(cases.locator('ul[data-page] h3')).toHaveCount(6);
      // The featured cases (recommend: true in fixtures/*/news/6060*.json) lead, newest first, then the rest newest first.
      const order = await cases.locator('ul[data-page] h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(order).toEqual(['/cases/60604', '/cases/60601', '/cases/60606', '/cases/60605', '/cases/60603', '/cases/60602']);
      const title = (await titlesOf(page, t['news.list.cases.title']))[0] ?? '';
      await cases.getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(/\/cases\/606\d\d$/);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t['news.hotArticles'], exact: true })).toBeVisible();
      await settle(page);
      expect(errors, 'console errors on /cases and a case').toEqual([]);
    });

    for (const variant of ['/cases/pc', '/cases/mobile', '/cases/cases']) {
      test(`${variant} is the case list`, async ({ page }) => {
        const response = await page.goto(urlOn(site, variant));
        expect(response?.status()).toBe(200);
        await expect(listOf(page, t['news.list.cases.title']).locator('ul[data-page] h3')).toHaveCount(6);
      });
    }

    test('an article asked for under another list goes to its own address; an unknown one is the 404 page', async ({ page }) => {
      await page.goto(urlOn(site, '/press/60301'));
      await expect(page).toHaveURL(urlOn(site, '/blog/60301'));
      const missing = await page.goto(urlOn(site, '/press/99999'));
      expect(missing?.status()).toBe(404);
    });

    test('blog and product updates work on their addresses; English leaves them out of the navigation only', async ({ page }) => {
      for (const [path, title] of [
        ['/blog', t['news.list.blog.title']],
        ['/product-updates', t['news.list.productUpdates.title']],
      ] as const) {
        const response = await page.goto(urlOn(site, path));
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const navLinks = page.locator(`header a[href="${path}"]`);
        if (site.code === 'EN_US') await expect(navLinks).toHaveCount(0);
      }
    });
  });

  test.describe(`news without JavaScript, ${site.label} site`, () => {
    test.use({ javaScriptEnabled: false });

    test('pagination links and the Goto form work as plain links and GET forms', async ({ page }) => {
      await page.goto(urlOn(site, '/press'));
      await pagination(page).getByRole('link', { name: t['pagination.next'], exact: true }).click();
      await expect(page).toHaveURL(urlOn(site, '/press?page=2'));
      await expect(listOf(page, t['news.latest']).locator('ul[data-page="2"]')).toBeVisible();
      await pagination(page).getByRole('spinbutton').fill('1');
      await pagination(page).getByRole('button', { name: t['pagination.gotoSubmit'], exact: true }).click();
      await expect(page).toHaveURL(urlOn(site, '/press?page=1'));
      await expect(listOf(page, t['news.latest']).locator('ul[data-page="1"]')).toBeVisible();
    });
  });
}
