import { describe, expect, it } from 'vitest';
import enSeo from '@/fixtures/EN_US/seo.json';
import zhSeo from '@/fixtures/ZH_CN/seo.json';
import { buildPageMetadata, type PageSeo } from './build-page-metadata';
import type { SiteOrigins } from '../../data/routing/site-origins';

const sites: SiteOrigins = { origins: { ZH_CN: 'http://localhost:3100', EN_US: 'http://en.localhost:3100' }, defaultLocale: 'ZH_CN' };
const zhProduct = zhSeo.modules['product-enterprise-cloud'];
const enProduct = enSeo.modules['product-enterprise-cloud'];

const build = (seo: Omit<PageSeo, 'sites'> & Partial<Pick<PageSeo, 'sites'>>) => buildPageMetadata({ sites, ...seo });

describe('buildPageMetadata', () => {
  it('takes title, description and keywords from the page entry and points both languages at their configured hosts', () => {
    const metadata = build({
      locale: 'ZH_CN',
      path: '/product/enterprise-cloud',
      own: { title: '企业云' },
      entry: zhProduct,
      siteDefault: zhSeo.common.default,
    });
    expect(metadata.title, 'a title that names the site is kept whole').toBe(zhProduct.title);
    expect(metadata.description).toBe(zhProduct.description);
    expect(metadata.keywords).toEqual(['企业云', '边云科技']);
    expect(metadata.alternates).toEqual({
      canonical: 'http://localhost:3100/product/enterprise-cloud',
      languages: {
        'zh-CN': 'http://localhost:3100/product/enterprise-cloud',
        'en-US': 'http://en.localhost:3100/product/enterprise-cloud',
        'x-default': 'http://localhost:3100/product/enterprise-cloud',
      },
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      title: zhProduct.title,
      url: 'http://localhost:3100/product/enterprise-cloud',
      siteName: zhSeo.common.default.title,
      locale: 'zh_CN',
      alternateLocale: ['en_US'],
    });
  });

  it('gives the English page its own host as canonical and the default language as x-default', () => {
    const metadata = build({ locale: 'EN_US', path: '/product/enterprise-cloud', own: {}, entry: enProduct, siteDefault: enSeo.common.default });
    expect(metadata.alternates?.canonical).toBe('http://en.localhost:3100/product/enterprise-cloud');
    expect(metadata.alternates?.languages).toMatchObject({ 'x-default': 'http://localhost:3100/product/enterprise-cloud' });
    expect(metadata.openGraph).toMatchObject({ locale: 'en_US', alternateLocale: ['zh_CN'], siteName: 'EdgeCloud' });
  });

  it.each(['/service_agreement', '/blog', '/blog/60201', '/product-updates', '/compatibility'])(
    'claims no other language for %s, which exists in Chinese only',
    (path) => {
      const metadata = build({ locale: 'ZH_CN', path, own: { title: 'x' } });
      expect(metadata.alternates).toEqual({ canonical: `http://localhost:3100${path}`, languages: undefined });
      expect(metadata.openGraph).toMatchObject({ alternateLocale: undefined });
    },
  );

  it('keeps the page number of a later list page and nothing else in the addresses', () => {
    const metadata = build({ locale: 'EN_US', path: '/press?page=2', own: {} });
    expect(metadata.alternates?.canonical).toBe('http://en.localhost:3100/press?page=2');
    expect(metadata.alternates?.languages).toMatchObject({ 'zh-CN': 'http://localhost:3100/press?page=2' });
  });

  it('keeps the page’s own title and description when it has no entry, with the site-wide keywords', () => {
    const metadata = build({ locale: 'ZH_CN', path: '/company', own: { title: '关于我们', description: '公司介绍' }, siteDefault: zhSeo.common.default });
    expect(metadata.title, "the site's name follows the page's own words").toBe('关于我们 - 边云科技');
    expect(metadata.description).toBe('公司介绍');
    expect(metadata.keywords).toEqual(['边云科技', '云计算', '边缘计算']);
  });

  it('falls back to the default entry, then to the page’s own words, field by field', () => {
    expect(build({ locale: 'ZH_CN', path: '/x', own: {}, siteDefault: zhSeo.common.default }).title).toBe('边云科技');
    const blankEntry = { title: '条目标题', description: '', keywords: '' };
    const metadata = build({ locale: 'ZH_CN', path: '/x', own: { description: '自己的描述' }, entry: blankEntry });
    expect(metadata.title).toBe('条目标题 - 边云科技');
    expect(metadata.description).toBe('自己的描述');
    expect(metadata.keywords).toBeUndefined();
  });

  it('keeps the article type and date of the page’s own Open Graph and makes its image absolute on the configured host', () => {
    const metadata = build({
      locale: 'EN_US',
      path: '/press/60101',
      own: { title: 'News', openGraph: { type: 'article', publishedTime: '2026-01-02T10:00+08:00' } },
      image: '/images/news/cover.svg',
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-01-02T10:00+08:00',
      url: 'http://en.localhost:3100/press/60101',
      images: [{ url: 'http://en.localhost:3100/images/news/cover.svg' }],
    });
  });

  it('drops an image that is neither a site path nor https', () => {
    for (const image of ['javascript:alert(1)', '//evil.example/x.png', 'http://evil.example/x.png']) {
      expect(build({ locale: 'ZH_CN', path: '/press/1', own: {}, image }).openGraph).not.toHaveProperty('images');
    }
  });

  it('writes no address at all when the CMS names no host', () => {
    const metadata = build({ locale: 'ZH_CN', path: '/product/enterprise-cloud', own: { title: 't' }, sites: undefined });
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.openGraph).toMatchObject({ url: undefined });
  });
});
