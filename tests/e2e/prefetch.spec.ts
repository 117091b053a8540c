import { expect, test, type Page } from '@playwright/test';
import { settle } from './support/console-errors';

/**
 * Links do not prefetch on a 2g connection or with data saver on (docs/behaviours.md). The pages here carry
 * the links that once slipped past the rule (document tree, events aside, reports nav, the error
 * page's home link) besides the header's and footer's. Links prefetch on intent (pointer, touch,
 * focus), not while the page loads, so the pointer goes over the page's first visible site links.
 */
const PAGES = ['/document/202', '/press', '/reports', '/no-such-page-for-prefetch'];

type Connection = { effectiveType: string; saveData: boolean };

/** Chromium's Network Information API, as a phone on `connection` reports it. */
async function connectAs(page: Page, connection: Connection): Promise<void> {
  await page.addInitScript((hint) => {
    const info = Object.assign(new EventTarget(), hint);
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => info });
  }, connection);
}

const LINKS_POINTED_AT = 8;
/** A page loaded, settled and pointed at eight times took 10 s at load 20 on two cores: twice that each. */
const PAGE_BUDGET_MS = 20_000;

/** A visitor's intent: the pointer over each of the first visible site links. */
async function pointAtLinks(page: Page): Promise<void> {
  const links = page.locator('a[href^="/"]:visible');
  const count = Math.min(await links.count(), LINKS_POINTED_AT);
  for (let at = 0; at < count; at += 1) await links.nth(at).hover();
}

/** Every router prefetch the page sends while it loads, settles and is pointed at, as `path <- prefetched target`. */
async function prefetchesOn(page: Page, paths: readonly string[]): Promise<string[]> {
  const seen: string[] = [];
  let at = '';
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) seen.push(`${at} <- ${new URL(request.url()).pathname}`);
  });
  for (const path of paths) {
    at = path;
    await page.goto(path);
    await settle(page);
    await pointAtLinks(page);
    await settle(page);
  }
  return seen;
}

for (const connection of [
  { effectiveType: '2g', saveData: false },
  { effectiveType: '4g', saveData: true },
]) {
  test(`no link prefetches on ${connection.saveData ? 'data saver' : connection.effectiveType}`, async ({ page }) => {
    test.setTimeout(PAGES.length * PAGE_BUDGET_MS);
    await connectAs(page, connection);
    expect(await prefetchesOn(page, PAGES)).toEqual([]);
  });
}

test('links prefetch on a fast connection (what the tests above would miss if prefetch never ran)', async ({ page }) => {
  test.setTimeout(PAGES.length * PAGE_BUDGET_MS);
  await connectAs(page, { effectiveType: '4g', saveData: false });
  expect((await prefetchesOn(page, PAGES)).length).toBeGreaterThan(0);
});

test('nothing is prefetched while a page loads: it waits for the visitor to point at a link', async ({ page }) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) seen.push(new URL(request.url()).pathname);
  });
  await connectAs(page, { effectiveType: '4g', saveData: false });
  await page.goto('/');
  await settle(page);
  expect(seen).toEqual([]);
});
