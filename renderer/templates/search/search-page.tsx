import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { QueryProvider } from '../../query/query-provider.client';
import type { LanguageCode } from '@/schemas/locale';
import type { SearchRequest, SearchResult } from '@/schemas/search';
import { getQueryClient } from '../../query/get-query-client';
import { searchQuery } from '../../query/search-queries';
import { SearchView } from './search-view.client';
import styles from './search.module.css';
import { SectionMessages } from '../../i18n/section-messages';

type Props = {
  locale: LanguageCode;
  request: SearchRequest;
  /** The first page the server fetched for the address; undefined without a keyword or when the call failed (the browser then asks). */
  result: SearchResult | undefined;
  hotWords: readonly string[];
};

/** /search: the results of the address's search render on the server and hydrate into the query cache. */
export function SearchPage({ locale, request, result, hotWords }: Props) {
  const queryClient = getQueryClient();
  if (result) queryClient.setQueryData(searchQuery(locale, request).queryKey, result);
  return (
    <div className={styles.page}>
      <QueryProvider>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <SectionMessages locale={locale} section="search">
            <SearchView locale={locale} request={request} hotWords={hotWords} />
          </SectionMessages>
        </HydrationBoundary>
      </QueryProvider>
    </div>
  );
}
