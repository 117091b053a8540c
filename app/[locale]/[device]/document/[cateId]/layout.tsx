import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getDocCategory } from '@/renderer/data/content/get-docs';
import { unwrap } from '@/renderer/pipeline/page/unwrap';
import { withAccessFallback } from '@/renderer/frame/error-pages/access-fallback';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { DocCategoryLayout } from '@/renderer/templates/documents/doc-category-layout';
import { parseDocId } from '@/renderer/data/routing/doc-ids';

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; device: string; cateId: string }>; children: ReactNode };

/** The tree lives in the layout, so moving between a category's documents keeps it (and its open directories). */
export default withAccessFallback(async function DocCategoryRouteLayout({ params, children }: Props) {
  const { locale, device, cateId } = await readSiteParams(params);
  const { category, entries } = unwrap(await getDocCategory(locale, parseDocId(cateId) ?? notFound()));
  return (
    <DocCategoryLayout locale={locale} device={device} category={category} entries={entries}>
      {children}
    </DocCategoryLayout>
  );
});
