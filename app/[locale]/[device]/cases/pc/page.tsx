import type { Metadata } from 'next';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { casesSeoMetadata } from '@/renderer/templates/cases/cases-seo-metadata';
import { renderCasesRoute } from '@/renderer/templates/cases/cases-route';
import { toSearchParams } from '@/renderer/templates/news/list-state';
import type { SearchParamsRecord } from '@/renderer/templates/news/news-list-route';

// Rendered per request: the page it shows comes from ?page=; the getters' data cache keeps that cheap.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; device: string }>; searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await readSiteParams(params);
  return casesSeoMetadata(locale, 'pc', toSearchParams(await searchParams));
}

/** `/cases/pc`: the case list in its desktop variant, at an address of its own. */
export default async function CasesDesktop({ params, searchParams }: Props) {
  const { locale } = await readSiteParams(params);
  return renderCasesRoute(locale, 'pc', await searchParams);
}
