import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT, SERVER_LOG_DIR, ZH_ORIGIN } from '../../playwright.config';
import { zhCN } from '../../renderer/i18n/messages/zh-CN';
import { isUncovered } from './support/hit-test';
import { sites, urlOn } from './support/sites';
import { wordsSplitAcrossLines } from './support/split-words';

/** The development token the embedded CMS accepts out of the box (cms/config.ts, docs/preview.md). */
const DEV_TOKEN = 'dev-preview-token';
/** A draft product: its menu node and page exist only for previewers (fixtures/draft-menus.json, details/product/edge-ai.json). */
const DRAFT_PAGE = '/product/edge-ai';
/** The draft page's hero heading. */
const DRAFT_TITLE = '大模型推理，一键部署到边缘';
/** A draft press release (fixtures/ZH_CN/news/60190.json). */
const DRAFT_NEWS = '/press/60190';
/** A published product: every module of it renders. */
const PUBLISHED_PAGE = '/product/enterprise-cloud';
/** The draft test page that holds the fixtures' deliberately broken modules (fixtures/ZH_CN/details/product/drop-report-test.json). */
const PAGE_WITH_DROPS = '/product/drop-report-test';

const previewUrl = (path: string, token: string) => `${path}${path.includes('?') ? '&' : '?'}ispreview=1&pretoken=${encodeURIComponent(token)}`;
const banner = (page: Page) => page.getByRole('region', { name: zhCN['preview.banner'] });

