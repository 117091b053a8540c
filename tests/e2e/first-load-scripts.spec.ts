import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ZH_ORIGIN } from '../../playwright.config';
import { getPage, USER_AGENTS, type Device } from './support/cache-sites';
import { sites, urlOn, type Site } from './support/sites';

/**
 * What a content page's first load downloads: the scripts its server HTML names. Libraries that only
 * a form, the news lists or search use are fetched with those, never with every
 * page (a news article is a content page: only the lists query). zod came back into every page twice through one static import (31 KB gzip each time); the
 * throughput and size figures are the bench's, this only keeps the libraries where they belong.
 */
test.skip(({ isMobile }) => isMobile, 'server HTML per device is requested directly: run once');

/** The core's class name, in every zod build, zod/mini's too (the form resolver only names "$ZodError"). */
const ZOD_MARKER = '"$ZodObject"';

/** A marker each library's built code keeps: a class name, an option name (property names survive minification). */
const KEPT_OUT = [
  ['zod', ZOD_MARKER],
  ['react-hook-form', 'shouldFocusError'],
  // Its provider wraps the news lists, which query, not the layout. The document tree and search render
  // what the server sent and load it only to ask for what the server did not (a directory, a failed search).
  ['TanStack Query', 'No QueryClient set'],
  // It formats on the server only: every client leaf joins text pieces (TextProvider), plurals included.
  ['react-intl', '@formatjs'],
  // CMS images are plain <img> written on the server with next/image's props (getImageProps).
  ['next/image', 'data-nimg'],
  // The chat widget adds its own script element after load.
  ['next/script', 'lazyOnload'],
  // The header's search box is a plain GET form that pushes the search address (its prefetching came with every page).
  ['next/form', 'getAttribute("formEncType")'],
  // Site links, in server and client markup alike, are plain anchors the layout's one SiteLinkRouter follows.
  ['next/link', 'legacyBehavior'],
  // Lead forms load the proof-of-work solver (altcha-lib) with their first focus (use-proof-of-work.ts).
  ['altcha-lib', 'keyPrefix must be a non-empty hex string'],
] as const;

const CONTENT_PAGES = ['/', '/product/enterprise-cloud', '/solution/healthcare', '/press/60101', '/document/201/21101', '/search?keyword=storage'];

/**
 * Pages whose leaves query in the browser: TanStack Query is theirs, but the portal client with zod and every
 * schema comes with the first call (call-from-browser.ts), not with the page.
 */
const QUERY_PAGES = ['/press'];
const KEPT_OUT_OF_QUERY_PAGES = KEPT_OUT.filter(([library]) => library !== 'TanStack Query');
const KEPT_OUT_OF_FORM_PAGES = KEPT_OUT.filter(([library]) => ['zod', 'react-intl', 'altcha-lib', 'next/link'].includes(library));

/**
 * Lead form pages validate with zod/mini rules that load with the form's first focus (load-form-rules.ts);
 * classic zod comes only with the portal client, on the first send. Their messages are plain text (useFormText).
 */
const FORM_PAGES = ['/contact', '/contact/investment', '/partnership_form', '/compatibility_form'];
/** Classic zod's own schema classes (zod/mini's are "ZodMiniObject", the core's "$ZodObject"). */
const CLASSIC_ZOD_MARKER = '"ZodObject"';

/** The `<script src>` under /_next/static the page loads at once (`noModule` polyfills are for old browsers). */
const firstLoadScripts = (html: string): string[] =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes = '']) => attributes)
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .flatMap((attributes) => /\bsrc="(\/_next\/static\/[^"]+\.js)"/.exec(attributes)?.[1] ?? []);

/** Which of `libraries` the first-load scripts of `paths` hold, as 'library in script on path'. */
async function librariesLoaded(
  request: APIRequestContext,
  site: Site,
  device: Device,
  paths: readonly string[],
  libraries: readonly (readonly [string, string])[],
): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const page = await getPage(request, urlOn(site, path), device);
    expect(page.status, path).toBe(200);
    const scripts = firstLoadScripts(page.html);
    expect(scripts.length, `${path} names its scripts`).toBeGreaterThan(3);
    for (const script of scripts) {
      const code = await (await request.get(urlOn(site, script).replace('en.localhost', 'localhost'))).text();
      for (const [library, marker] of libraries) if (code.includes(marker)) found.push(`${library} in ${script} on ${path}`);
    }
  }
  return found;
}

/** The `.js` bodies a page fetches until its network is idle after the call that asks who the visitor is. */
async function scriptsUntilSettled(page: Page, path: string): Promise<string[]> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  const userCall = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/user/'));
  await page.goto(path);
  await userCall;
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts);
}

/**
 * Every page asks who the visitor is just after hydration, through the site's own /api/user, whose server
 * checks GET /front/user: on a phone nothing after hydration brings zod (its evaluation was a 120 ms task
 * in Lighthouse's mobile run, and the endpoint table's a 400 ms one). A desktop page's side-panel form
 * loads its messages' zod/mini check after the page, never classic zod.
 */
test('a content page loads no zod after hydration on a phone, and no classic zod on a desktop', async ({ page, browser }) => {
  const desktop = await scriptsUntilSettled(page, '/product/enterprise-cloud');
  expect(desktop.length).toBeGreaterThan(5);
  expect(desktop.filter((body) => body.includes(CLASSIC_ZOD_MARKER))).toEqual([]);

  const phone = await browser.newContext({ userAgent: USER_AGENTS.mobile, viewport: { width: 390, height: 844 }, baseURL: ZH_ORIGIN });
  try {
    const bodies = await scriptsUntilSettled(await phone.newPage(), '/product/enterprise-cloud');
    expect(bodies.length).toBeGreaterThan(5);
    expect(bodies.filter((body) => body.includes(ZOD_MARKER))).toEqual([]);
  } finally {
    await phone.close();
  }
});

for (const site of sites) {
  for (const device of Object.keys(USER_AGENTS) as Device[]) {
    test(`${site.label} ${device} content pages load no form, validation, query, message-format, image or script-loader library`, async ({ request }) => {
      expect(await librariesLoaded(request, site, device, CONTENT_PAGES, KEPT_OUT)).toEqual([]);
    });

    test(`${site.label} ${device} news list pages load only their query library of those`, async ({ request }) => {
      expect(await librariesLoaded(request, site, device, QUERY_PAGES, KEPT_OUT_OF_QUERY_PAGES)).toEqual([]);
    });

    test(`${site.label} ${device} lead form pages load no zod or proof-of-work solver before the visitor reaches the form, and no message formatter`, async ({
      request,
    }) => {
      expect(await librariesLoaded(request, site, device, FORM_PAGES, KEPT_OUT_OF_FORM_PAGES)).toEqual([]);
    });
  }
}
