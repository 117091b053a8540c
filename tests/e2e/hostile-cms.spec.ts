import { expect, test, type Page } from '@playwright/test';
import { z } from 'zod';
import { HOSTILE_SITE_LANGUAGES_SECONDS, HOSTILE_SITE_PORT } from '../../playwright.config';
import { TIMEOUT_MS } from '../../renderer/data/api/limits';
import { TIMEOUT_MEMORY_MS } from '../../renderer/data/content/timeout-memory';
import { enUS } from '../../renderer/i18n/messages/en-US';
import { zhCN } from '../../renderer/i18n/messages/zh-CN';
import { HTTP_ERRORS, type PageOutcome } from './support/hostile-answers';
import { cookieHeader, fetchPage, hostileCms, hostileSite, previewCookies, type Cookie } from './support/hostile-site';
import type { Replacement } from './support/mock-cms/protocol';
import { pidListeningOn, rssBytes } from './support/process-memory';
import { serverLog } from './support/server-log';

/**
 * The site against a CMS that misbehaves (tests/e2e/support/mock-cms on ports of its own): every answer
 * of the error catalogue, bodies that are not envelopes, too big, never ending or too late, modules that
 * cannot be shown. Tests read pages as a previewer (rendered per request, drop report shown), so an
 * answer planted on the mock CMS shows at once; a visitor's page is cached, and tests/e2e/caching.spec.ts
 * proves cached pages survive a CMS outage. The site's process is watched: it must never restart, and
 * its memory must stay bounded. One site and one mock CMS: one project, one test after another.
 */
test.skip(({ isMobile }) => isMobile, 'one site process and one mock CMS: run once, from the desktop project');

const PRODUCT = '/product/enterprise-cloud';
/** The CMS call behind PRODUCT. */
const PRODUCT_DETAIL = '/1101/product';
const HERO = 'A dependable cloud platform for the enterprise';
/** Pages of their own for answers that end in a timeout, which the site remembers for a few seconds. */
const TIMEOUT_PAGES = {
  endless: { path: '/product/top-computing', detail: '/1201/product' },
  delay: { path: '/product/hybrid-cloud', detail: '/1103/product' },
  message: { path: '/product/xinchuang-cloud', detail: '/1105/product' },
  stall: { path: '/product/container-cloud', detail: '/1104/product' },
};
const MiB = 1024 * 1024;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
/**
 * The site runs with a 256 MB heap (HOSTILE_SITE_NODE_OPTIONS in playwright.config.ts), so memory it does
 * not release shows up as growth or a crash rather than hiding in a heap V8 collects lazily. Its RSS is that
 * heap plus code, buffers and native memory (about 150 MB): it must stay under this ceiling all along. A
 * client that read twenty 10 MB answers whole would hold 200 MB of bytes (400 MB as JS strings) at once
 * and cross it, or run out of heap; under the 500 KB cap twenty hold 10 MB.
 */
const RSS_CEILING = 448 * MiB;
/**
 * Rounds of twenty 10 MB answers in the memory test. Before the transport opted out of Next's fetch
 * dedupe, whose tee kept a copy of every cut-off body, each round of chunked answers added about 25 MB
 * until the site ran out of heap; ten rounds would have crossed the ceiling. Now RSS levels off near 300 MB
 * (it moves by ±25 MB from round to round, so the ceiling, not the drift, is the measure).
 */
const ROUNDS = 10;

const log = serverLog(HOSTILE_SITE_PORT);
const site = { en: { origin: hostileSite.en, messages: enUS }, zh: { origin: hostileSite.zh, messages: zhCN } };
let processAtStart: { pid: number; rss: number } | undefined;
let previewer: Cookie[] = [];

