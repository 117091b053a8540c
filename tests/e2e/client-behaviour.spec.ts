import { expect, test, type Page } from '@playwright/test';
import { CHAT_LAUNCHER_SELECTOR, chatWidgetSrc } from '../../renderer/frame/behaviours/chat/chat-widget';
import { CHUNK_RELOAD_KEY } from '../../renderer/frame/behaviours/chunk-recovery/chunk-failure';
import { CONSENT_MAX_AGE_SECONDS } from '../../renderer/frame/behaviours/cookie-consent/consent-cookie';
import { readEnv } from '../../renderer/data/config/env';
import { enUS } from '../../renderer/i18n/messages/en-US';
import { zhCN } from '../../renderer/i18n/messages/zh-CN';
import { EN_ORIGIN, enUrl, zhUrl } from '../../playwright.config';
import { collectConsoleErrors, settle } from './support/console-errors';

/** The servers inherit this environment, so these are the ids and host the Chinese pages were rendered with. */
const chat = readEnv();
const IE9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const topOf = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
/** Reloads and waits for the account check the layout sends after hydration: by then the notice has decided. */
const reloadHydrated = (page: Page) =>
  Promise.all([page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/user/')), page.reload()]);
const headerBottom = (page: Page) => page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().bottom);

/** A stand-in for the third-party widget: a launcher and a minimised bar, counting their clicks on <html>. */
const FAKE_WIDGET = `(() => {
  const counter = (name) => () => {
    const data = document.documentElement.dataset;
    data[name] = String(Number(data[name] || 0) + 1);
  };
  const bar = document.createElement('div');
  bar.style.cssText = 'position:fixed;left:0;top:40%;z-index:1';
  for (const [kind, name] of [['launcher', 'chatOpened'], ['minimised', 'chatRestored']]) {
    const button = document.createElement('button');
    button.dataset.chatWidget = kind;
    button.textContent = kind;
    button.addEventListener('click', counter(name));
    bar.append(button);
  }
  document.body.append(bar);
})();`;

test.describe('cookie notice', () => {
  test('English: shown until agreed; agreeing stores allow for a year at / and hides it for good', async ({ page, context }) => {
    await page.goto(enUrl('/'));
    const notice = page.locator('[data-cookie-notice]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(enUS['cookie.text']);
    // Stuck to the bottom of the viewport, over the page.
    const bottom = await notice.evaluate((element) => window.innerHeight - element.getBoundingClientRect().bottom);
    expect(Math.abs(bottom)).toBeLessThanOrEqual(1);

    // No layout shift: it sits after everything, so the content above keeps its place when it goes.
    const footerTop = () => page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY);
    const before = await footerTop();
    const agreedAt = Date.now() / 1000;
    await notice.getByRole('button', { name: enUS['cookie.agree'] }).click();
    await expect(notice).toHaveCount(0);
    expect(await footerTop()).toBe(before);

    const cookie = (await context.cookies(EN_ORIGIN)).find((entry) => entry.name === 'cookie_consent');
    expect(cookie).toMatchObject({ value: 'allow', path: '/', sameSite: 'Lax' });
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(cookie?.expires).toBeGreaterThan(agreedAt + 31_536_000 - 60);
    expect(cookie?.expires).toBeLessThan(Date.now() / 1000 + 31_536_000 + 60);

    await reloadHydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);

    // The same reload without the cookie shows it again: the check above ran after the page had hydrated.
    await context.clearCookies();
    await page.reload();
    await expect(notice).toBeVisible();
  });

  test('never shown on the Chinese host', async ({ page, context }) => {
    await page.goto(zhUrl('/'));
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-cookie-notice]')).toHaveCount(0);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('cookie_consent');
  });
});

