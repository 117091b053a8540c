import 'server-only';
import type { Metadata } from 'next';
import { listMetadata } from './news-metadata';
import { NEWS_LISTS, type NewsListKey } from './news-lists';
import type { SiteLocale } from '../../data/routing/page-params';
import { seoMetadata } from '../../pipeline/seo/page-metadata';
import { pagedPath } from './paged-path';

/** A news or report list page. */
export function newsListSeoMetadata(locale: SiteLocale, key: NewsListKey, search: URLSearchParams): Promise<Metadata> {
  return seoMetadata(locale, pagedPath(NEWS_LISTS[key].path, search), listMetadata(locale, key, search));
}
