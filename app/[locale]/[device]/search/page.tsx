import type { Metadata } from 'next';
import { getHotSearchWords, getSearchResults } from '@/renderer/data/content/get-search';
import { getTranslator } from '@/renderer/i18n/server-intl';
import { siteTitle } from '@/renderer/pipeline/seo/site-title';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { SearchPage } from '@/renderer/templates/search/search-page';
import { searchRequestFromParams } from '@/renderer/templates/search/search-request';

// Every address is another search: rendered per request, never prerendered (the results getter still caches CMS answers).
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; device: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readSiteParams(params);
  // Result pages are endless variations of the site's own content: kept out of search engines.
  const t = getTranslator(locale);
  return { title: siteTitle(t('search.title'), t('site.name')), description: t('search.description'), robots: { index: false, follow: true } };
}

export default async function Search({ params, searchParams }: Props) {
  const { locale } = await readSiteParams(params);
  const request = searchRequestFromParams(await searchParams);
  // Neither failure is the page's: without hot words the list is left out, and a failed search is asked again by the browser.
  const [[, hotWords], searched] = await Promise.all([getHotSearchWords(locale), request.keyword ? getSearchResults(locale, request) : undefined]);
  return <SearchPage locale={locale} request={request} result={searched?.[1]} hotWords={hotWords ?? []} />;
}
