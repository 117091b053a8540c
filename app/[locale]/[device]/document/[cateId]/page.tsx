import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDocCategory } from '@/renderer/content/get-docs';
import { unwrap } from '@/renderer/page/unwrap';
import { readSiteParams } from '@/renderer/routing/page-params';
import { seoMetadata } from '@/renderer/seo/page-metadata';
import { DocCategoryOverview } from '@/renderer/templates/documents/doc-category-overview';
import { categoryHref, parseDocId } from '@/renderer/templates/documents/doc-ids';
import { withAccessFallback } from '@/renderer/error-pages/access-fallback';
import { withAccessFallbackMetadata } from '@/renderer/page/access-fallback';

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
