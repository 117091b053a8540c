import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SECURITY_SITE_PORT, SERVER_LOG_DIR, ZH_ORIGIN } from '../../playwright.config';
import { readEnv } from '../../renderer/data/config/env';
import { pageSecurityHeaders } from '../../renderer/server/security/security-headers';
import { expireSecuritySite, previewCookies, securitySite, send } from './support/security-site';

/**
 * Requests shaped to slip past the proxy or the page cache: a repeated `x-middleware-subrequest`
 * (CVE-2025-29927), `RSC: 1` and `Next-Resume: 1` get the headers and preview protection of a plain
 * request; `/_next/image` fetches only the exact allow-list and never a private address; an RSC
 * request never leaves its payload where the next visitor's HTML should be.
 */
const PAGE = pageSecurityHeaders(readEnv());
const PRODUCT = '/product/enterprise-cloud';
/** Draft mode writes its own, stricter `private, no-cache, no-store, ...`. */
const PREVIEWER_CACHE_CONTROL = /^private\b.*\bno-store\b/;

const SUBREQUEST = ['proxy', 'middleware', 'src/proxy', 'src/middleware', 'pages/_middleware'].map((name) => Array(5).fill(name).join(':'));
const EDGE_HEADERS: { name: string; headers: Record<string, string>; query?: string; method?: 'POST' }[] = [
  ...SUBREQUEST.map((value) => ({ name: `x-middleware-subrequest: ${value}`, headers: { 'x-middleware-subrequest': value } })),
  { name: 'RSC: 1', headers: { rsc: '1' }, query: '_rsc' },
  { name: 'RSC: 1 with x-middleware-subrequest', headers: { rsc: '1', 'x-middleware-subrequest': SUBREQUEST[0] ?? '' }, query: '_rsc' },
  { name: 'Next-Resume: 1', headers: { 'next-resume': '1' } },
  { name: 'Next-Resume: 1 on a POST', headers: { 'next-resume': '1' }, method: 'POST' },
];

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test.describe('framework edges', () => {
  for (const { name, headers, query, method } of EDGE_HEADERS) {
    test(`${name}: the proxy still runs and sets the security headers`, async ({ request }) => {
      const url = `${ZH_ORIGIN}${PRODUCT}${query ? `?${query}` : ''}`;
      const plain = await send(request, `${ZH_ORIGIN}${PRODUCT}`);
      const edged = await send(request, url, { headers, method });
      expect(edged.status()).toBe(200);
      expect(edged.headers()).toMatchObject(PAGE);
      // The proxy's rewrite happened: without it `/product/...` would be a 404 of the internal route.
      if (!query) expect(titleOf(await edged.text())).toBe(titleOf(await plain.text()));
    });

    test(`${name}: a previewer's answer is still private and not indexed`, async ({ request }) => {
      const cookie = await previewCookies(request, ZH_ORIGIN);
      const answer = await send(request, `${ZH_ORIGIN}${PRODUCT}${query ? `?${query}` : ''}`, { headers: { ...headers, cookie }, method });
      expect(answer.status()).toBe(200);
      expect(answer.headers()).toMatchObject({ ...PAGE, 'x-robots-tag': 'noindex' });
      expect(answer.headers()['cache-control']).toMatch(PREVIEWER_CACHE_CONTROL);
    });
  }
});

test.describe('the internal route', () => {
  const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' };

  for (const [label, headers] of Object.entries({ desktop: {}, phone: PHONE, previewer: {} })) {
    test(`a ${label}'s page answer does not name the route the proxy rewrote it to`, async ({ request }) => {
      const cookie: Record<string, string> = label === 'previewer' ? { cookie: await previewCookies(request, ZH_ORIGIN) } : {};
      const answer = await send(request, `${ZH_ORIGIN}${PRODUCT}`, { headers: { ...headers, ...cookie } });
      expect(answer.status()).toBe(200);
      expect(answer.headers()).not.toHaveProperty('x-middleware-rewrite');
      expect(JSON.stringify(answer.headers())).not.toContain('/ZH_CN/');
    });
  }

  test('an RSC answer keeps the rewritten path the client router reads', async ({ request }) => {
    const answer = await send(request, `${ZH_ORIGIN}${PRODUCT}?_rsc=1`, { headers: { rsc: '1' } });
    expect(answer.headers()['x-nextjs-rewritten-path']).toBe(`/ZH_CN/desktop${PRODUCT}`);
    expect(answer.headers()).not.toHaveProperty('x-middleware-rewrite');
  });
});

