import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDocCategory } from '@/renderer/data/content/get-docs';
import { unwrap } from '@/renderer/pipeline/page/unwrap';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { seoMetadata } from '@/renderer/pipeline/seo/page-metadata';
import { DocCategoryOverview } from '@/renderer/templates/documents/doc-category-overview';
import { categoryHref, parseDocId } from '@/renderer/data/routing/doc-ids';
import { withAccessFallback } from '@/renderer/frame/error-pages/access-fallback';
import { withAccessFallbackMetadata } from '@/renderer/pipeline/page/access-status';

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; device: string; cateId: string }> };

async function load(params: Props['params']) {
  const { locale, cateId } = await readSiteParams(params);
  return { locale, ...unwrap(await getDocCategory(locale, parseDocId(cateId) ?? notFound())) };
}

export const generateMetadata = withAccessFallbackMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale, category } = await load(params);
  return seoMetadata(locale, categoryHref(category.id), { title: category.name, description: category.desc ?? undefined });
});

export default withAccessFallback(async function DocCategoryPage({ params }: Props) {
  const { locale, category, entries } = await load(params);
  return <DocCategoryOverview locale={locale} category={category} entries={entries} />;
});
