import { expect, test } from '@playwright/test';
import { cacheTags } from '../../renderer/data/content/cache-tags';
import { retitleHero } from '../e2e/support/cache-sites';
import { heroTitle, readDetail } from '../e2e/support/content';
import { mockCmsClient } from '../e2e/support/mock-cms/client';
import { expireEverything, getPage, HOSTS, revalidate } from './support/http';
import { CMS_CONTROL_ORIGIN } from '../../scripts/cluster/layout';

/**
 * One cache for three instances (Redis): what one renders the others serve, and a webhook sent to any
 * one reaches all. Each test starts from the CMS's own content and an expired cache.
 */
const cms = mockCmsClient(CMS_CONTROL_ORIGIN);
const PRODUCT = '/product/enterprise-cloud';
/** The CMS call behind PRODUCT (product 1101). */
const PRODUCT_DETAIL = '/1101/product';
const ORIGINAL_HERO = { ZH_CN: heroTitle(readDetail('ZH_CN', PRODUCT)), EN_US: heroTitle(readDetail('EN_US', PRODUCT)) };
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test.beforeEach(async () => {
  await cms.reset();
  await expireEverything();
  await cms.resetCounts();
});

test('a page one instance rendered is a HIT on the others, with the same Cache-Control and no CMS call', async () => {
  const first = await getPage('a', PRODUCT);
  expect(first.status).toBe(200);
  expect(first.cache).toBe('MISS');
  expect(Object.keys(await cms.counts()), 'A rendered it from the CMS').not.toHaveLength(0);
  await cms.resetCounts();
  for (const other of ['b', 'c'] as const) {
    const answer = await getPage(other, PRODUCT);
    expect(answer.cache, other).toBe('HIT');
    expect(answer.cacheControl, other).toBe(first.cacheControl);
    expect(answer.text, other).toContain(ORIGINAL_HERO.ZH_CN);
  }
  expect(await cms.counts(), 'B and C did not ask the CMS').toEqual({});
});

test('a tag webhook sent to A reaches B and C on their next request', async () => {
  for (const instance of ['a', 'b', 'c'] as const) expect((await getPage(instance, PRODUCT)).text).toContain(ORIGINAL_HERO.ZH_CN);
  const changed = unique('Shared cache');
  await retitleHero(PRODUCT_DETAIL, 'ZH_CN', changed, cms);
  expect((await getPage('b', PRODUCT)).text, 'cached until told').toContain(ORIGINAL_HERO.ZH_CN);

  expect((await revalidate('a', { tags: [cacheTags.detail('ZH_CN', 'product', 1101)] })).status).toBe(200);
  for (const instance of ['b', 'c'] as const) expect((await getPage(instance, PRODUCT)).text, instance).toContain(changed);
});

test('a paths webhook sent to B refreshes every CMS answer of that page on A and C', async () => {
  await getPage('a', PRODUCT);
  const changed = unique('Paths');
  await retitleHero(PRODUCT_DETAIL, 'ZH_CN', changed, cms);
  expect((await revalidate('b', { paths: [PRODUCT] })).status).toBe(200);
  await cms.resetCounts();
  const answer = await getPage('c', PRODUCT);
  expect(answer.cache).toBe('MISS');
  expect(answer.text).toContain(changed);
  expect((await cms.counts())['GET /1101/product']?.ZH_CN, 'the detail was asked again, not read from the data cache').toBe(1);
  expect((await getPage('a', PRODUCT)).text).toContain(changed);
});

test('`all` sent to C expires every page on every instance', async () => {
  await getPage('a', PRODUCT);
  await getPage('b', PRODUCT, { host: HOSTS.en });
  const changed = { ZH_CN: unique('全部'), EN_US: unique('All') };
  await retitleHero(PRODUCT_DETAIL, 'ZH_CN', changed.ZH_CN, cms);
  await retitleHero(PRODUCT_DETAIL, 'EN_US', changed.EN_US, cms);
  expect((await revalidate('c', { all: true })).status).toBe(200);
  expect((await getPage('a', PRODUCT, { host: HOSTS.en })).text).toContain(changed.EN_US);
  expect((await getPage('b', PRODUCT)).text).toContain(changed.ZH_CN);
});

test('an English tag leaves the Chinese pages cached on every instance', async () => {
  await getPage('a', PRODUCT);
  await getPage('a', PRODUCT, { host: HOSTS.en });
  expect((await revalidate('b', { tags: [cacheTags.detail('EN_US', 'product', 1101)] })).status).toBe(200);
  for (const instance of ['a', 'b', 'c'] as const) {
    expect((await getPage(instance, PRODUCT)).cache, `${instance} Chinese`).toBe('HIT');
  }
  expect((await getPage('c', PRODUCT, { host: HOSTS.en })).cache, 'English expired').toBe('MISS');
});
