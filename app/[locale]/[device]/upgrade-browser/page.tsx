import type { Metadata } from 'next';
import { getTranslator } from '@/renderer/i18n/server-intl';
import { siteTitle } from '@/renderer/pipeline/seo/site-title';
import { UpgradeBrowserView } from '@/renderer/frame/error-pages/upgrade-browser-view';
import { readSiteParams } from '@/renderer/data/routing/page-params';

type Props = { params: Promise<{ locale: string; device: string }> };

/** Where the proxy sends Internet Explorer below 10 and the chunk guard sends pages that cannot load; never indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readSiteParams(params);
  const t = getTranslator(locale);
  return { title: siteTitle(t('upgrade.title'), t('site.name')), robots: { index: false, follow: false } };
}

export default async function UpgradeBrowserPage({ params }: Props) {
  const { locale } = await readSiteParams(params);
  return <UpgradeBrowserView locale={locale} />;
}
