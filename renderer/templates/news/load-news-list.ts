import 'server-only';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { LanguageCode } from '@/schemas/locale';
import type { NewsConstants, NewsEvent, NewsSummary } from '@/schemas/news';
import { getNewsConstants, getTypeRecommendations, getUpcomingEvents } from '../../data/content/get-news-extras';
import { unwrap } from '../../pipeline/page/unwrap';
import { getQueryClient } from '../../data/query/get-query-client';
import { newsListQuery } from '../../data/query/news-queries';
import { pageCount } from '../pagination/pagination-math';
import { listHref, readListState, type ListState } from './list-state';
import { NEWS_LISTS, type NewsListKey } from './news-lists';
import { loadNewsPageOnServer } from './server-news-loader';

const RECOMMENDED_SIZE = 4;
const EVENTS_SIZE = 5;

export type NewsListData = {
  key: NewsListKey;
  /** The address the list is at (a device variant of /cases keeps its own). */
  path: string;
  state: ListState;
  reportTypes: NewsConstants['reportTypes'];
  recommended: NewsSummary[];
  events: NewsEvent[];
  /** The requested page, prefetched for the client list's first render. */
  dehydratedState: DehydratedState;
};

export type NewsListResult = { kind: 'list'; data: NewsListData } | { kind: 'redirect'; to: string };

/**
 * A list page's data: the requested page through the query client (so it reaches the browser as
 * TanStack Query state), the recommended row, the events and the report types. A page past the end
 * sends the visitor to the last page (known from the first page, which is cached anyway).
 */
export async function loadNewsList(
  locale: LanguageCode,
  key: NewsListKey,
  search: URLSearchParams,
  path: string = NEWS_LISTS[key].path,
): Promise<NewsListResult> {
  const config = NEWS_LISTS[key];
  const reportTypes = config.reportFilter ? unwrap(await getNewsConstants(locale)).reportTypes : [];
  const state = readListState(
    search,
    reportTypes.map((entry) => entry.value),
  );
  // Page numbers are the visitor's: one past the end goes to the last page before it is asked for, so it never becomes a data-cache entry.
  const firstPage = state.page > 1 ? await loadNewsPageOnServer({ locale, source: config.source, ...state, page: 1 }) : undefined;
  if (firstPage && state.page > pageCount(firstPage.total, state.pageSize)) return lastPageRedirect(path, state, firstPage.total);
  const queryClient = getQueryClient();
  const [page, recommended, events] = await Promise.all([
    // No retry on the server: a failure is the error page at once, and a 404 is the 404 page.
    queryClient.fetchQuery({ ...newsListQuery({ locale, source: config.source, ...state }, loadNewsPageOnServer), retry: false }),
    config.recommend ? getTypeRecommendations(locale, config.recommend, RECOMMENDED_SIZE, null).then(unwrap) : [],
    config.events ? getUpcomingEvents(locale, EVENTS_SIZE).then(unwrap) : [],
  ]);
  if (state.page > pageCount(page.total, state.pageSize)) return lastPageRedirect(path, state, page.total);
  return { kind: 'list', data: { key, path, state, reportTypes, recommended, events, dehydratedState: dehydrate(queryClient) } };
}

const lastPageRedirect = (path: string, state: ListState, total: number): NewsListResult => ({
  kind: 'redirect',
  to: listHref(path, { ...state, page: pageCount(total, state.pageSize) }),
});
