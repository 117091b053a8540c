import type { Metadata } from 'next';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { getTranslator } from '@/renderer/i18n/server-intl';
import { ModuleGallery } from '@/renderer/templates/gallery/module-gallery';

type Params = { params: Promise<{ locale: string; device: string }> };

/** Not linked from navigation; kept out of search engines. */
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await readSiteParams(params);
  return { title: getTranslator(locale)('gallery.title'), robots: { index: false, follow: false } };
}

export default async function ModuleGalleryPage({ params }: Params) {
  const { locale } = await readSiteParams(params);
  return <ModuleGallery locale={locale} />;
}
