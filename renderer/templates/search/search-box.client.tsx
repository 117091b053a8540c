'use client';

import { clsx } from 'clsx';
import { useRouter } from 'next/navigation';
import { useId, type FormEvent } from 'react';
import type { SearchType } from '@/schemas/search-types';
import { SEARCH_KEYWORD_MAX, SEARCH_PARAMS } from './search-constants';
import { searchHref } from './search-request';
import styles from './search.module.css';
import { useChromeText } from '../../i18n/chrome-text.client';

type Props = {
  /** Limits the search to one filter, e.g. the documentation centre's DOCUMENT. */
  type?: SearchType | undefined;
  defaultKeyword?: string | undefined;
  className?: string | undefined;
};

/**
 * A site search box for the header and other pages: a GET form to /search?keyword=..., so it works
 * without JavaScript; with it, the search opens client-side at the address the search page uses
 * (keyword trimmed, defaults left out). Not next/form: its 3 KB of prefetching came with every page.
 */
export function SearchBox({ type, defaultKeyword = '', className }: Props) {
  const t = useChromeText();
  const inputId = useId();
  const router = useRouter();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = new FormData(event.currentTarget).get(SEARCH_PARAMS.keyword);
    router.push(searchHref({ keyword: typeof keyword === 'string' ? keyword : '', type: type ?? 'ALL', pageIndex: 1 }));
  };
  return (
    <form action="/search" method="get" role="search" className={clsx(styles.box, className)} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name={SEARCH_PARAMS.keyword}
        defaultValue={defaultKeyword}
        maxLength={SEARCH_KEYWORD_MAX}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      {type && type !== 'ALL' ? <input type="hidden" name={SEARCH_PARAMS.type} value={type} /> : null}
      <button type="submit" className={styles.submit}>
        {t('search.button')}
      </button>
    </form>
  );
}
