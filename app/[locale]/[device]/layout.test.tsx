import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as React from 'react';
import type * as Navigation from 'next/navigation';
import type * as CallPortal from '@/renderer/data/api/call-portal';
import type * as SiteOrigins from '@/renderer/data/routing/site-origins';
import type * as VisibleMenus from '@/renderer/data/menu/visible-menus';
import { warmEmbeddedCms } from '@/tests/support/warm-embedded-cms';
import SiteLayout, { generateMetadata as layoutMetadata } from './layout';
import ProductPage, { generateMetadata as pageMetadata } from './[...slug]/page';

/** React's `cache` is per request in a Next render and a no-op outside one: here one test is one request. */
const requestMemo = new Map<unknown, Map<string, unknown>>();
const counted = vi.hoisted(() => ({ endpoints: [] as string[], siteOrigins: 0, visibleMenus: 0 }));

vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof React>();
  const cache =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      const calls = requestMemo.get(fn) ?? new Map<string, unknown>();
      requestMemo.set(fn, calls);
      const key = JSON.stringify(args);
      if (!calls.has(key)) calls.set(key, fn(...args));
      return calls.get(key) as R;
    };
  return { ...actual, cache };
});
// The client leaves of the chrome ask for Next's router, which a render outside Next does not mount.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/product/enterprise-cloud',
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('@/renderer/data/api/call-portal', async (importOriginal) => {
  const actual = await importOriginal<typeof CallPortal>();
  const callPortal: typeof actual.callPortal = (context, name, ...args) => {
    counted.endpoints.push(name);
    return actual.callPortal(context, name, ...args);
  };
  return { ...actual, callPortal };
});
vi.mock('@/renderer/data/routing/site-origins', async (importOriginal) => {
  const actual = await importOriginal<typeof SiteOrigins>();
  return { ...actual, siteOrigins: (...args: Parameters<typeof actual.siteOrigins>) => (counted.siteOrigins++, actual.siteOrigins(...args)) };
});
vi.mock('@/renderer/data/menu/visible-menus', async (importOriginal) => {
  const actual = await importOriginal<typeof VisibleMenus>();
  return { ...actual, visibleMenus: (...args: Parameters<typeof actual.visibleMenus>) => (counted.visibleMenus++, actual.visibleMenus(...args)) };
});

warmEmbeddedCms();
afterEach(() => vi.restoreAllMocks());

beforeEach(() => {
  // The product fixture's hostile modules are dropped and logged (renderer/pipeline/page/).
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  requestMemo.clear();
  counted.endpoints = [];
  counted.siteOrigins = 0;
  counted.visibleMenus = 0;
});

/** What Next does for one request of /product/enterprise-cloud: both metadata functions, then the layout around the page. */
async function renderProductPage(locale: 'ZH_CN' | 'EN_US'): Promise<string> {
  const params = Promise.resolve({ locale, device: 'desktop', slug: ['product', 'enterprise-cloud'] });
  await Promise.all([layoutMetadata({ params }), pageMetadata({ params })]);
  const { prelude } = await prerender(
    <SiteLayout params={params}>
      <ProductPage params={params} />
    </SiteLayout>,
  );
  return new Response(prelude).text();
}

describe.each(['ZH_CN', 'EN_US'] as const)('one render of the layout and a product page in %s', (locale) => {
  it('asks the CMS for the site info once', async () => {
    expect(await renderProductPage(locale)).toContain('id="site-logo"');
    expect(counted.endpoints.filter((name) => name === 'website')).toHaveLength(1);
  });

  it('computes the site origins once, for the metadata, the language links and the error watcher', async () => {
    await renderProductPage(locale);
    expect(counted.siteOrigins).toBe(1);
  });

  it('computes the visible menus once, for the menu bar and the navigation version', async () => {
    await renderProductPage(locale);
    expect(counted.visibleMenus).toBe(1);
  });
});

it('links the other language at the origin that one computation gave', async () => {
  expect(await renderProductPage('EN_US')).toMatch(/href="http:\/\/localhost:3000\/product\/enterprise-cloud"/);
});
