import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { EN_ORIGIN, ZH_ORIGIN } from '../../playwright.config';
import { readSeoModule, readSiteName } from './support/seo-fixtures';
import { sites, urlOn } from './support/sites';

const PRODUCT = '/product/enterprise-cloud';
const FORGED = 'evil.example';
const FORGED_HEADERS = { host: FORGED, 'x-forwarded-host': FORGED, 'x-forwarded-proto': 'https', forwarded: `host=${FORGED}` };
const CONFIGURED = [ZH_ORIGIN, EN_ORIGIN];
const onConfiguredHost = (url: string) => CONFIGURED.some((origin) => url.startsWith(`${origin}/`));

/** Node's resolver does not know `*.localhost` (browsers do): such a URL is asked of loopback with its host in the Host header. */
function get(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const target = new URL(url);
  if (!target.hostname.endsWith('.localhost')) return request.get(url, { headers, maxRedirects: 0 });
  const host = target.host;
  target.hostname = 'localhost';
  return request.get(target.href, { headers: { host, ...headers }, maxRedirects: 0 });
}

type ParsedSitemap = { error: string | null; root: string; namespace: string | null; locs: string[]; alternates: { hreflang: string; href: string }[] };

/** Chromium's XML parser reads the sitemap: any well-formedness error shows up as a parsererror document. */
function parseSitemap(page: Page, xml: string): Promise<ParsedSitemap> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
    const links = [...doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
    return {
      error,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      locs: [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')].map((loc) => loc.textContent ?? ''),
      alternates: links.map((link) => ({ hreflang: link.getAttribute('hreflang') ?? '', href: link.getAttribute('href') ?? '' })),
    };
  }, xml);
}

/** The metadata a search engine reads from a page's head. */
async function headOf(page: Page) {
  const head = page.locator('head');
  const content = (selector: string) => head.locator(selector).first().getAttribute('content');
  const alternates = await head
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => Object.fromEntries(links.map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? ''])));
  return {
    title: await page.title(),
    description: await content('meta[name="description"]'),
    keywords: await content('meta[name="keywords"]'),
    canonical: await head.locator('link[rel="canonical"]').getAttribute('href'),
    alternates,
    ogTitle: await content('meta[property="og:title"]'),
    ogUrl: await content('meta[property="og:url"]'),
    ogLocale: await content('meta[property="og:locale"]'),
  };
}

test.describe('sitemap.xml', () => {
  test('is well-formed XML listing pages of both configured hosts, the same on each host', async ({ page, request }) => {
    const answers = await Promise.all(CONFIGURED.map((origin) => get(request, `${origin}/sitemap.xml`)));
    for (const answer of answers) {
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toContain('xml');
    }
    const [zhXml, enXml] = await Promise.all(answers.map((answer) => answer.text()));
    expect(enXml).toBe(zhXml);

    const sitemap = await parseSitemap(page, zhXml ?? '');
    expect(sitemap.error).toBeNull();
    expect(sitemap.root).toBe('urlset');
    expect(sitemap.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(sitemap.locs.length).toBeGreaterThan(100);
    expect(sitemap.locs.filter((url) => !onConfiguredHost(url))).toEqual([]);
    expect(new Set(sitemap.locs).size).toBe(sitemap.locs.length);
    for (const origin of CONFIGURED) {
      expect(sitemap.locs).toContain(`${origin}/`);
      expect(sitemap.locs).toContain(`${origin}${PRODUCT}`);
    }
    expect(sitemap.locs).toContain(`${ZH_ORIGIN}/service_agreement`);
    expect(sitemap.locs).not.toContain(`${EN_ORIGIN}/service_agreement`);
    expect(sitemap.locs).not.toContain(`${EN_ORIGIN}/blog`);
    expect(sitemap.locs.filter((url) => /\/module-gallery|\/search|\/error\/|ispreview|pretoken/.test(url))).toEqual([]);

    expect(sitemap.alternates.filter((link) => !onConfiguredHost(link.href))).toEqual([]);
    expect(new Set(sitemap.alternates.map((link) => link.hreflang))).toEqual(new Set(['zh-CN', 'en-US', 'x-default']));
    expect(sitemap.alternates).toContainEqual({ hreflang: 'en-US', href: `${EN_ORIGIN}${PRODUCT}` });
  });

  test('every sampled address answers 200', async ({ page, request }) => {
    const sitemap = await parseSitemap(page, await (await request.get(`${ZH_ORIGIN}/sitemap.xml`)).text());
    // Every ninth address: both hosts, every kind of page, in a bounded time.
    const sample = sitemap.locs.filter((_, index) => index % 9 === 0);
    expect(sample.length).toBeGreaterThan(10);
    const failed: string[] = [];
    for (const url of sample) {
      const status = (await get(request, url)).status();
      if (status !== 200) failed.push(`${url} answered ${status}`);
    }
    expect(failed).toEqual([]);
  });
});

test('robots.txt allows the site, keeps crawlers out of the API, gallery, search and error pages, and names both sitemaps', async ({ request }) => {
  for (const origin of CONFIGURED) {
    const answer = await get(request, `${origin}/robots.txt`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/plain');
    const lines = (await answer.text()).split('\n').map((line) => line.trim());
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-Agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /module-gallery',
        'Disallow: /search?',
        'Disallow: /error/',
        `Sitemap: ${ZH_ORIGIN}/sitemap.xml`,
        `Sitemap: ${EN_ORIGIN}/sitemap.xml`,
      ]),
    );
    expect(lines.filter((line) => /^host:/i.test(line))).toEqual([]);
  }
});