test.describe('online chat', () => {
  test('Chinese pages load the device script with the configured ids after load; English pages have none', { tag: '@phone' }, async ({ page, isMobile }) => {
    const src = chatWidgetSrc(chat, isMobile ? 'mobile' : 'desktop');
    expect(src).toContain(`companyId=${chat.CHAT_COMPANY_ID}&groupId=${chat.CHAT_GROUP_ID}`);
    await page.route(`${chat.CHAT_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_WIDGET }));

    const response = await page.goto(zhUrl('/'));
    // No script or preload in the HTML: it is injected once the page has loaded, so it never delays rendering.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<h1');
    expect(html).not.toMatch(new RegExp(`<(script|link)[^>]*${chat.CHAT_ORIGIN.replace(/[.]/g, '\\.')}`));
    await expect(page.locator(`script[src="${src}"]`)).toBeAttached();

    await page.goto(enUrl('/'));
    await settle(page);
    await expect(page.locator(`script[src^="${chat.CHAT_ORIGIN}"]`)).toHaveCount(0);
    await expect(page.locator(CHAT_LAUNCHER_SELECTOR)).toHaveCount(0);
  });

  test('the chat buttons open the loaded widget, and each navigation restores a minimised chat', { tag: '@phone' }, async ({ page }) => {
    await page.route(`${chat.CHAT_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_WIDGET }));
    await page.goto(zhUrl('/'));
    await expect(page.locator(CHAT_LAUNCHER_SELECTOR)).toBeAttached();

    await page.locator('footer').getByRole('button', { name: zhCN['footer.onlineConsult'] }).click();
    await expect(page.locator('html')).toHaveAttribute('data-chat-opened', '1');
    // The widget acknowledged the request: no fallback to the contact page after 300 ms.
    await page.waitForTimeout(600);
    expect(page.url()).toBe(zhUrl('/'));

    await page.locator('footer a[href="/partners"]').click();
    await expect(page).toHaveURL(zhUrl('/partners'));
    await expect(page.locator('html')).toHaveAttribute('data-chat-restored', '1');
  });

  test('a page works fully when the chat host is unreachable; the chat button falls back to /contact', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.route(`${chat.CHAT_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(zhUrl('/'));
    await expect(page.locator(`script[src^="${chat.CHAT_ORIGIN}"]`)).toBeAttached();
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.locator('footer').getByRole('button', { name: zhCN['footer.onlineConsult'] }).click();
    await expect(page).toHaveURL(zhUrl('/contact'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    expect(errors).toEqual([]);
  });
});

test.describe('old browsers and failures', () => {
  test.describe('Internet Explorer 9', () => {
    test.use({ userAgent: IE9, javaScriptEnabled: false });

    test('lands on the upgrade page from any address, server-side', async ({ page }) => {
      await page.goto(zhUrl('/product/enterprise-cloud'));
      await expect(page.getByRole('heading', { level: 1, name: zhCN['upgrade.title'] })).toBeVisible();
      await page.goto(enUrl('/'));
      await expect(page.getByRole('heading', { level: 1, name: enUS['upgrade.title'] })).toBeVisible();
    });
  });

  test.describe('the upgrade page without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const [url, messages] of [
      [zhUrl('/upgrade-browser'), zhCN],
      [enUrl('/upgrade-browser'), enUS],
    ] as const) {
      test(`${url} explains, links to current browsers and is not indexed`, async ({ page }) => {
        await page.goto(url);
        const body = page.locator('[data-upgrade-browser]');
        await expect(body.getByRole('heading', { level: 1, name: messages['upgrade.title'] })).toBeVisible();
        await expect(body).toContainText(messages['upgrade.text']);
        for (const name of ['Google Chrome', 'Microsoft Edge', 'Mozilla Firefox']) {
          await expect(body.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
        }
        await expect(body.getByRole('link', { name: messages['error.backHome'] })).toHaveAttribute('href', '/');
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      });
    }
  });

  test('a chunk that fails to load reloads the page once, and a second failure within 60 s goes to the upgrade page', async ({ page }) => {
    // The chat widget's script is added after hydration: the guard is listening once it is there.
    const hydrated = () => expect(page.locator(`script[src^="${chat.CHAT_ORIGIN}"]`)).toBeAttached();
    await page.goto(zhUrl('/company'));
    await hydrated();
    const failChunk = () =>
      page.evaluate(() => {
        const error = new Error('Failed to load chunk /_next/static/chunks/gone.js from module 1');
        error.name = 'ChunkLoadError';
        // Rejected after this evaluation has returned, as a failed import() would be.
        setTimeout(() => void Promise.reject(error), 0);
      });

    await Promise.all([page.waitForEvent('load'), failChunk()]);
    expect(page.url()).toBe(zhUrl('/company'));
    expect(Number(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY))).toBeGreaterThan(Date.now() - 60_000);

    await hydrated();
    await failChunk();
    await expect(page).toHaveURL(zhUrl('/upgrade-browser'));
    await expect(page.getByRole('heading', { level: 1, name: zhCN['upgrade.title'] })).toBeVisible();
  });
});

test.describe('navigation feedback', () => {
  test('a slow navigation shows the loading bar until the new page has rendered', async ({ page }) => {
    await page.goto(zhUrl('/'));
    await settle(page);
    const bar = page.locator('[data-loading-bar]');
    await expect(bar).toHaveAttribute('data-loading-bar', 'hidden');
    await page.route(
      (url) => url.searchParams.has('_rsc'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue().catch(() => {});
      },
    );

    // Footer links are not prefetched: the click has to wait for the delayed page.
    await page.locator('footer a[href="/partners"]').click();
    await expect(bar).toHaveAttribute('data-loading-bar', 'visible');
    expect(page.url()).toBe(zhUrl('/'));
    await expect(page).toHaveURL(zhUrl('/partners'));
    await expect(bar).toHaveAttribute('data-loading-bar', 'hidden');
  });

  test('scrolls to the top on navigation and back to the saved position on return', async ({ page }) => {
    await page.goto(zhUrl('/'));
    await settle(page);
    const link = page.locator('footer a[href="/partners"]');
    await link.scrollIntoViewIfNeeded();
    const saved = await scrollY(page);
    expect(saved).toBeGreaterThan(300);

    await link.click();
    await expect(page).toHaveURL(zhUrl('/partners'));
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(zhUrl('/'));
    await expect.poll(async () => Math.abs((await scrollY(page)) - saved)).toBeLessThanOrEqual(2);
  });

  test('scrolls to a hash anchor, clear of the sticky header', { tag: '@phone' }, async ({ page }) => {
    const clearOfHeader = async (id: string) => {
      await expect.poll(async () => (await topOf(page, `#${id}`)) - (await headerBottom(page))).toBeGreaterThanOrEqual(0);
      expect((await topOf(page, `#${id}`)) - (await headerBottom(page))).toBeLessThan(48);
    };

    // On a first load.
    await page.goto(zhUrl('/module-gallery#module-faq-accordion'));
    await clearOfHeader('module-faq-accordion');

    // In the page, from its contents list.
    await page.locator('a[href="#module-spec-table"]').click();
    await clearOfHeader('module-spec-table');

    // On a client navigation from another page, through Next's router.
    await page.goto(zhUrl('/'));
    await settle(page);
    await page.evaluate("window.next.router.push('/module-gallery#module-video')");
    await expect(page).toHaveURL(zhUrl('/module-gallery#module-video'));
    await clearOfHeader('module-video');
  });
});
