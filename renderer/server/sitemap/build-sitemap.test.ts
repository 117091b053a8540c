import { describe, expect, it } from 'vitest';
import menusFixture from '@/fixtures/menus.json';
import tree201 from '@/fixtures/ZH_CN/docs/tree-201.json';
import { docMenuEntryListSchema } from '@/schemas/document';
import { menuTreeSchema } from '@/schemas/menu';
import type { SiteOrigins } from '../../data/routing/site-origins';
import { buildSitemap } from './build-sitemap';
import { detailPaths, docPaths, FIXED_DETAIL_PATHS, menuPaths, newsPaths, pagePaths } from './site-paths';

const menus = menuTreeSchema.parse(menusFixture);
const sites: SiteOrigins = { origins: { ZH_CN: 'http://localhost:3100', EN_US: 'http://en.localhost:3100' }, defaultLocale: 'ZH_CN' };
const ZH = 'http://localhost:3100';
const EN = 'http://en.localhost:3100';

describe('sitemap paths from fixture-shaped content', () => {
  it('lists every menu page and no category heading', () => {
    const paths = menuPaths(menus);
    expect(paths).toEqual(
      expect.arrayContaining(['/product/enterprise-cloud', '/product/enterprise-storage/object-storage', '/service', '/blog', '/document']),
    );
    expect(paths.every((path) => path.startsWith('/'))).toBe(true);
    expect(paths).toHaveLength(new Set(paths).size);
  });

  it('keeps only published products, solutions and services at their own address', () => {
    const published = { product: new Set(['enterprise-cloud', 'object-storage']), solution: new Set(['healthcare']) };
    const candidates = [...FIXED_DETAIL_PATHS, '/product/1101', '/product/cloud-platform/enterprise-cloud', '/service/cloud-migration'];
    expect(detailPaths(candidates, menus, published)).toEqual([
      '/product/enterprise-cloud',
      '/product/enterprise-storage/object-storage',
      '/solution/healthcare',
    ]);
  });

  it('leaves product, solution and service pages out of the plain menu pages', () => {
    const pages = pagePaths(menuPaths(menus), menus);
    expect(pages).toContain('/partners');
    expect(pages).not.toContain('/product/enterprise-cloud');
  });

  it('addresses articles by their kind and documents by their category', () => {
    expect(
      newsPaths([
        { type: 'NEWS', id: 1 },
        { type: 'EVENTS', id: 2 },
        { type: 'INDUSTRIALREPORT', id: 3 },
        { type: 'CASE', id: 4 },
      ]),
    ).toEqual(['/press/1', '/press/2', '/reports/3', '/cases/4']);
    const paths = docPaths(201, docMenuEntryListSchema.parse(tree201));
    expect(paths[0]).toBe('/document/201');
    expect(paths).toContain('/document/201/21101');
    expect(paths).not.toContain('/document/201/21001');
  });
});

describe('buildSitemap', () => {
  const sitemap = buildSitemap(
    {
      ZH_CN: ['/', '/product/enterprise-cloud', '/blog', '/blog/60201', '/service_agreement', '/press/60101', '/module-gallery', '/search', '/error/404'],
      EN_US: ['/', '/product/enterprise-cloud', '/blog', '/service_agreement', '/press/60101', '/press/60102', '/a&b', '/x?ispreview=1&pretoken=t'],
    },
    sites,
  );
  const entry = (url: string) => sitemap.find((item) => item.url === url);

  it('lists the pages of both hosts with each other as alternates', () => {
    expect(entry(`${ZH}/product/enterprise-cloud`)?.alternates?.languages).toEqual({
      'zh-CN': `${ZH}/product/enterprise-cloud`,
      'en-US': `${EN}/product/enterprise-cloud`,
      'x-default': `${ZH}/product/enterprise-cloud`,
    });
    expect(entry(`${EN}/`)?.alternates?.languages).toMatchObject({ 'zh-CN': `${ZH}/` });
  });

  it('lists a page in one language without alternates', () => {
    expect(entry(`${EN}/press/60102`)).toEqual({ url: `${EN}/press/60102` });
    expect(entry(`${ZH}/blog/60201`)).toEqual({ url: `${ZH}/blog/60201` });
    expect(entry(`${ZH}/service_agreement`)).toEqual({ url: `${ZH}/service_agreement` });
  });

  it('leaves out what the English site hides and the pages kept from search engines', () => {
    const urls = sitemap.map((item) => item.url);
    expect(urls).not.toContain(`${EN}/blog`);
    expect(urls).not.toContain(`${EN}/service_agreement`);
    expect(urls.filter((url) => /module-gallery|\/search|\/error\/|ispreview|&/.test(url))).toEqual([]);
  });

  it('lists nothing for a locale the CMS gives no host', () => {
    const zhOnly = buildSitemap({ ZH_CN: ['/'], EN_US: ['/'] }, { origins: { ZH_CN: ZH }, defaultLocale: 'ZH_CN' });
    expect(zhOnly).toEqual([{ url: `${ZH}/` }]);
  });
});
