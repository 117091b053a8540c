import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { getTranslator } from '@/renderer/i18n/server-intl';
import { withAccessFallback } from '@/renderer/frame/error-pages/access-fallback';
import { ErrorView } from '@/renderer/frame/error-pages/error-view';
import { readSiteParams } from '@/renderer/data/routing/page-params';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Rendered on first request and cached like any page, so a 403 or 404 answers with its status (access-fallback.tsx). */
export function generateStaticParams() {
  return [];
}

/**
 * The named error pages (403, 404, 405, 500), for links from elsewhere (a CMS or
 * a gateway). 403 and 404 answer with their own status; 405 and 500 are shown as pages.
 */
export default withAccessFallback(async function ErrorStatusPage({ params }: { params: Promise<{ locale: string; device: string; status: string }> }) {
  const { locale, status } = await readSiteParams(params);
  const t = getTranslator(locale);
  if (status === '403') forbidden();
  if (status === '404') notFound();
  if (status === '405') return <ErrorView status={405} title={t('error.405.title')} homeLabel={t('error.backHome')} />;
  if (status === '500') return <ErrorView status={500} title={t('error.500.title')} homeLabel={t('error.backHome')} />;
  notFound();
});
