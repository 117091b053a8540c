import 'server-only';
import { redirect } from 'next/navigation';
import type { LanguageCode } from '@/schemas/locale';
import { toSearchParams } from './list-state';
import { loadNewsList } from './load-news-list';
import { NewsListPage } from './news-list-page';
import type { NewsListKey } from './news-lists';

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** What every list route renders: the list the address asks for, or the redirect to its last page. */
export async function renderNewsListRoute(locale: LanguageCode, key: NewsListKey, searchParams: SearchParamsRecord) {
  const result = await loadNewsList(locale, key, toSearchParams(searchParams));
  if (result.kind === 'redirect') redirect(result.to);
  return <NewsListPage locale={locale} data={result.data} as="page" />;
}
