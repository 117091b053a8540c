'use client';

import { clsx } from 'clsx';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition, type FormEvent } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { SearchRequest } from '@/schemas/search';
import { SEARCH_TYPES } from '@/schemas/search-types';
import { searchQuery } from '../../query/search-queries';
import { Pagination } from '../pagination/pagination.client';
import { SearchHit } from './search-hit';
import { SEARCH_DEBOUNCE_MS, SEARCH_KEYWORD_MAX, SEARCH_PARAMS } from './search-constants';
import { normalizeKeyword, searchHref } from './search-request';
import { useDebouncedCallback } from './use-debounced-callback';
import styles from './search.module.css';
import { useTranslator } from '../../i18n/use-translator';

type Props = { locale: LanguageCode; request: SearchRequest; hotWords: readonly string[] };
type Target = Pick<SearchRequest, 'keyword' | 'type' | 'pageIndex'>;

/**
 * The search page's interactive part. The address is the state: typing replaces it 300 ms after the
 * last keystroke, filters and pages are links, so a search can be shared and reloaded. Results come
 * from the query cache, which the server seeds for the address it renders.
 */
export function SearchView({ locale, request, hotWords }: Props) {
  const t = useTranslator();
  const router = useRouter();
  const inputId = useId();
  const [navigating, startTransition] = useTransition();

  const [input, setInput] = useState(request.keyword);
  // The keyword last sent to the address, and the one the address last had: a change we did not send
  // (back button, the header's search box) replaces what is typed; our own echo does not.
  const [sent, setSent] = useState(request.keyword);
  const [seen, setSeen] = useState(request.keyword);
  if (seen !== request.keyword) {
    setSeen(request.keyword);
    if (request.keyword !== sent) {
      setSent(request.keyword);
      setInput(request.keyword);
    }
  }

  const go = (target: Target, how: 'replace' | 'push') => {
    const href = searchHref(target);
    setSent(normalizeKeyword(target.keyword));
    startTransition(() => (how === 'replace' ? router.replace(href, { scroll: false }) : router.push(href)));
  };
  const searchSoon = useDebouncedCallback((value: string) => {
    const keyword = normalizeKeyword(value);
    if (keyword !== sent) go({ keyword, type: request.type, pageIndex: 1 }, 'replace');
  }, SEARCH_DEBOUNCE_MS);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    searchSoon.cancel();
    const keyword = normalizeKeyword(input);
    if (keyword !== request.keyword || request.pageIndex !== 1) go({ keyword, type: request.type, pageIndex: 1 }, 'replace');
  };

  const { data, isError, refetch, isPlaceholderData } = useQuery(searchQuery(locale, request));
  const typedKeyword = normalizeKeyword(input);
  const busy = navigating || isPlaceholderData;

  return (
    <>
      <h1 className={styles.title}>{t('search.title')}</h1>
      <form role="search" action="/search" method="get" className={styles.box} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name={SEARCH_PARAMS.keyword}
          value={input}
          maxLength={SEARCH_KEYWORD_MAX}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setInput(event.target.value);
            searchSoon.call(event.target.value);
          }}
        />
        {request.type !== 'ALL' ? <input type="hidden" name={SEARCH_PARAMS.type} value={request.type} /> : null}
        <button type="submit" className={styles.submit}>
          {t('search.button')}
        </button>
      </form>

      <nav aria-label={t('search.filterLabel')}>
        <ul className={styles.filters}>
          {SEARCH_TYPES.map((type) => (
            <li key={type}>
              <Link
                className={styles.filter}
                href={searchHref({ keyword: typedKeyword, type, pageIndex: 1 })}
                aria-current={type === request.type ? 'page' : undefined}
                replace
                scroll={false}
                prefetch={false}
                onClick={() => {
                  searchSoon.cancel();
                  setSent(typedKeyword);
                }}
              >
                {t(`search.filter.${type}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className={styles.results} aria-label={t('search.title')} aria-busy={busy}>
        {!request.keyword ? (
          <>
            <Empty title={t('search.noData')} />
            {hotWords.length > 0 ? (
              <div className={styles.hot}>
                <h2 className={styles.hotTitle}>{t('search.hotWords')}</h2>
                <ul className={styles.hotList}>
                  {hotWords.map((word) => (
                    <li key={word}>
                      <Link className={styles.hotWord} href={searchHref({ keyword: word, type: request.type, pageIndex: 1 })} prefetch={false}>
                        {word}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        ) : data === undefined ? (
          isError ? (
            // The toast says why, with the server's message (portal-error-watcher); this offers another try.
            <div className={styles.status}>
              <p>{t('search.loadFailed')}</p>
              <button type="button" className={styles.retry} onClick={() => void refetch()}>
                {t('common.retry')}
              </button>
            </div>
          ) : (
            <p className={styles.status} role="status">
              {t('common.loading')}
            </p>
          )
        ) : data.total === 0 ? (
          <Empty title={t('search.empty')} hint={t('search.noResult')} />
        ) : (
          <div className={clsx(styles.list, busy && styles.stale)}>
            <p className={styles.count} role="status">
              {t('search.resultCount', { total: data.total })}
            </p>
            {data.rows.length === 0 ? (
              <Empty title={t('search.noResult')} />
            ) : (
              <ol className={styles.hits}>
                {data.rows.map((hit) => (
                  <li key={`${hit.type}:${hit.id}`}>
                    <SearchHit hit={hit} typeLabel={t(`search.filter.${hit.type}`)} />
                  </li>
                ))}
              </ol>
            )}
            <Pagination
              path="/search"
              query={request.type === 'ALL' ? { keyword: request.keyword } : { keyword: request.keyword, type: request.type }}
              page={request.pageIndex}
              pageSize={request.pageSize}
              pageSizes={[request.pageSize]}
              total={data.total}
              onNavigate={(target) => go({ ...request, pageIndex: target.page }, 'push')}
            />
          </div>
        )}
      </section>
    </>
  );
}

function Empty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {hint ? <p className={styles.emptyHint}>{hint}</p> : null}
    </div>
  );
}
