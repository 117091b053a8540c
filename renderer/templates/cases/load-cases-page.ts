import 'server-only';
import type { LanguageCode } from '@/schemas/locale';
import type { ModuleEntry } from '../../pipeline/parse/read-entries';
import { loadStaticPage } from '../../pipeline/resolve/load-static-page';
import { matchStaticPage, type StaticMatch } from '../../pipeline/resolve/static-pages';
import { loadNewsList, type NewsListData } from '../news/load-news-list';

export type CasesPageResult = { kind: 'page'; match: StaticMatch; entries: readonly ModuleEntry[]; list: NewsListData } | { kind: 'redirect'; to: string };

/**
 * The case list at `/cases` and its variants (`/cases/pc`, `/cases/mobile`, `/cases/cases`), or
 * undefined for a second segment that is not one (a case id).
 */
export function matchCasesPage(locale: LanguageCode, segment?: string): StaticMatch | undefined {
  return matchStaticPage(segment === undefined ? ['cases'] : ['cases', segment], locale);
}

/** The CASES module page on top, then the paginated case articles, at the address asked for. */
export async function loadCasesPage(locale: LanguageCode, match: StaticMatch, path: string, search: URLSearchParams): Promise<CasesPageResult> {
  const [page, list] = await Promise.all([loadStaticPage(locale, match), loadNewsList(locale, 'cases', search, path)]);
  if (list.kind === 'redirect') return list;
  return { kind: 'page', match, entries: page.entries, list: list.data };
}