test.beforeAll(async ({ playwright, isMobile }) => {
  if (isMobile) return;
  // Twenty cold renders, each asked twice: well over the default on a busy machine.
  test.setTimeout(180_000);
  await hostileCms.reset();
  const request = await playwright.request.newContext();
  previewer = await previewCookies(request, hostileSite.en);
  // Warm up, so the memory readings compare a running server with itself: every page of this file, by both kinds of reader.
  const pages = [PRODUCT, ...Object.values(TIMEOUT_PAGES).map(({ path }) => path), '/'];
  for (const origin of [hostileSite.en, hostileSite.zh]) {
    for (const path of pages) {
      expect((await fetchPage(request, origin + path)).status, origin + path).toBe(200);
      expect((await fetchPage(request, origin + path, cookieHeader(previewer))).status, `preview ${origin}${path}`).toBe(200);
    }
  }
  await request.dispose();
  const pid = pidListeningOn(HOSTILE_SITE_PORT);
  processAtStart = { pid, rss: rssBytes(pid) };
  console.log(`[hostile-cms] site process ${pid}, RSS after warm-up ${mib(processAtStart.rss)}`);
});

test.beforeEach(async ({ page, isMobile }) => {
  if (isMobile) return;
  await page.context().addCookies(previewer.flatMap((cookie) => [hostileSite.en, hostileSite.zh].map((url) => ({ ...cookie, url }))));
});

// Hooks run around skipped tests too: the mobile project's must not reset the CMS under the desktop tests.
test.afterEach(async ({ isMobile }) => {
  if (!isMobile) await hostileCms.reset();
});

const moduleViewsSchema = z.looseObject({ moduleViewList: z.array(z.unknown()) });

/** The page's real modules plus `extra`, in English. */
async function plantModules(extra: unknown[]): Promise<void> {
  const original = await hostileCms.original(PRODUCT_DETAIL, 'EN_US');
  const detail = moduleViewsSchema.parse(original.data);
  await hostileCms.override({
    path: PRODUCT_DETAIL,
    lang: 'EN_US',
    body: { ...original, data: { ...detail, moduleViewList: [...detail.moduleViewList, ...extra] } },
  });
}

/** The English page with the planted modules: it renders, without them, and the drop report names each with its reason. */
async function expectDropped(page: Page, drops: { id: string; type: string; reason: keyof typeof enUS }[]): Promise<void> {
  const response = await page.goto(hostileSite.en + PRODUCT);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  const report = page.getByRole('complementary', { name: enUS['preview.dropReport.title'] });
  for (const { id, type, reason } of drops) {
    // A previewer's ID cell is the button that shows the module on the page (the inspector).
    const show = page.getByRole('button', { name: enUS['preview.dropReport.show'].replace('{id}', id), exact: true });
    const row = report.getByRole('row').filter({ has: show });
    await expect(row.getByRole('cell', { name: type, exact: true }), id).toBeVisible();
    await expect(row, id).toContainText(enUS[reason]);
  }
}

/** A page whose own data call got `answer`: the status, the page of that status in the host's language, and the server's log line. */
async function expectOutcome(page: Page, host: 'en' | 'zh', path: string, outcome: PageOutcome): Promise<void> {
  const { origin, messages } = site[host];
  const mark = log.mark();
  const response = await page.goto(origin + path, { timeout: TIMEOUT_MS * 2 });
  if ('redirectTo' in outcome) {
    expect(response?.request().redirectedFrom()?.redirectedFrom(), 'one redirect').toBeNull();
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(307);
    expect(new URL(page.url()).pathname).toBe(outcome.redirectTo);
    return;
  }
  expect(response?.status()).toBe(outcome.status);
  const title = { 403: messages['error.403.title'], 404: messages['error.404.title'], 500: messages['error.500.title'] }[outcome.status];
  if (outcome.status !== 500) {
    // A previewer's page is streamed: the 403 or 404 page must still be in the server HTML, not Next's empty shell.
    const html = (await response?.text()) ?? '';
    expect(html, 'the server HTML is a page').not.toContain('id="__next_error__"');
    expect(html, 'the server HTML has the error page').toContain(title);
  }
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  if (outcome.status === 500) await expect.poll(() => log.since(mark)).toContain(`content service call failed: ${outcome.logged}`);
}

