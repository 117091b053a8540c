import type { Metadata } from 'next';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { getTranslator } from '@/renderer/i18n/server-intl';
import { siteTitle } from '@/renderer/pipeline/seo/site-title';
import { ModuleGallery } from '@/renderer/templates/gallery/module-gallery';

type Params = { params: Promise<{ locale: string; device: string }> };

/** Not linked from navigation; kept out of search engines. */
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await readSiteParams(params);
  const t = getTranslator(locale);
  return { title: siteTitle(t('gallery.title'), t('site.name')), robots: { index: false, follow: false } };
}

export default async function ModuleGalleryPage({ params }: Params) {
  const { locale } = await readSiteParams(params);
  return <ModuleGallery locale={locale} />;
}
