import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { z } from 'zod';
import { CACHE_SITE_PORT, E2E_REVALIDATE_SECRET, MOCK_CMS_CONTROL_ORIGIN, TIMER_SITE_PORT } from '../../../playwright.config';
import { mockCmsClient, type MockCmsClient } from './mock-cms/client';

/** The mock CMS both caching sites read from. */
export const mockCms = mockCmsClient(MOCK_CMS_CONTROL_ORIGIN);

export type CacheSite = { zh: string; en: string };
const siteOn = (port: number): CacheSite => ({ zh: `http://localhost:${port}`, en: `http://en.localhost:${port}` });
/** Default lifetime: only a webhook refreshes a page during a test. */
export const cacheSite = siteOn(CACHE_SITE_PORT);
/** REVALIDATE_SECONDS of a few seconds: the timer refreshes pages. */
export const timerSite = siteOn(TIMER_SITE_PORT);

/** The proxy picks the markup variant from the user-agent (a mobile WebKit one gets the mobile markup). */
export const USER_AGENTS = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  mobile: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
} as const;
export type Device = keyof typeof USER_AGENTS;

export type PageAnswer = { status: number; cache: string | null; title: string | undefined; html: string };

/** Chromium resolves `*.localhost` to loopback, Node does not: the request goes to `localhost` with the site's Host header. */
function viaLoopback(url: string): { url: string; headers: Record<string, string> } {
  const target = new URL(url);
  if (!target.hostname.endsWith('.localhost')) return { url, headers: {} };
  const host = target.host;
  target.hostname = 'localhost';
  return { url: target.href, headers: { host } };
}

/**
 * One page as a visitor's first HTML request gets it (no browser: only the site's server calls the CMS), each on
 * its own connection: tests pause past the server's keep-alive timeout, and a kept-alive connection it closes just
 * as the next request goes out is reset (a browser would retry that request; Playwright's request context does not).
 */
export async function getPage(request: APIRequestContext, url: string, device: Device = 'desktop'): Promise<PageAnswer> {
  const target = viaLoopback(url);
  const headers = { ...target.headers, 'user-agent': USER_AGENTS[device], connection: 'close' };
  const response = await request.get(target.url, { headers, maxRedirects: 0 });
  const html = await response.text();
  return { status: response.status(), cache: response.headers()['x-nextjs-cache'] ?? null, title: /<title>([^<]*)<\/title>/.exec(html)?.[1], html };
}

/** POST /api/revalidate on a site's server (any host: it is one process) with the e2e secret, another one, or none (null). */
export function revalidate(request: APIRequestContext, site: CacheSite, body: unknown, secret: string | null = E2E_REVALIDATE_SECRET): Promise<APIResponse> {
  return request.post(`${site.zh}/api/revalidate`, {
    headers: secret === null ? {} : { authorization: `Bearer ${secret}` },
    data: body,
    maxRedirects: 0,
  });
}

/** Every page and answer of a site expired, so a test starts from what the CMS serves now. */
export async function expireEverything(request: APIRequestContext, site: CacheSite): Promise<void> {
  const response = await revalidate(request, site, { all: true });
  expect(response.status(), await response.text()).toBe(200);
}

const moduleSchema = z.looseObject({ type: z.string(), details: z.unknown() });
const detailSchema = z.looseObject({ moduleViewList: z.array(moduleSchema) });
const heroDetailsSchema = z.record(z.string(), z.unknown());

/** `details` with another title, in the form it came (the CMS sends an object or a JSON string). */
function withTitle(details: unknown, title: string): unknown {
  if (typeof details === 'string') return JSON.stringify(withTitle(JSON.parse(details), title));
  return { ...heroDetailsSchema.parse(details), title };
}

/** Has the mock CMS answer the detail at `path` (e.g. `/1101/product`) in `lang` with another hero title (the page's h1). */
export async function retitleHero(path: string, lang: string, title: string, cms: MockCmsClient = mockCms): Promise<void> {
  const original = await cms.original(path, lang);
  const detail = detailSchema.parse(original.data);
  const moduleViewList = detail.moduleViewList.map((view) => (view.type === 'hero-banner' ? { ...view, details: withTitle(view.details, title) } : view));
  await cms.override({ path, lang, body: { ...original, data: { ...detail, moduleViewList } } });
}

const menuTreeSchema = z.array(z.looseObject({ menuCode: z.string(), nameUs: z.string().nullable() }));

/** Has the mock CMS answer `/menus` in English with the top-level item `menuCode` renamed. */
export async function renameEnglishMenu(menuCode: string, nameUs: string): Promise<void> {
  const original = await mockCms.original('/menus', 'EN_US');
  const menus = menuTreeSchema.parse(original.data).map((item) => (item.menuCode === menuCode ? { ...item, nameUs } : item));
  await mockCms.override({ path: '/menus', lang: 'EN_US', body: { ...original, data: menus } });
}

/** Calls the site's server made to `METHOD /path` in `lang` since the counts were reset. */
export async function callsTo(route: string, lang: string): Promise<number> {
  return (await mockCms.counts())[route]?.[lang] ?? 0;
}