test.describe('preview mode', () => {
  test('a content admin previews a draft end to end and leaves preview', { tag: '@phone' }, async ({ page }) => {
    const visitor = await page.request.get(DRAFT_PAGE);
    expect(visitor.status()).toBe(404);

    await page.goto(previewUrl(DRAFT_PAGE, DEV_TOKEN));
    // The server took the token out of the address: it is in no history entry and no shared link.
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe(DRAFT_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: DRAFT_TITLE })).toBeVisible();
    await expect(banner(page)).toContainText(zhCN['preview.banner']);
    await expect(banner(page)).toContainText('••••oken');

    // Another address without the parameters stays in preview.
    await page.goto(DRAFT_NEWS);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('草稿');
    await expect(banner(page)).toBeVisible();

    // A client-side navigation too.
    await page.goto(DRAFT_PAGE);
    await page.locator('#site-logo').click();
    await expect(page).toHaveURL(`${ZH_ORIGIN}/`);
    await expect(banner(page)).toBeVisible();

    await page.goto(DRAFT_PAGE);
    await banner(page).getByRole('button', { name: zhCN['preview.close'] }).click();
    await expect(page).toHaveURL(`${ZH_ORIGIN}${DRAFT_PAGE}`);
    await expect(banner(page)).toHaveCount(0);
    // Published content again: the draft product does not exist for a visitor.
    await expect(page.getByText(zhCN['error.404.title'])).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('portal_preview');
  });

  test('the first request moves the token into an httpOnly cookie and redirects without it', async ({ request }) => {
    const response = await request.get(previewUrl(`${DRAFT_PAGE}?page=2`, DEV_TOKEN), { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe(`${DRAFT_PAGE}?page=2`);
    expect(response.headers()['cache-control']).toContain('no-store');
    const setCookie = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value);
    const tokenCookie = setCookie.find((cookie) => cookie.startsWith('portal_preview='));
    expect(tokenCookie).toMatch(/HttpOnly/i);
    expect(tokenCookie).toMatch(/Path=\//);
    expect(tokenCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie.some((cookie) => cookie.startsWith('__prerender_bypass='))).toBe(true);
  });

  test('preview responses are private, uncached and not indexed; visitors never get them', async ({ page, browser }) => {
    await page.goto(previewUrl(PUBLISHED_PAGE, DEV_TOKEN));
    const previewed = await page.request.get(PUBLISHED_PAGE);
    expect(previewed.headers()['cache-control']).toContain('private');
    expect(previewed.headers()['cache-control']).toContain('no-store');
    expect(previewed.headers()['x-robots-tag']).toBe('noindex');
    expect(await previewed.text()).toContain(zhCN['preview.banner']);

    // A visitor right after the previewer gets the cached published page: no banner, no drop report, no draft.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const response = await visitor.goto(PUBLISHED_PAGE);
    expect(response?.headers()['cache-control'] ?? '').not.toContain('private');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(visitor)).toHaveCount(0);
    await expect(visitor.getByRole('heading', { name: zhCN['preview.dropReport.title'] })).toHaveCount(0);
    expect((await visitorContext.request.get(DRAFT_PAGE)).status()).toBe(404);
    await visitorContext.close();
  });

  test('previewers see which modules the page dropped and why; visitors never reach the test page', async ({ page }) => {
    const visitor = await page.goto(PAGE_WITH_DROPS);
    expect(visitor?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: zhCN['preview.dropReport.title'] })).toHaveCount(0);

    await page.goto(previewUrl(PAGE_WITH_DROPS, DEV_TOKEN));
    const report = page.getByRole('complementary', { name: zhCN['preview.dropReport.title'] });
    await expect(report).toBeVisible();
    await expect(report.getByRole('row')).not.toHaveCount(1);
    await expect(report).toContainText(zhCN['preview.dropReport.reason.unknown-type']);
    await expect(report).toContainText(zhCN['preview.dropReport.reason.invalid-json']);
  });

  test('the preview banner counts the dropped modules and leads to the report, which names them by their CMS title', async ({ page }) => {
    await page.goto(previewUrl(PAGE_WITH_DROPS, DEV_TOKEN));
    // Four of the page's modules are broken or hidden.
    const summary = '本页移除了 4 个模块';
    await expect(banner(page)).toContainText(summary);
    await banner(page).getByRole('link', { name: zhCN['preview.dropReport.see'] }).click();
    await expect(page).toHaveURL(/#drop-report$/);
    const report = page.getByRole('complementary', { name: zhCN['preview.dropReport.title'] });
    await expect(report.getByRole('heading')).toBeInViewport();
    await expect(report.getByRole('row').filter({ hasText: 'legacy-carousel' })).toContainText('hostile: unknown module type');

    await page.goto('/solution/healthcare');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).not.toContainText(summary);
  });

  test('a token the CMS does not know starts no preview: a message, a way to the published page, and no cookie', async ({ page }) => {
    const response = await page.goto(previewUrl(PUBLISHED_PAGE, 'not-a-known-token'));
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: zhCN['preview.refused.title'] })).toBeVisible();
    await expect(page.getByText(zhCN['preview.invalidToken'])).toBeVisible();
    expect(await page.context().cookies()).toEqual([]);
    await page.getByRole('link', { name: zhCN['preview.refused.continue'] }).click();
    await expect(page).toHaveURL(`${ZH_ORIGIN}${PUBLISHED_PAGE}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(DRAFT_PAGE);
    await expect(page.getByText(zhCN['error.404.title'])).toBeVisible();
  });

  test('no value an anonymous visitor can obtain lets them regenerate or bypass a cached page', async ({ request, isMobile }) => {
    test.skip(isMobile, 'requests only: once is enough');
    const refused = await request.get(previewUrl('/', 'anything-at-all'), { maxRedirects: 0 });
    expect(refused.status()).toBe(403);
    expect(refused.headersArray().filter(({ name }) => name.toLowerCase() === 'set-cookie')).toEqual([]);
    // Fresh in the cache first: an entry past its revalidate time answers STALE until it is rendered again.
    await expect.poll(async () => (await request.get(PUBLISHED_PAGE)).headers()['x-nextjs-cache']).toBe('HIT');
    // Every value a visitor has: none, the guessable ones, and the refused token itself.
    for (const value of ['', '1', 'true', 'anything-at-all', 'dev-preview-token']) {
      const answer = await request.get(PUBLISHED_PAGE, { headers: { 'x-prerender-revalidate': value } });
      expect(answer.headers()['x-nextjs-cache'], `x-prerender-revalidate: ${JSON.stringify(value)}`).toBe('HIT');
    }
  });

  test('the hand-off answer names the token in no header', async ({ request, isMobile }) => {
    test.skip(isMobile, 'requests only: once is enough');
    const token = `header-check-${Date.now().toString(36)}`;
    for (const candidate of [token, DEV_TOKEN]) {
      const answer = await request.get(previewUrl(PUBLISHED_PAGE, candidate), { maxRedirects: 0 });
      const leaking = answer.headersArray().filter(({ name, value }) => name.toLowerCase() !== 'set-cookie' && value.includes(candidate));
      expect(leaking, candidate).toEqual([]);
    }
  });

  for (const [label, token] of [
    ['CR and LF', 'abc\r\nSet-Cookie: evil=1'],
    ['non-Latin-1 characters', '预览令牌'],
  ] as const) {
    test(`a token with ${label} is refused with a message, never a 500`, async ({ page }) => {
      const response = await page.goto(previewUrl(DRAFT_PAGE, token));
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('heading', { name: zhCN['preview.refused.title'] })).toBeVisible();
      await page.getByRole('link', { name: zhCN['preview.refused.continue'] }).click();
      await expect(page).toHaveURL(`${ZH_ORIGIN}${DRAFT_PAGE}`);
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('portal_preview');
    });
  }

  test('the token never appears in a link, an outgoing Referer or a server log line', async ({ page }) => {
    const token = `leak-check-${Date.now().toString(36)}`;
    const referers: string[] = [];
    page.on('request', (request) => {
      const referer = request.headers().referer;
      if (referer) referers.push(referer);
    });
    await page.goto(previewUrl(DRAFT_NEWS, token));
    await page.goto(previewUrl(PAGE_WITH_DROPS, DEV_TOKEN));
    await page.waitForLoadState('networkidle');
    const hrefs = await page
      .locator('[href], [src], [action]')
      .evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('action') ?? ''),
      );
    expect(hrefs.length).toBeGreaterThan(20);
    for (const secret of [token, DEV_TOKEN]) {
      expect(hrefs.filter((href) => href.includes(secret))).toEqual([]);
      expect(referers.filter((referer) => referer.includes(secret))).toEqual([]);
      expect(await page.content()).not.toContain(secret);
      expect(readFileSync(`${SERVER_LOG_DIR}/${E2E_PORT}.log`, 'utf8')).not.toContain(secret);
    }
  });
});

test.describe('preview on a phone', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone');

  for (const site of sites) {
    const m = site.messages;
    for (const width of [360, 390]) {
      test(`${site.label} at ${width} px the banner covers no content, "See why" shows the report's heading whole, and its table keeps words whole`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(previewUrl(urlOn(site, PAGE_WITH_DROPS), DEV_TOKEN));
        const siteBanner = page.getByRole('region', { name: m['preview.banner'] });
        const exit = siteBanner.getByRole('button', { name: m['preview.close'] });
        await expect(exit).toBeInViewport();

        await siteBanner.getByRole('link', { name: m['preview.dropReport.see'] }).click();
        await expect(page).toHaveURL(/#drop-report$/);
        const report = page.getByRole('complementary', { name: m['preview.dropReport.title'] });
        await expect.poll(() => isUncovered(report.getByRole('heading', { level: 2 })), 'the heading is whole and uncovered').toBe(true);
        // Scrolled down, no part of the banner shows below the header.
        const bottomOf = (element: Element) => element.getBoundingClientRect().bottom;
        const bottoms = { banner: await siteBanner.evaluate(bottomOf), header: await page.getByRole('banner').evaluate(bottomOf) };
        expect(bottoms.banner, 'the banner reaches below the header').toBeLessThanOrEqual(bottoms.header + 1);

        expect(await wordsSplitAcrossLines(report.locator('th, td')), 'words split across lines').toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page scrolls sideways').toBeLessThanOrEqual(width);

        // Back at the top, the banner still says it is preview and offers the way out.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await expect(siteBanner).toContainText(m['preview.banner']);
        await expect(exit).toBeInViewport();
      });
    }
  }
});