for (const site of sites) {
  test(`${site.label} product page: title, description and keywords from the CMS, canonical and hreflang on the configured hosts`, async ({ page }) => {
    const entry = readSeoModule(site.code, 'product-enterprise-cloud');
    await page.goto(urlOn(site, PRODUCT));
    const head = await headOf(page);
    expect(head.title).toBe(entry.title);
    expect(head.description).toBe(entry.description);
    expect(head.keywords).toBe(entry.keywords);
    expect(head.canonical).toBe(urlOn(site, PRODUCT));
    expect(head.alternates).toEqual({
      'zh-CN': `${ZH_ORIGIN}${PRODUCT}`,
      'en-US': `${EN_ORIGIN}${PRODUCT}`,
      'x-default': `${ZH_ORIGIN}${PRODUCT}`,
    });
    expect(head.ogTitle).toBe(entry.title);
    expect(head.ogUrl).toBe(urlOn(site, PRODUCT));
    expect(head.ogLocale).toBe(site.htmlLang.replace('-', '_'));
  });
}

/** One page of each kind: home, a menu route, a module page, a list, an article, documents, forms, search, the gallery, an error. */
const TITLED_PAGES = [
  '/',
  '/product/enterprise-cloud',
  '/partners',
  '/career',
  '/press',
  '/press/60101',
  '/document',
  '/document/202',
  '/contact',
  '/contact/investment',
  '/search',
  '/site-map',
  '/module-gallery',
  '/upgrade-browser',
  '/no-such-page-for-titles',
];

for (const site of sites) {
  test(`${site.label}: every page's title names the site once, after the page's own words`, async ({ request }) => {
    const name = readSiteName(site.code);
    const titles: string[] = [];
    for (const path of TITLED_PAGES) {
      const html = await (await get(request, urlOn(site, path))).text();
      titles.push(`${path} ${/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '(none)'}`);
    }
    // Named once, as a title names its site: `… - name`, or `name - …` on the home page.
    const namings = (title: string) => title.split(` - ${name}`).length - 1 + (title.startsWith(`${name} - `) ? 1 : 0);
    const unbranded = titles.filter((line) => namings(line.slice(line.indexOf(' ') + 1)) !== 1);
    expect(unbranded, titles.join('\n')).toEqual([]);
  });
}

test('a Chinese-only page has its canonical and no language alternates', async ({ page }) => {
  const [chinese] = sites;
  await page.goto(urlOn(chinese, '/service_agreement'));
  const head = await headOf(page);
  expect(head.canonical).toBe(`${ZH_ORIGIN}/service_agreement`);
  expect(head.alternates).toEqual({});
});

test('a device variant names its main address as canonical', async ({ page }) => {
  const [, english] = sites;
  await page.goto(urlOn(english, '/company/mobile'));
  expect((await headOf(page)).canonical).toBe(`${EN_ORIGIN}/company`);
});

test.describe('a forged Host or X-Forwarded-Host', () => {
  test('never reaches the canonical, the alternates or Open Graph', async ({ request }) => {
    for (const path of [PRODUCT, '/press?page=2', '/']) {
      const answer = await get(request, `${ZH_ORIGIN}${path}`, FORGED_HEADERS);
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      // Next writes the home address without its trailing slash.
      const at = (origin: string) => (path === '/' ? origin : `${origin}${path}`);
      expect(html).not.toContain(FORGED);
      expect(html).toContain(`<link rel="canonical" href="${at(ZH_ORIGIN)}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="en-US" href="${at(EN_ORIGIN)}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${at(ZH_ORIGIN)}"/>`);
    }
  });

  test('never reaches the sitemap or robots.txt', async ({ request }) => {
    for (const file of ['/sitemap.xml', '/robots.txt']) {
      const text = await (await get(request, `${ZH_ORIGIN}${file}`, FORGED_HEADERS)).text();
      expect(text).not.toContain(FORGED);
      expect(text).toContain(ZH_ORIGIN);
      expect(text).toContain(EN_ORIGIN);
    }
  });
});
