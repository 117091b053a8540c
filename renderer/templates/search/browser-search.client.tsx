'use client';

import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import type { LanguageCode } from '@/schemas/locale';
import type { SearchRequest } from '@/schemas/search';
import { QueryProvider } from '../../data/query/query-provider.client';
import { searchQuery } from '../../data/query/search-queries';
import { SearchResults } from './search-results';
import { SearchFailed, SearchLoading } from './search-status';
import styles from './search.module.css';
import { useTranslator } from '../../i18n/use-translator';

type Props = { locale: LanguageCode; request: SearchRequest };

function SearchQuery({ locale, request }: Props) {
  const t = useTranslator();
  const { data, isError, refetch, isPlaceholderData } = useQuery(searchQuery(locale, request));
  if (data) {
    return (
      <div className={clsx(isPlaceholderData && styles.stale)}>
        <SearchResults result={data} request={request} t={t} />
      </div>
    );
  }
  return isError ? <SearchFailed retry={() => void refetch()} /> : <SearchLoading />;
}

/**
 * A search the server could not answer, asked again from the browser. The view imports this file, and
 * with it TanStack Query, only then: every search the server answers renders without it.
 */
export function BrowserSearch(props: Props) {
  return (
    <QueryProvider>
      <SearchQuery {...props} />
    </QueryProvider>
  );
}
