import { expect, test } from '@playwright/test';
import { enUS } from '../../renderer/i18n/messages/en-US';
import { changeEventsAddress } from '../../renderer/data/preview/live/stream-address';
import { CMS_CONTROL_ORIGIN, INSTANCE_NAMES, instancePort, LIVE_STREAMS_PER_ADDRESS } from '../../scripts/cluster/layout';
import { heroTitle, readDetail } from '../e2e/support/content';
import { mockCmsClient } from '../e2e/support/mock-cms/client';
import { getPage, revalidate } from './support/http';
import { openStream, previewCookie, type Stream } from './support/preview-stream';

/**
 * Live preview across instances (Redis pub/sub): a previewer's stream on one instance hears a draft change the
 * webhook reported to another, read as the browser's EventSource would read it, and a previewer's page in
 * Chromium shows the draft.
 */
const PRODUCT = '/product/enterprise-cloud';
/** The CMS call behind PRODUCT, and its English hero title as the fixtures have it. */
const PRODUCT_DETAIL = '/1101/product';
const HERO = heroTitle(readDetail('EN_US', PRODUCT));
const cms = mockCmsClient(CMS_CONTROL_ORIGIN);

test('a draft change reported to B reaches the previewers whose streams are on A, on C and through nginx; nothing reaches a visitor', async () => {
  const cookie = await previewCookie('a', PRODUCT);
  const onA = await openStream('a', cookie);
  const onC = await openStream('c', cookie);
  const viaNginx = await openStream('nginx', cookie);
  const visitor = await openStream('a', '');
  try {
    expect(onA.status).toBe(200);
    expect(visitor.status).toBe(401);
    const answer = await revalidate('b', { paths: [PRODUCT], draft: true });
    expect(answer.status).toBe(200);
    const heard = JSON.stringify({ tags: [], paths: [PRODUCT], all: false });
    await expect.poll(() => onA.events(), { timeout: 2_000 }).toEqual([heard]);
    await expect.poll(() => onC.events(), { timeout: 2_000 }).toEqual([heard]);
    // nginx passes the event on as it is written, not when the stream ends.
    await expect.poll(() => viaNginx.events(), { timeout: 2_000 }).toEqual([heard]);
  } finally {
    for (const stream of [onA, onC, viaNginx, visitor]) stream.close();
  }
});

test("a page previewed on B gets, on C's stream, only the changes of the tags its render read", async () => {
  const cookie = await previewCookie('a', PRODUCT);
  const rendered = await getPage('b', PRODUCT, { host: `en.localhost:${instancePort('b')}`, cookie });
  expect(rendered.text, 'a preview render').toContain(enUS['preview.banner']);
  const onC = await openStream('c', cookie, { path: changeEventsAddress({ locale: 'EN_US', path: PRODUCT }) });
  try {
    expect(onC.status).toBe(200);
    const own = ['detail:product:1101:EN_US'];
    const heard = [JSON.stringify({ tags: own, paths: [], all: false })];
    expect((await revalidate('a', { tags: own, draft: true })).status).toBe(200);
    await expect.poll(() => onC.events(), { timeout: 2_000 }).toEqual(heard);
    // Another English product: by the locale alone it would count; by the page's tags it does not.
    expect((await revalidate('a', { tags: ['detail:product:1104:EN_US'], draft: true })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(onC.events()).toEqual(heard);
  } finally {
    onC.close();
  }
});

test("a previewer's page on A shows a draft within 2 s of the webhook on B, where the previewer had scrolled to", async ({ page }) => {
  const origin = `http://en.localhost:${instancePort('a')}`;
  await page.goto(`${origin}${PRODUCT}?ispreview=1&pretoken=dev-preview-token`);
  const live = page.getByRole('region', { name: enUS['preview.banner'] }).locator('[data-live-preview]');
  await expect(live).toHaveAttribute('data-live-preview', 'live');
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
  const scrolled = await page.evaluate(() => window.scrollY);

  const draft = `A cloud platform drafted at ${Date.now()}`;
  const original = await cms.original(PRODUCT_DETAIL, 'EN_US');
  await cms.override({ path: PRODUCT_DETAIL, lang: 'EN_US', body: JSON.parse(JSON.stringify(original).replace(HERO, draft)) });
  try {
    expect((await revalidate('b', { paths: [PRODUCT], draft: true })).status).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: draft })).toBeAttached({ timeout: 2_000 });
    await expect(live.getByRole('status')).toContainText(enUS['preview.live.updated']);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  } finally {
    await cms.reset();
  }
});

/** More previewers than the instances behind nginx could hold if all of them counted as nginx's one address. */
const PREVIEWERS = INSTANCE_NAMES.length * LIVE_STREAMS_PER_ADDRESS + 1;
/** A previewer's machine: loopback addresses apart from the visitor's (127.0.0.1) and the flood's attacker (127.0.0.2). */
const previewerAddress = (index: number) => `127.0.0.${10 + index}`;

test(`${PREVIEWERS} previewers behind nginx, each from an address of its own, each get a stream; one address gets 429 past ${LIVE_STREAMS_PER_ADDRESS} on an instance`, async () => {
  const cookie = await previewCookie('a', PRODUCT);
  const streams: Stream[] = [];
  try {
    for (let index = 0; index < PREVIEWERS; index += 1) streams.push(await openStream('nginx', cookie, { from: previewerAddress(index) }));
    for (const [index, stream] of streams.entries()) {
      expect(stream.status, `the stream of ${previewerAddress(index)}`).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
    }
    expect((await revalidate('b', { paths: [PRODUCT], draft: true })).status).toBe(200);
    await expect.poll(() => streams.filter((stream) => stream.events().length > 0).length, { timeout: 15_000 }).toBe(PREVIEWERS);

    // nginx spreads one address's streams over the instances, and each instance holds its cap of them: within
    // one more than all the instances hold, one instance has its cap and refuses.
    const crowded = previewerAddress(PREVIEWERS);
    const statuses: number[] = [];
    let refused: Stream | undefined;
    while (!refused && statuses.length <= INSTANCE_NAMES.length * LIVE_STREAMS_PER_ADDRESS) {
      const stream = await openStream('nginx', cookie, { from: crowded });
      streams.push(stream);
      statuses.push(stream.status);
      if (stream.status !== 200) refused = stream;
    }
    expect(statuses.at(-1), `${crowded} past its cap on one instance (statuses: ${statuses.join(', ')})`).toBe(429);
    expect(statuses.length - 1, 'its streams before the refusal').toBeGreaterThanOrEqual(LIVE_STREAMS_PER_ADDRESS);
    await expect.poll(() => refused?.text()).toContain('too many live previews from this address');
  } finally {
    for (const stream of streams) stream.close();
  }
});
