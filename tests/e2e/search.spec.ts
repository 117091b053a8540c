import { expect, test, type Page } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS } from '../../renderer/templates/search/search-constants';
import { collectConsoleErrors, settle } from './support/console-errors';
import { sites, urlOn, type Site } from './support/sites';

const zh = sites[0];
const en = sites[1];

const searchbox = (page: Page, site: Site) => page.getByRole('main').getByRole('searchbox', { name: site.messages['search.label'] });
const results = (page: Page, site: Site) => page.getByRole('region', { name: site.messages['search.title'] });

/** The text of every <mark> among the results. */
const marks = (page: Page, site: Site) => results(page, site).locator('mark').allTextContents();
/** The titles of the hits, in order. */
const titles = (page: Page, site: Site) => results(page, site).getByRole('heading', { level: 2 }).allTextContents();

test.describe('search', () => {
  test('Chinese: typing 存储 puts it in the address and shows highlighted results; a reload shows the same', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(urlOn(zh, '/search'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(results(page, zh).getByText(zh.messages['search.noData'], { exact: true })).toBeVisible();

    await searchbox(page, zh).fill('存储');
    await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === '存储');
    await expect(results(page, zh).locator('mark').first()).toBeVisible();
    const found = await marks(page, zh);
    expect(found.length).toBeGreaterThan(0);
    for (const text of found) expect(text).toContain('存储');
    const before = await titles(page, zh);
    expect(before.length).toBeGreaterThan(0);

    await settle(page);
    expect(errors).toEqual([]);

    await page.reload();
    await expect(searchbox(page, zh)).toHaveValue('存储');
    await expect(results(page, zh).locator('mark').first()).toBeVisible();
    expect(await titles(page, zh)).toEqual(before);
    // Not networkidle: after a reload Playwright never sees the link prefetches' bodies finish (on any page of the site).
    await page.waitForLoadState('load');
    expect(errors).toEqual([]);
  });

  test('English: kubernetes from the address is server-rendered with highlights, and a filter narrows it', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(urlOn(en, '/search?keyword=kubernetes'));
    expect(response?.status()).toBe(200);
    expect((await response?.text()) ?? '').toMatch(/<mark>kubernetes<\/mark>/i);
    await expect(searchbox(page, en)).toHaveValue('kubernetes');
    const found = await marks(page, en);
    expect(found.length).toBeGreaterThan(0);
    for (const text of found) expect(text.toLowerCase()).toBe('kubernetes');

    const filters = page.getByRole('navigation', { name: en.messages['search.filterLabel'] });
    await expect(filters.getByRole('link')).toHaveText([
      'All',
      'Product',
      'Solution',
      'Documentation',
      'News',
      'Product updates',
      'Industrial report',
      'API Documentation',
    ]);
    await filters.getByRole('link', { name: 'Documentation', exact: true }).click();
    await expect(page).toHaveURL(urlOn(en, '/search?keyword=kubernetes&type=DOCUMENT'));
    await expect(filters.getByRole('link', { name: 'Documentation', exact: true })).toHaveAttribute('aria-current', 'page');
    const hits = results(page, en).locator('article');
    await expect(hits.first()).toBeVisible();
    for (const badge of await hits.locator('p span').allTextContents()) expect(badge).toBe('Documentation');

    await settle(page);
    expect(errors).toEqual([]);
  });

  for (const site of sites) {
    test(`${site.label}: a search without results shows the two no-result texts`, async ({ page }) => {
      await page.goto(urlOn(site, '/search?keyword=qqzzxxnothing'));
      await expect(results(page, site).getByText(site.messages['search.empty'], { exact: true })).toBeVisible();
      await expect(results(page, site).getByText(site.messages['search.noResult'], { exact: true })).toBeVisible();
    });

    test(`${site.label}: a page past the last says so once, and leads back to the last page with results`, async ({ page }) => {
      const keyword = site.code === 'ZH_CN' ? '存储' : 'kubernetes';
      await page.goto(urlOn(site, `/search?keyword=${encodeURIComponent(keyword)}&page=99`));
      const region = results(page, site);
      await expect(region.getByRole('status')).toHaveText(/99/);
      await expect(region.getByRole('status')).toHaveCount(1);
      await expect(region.getByText(site.messages['search.noResult'], { exact: true })).toHaveCount(0);
      await expect(region.locator('ol')).toHaveCount(0);
      await region.getByRole('link', { name: /\d/ }).click();
      await expect(page).toHaveURL((url) => Number(url.searchParams.get('page') ?? '1') < 99);
      await expect(region.getByRole('heading', { level: 2 }).first()).toBeVisible();
    });

    test(`${site.label}: without a keyword, No Data and the hot words, each a search`, async ({ page }) => {
      await page.goto(urlOn(site, '/search'));
      await expect(results(page, site).getByText(site.messages['search.noData'], { exact: true })).toBeVisible();
      const hot = results(page, site).getByRole('list').last().getByRole('link');
      await expect(hot.first()).toBeVisible();
      const word = (await hot.first().textContent()) ?? '';
      await hot.first().click();
      await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === word);
      await expect(searchbox(page, site)).toHaveValue(word);
    });
  }

  test('the typed keyword searches once, after the typing stops', async ({ page }) => {
    await page.goto(urlOn(en, '/search'));
    // The page's after-load work (menus, side-panel form) is done before its clock is stopped below.
    await settle(page);
    const navigations: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/search' && url.searchParams.has('keyword')) navigations.push(url.searchParams.get('keyword') ?? '');
    });
    // The page's clock stands still while the visitor types, so a keystroke the busy machine held up is not
    // a pause in the typing; then the debounce's time passes.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await searchbox(page, en).pressSequentially('storage', { delay: 40 });
    await page.clock.runFor(SEARCH_DEBOUNCE_MS - 1);
    expect(navigations, 'nothing searched before the debounce has passed').toEqual([]);
    await page.clock.runFor(1);
    await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === 'storage');
    await page.clock.resume();
    await settle(page);
    expect(navigations).toEqual(['storage']);
  });
});
