import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import menusJson from '@/fixtures/menus.json';
import { menuItemSchema, menuTreeSchema, type MenuItem } from '@/schemas/menu';
import { resolveRoute, type RouteTarget } from './resolve-route';

const menus = menuTreeSchema.parse(menusJson);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const resolve = (path: string, tree: readonly MenuItem[] = menus) => resolveRoute(segmentsOf(path), tree);

type Expected =
  | { kind: 'home' }
  | { kind: 'not-found' }
  | { kind: 'redirect'; to: string }
  | { kind: 'detail'; detailKind: string; id: number; menuCode: string; trail: string[] };

/** The parts of a target a visitor or a page template depends on. */
function summary(target: RouteTarget): Expected {
  if (target.kind !== 'detail') return target;
  return {
    kind: 'detail',
    detailKind: target.detailKind,
    id: target.node.id,
    menuCode: target.node.menuCode,
    trail: target.trail.map((item) => item.menuCode),
  };
}

const product = (id: number, menuCode: string, trail: string[]): Expected => ({ kind: 'detail', detailKind: 'product', id, menuCode, trail });
const solution = (id: number, menuCode: string): Expected => ({ kind: 'detail', detailKind: 'solution', id, menuCode, trail: ['solution', 'industry'] });
const service = (id: number, menuCode: string, trail: string[] = ['service']): Expected => ({ kind: 'detail', detailKind: 'service', id, menuCode, trail });
const redirect = (to: string): Expected => ({ kind: 'redirect', to });
const notFound: Expected = { kind: 'not-found' };

type Row = [path: string, expected: Expected];

describe('resolveRoute over fixtures/menus.json', () => {
  it('the home page has no segments', () => {
    expect(resolveRoute([], menus)).toEqual({ kind: 'home' });
  });

  it.each<Row>([
    ['/product/enterprise-cloud', product(1101, 'enterprise-cloud', ['product', 'cloud-platform'])],
    ['/product/hyperconverged-cloud', product(1102, 'hyperconverged-cloud', ['product', 'cloud-platform'])],
    ['/product/hybrid-cloud', product(1103, 'hybrid-cloud', ['product', 'cloud-platform'])],
    ['/product/container-cloud', product(1104, 'container-cloud', ['product', 'cloud-platform'])],
    ['/product/xinchuang-cloud', product(1105, 'xinchuang-cloud', ['product', 'cloud-platform'])],
    ['/product/enterprise-storage', product(1301, 'enterprise-storage', ['product', 'storage'])],
    ['/product/enterprise-storage/object-storage', product(1311, 'object-storage', ['product', 'storage', 'enterprise-storage'])],
    ['/product/enterprise-storage/file-storage', product(1312, 'file-storage', ['product', 'storage', 'enterprise-storage'])],
    ['/product/enterprise-storage/unified-storage', product(1313, 'unified-storage', ['product', 'storage', 'enterprise-storage'])],
  ])('fixed product path %s is a product page', (path, expected) => {
    expect(summary(resolve(path))).toEqual(expected);
  });

  it.each<Row>([
    ['/solution/healthcare', solution(2101, 'healthcare')],
    ['/solution/manufacturing', solution(2102, 'manufacturing')],
    ['/solution/media-convergence', solution(2103, 'media-convergence')],
    ['/solution/education', solution(2104, 'education')],
  ])('fixed solution path %s is a solution page', (path, expected) => {
    expect(summary(resolve(path))).toEqual(expected);
  });

  it.each<Row>([
    ['/service/cloud-migration', service(3101, 'cloud-migration')],
    ['/service/managed-operations', service(3102, 'managed-operations')],
    ['/service/managed-operations/database-operations', service(3121, 'database-operations', ['service', 'managed-operations'])],
  ])('service path %s (/service/{id} and /service/{id}/{id}) is a service page', (path, expected) => {
    expect(summary(resolve(path))).toEqual(expected);
  });

  it.each<Row>([
    // /product/{id}, /solution/{id}, /service/{id}: a numeric id reaches the page's one address.
    ['/product/1101', redirect('/product/enterprise-cloud')],
    ['/product/1311', redirect('/product/enterprise-storage/object-storage')],
    ['/solution/2101', redirect('/solution/healthcare')],
    ['/service/3121', redirect('/service/managed-operations/database-operations')],
    // /product/{id?}/{id}: the intermediate segment may be left out, or be an id.
    ['/product/object-storage', redirect('/product/enterprise-storage/object-storage')],
    ['/product/enterprise-storage/1312', redirect('/product/enterprise-storage/file-storage')],
    ['/product/1301/unified-storage', redirect('/product/enterprise-storage/unified-storage')],
    // /service/{id}/{id} with numeric ids.
    ['/service/3102/3121', redirect('/service/managed-operations/database-operations')],
    ['/service/database-operations', redirect('/service/managed-operations/database-operations')],
    // /{top}/{category}/{menuCode}: the category heading is not part of the canonical path.
    ['/product/cloud-platform/enterprise-cloud', redirect('/product/enterprise-cloud')],
    ['/product/1100/1101', redirect('/product/enterprise-cloud')],
    ['/product/storage/enterprise-storage/unified-storage', redirect('/product/enterprise-storage/unified-storage')],
    ['/solution/industry/education', redirect('/solution/education')],
    // /{top}/{menuCode} for items that are not detail pages: their own path.
    ['/support/kubernetes-services', redirect('/kubernetes-services')],
    ['/support/4302', redirect('/support')],
    ['/resources/blog', redirect('/blog')],
    ['/about/company', redirect('/company')],
    ['/partners/compatibility', redirect('/compatibility')],
  ])('%s redirects to the canonical path', (path, expected) => {
    expect(summary(resolve(path))).toEqual(expected);
  });

  it.each<Row>([
    ['/unknown/enterprise-cloud', notFound],
    ['/blog/1', notFound],
    ['/product', notFound],
    ['/product/no-such-product', notFound],
    ['/product/99999', notFound],
    ['/product/cloud-platform', notFound],
    ['/product/1100', notFound],
    ['/solution/industry', notFound],
    ['/product/storage/enterprise-cloud', notFound],
    ['/product/enterprise-cloud/object-storage', notFound],
    ['/service/cloud-migration/database-operations', notFound],
    ['/solution/enterprise-cloud', notFound],
    ['/product/enterprise-storage/object-storage/extra', notFound],
    ['/product/edge-ai', notFound],
    ['/product/1901', notFound],
  ])('%s is not found', (path, expected) => {
    expect(summary(resolve(path))).toEqual(expected);
  });
});