const plant = (path: string, answer: Replacement, lang?: string) => hostileCms.override({ path, lang, ...answer });

test.describe('modules the page cannot show are dropped, and the drop report names them', () => {
  test('unparseable details', async ({ page }) => {
    await plantModules([
      { id: 'hostile-json', name: 'Cut off', type: 'rich-text', details: '{"visible": true, "content": "unterminated' },
      { id: 'hostile-not-json', name: 'Prose', type: 'rich-text', details: 'visible: yes' },
    ]);
    await expectDropped(page, [
      { id: 'hostile-json', type: 'rich-text', reason: 'preview.dropReport.reason.invalid-json' },
      { id: 'hostile-not-json', type: 'rich-text', reason: 'preview.dropReport.reason.invalid-json' },
    ]);
  });

  test('unknown module types', async ({ page }) => {
    await plantModules([{ id: 'hostile-type', name: 'From the future', type: 'holo-projector', details: '{"visible": true}' }]);
    await expectDropped(page, [{ id: 'hostile-type', type: 'holo-projector', reason: 'preview.dropReport.reason.unknown-type' }]);
  });

  test('wrong field types', async ({ page }) => {
    await plantModules([
      { id: 'hostile-field-types', type: 'feature-cards', details: JSON.stringify({ visible: true, title: 42, columns: 'four', cards: 'many' }) },
      { id: 'hostile-visible-type', type: 'hero-banner', details: JSON.stringify({ visible: 'yes', title: 'Typed wrong' }) },
      { id: 'hostile-entry-types', type: 'rich-text', details: 42 },
    ]);
    await expectDropped(page, [
      { id: 'hostile-field-types', type: 'feature-cards', reason: 'preview.dropReport.reason.schema' },
      { id: 'hostile-visible-type', type: 'hero-banner', reason: 'preview.dropReport.reason.schema' },
      { id: 'hostile-entry-types', type: 'rich-text', reason: 'preview.dropReport.reason.malformed-entry' },
    ]);
  });

  test('missing fields', async ({ page }) => {
    await plantModules([
      { id: 'hostile-no-details', type: 'rich-text' },
      { id: 'hostile-no-title', type: 'hero-banner', details: '{"visible": true}' },
    ]);
    await expectDropped(page, [
      { id: 'hostile-no-details', type: 'rich-text', reason: 'preview.dropReport.reason.malformed-entry' },
      { id: 'hostile-no-title', type: 'hero-banner', reason: 'preview.dropReport.reason.schema' },
    ]);
  });
});

