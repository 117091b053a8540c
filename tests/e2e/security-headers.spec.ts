import { expect, test, type APIRequestContext } from '@playwright/test';
import { EN_ORIGIN, ZH_ORIGIN } from '../../playwright.config';
import { readEnv } from '../../renderer/data/config/env';
import { apiSecurityHeaders, pageSecurityHeaders } from '../../renderer/server/security/security-headers';
import { watchCspViolations } from './support/csp-violations';
import { send } from './support/security-site';

/** The servers inherit this environment, so these are the headers they must send (over http: no HSTS). */
const PAGE = pageSecurityHeaders(readEnv());
const API = apiSecurityHeaders(readEnv());
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Case = { name: string; url: string; expected: Record<string, string>; method?: 'GET' | 'POST'; headers?: Record<string, string> };

const CASES: Case[] = [
  { name: 'a published page', url: `${ZH_ORIGIN}/product/enterprise-cloud`, expected: PAGE },
  { name: 'the English mobile page', url: `${EN_ORIGIN}/company`, expected: PAGE, headers: { 'user-agent': IPHONE } },
  { name: 'the home page', url: `${ZH_ORIGIN}/`, expected: PAGE },
  { name: 'the 404 page', url: `${ZH_ORIGIN}/no-such-page`, expected: PAGE },
  { name: 'a 404 for a file address (not through the proxy)', url: `${ZH_ORIGIN}/no-such-file.txt`, expected: PAGE },
  { name: "a page's RSC payload", url: `${ZH_ORIGIN}/product/enterprise-cloud?_rsc`, expected: PAGE, headers: { rsc: '1' } },
  { name: 'a 308 menu redirect', url: `${ZH_ORIGIN}/product/1101`, expected: PAGE },
  { name: 'a file under public/', url: `${ZH_ORIGIN}/images/logo.svg`, expected: PAGE },
  { name: 'sitemap.xml', url: `${ZH_ORIGIN}/sitemap.xml`, expected: PAGE },
  { name: 'robots.txt', url: `${EN_ORIGIN}/robots.txt`, expected: PAGE },
  { name: 'an image optimizer refusal', url: `${ZH_ORIGIN}/_next/image?url=https%3A%2F%2Fevil.example%2Fa.png&w=640&q=75`, expected: PAGE },
  { name: 'a portal API answer', url: `${ZH_ORIGIN}/api/portal/v1/menus?lang=ZH_CN`, expected: API },
  { name: 'the captcha image', url: `${ZH_ORIGIN}/api/portal/v1/picture-code?pictureType=us&lang=ZH_CN`, expected: API },
  { name: 'the preview hand-off (303)', url: `${ZH_ORIGIN}/?ispreview=1&pretoken=dev-preview-token`, expected: API },
  { name: 'the refused preview token page (400)', url: `${ZH_ORIGIN}/?ispreview=1&pretoken=%01`, expected: API },
  { name: 'the revalidate webhook without a secret (401)', url: `${ZH_ORIGIN}/api/revalidate`, expected: API, method: 'POST' },
];

async function nextAsset(request: APIRequestContext): Promise<string> {
  const html = await (await send(request, `${ZH_ORIGIN}/`)).text();
  const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  if (!asset) throw new Error('no script under /_next/static in the home page');
  return `${ZH_ORIGIN}${asset}`;
}

test.describe('security headers', () => {
  test.skip(({ isMobile }) => isMobile, 'request-level checks: once, from the desktop project');

  for (const { name, url, expected, method, headers } of CASES) {
    test(`${name} carries them`, async ({ request }) => {
      const answer = await send(request, url, { method, headers });
      expect(answer.headers()).toMatchObject(expected);
      expect(answer.headers()).not.toHaveProperty('strict-transport-security');
    });
  }

  test("Next's own trailing-slash redirect is answered before any header rule: a 308 whose body is just the path", async ({ request }) => {
    const answer = await send(request, `${ZH_ORIGIN}/press/`);
    expect(answer.status()).toBe(308);
    expect(answer.headers()['location']).toBe('/press');
    expect(await answer.text()).toBe('/press');
  });

  test('a script under /_next/static carries them', async ({ request }) => {
    expect((await send(request, await nextAsset(request))).headers()).toMatchObject(PAGE);
  });

  test("the page policy names no external origin but the chat widget's", () => {
    const sources = (PAGE['content-security-policy'] ?? '').split(/[; ]+/);
    const origins = new Set(sources.filter((source) => /^[a-z]+:\/\//.test(source)));
    expect(origins).toEqual(new Set([new URL(readEnv().CHAT_ORIGIN).origin]));
  });

  test('the policy does not make pages render per request: a published page is still served from the cache', async ({ request }) => {
    const url = `${ZH_ORIGIN}/product/hybrid-cloud`;
    // A page an earlier test rendered over REVALIDATE_SECONDS ago is STALE until its background refresh lands.
    let again = await send(request, url);
    await expect
      .poll(async () => {
        again = await send(request, url);
        return again.headers()['x-nextjs-cache'];
      })
      .toBe('HIT');
    expect(again.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(again.headers()['content-security-policy']).toBe(PAGE['content-security-policy']);
  });
});

/**
 * Every page the accessibility spec checks (each template on both sites between the two projects, the chat
 * widget's and the captcha's pages included) also fails on a policy violation (support/csp-violations.ts).
 */
test.describe('the policy in Chromium', () => {
  test('the captcha, drawn from a blob: URL, breaks no directive', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto(`${EN_ORIGIN}/contact`);
    await expect(page.locator('img[src^="blob:"]').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('another origin cannot frame a page (frame-ancestors)', async ({ page }) => {
    const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
    await page.setContent(`<iframe src="${ZH_ORIGIN}/product/enterprise-cloud"></iframe>`);
    expect((await refused).text()).toContain(`Framing '${ZH_ORIGIN}/' violates the following Content Security Policy directive: "frame-ancestors 'self'"`);
  });
});
