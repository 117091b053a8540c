import { expect, test } from '@playwright/test';
import { E2E_PORT, EN_ORIGIN, ZH_ORIGIN } from '../../playwright.config';
import { send } from './support/security-site';

/**
 * Forged hosts (seo.spec.ts covers metadata, sitemap and robots.txt): no link, redirect, language
 * switch or login `service` may name a host the request brought; only the site info's hosts appear.
 */
const FORGED = 'evil.example';
const FORGED_HEADERS = { host: FORGED, 'x-forwarded-host': FORGED, 'x-forwarded-proto': 'https', forwarded: `host=${FORGED};proto=https` };
const CONFIGURED = new Set([ZH_ORIGIN, EN_ORIGIN]);
/** A host smuggled into the path instead, so a Location naming either is caught apart. */
const IN_PATH = 'attacker.example';
/** A host the site info does not list that still reaches the server (it answers such hosts in Chinese). */
const UNLISTED_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

test.describe('a forged Host or X-Forwarded-Host', () => {
  test.skip(({ isMobile }) => isMobile, 'request-level checks: once, from the desktop project');

  const PAGES = [
    '/',
    '/product/enterprise-cloud',
    '/press/60101',
    '/document/202/22103',
    '/legal/privacy',
    '/contact',
    '/search?keyword=cloud',
    '/module-gallery',
    '/no-such-page',
    '/upgrade-browser',
  ];

  test('reaches no page, link or RSC payload', async ({ request }) => {
    for (const path of PAGES) {
      for (const rsc of [false, true]) {
        const url = `${ZH_ORIGIN}${path}${rsc ? `${path.includes('?') ? '&' : '?'}_rsc` : ''}`;
        const answer = await send(request, url, { headers: rsc ? { ...FORGED_HEADERS, rsc: '1' } : FORGED_HEADERS });
        expect([200, 404], `${url} answered ${answer.status()}`).toContain(answer.status());
        expect(await answer.text(), url).not.toContain(FORGED);
        expect(JSON.stringify(answer.headers()), url).not.toContain(FORGED);
      }
    }
  });

  const REDIRECTS: { name: string; path: string; method?: 'POST'; headers?: Record<string, string>; data?: string; status: number }[] = [
    { name: "308 to a product's own path", path: '/product/1101', status: 308 },
    { name: '308 without the optional middle segment', path: '/product/object-storage', status: 308 },
    { name: '308 to a menu item of another kind', path: '/support/kubernetes-services', status: 308 },
    { name: 'trailing slash', path: '/press/', status: 308 },
    { name: 'trailing slash after //host', path: `//${IN_PATH}/`, status: 308 },
    { name: 'trailing slash after an encoded /\\host', path: `/%5C${IN_PATH}/`, status: 308 },
    { name: 'trailing slash after an encoded //host', path: `/%2F%2F${IN_PATH}/`, status: 308 },
    { name: 'RSC cache-busting redirect', path: '/product/enterprise-cloud', headers: { rsc: '1' }, status: 307 },
    { name: '303 preview hand-off', path: '/product/enterprise-cloud?ispreview=1&pretoken=dev-preview-token', status: 303 },
    {
      name: '303 preview hand-off called directly with a hostile return address',
      path: '/api/preview/enter',
      headers: { 'x-preview-token': 'dev-preview-token', 'x-preview-return': `//${IN_PATH}/x` },
      status: 303,
    },
    {
      name: '303 preview exit with a hostile return address',
      path: '/api/preview/exit',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: `return=%2F%5C${IN_PATH}%2Fx`,
      status: 303,
    },
  ];

  for (const { name, path, method, headers, data, status } of REDIRECTS) {
    test(`${name}: the Location stays on this site`, async ({ request }) => {
      const answer = await send(request, `${ZH_ORIGIN}${path}`, { method, headers: { ...FORGED_HEADERS, ...headers }, data });
      expect(answer.status()).toBe(status);
      const location = answer.headers()['location'] ?? '';
      expect(location).not.toContain(FORGED);
      // A path: one leading slash, no second slash or backslash that a browser would read as a host.
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, ZH_ORIGIN).origin).toBe(ZH_ORIGIN);
    });
  }
});

test.describe('a page reached through a host the site info does not list', () => {
  test('its links, language switcher and login service name only the configured hosts', { tag: '@phone' }, async ({ browser, isMobile }) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-host': FORGED, forwarded: `host=${FORGED}` },
      isMobile,
      ...(isMobile ? { viewport: { width: 390, height: 844 } } : {}),
    });
    const page = await context.newPage();
    await page.goto(`${UNLISTED_ORIGIN}/product/enterprise-cloud?x=1`);
    await page.waitForLoadState('networkidle');

    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(20);
    expect(hrefs.filter((href) => href.includes(FORGED))).toEqual([]);
    // Site links are relative, so they resolve against the address in use; none is written with that host.
    const html = await page.content();
    expect(html).not.toContain(FORGED);
    expect(html).not.toContain('//127.0.0.1');

    const switcher = await page.locator('a[hreflang]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).origin));
    expect(switcher.length).toBeGreaterThanOrEqual(2);
    expect(switcher.filter((origin) => !CONFIGURED.has(origin))).toEqual([]);

    const login = await page.locator('a[href*="/login?"]').first().getAttribute('href');
    const service = new URL(login ?? '').searchParams.get('service') ?? '';
    expect(service).toBe(`${ZH_ORIGIN}/product/enterprise-cloud?x=1`);
    await context.close();
  });
});
