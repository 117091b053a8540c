import 'server-only';
import type { Metadata } from 'next';
import type { SiteLocale } from '../../data/routing/page-params';
import { seoMetadata } from '../../pipeline/seo/page-metadata';
import { pagedPath } from '../news/paged-path';
import { casesRouteMetadata, type CasesSegment } from './cases-route';

/** The case list, under any of its addresses: all of them are `/cases`. */
export async function casesSeoMetadata(locale: SiteLocale, segment: CasesSegment, search: URLSearchParams): Promise<Metadata> {
  return seoMetadata(locale, pagedPath('/cases', search), await casesRouteMetadata(locale, segment));
}
