import type { Metadata } from 'next';
import { withAccessFallback } from '@/renderer/frame/error-pages/access-fallback';
import { withAccessFallbackMetadata } from '@/renderer/pipeline/page/access-status';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { routePageMetadata } from '@/renderer/pipeline/seo/route-page-metadata';
import { MenuRouteView } from '@/renderer/templates/route/menu-route-view';

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; device: string; slug: string[] }> };

export const generateMetadata = withAccessFallbackMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale, slug } = await readSiteParams(params);
  return routePageMetadata(locale, slug.join('/'));
});

export default withAccessFallback(async function MenuRoutePage({ params }: Props) {
  const { locale, slug } = await readSiteParams(params);
  return MenuRouteView({ locale, path: slug.join('/') });
});
