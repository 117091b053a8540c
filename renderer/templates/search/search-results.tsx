import type { SearchRequest, SearchResult } from '@/schemas/search';
import type { Translate } from '../../i18n/use-translator';
import { SiteAnchor as Link } from '@/modules/_ui/site-anchor';
import { pageCount, pageHref } from '../pagination/pagination-math';
import { Pagination } from '../pagination/pagination.client';
import { SearchHit } from './search-hit';
import { SearchEmpty } from './search-status';
import styles from './search.module.css';

type Props = { result: SearchResult; request: SearchRequest; t: Translate };

/**
 * One page of results: their count, the hits and the pages; or the two no-result texts when nothing matched.
 * Rendered on the server, and in the browser only for a search the server could not answer (browser-search.client.tsx).
 */
export function SearchResults({ result, request, t }: Props) {
  if (result.total === 0) return <SearchEmpty title={t('search.empty')} hint={t('search.noResult')} />;
  const query: Record<string, string> = request.type === 'ALL' ? { keyword: request.keyword } : { keyword: request.keyword, type: request.type };
  if (result.rows.length === 0) {
    // Past the last page: one state, this page is empty, with the way back to the last page that has results.
    const last = pageCount(result.total, request.pageSize);
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>{t('search.pastLastPage', { page: request.pageIndex, count: last })}</p>
        <Link className={styles.retry} href={pageHref('/search', query, last, request.pageSize, request.pageSize)}>
          {t('search.backToLastPage', { count: last })}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.list}>
      <p className={styles.count} role="status">
        {t('search.resultCount', { total: result.total })}
      </p>
      <ol className={styles.hits}>
        {result.rows.map((hit) => (
          <li key={`${hit.type}:${hit.id}`}>
            <SearchHit hit={hit} typeLabel={t(`search.filter.${hit.type}`)} />
          </li>
        ))}
      </ol>
      <Pagination path="/search" query={query} page={request.pageIndex} pageSize={request.pageSize} pageSizes={[request.pageSize]} total={result.total} />
    </div>
  );
}
