import type { Metadata } from 'next';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { newsListSeoMetadata } from '@/renderer/templates/news/list-metadata';
import { toSearchParams } from '@/renderer/templates/news/list-state';
import { renderNewsListRoute, type SearchParamsRecord } from '@/renderer/templates/news/news-list-route';

// Rendered per request: the page it shows comes from ?page=; the getters' data cache keeps that cheap.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; device: string }>; searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await readSiteParams(params);
  return newsListSeoMetadata(locale, 'blog', toSearchParams(await searchParams));
}

export default async function BlogPage({ params, searchParams }: Props) {
  const { locale } = await readSiteParams(params);
  return renderNewsListRoute(locale, 'blog', await searchParams);
}