test.describe('answers the page cannot use give the error page', () => {
  test('wrong field types in the page itself', async ({ page }) => {
    const original = await hostileCms.original(PRODUCT_DETAIL, 'EN_US');
    await plant(PRODUCT_DETAIL, { body: { ...original, data: { id: '1101', menuCode: 1101, name: null, moduleViewList: 'none' } } });
    await expectOutcome(page, 'en', PRODUCT, { status: 500, logged: 'malformed (HTTP 200): id: Invalid input' });
  });

  test('missing fields in the page itself and in the envelope', async ({ page }) => {
    await plant(PRODUCT_DETAIL, { body: { code: '0', message: 'success', data: { id: 1101 } } });
    await expectOutcome(page, 'en', PRODUCT, { status: 500, logged: 'malformed (HTTP 200): menuCode' });
    await plant(PRODUCT_DETAIL, { body: { code: '0', message: 'success' } });
    await expectOutcome(page, 'en', PRODUCT, { status: 500, logged: 'malformed (HTTP 200): body is not an envelope' });
  });

  test('a 10 MB answer, with and without its length declared', async ({ page }) => {
    for (const declareLength of [true, false]) {
      await plant(PRODUCT_DETAIL, { misbehaviour: { kind: 'huge', bytes: 10_000_000, declareLength } });
      await expectOutcome(page, 'en', PRODUCT, { status: 500, logged: 'too-large (HTTP 200)' });
    }
  });

  test('a non-JSON body', async ({ page }) => {
    await plant(PRODUCT_DETAIL, { misbehaviour: { kind: 'text', status: 200, contentType: 'text/plain', text: 'OK' } });
    await expectOutcome(page, 'en', PRODUCT, { status: 500, logged: 'malformed (HTTP 200): body is not an envelope' });
    await plant(PRODUCT_DETAIL, { misbehaviour: { kind: 'text', status: 200, contentType: 'application/json', text: '{"code": "0", "data": {' } });
    await expectOutcome(page, 'en', PRODUCT, { status: 500, logged: 'malformed (HTTP 200): body is not an envelope' });
  });

  test('an HTML page instead of an answer (a login or captive portal page)', async ({ page }) => {
    await plant(PRODUCT_DETAIL, {
      misbehaviour: { kind: 'text', status: 200, contentType: 'text/html', text: '<!doctype html><title>Sign in</title><form></form>' },
    });
    await expectOutcome(page, 'en', PRODUCT, { status: 500, logged: 'malformed (HTTP 200): body is not an envelope' });
  });

  for (const { name, answer, outcome, host = 'en' } of HTTP_ERRORS) {
    test(`HTTP errors and codes: ${name}`, async ({ page }) => {
      await plant(PRODUCT_DETAIL, answer);
      await expectOutcome(page, host, PRODUCT, outcome);
    });
  }

  test("HTTP errors and codes: a news list the CMS refuses is the 403 page, in the visitor's server HTML", async ({ request }) => {
    await plant('/news/BLOG', { status: 403, body: { code: '40300001', message: 'forbidden', data: null } });
    const answer = await fetchPage(request, `${hostileSite.en}/blog`);
    expect(answer.status).toBe(403);
    expect(answer.html).not.toContain('id="__next_error__"');
    expect(answer.html).toContain(enUS['error.403.title']);
  });

  test('HTTP errors and codes: a message containing timeout', async ({ page }) => {
    const { path, detail } = TIMEOUT_PAGES.message;
    await plant(detail, { body: { code: '50400001', message: 'upstream read timeout', data: null } });
    await expectOutcome(page, 'en', path, { status: 500, logged: 'timeout (HTTP 200)' });
  });

  for (const mode of ['reset', 'closed'] as const) {
    test(`no answer (${mode === 'reset' ? 'the connection dropped' : 'connection refused'})`, async ({ page }) => {
      await hostileCms.setMode(mode);
      await expectOutcome(page, 'en', PRODUCT, { status: 500, logged: 'network' });
    });
  }
});

