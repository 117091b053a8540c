import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LanguageCode } from '@/schemas/locale';
import type { NewsPage, NewsType } from '@/schemas/news';

/** A news kind through POST /news/{type}, the reports through POST /news/reports, or the report interpretations among them. */
export type NewsListSource = Extract<NewsType, 'NEWS' | 'BLOG' | 'PRODUCTUPDATES' | 'CASE'> | 'REPORTS' | 'INTERPRETATIONS';

export type NewsListParams = {
  locale: LanguageCode;
  source: NewsListSource;
  page: number;
  pageSize: number;
  /** A report type from /news/constants; null is every type. */
  reportType: string | null;
};

/** Fetches one page: the server passes its cached getters, the browser its portal calls. */
export type NewsPageLoader = (params: NewsListParams, signal: AbortSignal) => Promise<NewsPage>;

/** Query keys, from the widest down: the locale is in every key, so the two sites never share an entry. */
export const newsKeys = {
  all: ['news'] as const,
  locale: (locale: LanguageCode) => ['news', locale] as const,
  list: ({ locale, source, page, pageSize, reportType }: NewsListParams) => ['news', locale, 'list', source, { page, pageSize, reportType }] as const,
};

/**
 * One page of a news list: the server prefetches it into the page's HydrationBoundary and the client
 * hook reads the same key, so the first page renders without a loading state; while another page
 * loads, the previous one stays on screen.
 */
export function newsListQuery(params: NewsListParams, load: NewsPageLoader) {
  return queryOptions({
    queryKey: newsKeys.list(params),
    queryFn: ({ signal }) => load(params, signal),
    placeholderData: keepPreviousData,
  });
}
