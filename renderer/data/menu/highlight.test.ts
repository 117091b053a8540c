import { describe, expect, it } from 'vitest';
import menusJson from '@/fixtures/menus.json';
import { menuTreeSchema, type MenuItem } from '@/schemas/menu';
import { highlightPrefixes, isInside, sitePath } from './highlight';
import { visibleMenus } from './visible-menus';

const menus = visibleMenus(menuTreeSchema.parse(menusJson), 'ZH_CN');
const english = visibleMenus(menuTreeSchema.parse(menusJson), 'EN_US');

/** The top-level items highlighted on a path. */
const highlighted = (pathname: string, tree: readonly MenuItem[] = menus) =>
  tree.filter((top) => isInside(pathname, highlightPrefixes(top))).map((top) => top.menuCode);

describe('top-level highlight', () => {
  it.each(['/company', '/contact', '/career', '/career/mobile', '/company/pc', '/contact/investment'])('About on %s', (path) => {
    expect(highlighted(path)).toEqual(['about']);
  });

  it.each(['/cases', '/cases/pc', '/cases/cases'])('Resources on %s', (path) => {
    expect(highlighted(path)).toEqual(['resources']);
    expect(highlighted(path, english)).toEqual(['resources']);
  });

  it.each([
    '/product/enterprise-cloud',
    '/product/top-computing',
    '/product/enterprise-storage',
    '/product/enterprise-storage/object-storage',
    '/product/cloud-platform/enterprise-cloud',
    '/product/edge-ai',
  ])('Products on its subtree path %s', (path) => {
    expect(highlighted(path)).toEqual(['product']);
  });

  it.each([
    ['/solution/healthcare', 'solution'],
    ['/service', 'service'],
    ['/service/managed-operations/database-operations', 'service'],
    ['/partners', 'partners'],
    ['/compatibility', 'partners'],
    ['/kubernetes-services', 'support'],
    ['/document/12', 'support'],
    ['/blog/7', 'resources'],
    ['/press/3', 'about'],
  ])('%s highlights %s', (path, code) => {
    expect(highlighted(path)).toEqual([code]);
  });

  it.each(['/', '/partnership_form', '/service_agreement', '/productx', '/legal/privacy', '/search'])('nothing on %s', (path) => {
    expect(highlighted(path)).toEqual([]);
  });

  it('ignores the query, the hash, a trailing slash and the internal locale and device segments', () => {
    expect(highlighted('/company/?tab=1#team')).toEqual(['about']);
    expect(highlighted('/ZH_CN/desktop/product/hybrid-cloud')).toEqual(['product']);
    expect(highlighted('/EN_US/mobile')).toEqual([]);
  });

  it('never makes the home page a prefix', () => {
    for (const top of menus) expect(highlightPrefixes(top)).not.toContain('/');
  });
});

describe('sitePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/a/b/', '/a/b'],
    ['/EN_US/desktop', '/'],
    ['/EN_US/desktopx', '/EN_US/desktopx'],
  ])('%j → %j', (input, output) => {
    expect(sitePath(input)).toBe(output);
  });
});
