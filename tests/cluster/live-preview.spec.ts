import http from 'node:http';
import { expect, test } from '@playwright/test';
import { enUS } from '../../renderer/i18n/messages/en-US';
import { CHANGE_EVENTS_PATH, changeEventsAddress } from '../../renderer/live-preview/stream-address';
import { CMS_CONTROL_ORIGIN, instancePort, NGINX_PORT, type InstanceName } from '../../scripts/cluster/layout';
import { heroTitle, readDetail } from '../e2e/support/content';
import { mockCmsClient } from '../e2e/support/mock-cms/client';
import { send } from '../../scripts/load-held/http-send';
import { getPage, revalidate } from './support/http';

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

/** A previewer's cookies from the preview entry on `instance`. */
async function previewCookie(instance: InstanceName): Promise<string> {
  const entry = await send({
    port: instancePort(instance),
    host: `localhost:${instancePort(instance)}`,
    path: `${PRODUCT}?ispreview=1&pretoken=dev-preview-token`,
  });
  expect(entry.status, 'the preview entry redirects with its cookies').toBe(303);
  return entry.setCookies.map((line) => line.split(';')[0]).join('; ');
}

type Stream = { status: number; events: () => string[]; close: () => void };

/** Opens the change stream on `target`, an instance or nginx; resolves once its status line is in. */
function openStream(target: InstanceName | 'nginx', cookie: string, path = CHANGE_EVENTS_PATH): Promise<Stream> {
  const port = target === 'nginx' ? NGINX_PORT : instancePort(target);
  return new Promise((resolve, reject) => {
    let text = '';
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host: `localhost:${port}`, cookie } }, (response) => {
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      resolve({
        status: response.statusCode ?? 0,
        events: () => [...text.matchAll(/^event: change\ndata: (.*)$/gm)].map((match) => match[1] ?? ''),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

test('a draft change reported to B reaches the previewers whose streams are on A, on C and through nginx; nothing reaches a visitor', async () => {
  const cookie = await previewCookie('a');
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
  const cookie = await previewCookie('a');
  const rendered = await getPage('b', PRODUCT, { host: `en.localhost:${instancePort('b')}`, cookie });
  expect(rendered.text, 'a preview render').toContain(enUS['preview.banner']);
  const onC = await openStream('c', cookie, changeEventsAddress({ locale: 'EN_US', path: PRODUCT }));
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
