import 'server-only';
import { DETAIL_KINDS } from '@/schemas/detail';
import { getCatalog } from '../../data/content/get-catalog';
import { getMenus } from '../../data/content/get-site-info';
import { getVisibleMenus } from '../../data/content/get-navigation';
import type { SiteLocale } from '../../data/routing/page-params';
import { documentPaths } from './document-paths';
import { newsRows } from './news-rows';
import { detailPaths, FIXED_DETAIL_PATHS, menuPaths, newsPaths, pagePaths, ROUTE_PATHS, staticPagePaths, type PublishedCodes } from './site-paths';

/** Far below the protocol's 50,000 addresses per sitemap, for both hosts together. */
const MAX_PATHS_PER_LOCALE = 20_000;

/** What the catalogues publish: the menu codes of each kind, and the paths they give their items. */
async function catalogues(locale: SiteLocale): Promise<{ published: PublishedCodes; paths: string[] }> {
  const answers = await Promise.all(DETAIL_KINDS.map(async (kind) => ({ kind, answer: await getCatalog(locale, kind) })));
  const published: PublishedCodes = {};
  const paths: string[] = [];
  for (const {
    kind,
    answer: [error, items],
  } of answers) {
    if (error) continue;
    published[kind] = new Set(items.map((item) => item.menuCode));
    paths.push(...items.map((item) => item.path));
  }
  return { published, paths };
}

async function menuAndDetailPaths(locale: SiteLocale): Promise<string[]> {
  const [[error, menus], visible, catalogue] = await Promise.all([getMenus(locale), getVisibleMenus(locale), catalogues(locale)]);
  if (error) return [];
  const fromMenus = menuPaths(visible.menus);
  const candidates = [...fromMenus, ...FIXED_DETAIL_PATHS, ...catalogue.paths];
  return [...pagePaths(fromMenus, menus), ...detailPaths(candidates, menus, catalogue.published)];
}

/** A source that fails adds nothing: the sitemap shrinks, it never fails. */
async function orNothing(source: string, locale: SiteLocale, paths: Promise<string[]>): Promise<string[]> {
  try {
    return await paths;
  } catch (error) {
    console.error(`[sitemap] ${source} ${locale} left out: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

/** Every page of a locale the sitemap lists: routes, static pages, menus, products, solutions, services, news and documents. */
export async function collectSitePaths(locale: SiteLocale): Promise<string[]> {
  const sources = await Promise.all([
    orNothing('menus', locale, menuAndDetailPaths(locale)),
    orNothing('news', locale, newsRows(locale).then(newsPaths)),
    orNothing('documents', locale, documentPaths(locale)),
  ]);
  return [...new Set([...ROUTE_PATHS, ...staticPagePaths(), ...sources.flat()])].slice(0, MAX_PATHS_PER_LOCALE);
}
