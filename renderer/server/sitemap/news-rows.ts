import 'server-only';
import type { LanguageCode } from '@/schemas/locale';
import type { NewsPage, NewsSummary, NewsType } from '@/schemas/news';
import type { PortalResult } from '../../data/api/call-types';
import { getNewsPage, getReportsPage } from '../../data/content/get-news';

/** The largest page the API serves, and how many pages of each kind the sitemap reads. */
const PAGE_SIZE = 100;
const MAX_PAGES = 5;

/** Kinds read through POST /news/{type}; the industrial reports come from POST /news/reports. */
const LISTED_TYPES = ['NEWS', 'EVENTS', 'BLOG', 'PRODUCTUPDATES', 'CASE'] as const satisfies readonly NewsType[];

/** The first pages of one list; a page that fails is left out. */
async function firstPages(fetchPage: (pageIndex: number) => Promise<PortalResult<NewsPage>>): Promise<NewsSummary[]> {
  const [error, first] = await fetchPage(1);
  if (error) return [];
  const pages = Math.min(Math.ceil(first.total / PAGE_SIZE), MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => fetchPage(index + 2)));
  return [first, ...rest.flatMap(([failed, page]) => (failed ? [] : [page]))].flatMap((page) => page.rows);
}

/** The newest articles of every kind, at most MAX_PAGES × PAGE_SIZE of each. */
export async function newsRows(locale: LanguageCode): Promise<NewsSummary[]> {
  const lists = await Promise.all([
    ...LISTED_TYPES.map((type) => firstPages((pageIndex) => getNewsPage(locale, type, pageIndex, PAGE_SIZE))),
    firstPages((pageIndex) => getReportsPage(locale, null, pageIndex, PAGE_SIZE)),
  ]);
  return lists.flat();
}
