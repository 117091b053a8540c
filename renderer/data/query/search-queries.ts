import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LanguageCode } from '@/schemas/locale';
import type { SearchRequest, SearchResult } from '@/schemas/search';
import { callFromBrowser } from '../api/call-from-browser';

/** Query keys of the search: one entry per locale, keyword, type and page. */
export const searchQueryKeys = {
  all: (locale: LanguageCode) => ['search', locale] as const,
  results: (locale: LanguageCode, { keyword, type, pageIndex, pageSize }: SearchRequest) => ['search', locale, keyword, type, pageIndex, pageSize] as const,
};

/**
 * One page of results, asked from the browser when the server could not answer the address
 * (browser-search.client.tsx); while the next page or keyword loads, the previous results stay on screen.
 */
export function searchQuery(locale: LanguageCode, request: SearchRequest) {
  return queryOptions({
    queryKey: searchQueryKeys.results(locale, request),
    queryFn: async ({ signal }): Promise<SearchResult> => {
      const [error, result] = await callFromBrowser(locale, { signal }, 'search', { body: request });
      if (error) throw error;
      return result;
    },
    enabled: request.keyword !== '',
    placeholderData: keepPreviousData,
  });
}