test.describe('an RSC request and the next visitor', () => {
  const PAGES = ['/product/hybrid-cloud', '/company', '/press'];
  const FIRST_REQUESTS: Record<string, Record<string, string>> = {
    'RSC: 1': { rsc: '1' },
    'an RSC prefetch': { rsc: '1', 'next-router-prefetch': '1' },
  };

  for (const [label, headers] of Object.entries(FIRST_REQUESTS)) {
    test(`${label} as the first request after the cache expired leaves HTML for the next visitor`, async ({ request }) => {
      await expireSecuritySite(request);
      for (const path of PAGES) {
        // Next answers an RSC request without its cache-busting `_rsc` with a 307 to the address that has it.
        const redirect = await send(request, `${securitySite.zh}${path}`, { headers });
        const rscUrl = redirect.status() === 307 ? new URL(redirect.headers()['location'] ?? '', securitySite.zh).href : `${securitySite.zh}${path}`;
        const payload = await send(request, rscUrl, { headers });
        expect(payload.headers()['content-type']).toContain('text/x-component');
        expect(payload.headers()['vary']).toMatch(/\brsc\b/i);

        const visitor = await send(request, `${securitySite.zh}${path}`);
        expect(visitor.status()).toBe(200);
        expect(visitor.headers()['content-type']).toContain('text/html');
        expect((await visitor.text()).startsWith('<!DOCTYPE html>'), `${path} after ${label}`).toBe(true);
      }
    });
  }
});

test.describe('/_next/image', () => {
  const image = (origin: string, url: string) => `${origin}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`;
  const LOG = `${SERVER_LOG_DIR}/${SECURITY_SITE_PORT}.log`;

  const REFUSED = [
    'https://evil.example/a.png',
    'https://localhost.evil.example/a.png',
    'https://localhost@evil.example/a.png',
    'https://evil.example#@localhost/a.png',
    `http://localhost:${SECURITY_SITE_PORT}/a.png`,
    'https://127.0.0.1/a.png',
    'https://[::1]/a.png',
    'https://10.0.0.1/a.png',
    'https://169.254.169.254/latest/meta-data/',
    '//evil.example/a.png',
    '/images/logo.svg',
    // Site paths outside /images (images.localPatterns): the optimiser never fetches an API route, the captcha least.
    '/api/portal/v1/picture-code',
    '/api/portal/v1/picture-code?pictureType=us&lang=ZH_CN',
    '/api/portal/v1/proof-of-work',
  ];

  for (const url of REFUSED) {
    test(`refuses ${url} (allow-list: exactly https://localhost and /images/**)`, async ({ request }) => {
      const answer = await send(request, image(securitySite.zh, url));
      expect(answer.status()).toBe(400);
      expect(answer.headers()['content-type'] ?? '').not.toMatch(/^image\//);
    });
  }

  test('refuses an allowed host name that resolves to a private address (dangerouslyAllowLocalIP is off)', async ({ request }) => {
    const probe = `https://localhost/private-address-probe-${Date.now()}.png`;
    const answer = await send(request, image(securitySite.zh, probe));
    expect(answer.status()).toBe(400);
    // The server says why: the name passed the allow-list and was stopped at the address.
    await expect.poll(() => readFileSync(LOG, 'utf8').includes(`${probe} hostname resolved to private IP`), { timeout: 5000 }).toBe(true);
  });

  test('with IMAGE_HOSTS empty (the main e2e server), no remote host at all', async ({ request }) => {
    const answer = await send(request, image(ZH_ORIGIN, 'https://localhost/a.png'));
    expect(answer.status()).toBe(400);
    expect(await answer.text()).toContain('"url" parameter is not allowed');
  });
});
