import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { getTranslator } from '@/renderer/i18n/server-intl';
import { withAccessFallback } from '@/renderer/frame/error-pages/access-fallback';
import { ErrorView } from '@/renderer/frame/error-pages/error-view';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { answerWithStatus } from '@/renderer/data/request/response-status';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Rendered per request, so each answers with its own status (data/request/response-status.ts); they ask the CMS nothing of their own. */
export const dynamic = 'force-dynamic';

/**
 * The named error pages (403, 404, 405, 500), for links from elsewhere (a CMS or a gateway), each
 * answering with its own status; the 500 page adds the error code and message line.
 */
export default withAccessFallback(async function ErrorStatusPage({ params }: { params: Promise<{ locale: string; device: string; status: string }> }) {
  const { locale, status } = await readSiteParams(params);
  const t = getTranslator(locale);
  if (status === '403') forbidden();
  if (status === '404') notFound();
  if (status === '405') {
    answerWithStatus(405);
    return (
      <ErrorView
        status={405}
        title={t('error.405.title')}
        documentTitle={t('error.documentTitle', { title: t('error.405.title') })}
        homeLabel={t('error.backHome')}
      />
    );
  }
  if (status === '500') {
    answerWithStatus(500);
    const codeLine = t('error.codeLine', { code: '500', message: t('error.500.message') });
    return (
      <ErrorView
        status={500}
        title={t('error.500.title')}
        documentTitle={t('error.documentTitle', { title: t('error.500.title') })}
        codeLine={codeLine}
        homeLabel={t('error.backHome')}
      />
    );
  }
  notFound();
});
