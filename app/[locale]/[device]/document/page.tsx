import type { Metadata } from 'next';
import { getDocCategories } from '@/renderer/content/get-docs';
import { getTranslator } from '@/renderer/i18n/server-intl';
import { unwrap } from '@/renderer/page/unwrap';
import { readSiteParams } from '@/renderer/routing/page-params';
import { seoMetadata } from '@/renderer/seo/page-metadata';
import { DocCenterPage } from '@/renderer/templates/documents/doc-center-page';
import { withAccessFallback } from '@/renderer/error-pages/access-fallback';
import { withAccessFallbackMetadata } from '@/renderer/page/access-fallback';

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
