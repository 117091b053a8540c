import type { Metadata } from 'next';
import { getNavigation } from '@/renderer/data/content/get-navigation';
import { getTranslator } from '@/renderer/i18n/server-intl';
import { SITE_MAP_PATH } from '@/renderer/data/menu/site-map-path';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { seoMetadata } from '@/renderer/pipeline/seo/page-metadata';
import { SiteMapPage } from '@/renderer/templates/site-map/site-map-page';

type Props = { params: Promise<{ locale: string; device: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readSiteParams(params);
  const t = getTranslator(locale);
  return seoMetadata(locale, SITE_MAP_PATH, { title: t('siteMap.title'), description: t('siteMap.description') });
}

export default async function SiteMap({ params }: Props) {
  const { locale } = await readSiteParams(params);
  return <SiteMapPage locale={locale} tree={(await getNavigation(locale)).view.drawer} />;
}
