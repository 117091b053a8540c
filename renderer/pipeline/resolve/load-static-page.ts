import 'server-only';
import type { LanguageCode } from '@/schemas/locale';
import { getCompany, getContentResource, getModulePage } from '../../data/content/get-static-content';
import { unwrap } from '../page/unwrap';
import { readPageModules } from '../parse/read-page-modules';
import type { StaticMatch } from './static-pages';

/** A static page's content from each of its sources, fetched in parallel; its modules read and enriched. */
export async function loadStaticPage(locale: LanguageCode, { key, page, variant }: StaticMatch) {
  const [moduleAnswer, company, resource] = await Promise.all([
    page.modules ? getModulePage(locale, page.modules) : undefined,
    page.company ? getCompany(locale) : undefined,
    page.resource ? getContentResource(locale, page.resource) : undefined,
  ]);
  const modulePage = moduleAnswer && unwrap(moduleAnswer);
  const article = company ?? resource;
  return {
    kind: 'static' as const,
    key,
    variant,
    form: page.form,
    modulePage,
    article: article && unwrap(article),
    entries: await readPageModules(locale, modulePage?.moduleViewList ?? []),
  };
}
