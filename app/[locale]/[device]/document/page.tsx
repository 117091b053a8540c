import type { Metadata } from 'next';
import { getDocCategories } from '@/renderer/data/content/get-docs';
import { getTranslator } from '@/renderer/i18n/server-intl';
import { unwrap } from '@/renderer/pipeline/page/unwrap';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { seoMetadata } from '@/renderer/pipeline/seo/page-metadata';
import { DocCenterPage } from '@/renderer/templates/documents/doc-center-page';
import { withAccessFallback } from '@/renderer/frame/error-pages/access-fallback';
import { withAccessFallbackMetadata } from '@/renderer/pipeline/page/access-status';

type Props = { params: Promise<{ locale: string; device: string }> };

export const generateMetadata = withAccessFallbackMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale } = await readSiteParams(params);
  const t = getTranslator(locale);
  return seoMetadata(locale, '/document', { title: t('doc.center'), description: t('doc.centerIntro') });
});

export default withAccessFallback(async function DocumentCenter({ params }: Props) {
  const { locale } = await readSiteParams(params);
  return <DocCenterPage locale={locale} categories={unwrap(await getDocCategories(locale))} />;
});