type MenuInput = Partial<z.input<typeof menuItemSchema>>;

let nextId = 1;
function createMenuItem(overrides: MenuInput = {}): MenuItem {
  const id = nextId++;
  return menuItemSchema.parse({ id, name: `item ${id}`, menuCode: `item-${id}`, type: 'support', path: null, ...overrides });
}

describe('resolveRoute with a CMS menu of unsafe paths', () => {
  const evilMenu = (path: string, type: MenuInput['type'] = 'support') => [
    createMenuItem({ menuCode: type, type, children: [createMenuItem({ menuCode: 'leaf', type, path })] }),
  ];

  it('redirects to a site path (control for the cases below)', () => {
    expect(resolve('/support/leaf', evilMenu('/safe-page'))).toEqual({ kind: 'redirect', to: '/safe-page' });
  });

  it.each(['//evil.example', '//evil.example/product/leaf', 'https://evil.example', 'javascript:alert(1)', ' //evil.example', 'evil.example'])(
    'a menu path %j never becomes a redirect',
    (path) => {
      expect(resolve('/support/leaf', evilMenu(path)).kind).not.toBe('redirect');
      expect(resolve('/product/leaf', evilMenu(path, 'product')).kind).not.toBe('redirect');
    },
  );

  // Browsers read `/\host` as `//host` and drop tabs and newlines from a URL: a redirect to either leaves the site.
  it.each(['/\\evil.example', '/\t/evil.example'])('a menu path %j that browsers read as //evil.example never becomes a redirect', (path) => {
    expect(resolve('/support/leaf', evilMenu(path)).kind).not.toBe('redirect');
  });

  it('a top code missing from the CMS menu is not found', () => {
    expect(resolve('/product/enterprise-cloud', evilMenu('/safe-page'))).toEqual({ kind: 'not-found' });
  });

  it('an item that is not a detail kind at its own path is not found', () => {
    expect(resolve('/support/leaf', evilMenu('/support/leaf'))).toEqual({ kind: 'not-found' });
  });
});
