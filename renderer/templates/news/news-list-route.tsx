import 'server-only';
import { redirect } from 'next/navigation';
import type { LanguageCode } from '@/schemas/locale';
import { withAccessFallback } from '../../frame/error-pages/access-fallback';
import { toSearchParams } from './list-state';
import { loadNewsList } from './load-news-list';
import { NewsListPage } from './news-list-page';
import type { NewsListKey } from './news-lists';

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** The list the address asks for, or the redirect to its last page; a list the CMS refuses or lacks is the 403 or 404 page, in the server HTML. */
const renderList = withAccessFallback(async ({ locale, key, searchParams }: { locale: LanguageCode; key: NewsListKey; searchParams: SearchParamsRecord }) => {
  const result = await loadNewsList(locale, key, toSearchParams(searchParams));
  if (result.kind === 'redirect') redirect(result.to);
  return <NewsListPage locale={locale} data={result.data} as="page" />;
});

/** What every list route renders. */
export const renderNewsListRoute = (locale: LanguageCode, key: NewsListKey, searchParams: SearchParamsRecord) => renderList({ locale, key, searchParams });
