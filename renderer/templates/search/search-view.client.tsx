'use client';

import { clsx } from 'clsx';
import { SiteAnchor } from '@/modules/_ui/site-anchor';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useId, useState, useTransition, type FormEvent, type ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { SearchRequest } from '@/schemas/search';
import { SEARCH_TYPES } from '@/schemas/search-types';
import { SEARCH_DEBOUNCE_MS, SEARCH_KEYWORD_MAX, SEARCH_PARAMS } from './search-constants';
import { normalizeKeyword, searchHref } from './search-request';
import { SearchLoading } from './search-status';
import { useDebouncedCallback } from './use-debounced-callback';
import styles from './search.module.css';
import { useTranslator } from '../../i18n/use-translator';

// Imported only when the server could not answer: the query library is in no search's first-load scripts.
const BrowserSearch = lazy(() => import('./browser-search.client').then(({ BrowserSearch }) => ({ default: BrowserSearch })));

type Props = {
  locale: LanguageCode;
  request: SearchRequest;
  /** The address's results, or the hot words without a keyword, rendered on the server; none when its search failed, and the browser asks. */
  children?: ReactNode;
};
type Target = Pick<SearchRequest, 'keyword' | 'type' | 'pageIndex'>;

/**
 * The search page's interactive part: the box and the filters. The address is the state: typing replaces
 * it 300 ms after the last keystroke, filters and pages are links, so a search can be shared and reloaded,
 * and the server renders each address's results; the old ones stay, dimmed, until the new ones arrive.
 */
export function SearchView({ locale, request, children }: Props) {
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

  const search = (target: Target) => {
    const href = searchHref(target);
    setSent(normalizeKeyword(target.keyword));
    startTransition(() => router.replace(href, { scroll: false }));
  };
  const searchSoon = useDebouncedCallback((value: string) => {
    const keyword = normalizeKeyword(value);
    if (keyword !== sent) search({ keyword, type: request.type, pageIndex: 1 });
  }, SEARCH_DEBOUNCE_MS);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    searchSoon.cancel();
    const keyword = normalizeKeyword(input);
    if (keyword !== request.keyword || request.pageIndex !== 1) search({ keyword, type: request.type, pageIndex: 1 });
  };

  const typedKeyword = normalizeKeyword(input);

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
              <SiteAnchor
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
              </SiteAnchor>
            </li>
          ))}
        </ul>
      </nav>

      <section className={clsx(styles.results, navigating && styles.stale)} aria-label={t('search.title')} aria-busy={navigating}>
        {children ?? (
          <Suspense fallback={<SearchLoading />}>
            <BrowserSearch locale={locale} request={request} />
          </Suspense>
        )}
      </section>
    </>
  );
}