test.describe('a search the server could not answer', () => {
  test('is asked again by the browser, which shows its results', async ({ page }) => {
    await plant('/search', { status: 502, body: { code: '50200001', message: 'search is down', data: null } }, 'EN_US');
    // The browser's own call waits until the CMS answers searches again.
    await page.route('**/api/portal/v1/search*', async (route) => {
      await hostileCms.reset();
      await route.continue();
    });
    const response = await page.goto(`${hostileSite.en}/search?keyword=kubernetes`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(enUS['common.loading']);
    expect(html).not.toContain('<mark>');
    const results = page.getByRole('region', { name: enUS['search.title'] });
    await expect(results.locator('mark').first()).toHaveText(/kubernetes/i);
    await expect(results.getByRole('status')).toHaveText(/results found/);
  });
});

test.describe('answers that never come in time end at the 20 s timeout', { tag: '@slow' }, () => {
  /** The timeout, plus the rest of the render on a loaded machine; well short of the 25 s delay, or of two timeouts in a row. */
  const LATEST_MS = TIMEOUT_MS + 4_000;
  /**
   * How long the server took to answer the page: the browser's time to its first byte. A page's status
   * is known only once its data is, so the timeout is all in here; loading the error page's scripts and
   * styles after it, which a busy machine slows by seconds, is not.
   */
  const answeredAfter = (page: Page) =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return navigation ? navigation.responseStart - navigation.startTime : Number.NaN;
    });

  test('an answer that never ends', async ({ page }) => {
    test.setTimeout(TIMEOUT_MS * 3);
    const { path, detail } = TIMEOUT_PAGES.endless;
    await plant(detail, { misbehaviour: { kind: 'endless', intervalMs: 200 } });
    await expectOutcome(page, 'en', path, { status: 500, logged: 'timeout' });
    const elapsed = await answeredAfter(page);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 500);
    expect(elapsed).toBeLessThan(LATEST_MS);
  });

  test('a CMS where every call hangs holds a preview page for one timeout in all, not one per call in a row', async ({ page }) => {
    test.setTimeout(TIMEOUT_MS * 4);
    // A page no other test has just timed out on, so no remembered timeout shortens the wait.
    const path = '/product/hyperconverged-cloud';
    await hostileCms.setMode('hang');
    const response = await page.goto(hostileSite.en + path, { timeout: TIMEOUT_MS * 3 });
    const elapsed = await answeredAfter(page);
    // Every call timed out, and the site answers each with its timeout for a while: wait that out, so the
    // next test meets a CMS that answers, not remembered timeouts.
    await hostileCms.reset();
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MEMORY_MS));
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: enUS['error.500.title'] })).toBeVisible();
    expect(elapsed).toBeLessThan(LATEST_MS);
  });

  test("a CMS that sends headers and then stalls mid-body holds a preview for one timeout in all: the proxy's token check and the page share it", async ({
    page,
  }) => {
    test.setTimeout(TIMEOUT_MS * 4);
    const { path, detail } = TIMEOUT_PAGES.stall;
    // The site info is what the proxy asks to check a previewer's token, before the page's own calls: both stall.
    await plant('/website', { misbehaviour: { kind: 'stall' } });
    await plant(detail, { misbehaviour: { kind: 'stall' } });
    const mark = log.mark();
    const response = await page.goto(hostileSite.en + path, { timeout: TIMEOUT_MS * 3 });
    const elapsed = await answeredAfter(page);
    // As after 'hang': let the remembered timeouts (the site info's among them) run out before the next test.
    await hostileCms.reset();
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MEMORY_MS));
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: enUS['error.500.title'] })).toBeVisible();
    await expect.poll(() => log.since(mark)).toContain('content service call failed: timeout');
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 500);
    expect(elapsed).toBeLessThan(LATEST_MS);
  });

  test('a 25-second delay', async ({ page }) => {
    test.setTimeout(TIMEOUT_MS * 3);
    const { path, detail } = TIMEOUT_PAGES.delay;
    await plant(detail, { misbehaviour: { kind: 'delay', delayMs: 25_000 } });
    await expectOutcome(page, 'en', path, { status: 500, logged: 'timeout' });
    const elapsed = await answeredAfter(page);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 500);
    expect(elapsed).toBeLessThan(LATEST_MS);
  });
});

