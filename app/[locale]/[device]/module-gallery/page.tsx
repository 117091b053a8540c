import type { Metadata } from 'next';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { ModuleGallery } from '@/renderer/templates/gallery/module-gallery';

/** Not linked from navigation; kept out of search engines. */
export const metadata: Metadata = { title: 'Module gallery', robots: { index: false, follow: false } };

export default async function ModuleGalleryPage({ params }: { params: Promise<{ locale: string; device: string }> }) {
  const { locale } = await readSiteParams(params);
  return <ModuleGallery locale={locale} />;
}
