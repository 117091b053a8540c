'use client';

import { SiteAnchor } from '@/modules/_ui/site-anchor';
import { useId, type FormEvent, type MouseEvent } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_PARAM, PAGE_SIZES, SIZE_PARAM, gotoPage, pageCount, pageForSize, pageHref, pageItems } from './pagination-math';
import styles from './pagination.module.css';
import { useTranslator } from '../../i18n/use-translator';

export type PageTarget = { page: number; pageSize: number; href: string };

type Props = {
  /** The list's own address, e.g. `/press`. */
  path: string;
  /** The list's other query parameters (a filter, say), kept on every page address. */
  query?: Readonly<Record<string, string>>;
  page: number;
  pageSize: number;
  total: number;
  pageSizes?: readonly number[];
  /**
   * Called instead of following a link when the list changes pages itself (client-side data); without
   * it, links and forms navigate. Either way every control is a real link or GET form, so pages work without JS.
   */
  onNavigate?: (target: PageTarget) => void;
};

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Total records, items per page, Prev, page numbers, Next and Goto, each text from the dictionaries. */
export function Pagination({ path, query = {}, page, pageSize, total, pageSizes = PAGE_SIZES, onNavigate }: Props) {
  const t = useTranslator();
  const ids = useId();
  const defaultSize = pageSizes[0] ?? DEFAULT_PAGE_SIZE;
  const count = pageCount(total, pageSize);
  const target = (to: number, size = pageSize): PageTarget => ({ page: to, pageSize: size, href: pageHref(path, query, to, size, defaultSize) });

  const go = (to: PageTarget) => {
    if (onNavigate) onNavigate(to);
    else window.location.assign(to.href);
  };
  const onLink = (to: PageTarget) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(to);
  };
  const onGoto = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem(PAGE_PARAM);
    const wanted = field instanceof HTMLInputElement ? gotoPage(field.value, count) : null;
    if (wanted === null) return;
    if (field instanceof HTMLInputElement) field.value = String(wanted);
    go(target(wanted));
  };
  const onSize = (value: string) => {
    const size = Number(value);
    if (!pageSizes.includes(size) || size === pageSize) return;
    go(target(Math.min(pageForSize(page, pageSize, size), pageCount(total, size)), size));
  };

  const hidden = (extra: Record<string, string>) =>
    Object.entries({ ...query, ...extra }).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  const edge = (to: number, label: string, rel: 'prev' | 'next', enabled: boolean) =>
    enabled ? (
      <SiteAnchor className={styles.step} href={target(to).href} rel={rel} prefetch={false} onClick={onLink(target(to))}>
        {label}
      </SiteAnchor>
    ) : (
      <a className={styles.step} role="link" aria-disabled="true">
        {label}
      </a>
    );

  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <p className={styles.total}>{t('pagination.total', { total })}</p>

      <form className={styles.sizes} action={path} method="get" onSubmit={(event) => event.preventDefault()}>
        {hidden({})}
        <label htmlFor={`${ids}-size`} className="visually-hidden">
          {t('pagination.itemsPerPage')}
        </label>
        <select id={`${ids}-size`} name={SIZE_PARAM} value={pageSize} onChange={(event) => onSize(event.target.value)}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {t('pagination.perPage', { size })}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit">{t('pagination.apply')}</button>
        </noscript>
      </form>

      <ul className={styles.pages}>
        <li>{edge(page - 1, t('pagination.prev'), 'prev', page > 1)}</li>
        {pageItems(page, count).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.key}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <SiteAnchor
                className={styles.number}
                href={target(item.page).href}
                prefetch={false}
                aria-label={t('pagination.pageN', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={onLink(target(item.page))}
              >
                {item.page}
              </SiteAnchor>
            </li>
          ),
        )}
        <li>{edge(page + 1, t('pagination.next'), 'next', page < count)}</li>
      </ul>

      <form className={styles.goto} action={path} method="get" noValidate onSubmit={onGoto}>
        {hidden(pageSize === defaultSize ? {} : { [SIZE_PARAM]: String(pageSize) })}
        <label htmlFor={`${ids}-goto`}>{t('pagination.goto')}</label>
        <input
          id={`${ids}-goto`}
          name={PAGE_PARAM}
          type="number"
          inputMode="numeric"
          min={1}
          max={count}
          aria-label={t('pagination.gotoLabel', { count })}
          key={page}
          defaultValue={page}
        />
        <span aria-hidden="true">{t('pagination.page')}</span>
        <button type="submit">{t('pagination.gotoSubmit')}</button>
      </form>
    </nav>
  );
}