test.describe('a CMS that hangs', { tag: '@slow' }, () => {
  /** Longer than this site's proxy keeps the language list (HOSTILE_SITE_LANGUAGES_SECONDS), so its refresh meets the hanging CMS. */
  const WATCH_MS = HOSTILE_SITE_LANGUAGES_SECONDS * 1000 + 5_000;

  test('cached pages keep answering at once, also while the language list is refreshed', async ({ request }) => {
    test.setTimeout(WATCH_MS + TIMEOUT_MS * 3);
    for (const origin of [hostileSite.en, hostileSite.zh]) expect((await fetchPage(request, origin + PRODUCT)).status).toBe(200);
    // Until the proxy has just refreshed the list (asked in Chinese) from a CMS that answers (one a test
    // before left hanging ends at its timeout): the next refresh then falls due inside the watch below.
    await hostileCms.resetCounts();
    await expect
      .poll(
        async () => {
          await fetchPage(request, hostileSite.en + PRODUCT);
          return (await hostileCms.counts())['GET /website']?.ZH_CN;
        },
        { timeout: (TIMEOUT_MS + HOSTILE_SITE_LANGUAGES_SECONDS * 1000) * 1.5, intervals: [250] },
      )
      .toBeDefined();
    await hostileCms.resetCounts();
    await hostileCms.setMode('hang');
    const slowest = { ms: 0, at: '' };
    for (const until = Date.now() + WATCH_MS; Date.now() < until;) {
      for (const origin of [hostileSite.en, hostileSite.zh]) {
        const answer = await fetchPage(request, origin + PRODUCT);
        expect(answer.status, origin).toBe(200);
        // The English host keeps its language: the proxy did not fall back to the default locale meanwhile.
        if (origin === hostileSite.en) expect(answer.html).toContain(HERO);
        if (answer.ms > slowest.ms) Object.assign(slowest, { ms: answer.ms, at: origin });
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(slowest.ms, `slowest answer (${slowest.at})`).toBeLessThan(2_000);
    expect((await hostileCms.counts())['GET /website']?.ZH_CN, 'the language list was refreshed while the CMS hung').toBeDefined();
  });
});

test.describe('the server process', { tag: '@slow' }, () => {
  test(`${ROUNDS * 20} answers of 10 MB, 20 at a time, leave its memory under the ceiling`, async ({ request }) => {
    test.setTimeout(180_000);
    const pid = pidListeningOn(HOSTILE_SITE_PORT);
    // Declared length for English, chunked for Chinese: both ways a body can be too large.
    await plant(PRODUCT_DETAIL, { misbehaviour: { kind: 'huge', bytes: 10_000_000, declareLength: true } }, 'EN_US');
    await plant(PRODUCT_DETAIL, { misbehaviour: { kind: 'huge', bytes: 10_000_000, declareLength: false } }, 'ZH_CN');
    const before = rssBytes(pid);
    const rounds: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const origins = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? hostileSite.en : hostileSite.zh));
      const answers = await Promise.all(origins.map((origin) => fetchPage(request, origin + PRODUCT, cookieHeader(previewer))));
      expect(answers.map(({ status }) => status)).toEqual(origins.map(() => 500));
      rounds.push(rssBytes(pid));
    }
    const calls = (await hostileCms.counts())[`GET ${PRODUCT_DETAIL}`] ?? {};
    expect((calls.EN_US ?? 0) + (calls.ZH_CN ?? 0), 'every page asked the CMS').toBeGreaterThanOrEqual(ROUNDS * 20);
    console.log(`[hostile-cms] RSS before ${mib(before)}, after each round of 20 x 10 MB ${rounds.map(mib).join(' / ')}`);
    expect(pidListeningOn(HOSTILE_SITE_PORT), 'still the same process').toBe(pid);
    expect(Math.max(...rounds), `RSS under ${mib(RSS_CEILING)}`).toBeLessThan(RSS_CEILING);
  });

  test('after the hostile run it is the same process, answers pages, and its memory stayed under the ceiling', async ({ request }) => {
    expect(processAtStart, 'measured before the run').toBeDefined();
    const start = processAtStart ?? { pid: -1, rss: 0 };
    const pid = pidListeningOn(HOSTILE_SITE_PORT);
    expect(pid, 'never restarted').toBe(start.pid);
    for (const origin of [hostileSite.en, hostileSite.zh]) {
      const visitor = await fetchPage(request, origin + PRODUCT);
      expect(visitor.status, origin).toBe(200);
      const preview = await fetchPage(request, origin + PRODUCT, cookieHeader(previewer));
      expect(preview.status, `${origin} preview`).toBe(200);
    }
    const rss = rssBytes(pid);
    console.log(`[hostile-cms] RSS after warm-up ${mib(start.rss)}, after the run ${mib(rss)}`);
    expect(rss).toBeLessThan(RSS_CEILING);
  });
});
