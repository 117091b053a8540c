import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { getCompany, getContentResource, getModulePage } from '../../data/content/get-static-content';
import { unwrap } from '../page/unwrap';
import { readPageModules } from '../parse/read-page-modules';
import { STATIC_PAGES, type StaticMatch, type StaticPage, type StaticPageKey } from './static-pages';

/**
 * A static page's content from each of its sources, fetched in parallel, its modules read and enriched:
 * once per request, as `generateMetadata` and the page both ask (keyed by the page, not by the match object).
 */
const loadStaticContent = cache(async (locale: LanguageCode, key: StaticPageKey) => {
  const page: StaticPage = STATIC_PAGES[key];
  const [moduleAnswer, company, resource] = await Promise.all([
    page.modules ? getModulePage(locale, page.modules) : undefined,
    page.company ? getCompany(locale) : undefined,
    page.resource ? getContentResource(locale, page.resource) : undefined,
  ]);
  const modulePage = moduleAnswer && unwrap(moduleAnswer);
  const article = company ?? resource;
  return { modulePage, article: article && unwrap(article), entries: await readPageModules(locale, modulePage?.moduleViewList ?? []) };
});

/** A static page as its route renders it: the content of its page and the variant the address names. */
export async function loadStaticPage(locale: LanguageCode, { key, page, variant }: StaticMatch) {
  return { kind: 'static' as const, key, variant, form: page.form, ...(await loadStaticContent(locale, key)) };
}
