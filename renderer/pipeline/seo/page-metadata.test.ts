import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enSeo from '@/fixtures/EN_US/seo.json';
import zhSeo from '@/fixtures/ZH_CN/seo.json';
import { warmEmbeddedCms } from '@/tests/support/warm-embedded-cms';
import { seoMetadata } from './page-metadata';
import { routePageMetadata } from './route-page-metadata';
import { detailSeoKeys } from './seo-entries';

// The embedded CMS answers in-process over the fixtures; public addresses as the e2e server writes them.
beforeEach(() => vi.stubEnv('SITE_URL_PORT', '3100'));
afterEach(() => vi.unstubAllEnvs());

warmEmbeddedCms();

describe('page metadata from the CMS', () => {
  it('describes a product page by its module entry, in each language on its own host', async () => {
    const zh = await routePageMetadata('ZH_CN', 'product/enterprise-cloud');
    expect(zh.title).toBe(zhSeo.modules['product-enterprise-cloud'].title);
    expect(zh.alternates?.canonical).toBe('http://localhost:3100/product/enterprise-cloud');
    const en = await routePageMetadata('EN_US', 'product/enterprise-cloud');
    expect(en.title).toBe(enSeo.modules['product-enterprise-cloud'].title);
    expect(en.description).toBe(enSeo.modules['product-enterprise-cloud'].description);
    expect(en.alternates?.languages).toMatchObject({ 'zh-CN': 'http://localhost:3100/product/enterprise-cloud' });
  });

  it('falls back from a missing module entry to the common entry of its kind', async () => {
    const metadata = await seoMetadata('ZH_CN', '/product/new', { title: '新产品' }, { keys: detailSeoKeys('product', { id: 9999, menuCode: 'new' }) });
    expect(metadata.title).toBe(zhSeo.common.product.title);
  });

  it('falls back from a missing common entry to the default one', async () => {
    const metadata = await seoMetadata('EN_US', '/x', { title: 'Own' }, { keys: { common: 'no-such-entry' } });
    expect(metadata.title).toBe(enSeo.common.default.title);
  });

  it('describes the home page by the index entry', async () => {
    const metadata = await seoMetadata('ZH_CN', '/', {}, { keys: { common: 'index' } });
    expect(metadata.title).toBe(zhSeo.common.index.title);
    expect(metadata.alternates?.languages).toMatchObject({ 'en-US': 'http://en.localhost:3100/', 'x-default': 'http://localhost:3100/' });
  });

  it('points a device variant at its main address', async () => {
    const metadata = await routePageMetadata('EN_US', 'career/mobile');
    expect(metadata.alternates?.canonical).toBe('http://en.localhost:3100/career');
    expect(metadata.openGraph).toMatchObject({ url: 'http://en.localhost:3100/career' });
  });

  it('gives the Chinese-only service agreement no English alternate', async () => {
    const metadata = await routePageMetadata('ZH_CN', 'service_agreement');
    expect(metadata.alternates).toEqual({ canonical: 'http://localhost:3100/service_agreement', languages: undefined });
  });
});
