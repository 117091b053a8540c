import 'server-only';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import type { LanguageCode } from '@/schemas/locale';
import { loadStaticPage } from '../../pipeline/resolve/load-static-page';
import { currentPreview } from '../../data/preview/preview-session';
import { toSearchParams } from '../news/list-state';
import type { SearchParamsRecord } from '../news/news-list-route';
import { CasesPage, casesMetadata } from './cases-page';
import { loadCasesPage, matchCasesPage } from './load-cases-page';

/** The second segment of a case-list address: none for /cases, else a device variant or the /cases/cases alias. */
export type CasesSegment = 'pc' | 'mobile' | 'cases' | undefined;

const pathOf = (segment: CasesSegment) => (segment ? `/cases/${segment}` : '/cases');

export async function casesRouteMetadata(locale: LanguageCode, segment: CasesSegment): Promise<Metadata> {
  const match = matchCasesPage(locale, segment);
  return match ? casesMetadata((await loadStaticPage(locale, match)).modulePage, pathOf(segment)) : {};
}

/** What every case-list route renders: the CASES modules and the list page the query asks for. */
export async function renderCasesRoute(locale: LanguageCode, segment: CasesSegment, searchParams: SearchParamsRecord) {
  const match = matchCasesPage(locale, segment);
  if (!match) notFound();
  const [result, preview] = await Promise.all([loadCasesPage(locale, match, pathOf(segment), toSearchParams(searchParams)), currentPreview()]);
  if (result.kind === 'redirect') redirect(result.to);
  return (
    <CasesPage
      locale={locale}
      match={result.match}
      entries={result.entries}
      list={result.list}
      preview={preview && { page: `page:${result.match.page.modules ?? 'CASES'}` }}
    />
  );
}
