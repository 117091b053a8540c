import 'server-only';
import type { Metadata } from 'next';
import type { CasesSegment } from '../cases/cases-route';
import { casesRouteMetadata } from '../cases/cases-route';
import { listMetadata } from './news-metadata';
import { NEWS_LISTS, type NewsListKey } from './news-lists';
import type { SiteLocale } from '../../routing/page-params';
import { seoMetadata } from '../../seo/page-metadata';
import { pagedPath } from './paged-path';

/** A news or report list page. */
export function newsListSeoMetadata(locale: SiteLocale, key: NewsListKey, search: URLSearchParams): Promise<Metadata> {
  return seoMetadata(locale, pagedPath(NEWS_LISTS[key].path, search), listMetadata(locale, key, search));
}

/** The case list, under any of its addresses: all of them are `/cases`. */
export async function casesSeoMetadata(locale: SiteLocale, segment: CasesSegment, search: URLSearchParams): Promise<Metadata> {
  return seoMetadata(locale, pagedPath('/cases', search), await casesRouteMetadata(locale, segment));
}
