import type { DetailKind } from '@/schemas/detail';
import type { DocMenuEntry } from '@/schemas/document';
import type { MenuItem } from '@/schemas/menu';
import type { NewsSummary } from '@/schemas/news';
import { resolveRoute } from '../../pipeline/resolve/resolve-route';
import { STATIC_PAGES } from '../../pipeline/resolve/static-pages';
import { categoryHref, documentHref } from '../../data/routing/doc-ids';
import { newsPath } from '../../data/routing/news-paths';

/** Pages with a route of their own; device variants are left out, their canonical is the main address. */
export const ROUTE_PATHS = ['/', '/press', '/blog', '/product-updates', '/reports', '/reports/interpretation', '/cases', '/document', '/contact/investment'];

/** The site's fixed product and solution paths; listed only where the menu makes them pages. */
export const FIXED_DETAIL_PATHS = [
  '/product/enterprise-cloud',
  '/product/hyperconverged-cloud',
  '/product/hybrid-cloud',
  '/product/container-cloud',
  '/product/xinchuang-cloud',
  '/product/enterprise-storage',
  '/product/enterprise-storage/object-storage',
  '/product/enterprise-storage/file-storage',
  '/product/enterprise-storage/unified-storage',
  '/solution/healthcare',
  '/solution/manufacturing',
  '/solution/media-convergence',
  '/solution/education',
];

export const staticPagePaths = (): string[] => Object.keys(STATIC_PAGES).map((key) => `/${key}`);

/** Every menu item's own page, category headings aside. */
export function menuPaths(menus: readonly MenuItem[]): string[] {
  return menus.flatMap((item) => [...(item.path && !item.classify ? [item.path] : []), ...menuPaths(item.children)]);
}

const routeOf = (path: string, menus: readonly MenuItem[]) => resolveRoute(path.split('/').filter(Boolean), menus);

/** Menu paths of pages that are not products, solutions or services (those are listed by `detailPaths`). */
export const pagePaths = (paths: readonly string[], menus: readonly MenuItem[]): string[] => paths.filter((path) => routeOf(path, menus).kind !== 'detail');

/** The menu codes each catalogue publishes; a kind whose catalogue is unknown has none. */
export type PublishedCodes = Partial<Record<DetailKind, ReadonlySet<string>>>;

/** Product, solution and service paths that are published pages at that very address (not a redirect, not a 404). */
export function detailPaths(candidates: readonly string[], menus: readonly MenuItem[], published: PublishedCodes): string[] {
  return candidates.filter((path) => {
    const target = routeOf(path, menus);
    return target.kind === 'detail' && (published[target.detailKind]?.has(target.node.menuCode) ?? false);
  });
}

export const newsPaths = (rows: readonly Pick<NewsSummary, 'type' | 'id'>[]): string[] => rows.map(newsPath);

/** A documentation category and each document of its tree. */
export function docPaths(cateId: number, entries: readonly Pick<DocMenuEntry, 'id' | 'type'>[]): string[] {
  return [categoryHref(cateId), ...entries.filter((entry) => entry.type === 'DOCUMENT').map((entry) => documentHref(cateId, entry.id))];
}
