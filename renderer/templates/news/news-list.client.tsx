'use client';

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useId, useRef, type MouseEvent } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { NewsConstants } from '@/schemas/news';
import { newsListQuery, type NewsListSource } from '../../data/query/news-queries';
import { Pagination, type PageTarget } from '../pagination/pagination.client';
import { loadNewsPageInBrowser } from './browser-news-loader';
import { filterQuery, listHref, readListState, type ListState } from './list-state';
import { NewsCard } from './news-card';
import { ReportFilter } from './report-filter';
import styles from './news-list.module.css';
import { useTranslator } from '../../i18n/use-translator';

type Props = {
  locale: LanguageCode;
  source: NewsListSource;
  /** The list's own address. */
  path: string;
  title: string;
  reportTypes: NewsConstants['reportTypes'];
  /** What the server rendered; the address's query is read instead once the router provides it. */
  initialState: ListState;
};

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A paginated news list. The page, size and report type live in the address (`?page=2`), so a page
 * can be shared and reloaded; changing them here pushes the new address without a server round trip
 * and fetches through TanStack Query, keeping the previous page on screen until the next arrives.
 */
export function NewsList({ locale, source, path, title, reportTypes, initialState }: Props) {
  const t = useTranslator();
  const searchParams = useSearchParams();
  const state = searchParams
    ? readListState(
        searchParams,
        reportTypes.map((entry) => entry.value),
      )
    : initialState;
  const query = useQuery(newsListQuery({ locale, source, ...state }, loadNewsPageInBrowser));
  const top = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const navigate = (next: ListState) => {
    // Next's router follows history.pushState, so useSearchParams (and the query key) move with it.
    window.history.pushState(null, '', listHref(path, next));
    const heading = top.current;
    if (heading && heading.getBoundingClientRect().top < 0) heading.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  const onPage = ({ page, pageSize }: PageTarget) => navigate({ ...state, page, pageSize });
  const onFilter = (reportType: string | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate({ ...state, page: 1, reportType });
  };

  const { data } = query;
  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <h2 id={headingId} ref={top} tabIndex={-1} className={styles.heading}>
        {title}
      </h2>
      {reportTypes.length ? (
        <ReportFilter
          path={path}
          label={t('news.reportType.label')}
          allLabel={t('news.reportType.all')}
          options={reportTypes}
          state={state}
          onSelect={onFilter}
        />
      ) : null}
      {query.isError ? (
        // The toast says why, with the server's message (portal-error-watcher); this offers another try.
        <div className={styles.failed}>
          <p>{t('news.loadFailed')}</p>
          <button type="button" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {data ? (
        <>
          {data.rows.length ? (
            <ul className={styles.items} aria-busy={query.isPlaceholderData} data-page={data.pageIndex}>
              {data.rows.map((item) => (
                <li key={item.id}>
                  <NewsCard item={item} layout="row" headingLevel={3} tagsLabel={t('news.tags')} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{t('news.empty')}</p>
          )}
          {data.total > 0 ? (
            <Pagination path={path} query={filterQuery(state)} page={state.page} pageSize={state.pageSize} total={data.total} onNavigate={onPage} />
          ) : null}
        </>
      ) : query.isError ? null : (
        <p className={styles.empty} role="status">
          {t('common.loading')}
        </p>
      )}
    </section>
  );
}
