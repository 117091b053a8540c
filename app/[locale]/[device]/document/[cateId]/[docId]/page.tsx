import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDocPage } from '@/renderer/data/content/get-docs';
import { unwrap } from '@/renderer/pipeline/page/unwrap';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { seoMetadata } from '@/renderer/pipeline/seo/page-metadata';
import { DocArticle } from '@/renderer/templates/documents/doc-article';
import { documentHref, parseDocId } from '@/renderer/data/routing/doc-ids';
import { withAccessFallback } from '@/renderer/frame/error-pages/access-fallback';
import { withAccessFallbackMetadata } from '@/renderer/pipeline/page/access-status';

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; device: string; cateId: string; docId: string }> };

async function load(params: Props['params']) {
  const { locale, cateId, docId } = await readSiteParams(params);
  return { locale, ...unwrap(await getDocPage(locale, parseDocId(cateId) ?? notFound(), parseDocId(docId) ?? notFound())) };
}

export const generateMetadata = withAccessFallbackMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale, doc, category } = await load(params);
  return seoMetadata(locale, documentHref(category.id, doc.id), { title: `${doc.title} - ${category.name}` });
});

export default withAccessFallback(async function DocDetailPage({ params }: Props) {
  const { locale, doc } = await load(params);
  return <DocArticle locale={locale} doc={doc} />;
});
